/**
 * Which rows contain a search word, without reading every row's text. A search word has no
 * whitespace (searchWords splits on it), so it occurs in a text exactly when it occurs inside one
 * of the text's whitespace-separated tokens. The index keeps the distinct tokens of all the rows
 * (a few thousand: the vocabulary) as one string, and for each token the rows that hold it: a new
 * word scans the vocabulary — tens of kilobytes, not the megabytes of every row's text — and
 * unions the postings of the tokens it matched.
 *
 * Tokenizing 100,000 rows takes about a second, so the index is built in slices (`step`) that a
 * scheduler runs when the page is idle; until it is done, the filter reads the texts as before.
 */

// Separates tokens in the vocabulary string: whitespace, so no search word can straddle two tokens.
const separator = '\n';
const whitespace = /\s/;

/**
 * Token ids appended one by one, in fixed-size chunks: growing one array by doubling would copy
 * tens of megabytes at 100,000 rows in one go.
 */
class Chunked {
  private static readonly bits = 16;
  private readonly chunks: Uint32Array[] = [];
  length = 0;

  push(value: number): void {
    const offset = this.length & ((1 << Chunked.bits) - 1);
    if (offset === 0) this.chunks.push(new Uint32Array(1 << Chunked.bits));
    const chunk = this.chunks[this.chunks.length - 1];
    if (chunk !== undefined) chunk[offset] = value;
    this.length++;
  }

  at(index: number): number {
    return this.chunks[index >>> Chunked.bits]?.[index & ((1 << Chunked.bits) - 1)] ?? 0;
  }

  clear(): void {
    this.chunks.length = 0;
    this.length = 0;
  }
}

export class WordIndex {
  constructor(
    /** The tokens, each followed by the separator. */
    private readonly vocabulary: string,
    /** Where each token starts in `vocabulary`; one more entry: the vocabulary's length. */
    private readonly tokenStart: Uint32Array,
    /** Token id → its rows: postings[postingStart[id] … postingStart[id + 1]), ascending. */
    private readonly postingStart: Uint32Array,
    private readonly postings: Uint32Array,
    /** How many rows were indexed. */
    readonly rows: number,
  ) {}

  /** Whether the index can answer for `word`: one without whitespace. */
  static answers(word: string): boolean {
    return word !== '' && !whitespace.test(word);
  }

  /** The ids of the tokens that contain `word`, ascending. */
  tokensWith(word: string): number[] {
    const found: number[] = [];
    for (let from = 0; ; ) {
      const at = this.vocabulary.indexOf(word, from);
      if (at < 0) return found;
      const token = this.tokenAt(at);
      found.push(token);
      // The next occurrence, if any, is in a later token: the word has no separator in it.
      from = this.tokenStart[token + 1] ?? this.vocabulary.length;
    }
  }

  /**
   * Marks `yes` in `marks` at every row position whose text contains `word` (see `answers`).
   * False, marking nothing, for a word so common that its tokens hold more postings than there
   * are rows ("a", "de"): reading the texts answers those sooner, as each text has it near its start.
   */
  mark(word: string, marks: Uint8Array, yes: number): boolean {
    const tokens = this.tokensWith(word);
    let postings = 0;
    for (const token of tokens) postings += (this.postingStart[token + 1] ?? 0) - (this.postingStart[token] ?? 0);
    if (postings > this.rows) return false;
    for (const token of tokens) {
      const end = this.postingStart[token + 1] ?? 0;
      for (let p = this.postingStart[token] ?? end; p < end; p++) marks[this.postings[p] ?? 0] = yes;
    }
    return true;
  }

  /** The token whose span holds the vocabulary offset `at` (binary search over the starts). */
  private tokenAt(at: number): number {
    let low = 0;
    let high = this.tokenStart.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.tokenStart[middle] ?? 0) <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}

/**
 * Builds a WordIndex over `rows` a slice at a time: `step` works until `shouldYield` says stop
 * and returns the index once it is complete (null before). The rows must not change meanwhile
 * (a snapshot of the list is never mutated).
 */
export class WordIndexBuilder {
  private readonly ids = new Map<string, number>();
  private readonly tokens: string[] = [];
  /** The last row each token was seen in, so a token counts once per row. */
  private lastRow = new Int32Array(1024).fill(-1);
  private counts = new Uint32Array(1024);
  /** Each row's distinct token ids, row after row; rowEnd[i] is where row i's ids end. */
  private readonly rowTokens = new Chunked();
  private readonly rowEnd: Uint32Array;
  private next = 0;
  private postingStart: Uint32Array | null = null;
  private postings: Uint32Array | null = null;
  private fill: Uint32Array | null = null;
  private filled = 0;
  private done: WordIndex | null = null;

  constructor(private readonly rows: readonly { searchText: string }[]) {
    this.rowEnd = new Uint32Array(rows.length);
  }

  step(shouldYield: () => boolean): WordIndex | null {
    while (this.done === null) {
      // A batch of rows between two checks of `shouldYield` (each check reads the clock).
      if (this.postings === null) this.tokenizeUntil(Math.min(this.rows.length, this.next + 64));
      else this.postUntil(Math.min(this.rows.length, this.filled + 64));
      if (this.done === null && shouldYield()) return null;
    }
    return this.done;
  }

  /** First pass: each row's distinct tokens, and how many rows hold each token. */
  private tokenizeUntil(until: number): void {
    for (; this.next < until; this.next++) {
      const row = this.next;
      for (const token of (this.rows[row]?.searchText ?? '').split(/\s+/)) {
        if (token === '') continue;
        let id = this.ids.get(token);
        if (id === undefined) id = this.addToken(token);
        if (this.lastRow[id] === row) continue;
        this.lastRow[id] = row;
        this.counts[id] = (this.counts[id] ?? 0) + 1;
        this.rowTokens.push(id);
      }
      this.rowEnd[row] = this.rowTokens.length;
    }
    if (this.next < this.rows.length) return;
    // Every row read: lay the postings out, each token's rows after the previous token's.
    const size = this.tokens.length;
    const postingStart = new Uint32Array(size + 1);
    for (let id = 0; id < size; id++) postingStart[id + 1] = (postingStart[id] ?? 0) + (this.counts[id] ?? 0);
    this.postingStart = postingStart;
    this.fill = postingStart.slice(0, size);
    this.postings = new Uint32Array(this.rowTokens.length);
    this.lastRow = new Int32Array(0);
    this.counts = new Uint32Array(0);
    if (this.rows.length === 0) this.finish();
  }

  /** Second pass: each row's position into the postings of its tokens, rows in ascending order. */
  private postUntil(until: number): void {
    const { postings, fill } = this;
    if (postings === null || fill === null) return;
    for (; this.filled < until; this.filled++) {
      const row = this.filled;
      const end = this.rowEnd[row] ?? 0;
      for (let p = row === 0 ? 0 : (this.rowEnd[row - 1] ?? 0); p < end; p++) {
        const id = this.rowTokens.at(p);
        postings[fill[id] ?? 0] = row;
        fill[id] = (fill[id] ?? 0) + 1;
      }
    }
    if (this.filled === this.rows.length) this.finish();
  }

  private finish(): void {
    const tokenStart = new Uint32Array(this.tokens.length + 1);
    let offset = 0;
    this.tokens.forEach((token, id) => {
      tokenStart[id] = offset;
      offset += token.length + separator.length;
    });
    tokenStart[this.tokens.length] = offset;
    const vocabulary = this.tokens.length === 0 ? '' : `${this.tokens.join(separator)}${separator}`;
    this.done = new WordIndex(vocabulary, tokenStart, this.postingStart ?? new Uint32Array(1), this.postings ?? new Uint32Array(0), this.rows.length);
    // What only the build needed.
    this.rowTokens.clear();
    this.ids.clear();
    this.fill = null;
  }

  private addToken(token: string): number {
    const id = this.tokens.length;
    this.tokens.push(token);
    this.ids.set(token, id);
    if (id === this.counts.length) {
      const counts = new Uint32Array(id * 2);
      counts.set(this.counts);
      this.counts = counts;
      const lastRow = new Int32Array(id * 2).fill(-1);
      lastRow.set(this.lastRow);
      this.lastRow = lastRow;
    }
    return id;
  }
}

/**
 * Runs `step` in slices of at most `sliceMs` while the page is idle (requestIdleCallback; a zero
 * timeout where there is none) until it returns a value, then hands it to `done`. A slice stays
 * short so a keystroke never waits behind one. Returns a cancel.
 */
export function runWhenIdle<T>(step: (shouldYield: () => boolean) => T | null, done: (value: T) => void, sliceMs = 5): () => void {
  let cancelled = false;
  const later = (slice: (deadline?: IdleDeadline) => void): void => {
    // The timeout: a page that is never idle (an animation) still gets the work done.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(slice, { timeout: 2000 });
    else setTimeout(slice, 0);
  };
  const slice = (deadline?: IdleDeadline): void => {
    if (cancelled) return;
    const started = performance.now();
    const value = step(() => performance.now() - started >= sliceMs || (deadline !== undefined && !deadline.didTimeout && deadline.timeRemaining() < 1));
    if (value === null) later(slice);
    else done(value);
  };
  later(slice);
  return () => {
    cancelled = true;
  };
}

/**
 * Which rows contain a search word, without reading every row's text. A search word has no
 * whitespace (searchWords splits on it), so it occurs in a text exactly when it occurs inside one
 * of the text's whitespace-separated tokens. The index keeps the distinct tokens of all the rows
 * (a few thousand: the vocabulary) as one string, and for each token the rows that hold it: a new
 * word scans the vocabulary — tens of kilobytes, not the megabytes of every row's text — and
 * unions the postings of the tokens it matched.
 *
 * Tokenizing 100,000 rows takes a second or two, so the index is built off the page's thread (see
 * word-index-service.ts); until it is there, the filter reads the texts as before.
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

/** A WordIndex as plain data, to cross from a worker (its arrays transferred, not copied). */
export interface WordIndexParts {
  vocabulary: string;
  tokenStart: Uint32Array;
  postingStart: Uint32Array;
  postings: Uint32Array;
  rows: number;
}

export class WordIndex {
  private constructor(
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

  /** An index from its parts; throws when they do not fit together. */
  static fromParts({ vocabulary, tokenStart, postingStart, postings, rows }: WordIndexParts): WordIndex {
    const tokens = tokenStart.length - 1;
    const fits =
      tokens >= 0 &&
      postingStart.length === tokens + 1 &&
      tokenStart[tokens] === vocabulary.length &&
      postingStart[tokens] === postings.length &&
      rows >= 0;
    if (!fits) throw new Error('Índice de palabras incoherente');
    return new WordIndex(vocabulary, tokenStart, postingStart, postings, rows);
  }

  parts(): WordIndexParts {
    return {
      vocabulary: this.vocabulary,
      tokenStart: this.tokenStart,
      postingStart: this.postingStart,
      postings: this.postings,
      rows: this.rows,
    };
  }

  /** Whether the index can answer for `word`: one without whitespace. */
  static answers(word: string): boolean {
    return word !== '' && !whitespace.test(word);
  }

  /** The ids of the tokens that contain `word`, ascending. */
  tokensWith(word: string): number[] {
    const found: number[] = [];
    for (let from = 0; ;) {
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
 * Builds a WordIndex row by row (`add`, in the rows' order), then lays the postings out
 * (`finish`, which can be done a slice at a time: it returns null until it is complete).
 */
export class WordIndexBuilder {
  private ids: Map<string, number> | null = new Map();
  private readonly tokens: string[] = [];
  /** The last row each token was seen in, so a token counts once per row. */
  private lastRow = new Int32Array(1024).fill(-1);
  private counts = new Uint32Array(1024);
  /** Each row's distinct token ids, row after row; rowEnd holds where each row's ids end. */
  private readonly rowTokens = new Chunked();
  private readonly rowEnd = new Chunked();
  private postingStart: Uint32Array | null = null;
  private postings: Uint32Array | null = null;
  private fill: Uint32Array | null = null;
  private filled = 0;
  private done: WordIndex | null = null;

  get rows(): number {
    return this.rowEnd.length;
  }

  /** The next row's text: its distinct tokens, and one more row for each of them. */
  add(text: string): void {
    const ids = this.ids;
    if (ids === null) throw new Error('Índice de palabras ya terminado');
    const row = this.rowEnd.length;
    for (const token of text.split(/\s+/)) {
      if (token === '') continue;
      let id = ids.get(token);
      if (id === undefined) id = this.addToken(ids, token);
      if (this.lastRow[id] === row) continue;
      this.lastRow[id] = row;
      this.counts[id] = (this.counts[id] ?? 0) + 1;
      this.rowTokens.push(id);
    }
    this.rowEnd.push(this.rowTokens.length);
  }

  /** Lays the postings out, checking `shouldYield` every few rows; the index once complete, null before. */
  finish(shouldYield: () => boolean = () => false): WordIndex | null {
    if (this.postings === null) this.start();
    const { postings, fill } = this;
    while (this.done === null && postings !== null && fill !== null) {
      const until = Math.min(this.rows, this.filled + 64);
      for (; this.filled < until; this.filled++) {
        const row = this.filled;
        const end = this.rowEnd.at(row);
        for (let p = row === 0 ? 0 : this.rowEnd.at(row - 1); p < end; p++) {
          const id = this.rowTokens.at(p);
          postings[fill[id] ?? 0] = row;
          fill[id] = (fill[id] ?? 0) + 1;
        }
      }
      if (this.filled === this.rows) this.complete();
      else if (shouldYield()) return null;
    }
    return this.done;
  }

  /** Each token's rows after the previous token's: where each starts. No row is added after this. */
  private start(): void {
    this.ids = null;
    const size = this.tokens.length;
    const postingStart = new Uint32Array(size + 1);
    for (let id = 0; id < size; id++) postingStart[id + 1] = (postingStart[id] ?? 0) + (this.counts[id] ?? 0);
    this.postingStart = postingStart;
    this.fill = postingStart.slice(0, size);
    this.postings = new Uint32Array(this.rowTokens.length);
    this.lastRow = new Int32Array(0);
    this.counts = new Uint32Array(0);
  }

  private complete(): void {
    const tokenStart = new Uint32Array(this.tokens.length + 1);
    let offset = 0;
    this.tokens.forEach((token, id) => {
      tokenStart[id] = offset;
      offset += token.length + separator.length;
    });
    tokenStart[this.tokens.length] = offset;
    const vocabulary = this.tokens.length === 0 ? '' : `${this.tokens.join(separator)}${separator}`;
    this.done = WordIndex.fromParts({
      vocabulary,
      tokenStart,
      postingStart: this.postingStart ?? new Uint32Array(1),
      postings: this.postings ?? new Uint32Array(0),
      rows: this.rows,
    });
    // What only the build needed.
    this.rowTokens.clear();
    this.fill = null;
  }

  private addToken(ids: Map<string, number>, token: string): number {
    const id = this.tokens.length;
    this.tokens.push(token);
    ids.set(token, id);
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
 * Runs `step` a slice of at most `sliceMs` at a time, each in a task of its own (so input and
 * rendering come in between), until it returns a value, then hands it to `done`. Returns a cancel.
 */
export function runInSlices<T>(step: (shouldYield: () => boolean) => T | null, done: (value: T) => void, sliceMs = 5): () => void {
  let cancelled = false;
  const slice = (): void => {
    if (cancelled) return;
    const started = performance.now();
    const value = step(() => performance.now() - started >= sliceMs);
    if (value === null) setTimeout(slice, 0);
    else done(value);
  };
  setTimeout(slice, 0);
  return () => {
    cancelled = true;
  };
}

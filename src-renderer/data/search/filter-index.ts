/**
 * An index over one snapshot of rows, so that changing one control of a list's filter does not
 * sort the whole list again nor scan every row's text again. The list passes the same array
 * while the person edits the filter; this keeps, for that array:
 * - each order's row positions, sorted once the snapshot is filtered a second time (a stable sort,
 *   then filtering, gives the same rows in the same order as filtering and then sorting);
 * - estado and fechaFin as integers, so the cheap tests run first over typed arrays;
 * - bit sets (a convocatoria's disciplinas, tipos, provincias) as typed columns, tested with `&`;
 * - per search word, which rows contain it (unknown / yes / no), learnt only for the rows that
 *   reach the word test, and inferred where possible from related words already asked for;
 *   once a WordIndex of the snapshot is there (see word-index.ts), known at once for every row.
 */
import { WordIndex } from './word-index';

// What a word's memo knows of a row.
const unknown = 0;
const yes = 1;
const no = 2;

interface IndexedRow {
  estado: string;
  fechaFin: string;
  searchText: string;
}

/** A test of a bit set of each row: passes a row with any bit of `mask`. */
export interface BitTest<T> {
  /** Names the column of `of`'s values, read once per snapshot. */
  column: string;
  of: (row: T) => number;
  mask: number;
}

export interface Selection<T> {
  /** Only rows with this estado; null for any. */
  estado: string | null;
  /** Inclusive bounds on fechaFin as plain string comparisons; '' for an open end. */
  desde: string;
  hasta: string;
  /** Folded words that must all appear in a row's searchText. */
  words: readonly string[];
  /** Bit sets that must each hold one of their test's bits; none: every row passes. */
  bits?: readonly BitTest<T>[];
  /** Any further test, run after the cheap ones and before the words. */
  keep: ((row: T) => boolean) | null;
  /** Rows that pass the words' test without holding them (the search found them elsewhere); none when absent. */
  orWords?: ((row: T) => boolean) | null;
}

const unknownDay = -2;
const zero = 48;
const dash = 45;

/**
 * YYYY-MM-DD (/^\d{4}-\d{2}-\d{2}$/) as the number YYYYMMDD, which orders as the string does; -1
 * for anything else ('' or malformed). Read digit by digit: this runs for every row of a snapshot.
 */
export function dayNumber(day: string): number {
  if (day.length !== 10 || day.charCodeAt(4) !== dash || day.charCodeAt(7) !== dash) return -1;
  let value = 0;
  for (let i = 0; i < 10; i++) {
    if (i === 4 || i === 7) continue;
    const digit = day.charCodeAt(i) - zero;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

export class FilterIndex<T extends IndexedRow, O extends string> {
  // The columns are read from the rows the first time a filter needs them.
  private readonly estadoCodes = new Map<string, number>();
  private estadoOf: Int32Array | undefined;
  /** fechaFin as a day number, worked out for the rows that reach the date test; see dayNumber. */
  private dayOf: Int32Array | undefined;
  private readonly bitColumns = new Map<string, Int32Array>();
  private readonly orders = new Map<O, Uint32Array>();
  private selections = 0;
  /** Word -> per row position: unknown / yes / no. Map order is recency: the oldest is dropped first. */
  private readonly memos = new Map<string, Uint8Array>();
  private words: WordIndex | null = null;
  /** How many rows `prepare` has gone through. */
  private prepared = 0;

  /**
   * `mirrors` names orders whose comparator is another's with its arguments swapped
   * (`desc(a, b) === asc(b, a)`): those are the other's sort reversed, without sorting again.
   */
  constructor(
    readonly rows: readonly T[],
    private readonly comparators: Readonly<Record<O, (a: T, b: T) => number>>,
    private readonly mirrors: Readonly<Partial<Record<NoInfer<O>, NoInfer<O>>>> | null = null,
    private readonly maxWords = 64,
  ) {}

  /** The rows that pass `selection`, in `order`; a new array each call. */
  select(order: O, selection: Selection<T>): T[] {
    // A new snapshot is often filtered just once (a sync writing): then only what passes is sorted,
    // as without an index. A second filter means a person is changing it: sort the whole snapshot.
    const sorted = this.orders.has(order) || this.selections++ > 0 ? this.sorted(order) : null;
    const kept = this.pass(sorted, selection);
    return sorted === null ? kept.sort(this.comparators[order]) : kept;
  }

  /**
   * Sorts the whole snapshot in `order` now, ahead of the filters to come (see prepareFilter): a
   * person's first change after the list settled then costs no more than the next ones.
   */
  prepareOrder(order: O): void {
    this.sorted(order);
  }

  /** The rows that pass `selection`, in no particular order: for counting, which needs no sort. */
  selectAny(selection: Selection<T>): T[] {
    return this.pass(null, selection);
  }

  /** The positions (in `rows`) of the rows that contain every one of `words` (or pass `orWords`), ascending. */
  positionsWith(words: readonly string[], orWords: ((row: T) => boolean) | null = null): number[] {
    const tests = words.map((word) => ({ word, memo: this.memo(word) }));
    const { rows } = this;
    const found: number[] = [];
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      if (row !== undefined && (this.matches(tests, i, row) || (orWords !== null && orWords(row)))) found.push(i);
    }
    return found;
  }

  /** Answers the words asked from now on from `words`, an index of these very rows. */
  useWords(words: WordIndex): void {
    if (words.rows === this.rows.length) this.words = words;
  }

  /** Whether a WordIndex answers for this snapshot. */
  hasWords(): boolean {
    return this.words !== null;
  }

  /** The rows that pass `selection`, in the order of `sorted` (null: the snapshot's own); the cheap tests first. */
  private pass(sorted: Uint32Array | null, selection: Selection<T>): T[] {
    const { rows } = this;
    const { desde, hasta, keep } = selection;
    const orWords = selection.orWords ?? null;
    const estadoOf = selection.estado === null ? null : this.estadoColumn();
    const estado = selection.estado === null ? -1 : (this.estadoCodes.get(selection.estado) ?? -1);
    const inside = desde === '' && hasta === '' ? null : this.inRange(desde, hasta);
    const bits = (selection.bits ?? []).map(({ column, of, mask }) => ({ values: this.bitColumn(column, of), mask }));
    const tests = selection.words.map((word) => ({ word, memo: this.memo(word) }));
    const kept: T[] = [];
    // A row object is read only when a column does not answer (at 100,000 rows, reaching every
    // row in another order than memory's costs more than the tests themselves).
    for (let k = 0; k < rows.length; k++) {
      const i = sorted?.[k] ?? k;
      if (estadoOf !== null && estadoOf[i] !== estado) continue;
      if (inside !== null && !inside(i)) continue;
      if (!bits.every(({ values, mask }) => ((values[i] ?? 0) & mask) !== 0)) continue;
      const row = rows[i];
      if (row === undefined || (keep !== null && !keep(row))) continue;
      if (this.matches(tests, i, row) || (orWords !== null && orWords(row))) kept.push(row);
    }
    return kept;
  }

  /**
   * A test of row `i`'s fechaFin against an inclusive range ('' = an open end). Well-formed days
   * compare as day numbers, worked out once per row; a malformed day or bound as the strings, as
   * the plain comparison always did.
   */
  inRange(desde: string, hasta: string): (i: number) => boolean {
    if (desde === '' && hasta === '') return () => true;
    const { rows } = this;
    const dayOf = this.dayColumn();
    const low = desde === '' ? 0 : dayNumber(desde);
    const high = hasta === '' ? Infinity : dayNumber(hasta);
    const byNumber = low >= 0 && high >= 0;
    return (i) => {
      let day = dayOf[i] ?? unknownDay;
      if (day === unknownDay) dayOf[i] = day = dayNumber(rows[i]?.fechaFin ?? '');
      if (byNumber && day >= 0) return day >= low && day <= high;
      const fecha = rows[i]?.fechaFin ?? '';
      return (desde === '' || fecha >= desde) && (hasta === '' || fecha <= hasta);
    };
  }

  /**
   * Works out every row's estado and day ahead of the filters that test them, `shouldYield`
   * asked every few hundred rows; true once done. (Otherwise the first range over a snapshot
   * works out the days of every row it reaches, tens of ms at 100,000 rows.)
   */
  prepare(shouldYield: () => boolean): boolean {
    this.estadoColumn();
    const dayOf = this.dayColumn();
    const { rows } = this;
    for (; this.prepared < rows.length; this.prepared++) {
      const i = this.prepared;
      if (dayOf[i] === unknownDay) dayOf[i] = dayNumber(rows[i]?.fechaFin ?? '');
      if (i % 512 === 511 && shouldYield()) {
        this.prepared++;
        return false;
      }
    }
    return true;
  }

  /** The values of `of` for every row, read the first time `column` is asked for. */
  bitColumn(column: string, of: (row: T) => number): Int32Array {
    let values = this.bitColumns.get(column);
    if (values === undefined) {
      // A plain loop: Int32Array.from with a map function goes through the iterator, several times slower.
      const { rows } = this;
      values = new Int32Array(rows.length);
      for (let i = 0; i < rows.length; i++) values[i] = of(rows[i] as T);
      this.bitColumns.set(column, values);
    }
    return values;
  }

  private estadoColumn(): Int32Array {
    if (this.estadoOf === undefined) {
      const estadoOf = new Int32Array(this.rows.length);
      this.rows.forEach(({ estado }, i) => {
        let code = this.estadoCodes.get(estado);
        if (code === undefined) this.estadoCodes.set(estado, (code = this.estadoCodes.size));
        estadoOf[i] = code;
      });
      this.estadoOf = estadoOf;
    }
    return this.estadoOf;
  }

  private dayColumn(): Int32Array {
    return (this.dayOf ??= new Int32Array(this.rows.length).fill(unknownDay));
  }

  private matches(tests: readonly { word: string; memo: Uint8Array }[], i: number, row: T): boolean {
    for (const { word, memo } of tests) {
      let known = memo[i];
      if (known === unknown) memo[i] = known = row.searchText.includes(word) ? yes : no;
      if (known === no) return false;
    }
    return true;
  }

  /** Row positions in `order`, sorted the first time that order is asked for. */
  private sorted(order: O): Uint32Array {
    let positions = this.orders.get(order);
    if (positions !== undefined) return positions;
    const mirror = this.mirrors?.[order];
    if (mirror === undefined) {
      positions = Uint32Array.from([...this.rows.keys()].sort(this.byPosition(order)));
    } else {
      // The mirror's order reversed; rows that tie keep their original order, as a stable sort leaves them.
      positions = this.sorted(mirror).slice().reverse();
      const compare = this.byPosition(order);
      let start = 0;
      let previous = -1;
      for (const [k, i] of positions.entries()) {
        if (k > 0 && compare(previous, i) !== 0) {
          positions.subarray(start, k).reverse();
          start = k;
        }
        previous = i;
      }
      positions.subarray(start).reverse();
    }
    this.orders.set(order, positions);
    return positions;
  }

  private byPosition(order: O): (a: number, b: number) => number {
    const compare = this.comparators[order];
    return (a, b) => compare(this.at(a), this.at(b));
  }

  private at(i: number): T {
    const row = this.rows[i];
    if (row === undefined) throw new Error(`no row at ${i}`);
    return row;
  }

  /** The memo of `word`, created with what the words already known tell about it. */
  private memo(word: string): Uint8Array {
    const cached = this.memos.get(word);
    this.memos.delete(word);
    const memo = cached ?? new Uint8Array(this.rows.length);
    if (cached === undefined && this.words !== null && WordIndex.answers(word) && this.words.mark(word, memo, yes)) {
      for (let i = 0; i < memo.length; i++) if (memo[i] !== yes) memo[i] = no;
    } else if (cached === undefined) {
      for (const [other, known] of this.memos) {
        // A row without "mus" has no "musica"; a row with "musica" has "mus".
        const inferred = word.includes(other) ? no : other.includes(word) ? yes : unknown;
        if (inferred === unknown) continue;
        for (let i = 0; i < known.length; i++) if (known[i] === inferred) memo[i] = inferred;
      }
    }
    this.memos.set(word, memo);
    for (const oldest of this.memos.keys()) {
      if (this.memos.size <= this.maxWords) break;
      this.memos.delete(oldest);
    }
    return memo;
  }
}

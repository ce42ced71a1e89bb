import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFilter, wholeList, prepareFilter } from '../../../../../src-renderer/data/search/convocatoria-filter';
import type { ConvocatoriaRow } from '../../../../../src-renderer/data/cache/db';
import { FilterIndex } from '../../../../../src-renderer/data/search/filter-index';
import { WordIndex, WordIndexBuilder, type WordIndex as WordIndexType } from '../../../../../src-renderer/data/search/word-index';
import { fold } from '../../../../../src-shared/text';
import { createRandom } from '../../../../simulator/random';
import { unclassified } from '../../../support/facets';

const texts = (list: readonly string[]): { searchText: string }[] => list.map((searchText) => ({ searchText }));

function built(rows: readonly { searchText: string }[]): WordIndexType {
  const builder = new WordIndexBuilder();
  for (const row of rows) builder.add(row.searchText);
  const index = builder.finish();
  if (index === null) throw new Error('not built');
  return index;
}

/** The row positions `mark` sets, or null when it declines the word. */
function marked(index: WordIndexType, word: string): number[] | null {
  const marks = new Uint8Array(index.rows);
  if (!index.mark(word, marks, 1)) return null;
  return [...marks.keys()].filter((i) => marks[i] === 1);
}

describe('WordIndex', () => {
  const index = built(
    texts([
      'cancion federal',
      'becas de musica popular',
      'musica\tde  camara\n',
      'premio s.a. (2026) bases:',
      'museo\u00a0del\u00a0libro',
      '',
    ]),
  );

  it('finds a word inside any token, whatever whitespace separates the tokens', () => {
    expect(marked(index, 'musica')).toEqual([1, 2]);
    expect(marked(index, 'usic')).toEqual([1, 2]);
    // "de" is a token of two rows and inside "federal" of the first.
    expect(marked(index, 'de')).toEqual([0, 1, 2, 4]);
    expect(marked(index, 'camara')).toEqual([2]);
    // Separated by no-break spaces, which are whitespace too.
    expect(marked(index, 'museo')).toEqual([4]);
    expect(marked(index, 'libro')).toEqual([4]);
    expect(marked(index, 'teatro')).toEqual([]);
  });

  it('never matches across two tokens, as the text itself has whitespace there', () => {
    expect(marked(index, 'demusica')).toEqual([]);
    expect(marked(index, 'popularmusica')).toEqual([]);
    expect(marked(index, 'lbecas')).toEqual([]);
  });

  it('keeps punctuation inside tokens, as the text does', () => {
    expect(marked(index, 's.a')).toEqual([3]);
    expect(marked(index, 'a.')).toEqual([3]);
    expect(marked(index, '(2026)')).toEqual([3]);
    expect(marked(index, 'bases:')).toEqual([3]);
    expect(marked(index, ':')).toEqual([3]);
    expect(marked(index, '.')).toEqual([3]);
  });

  it('answers only words without whitespace', () => {
    expect(WordIndex.answers('musica')).toBe(true);
    expect(WordIndex.answers('de musica')).toBe(false);
    expect(WordIndex.answers('museo\u00a0del')).toBe(false);
    expect(WordIndex.answers('')).toBe(false);
  });

  it('declines a word whose tokens hold more postings than there are rows', () => {
    // "a" is in the tokens a (row 0), ab and ba (row 1) and ca (row 2): four postings, three rows.
    const common = built(texts(['a b a', 'ab ba', 'ca']));
    expect(marked(common, 'a')).toBeNull();
    expect(marked(common, 'b')).toEqual([0, 1]);
  });

  it('indexes nothing for no rows', () => {
    const empty = built([]);
    expect(empty.rows).toBe(0);
    expect(marked(empty, 'musica')).toEqual([]);
  });

  it('gives the same index with its postings laid out a few rows at a time', () => {
    const rows = texts(Array.from({ length: 500 }, (_, i) => `convocatoria ${i} de musica ${i % 7 === 0 ? 'popular' : 'clasica'}`));
    const builder = new WordIndexBuilder();
    for (const row of rows) builder.add(row.searchText);
    let steps = 1;
    let index = builder.finish(() => true);
    for (; index === null; steps++) index = builder.finish(() => true);
    expect(() => builder.add('tarde')).toThrow();
    expect(steps).toBeGreaterThan(2);
    expect(marked(index, 'popular')).toEqual(rows.map((_, i) => i).filter((i) => i % 7 === 0));
    expect(marked(index, '49')).toEqual([49, 149, 249, 349, 449, 490, 491, 492, 493, 494, 495, 496, 497, 498, 499]);
  });

  it('agrees with reading each text, for words inside, across and beyond the tokens', () => {
    const rng = createRandom(15).next;
    const alphabet = ['a', 'b', 'c', 'ñ', 'é', '.', '-', '1'];
    const spaces = [' ', '  ', '\t', '\n', '\u00a0'];
    const token = (): string =>
      Array.from({ length: 1 + Math.floor(rng() * 4) }, () => alphabet[Math.floor(rng() * alphabet.length)]).join('');
    const text = (): string =>
      Array.from({ length: Math.floor(rng() * 6) }, () => token() + (spaces[Math.floor(rng() * spaces.length)] ?? ' ')).join('');
    const rows = texts(Array.from({ length: 300 }, text));
    const index = built(rows);
    let declined = 0;
    for (let i = 0; i < 400; i++) {
      const word = token() + (rng() < 0.3 ? token() : '');
      const expected = rows.map((row, position) => (row.searchText.includes(word) ? position : -1)).filter((position) => position >= 0);
      const found = marked(index, word);
      if (found === null) declined++;
      else expect(found, word).toEqual(expected);
    }
    // Most words are answered by the index; single common letters are left to the texts.
    expect(declined).toBeLessThan(200);
  });
});

describe('FilterIndex with a WordIndex', () => {
  interface Row {
    id: number;
    estado: string;
    fechaFin: string;
    searchText: string;
  }

  it('answers a new word without reading the texts, and the same rows as reading them', () => {
    let reads = 0;
    const words = ['musica popular', 'teatro', 'musica', 'danza y musica', 'a a a b'];
    const rows: Row[] = Array.from({ length: 60 }, (_, id) => {
      const text = words[id % words.length] ?? '';
      return {
        id,
        estado: 'abierta',
        fechaFin: '',
        get searchText(): string {
          reads++;
          return text;
        },
      };
    });
    const index = new FilterIndex(rows, { id: (a: Row, b: Row) => a.id - b.id });
    index.useWords(built(rows));
    reads = 0;
    const select = (word: string): number[] =>
      index.select('id', { estado: null, desde: '', hasta: '', words: [word], keep: null }).map((row) => row.id);
    expect(select('musica')).toEqual(rows.filter((row) => row.id % 5 === 0 || row.id % 5 === 2 || row.id % 5 === 3).map((row) => row.id));
    expect(select('popu')).toEqual(rows.filter((row) => row.id % 5 === 0).map((row) => row.id));
    expect(reads).toBe(0);
    // "a" is in more postings than there are rows (every text has it): the texts are read instead.
    expect(select('a')).toEqual(rows.map((row) => row.id));
    expect(reads).toBeGreaterThan(0);
  });

  it('is not used for rows it was not built from', () => {
    const rows: Row[] = [{ id: 1, estado: '', fechaFin: '', searchText: 'musica' }];
    const index = new FilterIndex(rows, { id: (a: Row, b: Row) => a.id - b.id });
    index.useWords(built(texts(['teatro', 'danza'])));
    expect(index.hasWords()).toBe(false);
  });
});

describe('the convocatorias search with its words indexed', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function row(id: number, titulo: string, bajada = ''): ConvocatoriaRow {
    return {
      id,
      url: '',
      link: '',
      imagen: null,
      titulo,
      bajada,
      estado: 'abierta',
      fechaInicio: '2026-01-01',
      fechaFin: '2026-12-01',
      documentos: [],
      ordenadasRank: id,
      listas: ['convocatorias'],
      seen: {},
      firstSeen: 0,
      facets: unclassified,
      searchText: fold(`${titulo} ${bajada}`),
    };
  }

  it('folds accents and case on both sides, once the page has been idle', () => {
    vi.useFakeTimers();
    const rows = [
      row(1, 'Canción Federal'),
      row(2, 'CANCIONES de Córdoba'),
      row(3, 'Ñandú y Ávila', 'Bases: S.A. (2026)'),
      row(4, 'Becas de Música'),
    ];
    prepareFilter(rows, 'oficial', 0);
    vi.runAllTimers();
    const ids = (q: string): number[] => applyFilter(rows, { ...wholeList, q }, '2026-11-22').map((r) => r.id);
    expect(ids('CANCIÓN')).toEqual([1, 2]);
    expect(ids('cordoba canciones')).toEqual([2]);
    expect(ids('ÑANDU')).toEqual([3]);
    expect(ids('avila s.a.')).toEqual([3]);
    expect(ids('música')).toEqual([4]);
    expect(ids('demusica')).toEqual([]);
  });

  it('reads no text for a new word once built, and every text when the build was cancelled', () => {
    vi.useFakeTimers();
    let reads = 0;
    const counting = (base: ConvocatoriaRow): ConvocatoriaRow => {
      const { searchText, ...rest } = base;
      return {
        ...rest,
        get searchText(): string {
          reads++;
          return searchText;
        },
      };
    };
    const rows = [counting(row(1, 'Canción Federal')), counting(row(2, 'Teatro'))];
    const search = (q: string): number[] => applyFilter(rows, { ...wholeList, q }, '2026-11-22').map((r) => r.id);
    const cancelled = [counting(row(1, 'Canción Federal')), counting(row(2, 'Teatro'))];
    prepareFilter(rows, 'oficial', 100);
    prepareFilter(cancelled, 'oficial', 100)();
    vi.runAllTimers();
    reads = 0;
    expect(search('cancion')).toEqual([1]);
    expect(reads).toBe(0);
    expect(applyFilter(cancelled, { ...wholeList, q: 'cancion' }, '2026-11-22').map((r) => r.id)).toEqual([1]);
    expect(reads).toBe(2);
  });
});

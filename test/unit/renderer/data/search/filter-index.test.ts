import { describe, expect, it } from 'vitest';
import {
  applyFilter,
  cierreWindows,
  wholeList,
  estadoFilters,
  ordenes,
  windowRange,
  type ConvocatoriaFilter,
} from '../../../../../src-renderer/data/search/convocatoria-filter';
import type { ConvocatoriaRow } from '../../../../../src-renderer/data/cache/db';
import { dayNumber, FilterIndex } from '../../../../../src-renderer/data/search/filter-index';
import { isNewRecord } from '../../../../../src-renderer/data/cache/changes';
import { compareText, filterByWords, matchesWords, searchWords } from '../../../../../src-renderer/data/search/words';
import { fold } from '../../../../../src-shared/text';
import { createRandom } from '../../../../simulator/random';

/** The simulator's seeded generator (mulberry32): the same sequence on every run. */
const random = (seed: number): (() => number) => createRandom(seed).next;

type Random = () => number;
const pick = <T>(rng: Random, items: readonly T[]): T => {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
};

const today = '2026-11-22';
const days = Array.from({ length: 90 }, (_, i) => new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10));
// Bad data the type allows: empty, unpadded, out of range, free text.
const badDays = ['', '2026-1-5', '2026-13-40', 'sin fecha', '2026-11-22T10:00', ' 2026-11-22'];
const titleWords = [
  'Música',
  'musica',
  'MÚSICA',
  'Ávila',
  'avellaneda',
  'Zárate',
  'Ñandú',
  'Canción',
  'convocatoria',
  'Convocatoria 9',
  'Convocatoria 10',
  'Becas',
  'Salón',
  'pintura',
  'Córdoba',
];
const bodyWords = ['museo', 'mus', 'teatro', 'danza', 'música popular', 'convocatorias', 'córdoba', 'fotografía', 'premio'];
const queryWords = [
  'mus',
  'musica',
  'música',
  'usic',
  'MUSE',
  'conv',
  'convocatoria',
  'convocatorias',
  'ca',
  'a',
  'nandu',
  'ávila',
  'zz',
  '10',
  'cordoba',
  'popular musica',
];

// A row's values in a facet (one option or two among the first four) and the choices of a filter.
const bitSets = [1, 2, 4, 8, 1 | 2, 2 | 8];
const masks = [0, 0, 0, 1, 2, 4, 1 | 4, 2 | 8];

function makeRow(rng: Random, id: number): ConvocatoriaRow {
  const titulo = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => pick(rng, titleWords)).join(' ');
  const bajada = rng() < 0.5 ? pick(rng, bodyWords) : '';
  const cuerpo = Array.from({ length: Math.floor(rng() * 4) }, () => pick(rng, bodyWords)).join(' ');
  return {
    id,
    url: '',
    link: '',
    imagen: null,
    titulo,
    bajada,
    estado: pick(rng, ['abierta', 'abierta', 'cerrada', 'suspendida', '']),
    fechaInicio: '2026-01-01',
    fechaFin: rng() < 0.1 ? pick(rng, badDays) : pick(rng, days),
    documentos: rng() < 0.4 ? ['https://documentos.test/bases.pdf'] : [],
    ordenadasRank: rng() < 0.4 ? null : Math.floor(rng() * 500),
    searchText: fold(`${titulo} ${bajada} ${cuerpo}`),
    firstSeen: pick(rng, [0, 0, 100, 200, 300]),
    facets: { disciplina: pick(rng, bitSets), tipo: pick(rng, bitSets), provincia: pick(rng, bitSets) },
    listas: ['convocatorias'],
    seen: {},
  };
}

function makeRows(rng: Random, count: number): ConvocatoriaRow[] {
  const rows = Array.from({ length: count }, (_, i) => makeRow(rng, i + 1));
  // A few exact twins (same id and fields) tie in every order: a stable sort keeps them as given.
  for (let i = 0; i < 30; i++) rows.push({ ...pick(rng, rows), url: `gemela ${i}` });
  return rows;
}

const referenceComparators: Record<ConvocatoriaFilter['orden'], (a: ConvocatoriaRow, b: ConvocatoriaRow) => number> = {
  oficial: (a, b) => (a.ordenadasRank ?? Infinity) - (b.ordenadasRank ?? Infinity) || b.id - a.id,
  'cierre-asc': (a, b) => a.fechaFin.localeCompare(b.fechaFin) || a.id - b.id,
  'cierre-desc': (a, b) => b.fechaFin.localeCompare(a.fechaFin) || b.id - a.id,
  'titulo-asc': (a, b) => compareText(a.titulo, b.titulo) || a.id - b.id,
  'titulo-desc': (a, b) => compareText(b.titulo, a.titulo) || b.id - a.id,
};

/** The plain filter-then-sort the index must agree with. */
function reference(
  rows: readonly ConvocatoriaRow[],
  filter: ConvocatoriaFilter,
  newSince: number,
  inDocuments: ReadonlySet<number>,
): ConvocatoriaRow[] {
  const window = windowRange(filter.cierre, today);
  const words = searchWords(filter.q);
  // The computed state, written out plainly: Abierta closes today or later, Vencida is abierta past its day.
  const state = (row: ConvocatoriaRow): string => (row.estado === 'abierta' ? (row.fechaFin >= today ? 'abierta' : 'vencida') : row.estado);
  return rows
    .filter(
      (row) =>
        (filter.estado === 'todas' || state(row) === filter.estado) &&
        (window.desde === '' || row.fechaFin >= window.desde) &&
        (window.hasta === '' || row.fechaFin <= window.hasta) &&
        (filter.desde === '' || row.fechaFin >= filter.desde) &&
        (filter.hasta === '' || row.fechaFin <= filter.hasta) &&
        (words.every((word) => row.searchText.includes(word)) || (filter.docs && inDocuments.has(row.id))) &&
        (!filter.documentos || row.documentos.length > 0) &&
        (!filter.nuevas || isNewRecord(row, newSince)) &&
        (filter.disciplina === 0 || (row.facets.disciplina & filter.disciplina) !== 0) &&
        (filter.tipo === 0 || (row.facets.tipo & filter.tipo) !== 0) &&
        (filter.provincia === 0 || (row.facets.provincia & filter.provincia) !== 0),
    )
    .sort(referenceComparators[filter.orden]);
}

const bound = (rng: Random): string => (rng() < 0.4 ? '' : rng() < 0.1 ? pick(rng, badDays) : pick(rng, days));

function randomFilter(rng: Random): ConvocatoriaFilter {
  return {
    estado: pick(rng, estadoFilters),
    cierre: pick(rng, cierreWindows),
    desde: bound(rng),
    hasta: bound(rng),
    orden: pick(rng, ordenes),
    q: Array.from({ length: Math.floor(rng() * 4) }, () => pick(rng, queryWords)).join(' '),
    docs: rng() < 0.3,
    documentos: rng() < 0.2,
    nuevas: rng() < 0.2,
    disciplina: pick(rng, masks),
    tipo: pick(rng, masks),
    provincia: pick(rng, masks),
  };
}

/** One control changed, the way a person edits the filter. */
function nextFilter(rng: Random, filter: ConvocatoriaFilter): ConvocatoriaFilter {
  const other = randomFilter(rng);
  const key = pick(rng, ['estado', 'cierre', 'desde', 'hasta', 'orden', 'q', 'docs', 'nuevas', 'disciplina', 'tipo', 'provincia'] as const);
  return { ...filter, [key]: other[key] };
}

describe('applyFilter over its index', () => {
  it('returns the rows and the order of a plain filter and sort, for any filter, across data changes', () => {
    const rng = random(20261122);
    const first = makeRows(rng, 3000);
    const check = (rows: readonly ConvocatoriaRow[], filter: ConvocatoriaFilter): void => {
      const i7 = Math.floor(rng() * 7);
      const newSince = pick(rng, [0, 100, 200, 300]);
      // The ids whose saved documents hold the search's words: any set will do for the rule.
      const inDocuments = new Set(rows.filter((row) => row.id % 7 === i7).map((row) => row.id));
      const fast = applyFilter(rows, filter, today, newSince, inDocuments);
      const expected = reference(rows, filter, newSince, inDocuments);
      const label = JSON.stringify({ ...filter, newSince, i7 });
      expect(
        fast.map((row) => row.id),
        label,
      ).toEqual(expected.map((row) => row.id));
      // The very rows, not only their ids: twins share an id.
      expect(
        fast.every((row, i) => row === expected[i]),
        label,
      ).toBe(true);
      expect(applyFilter(rows, filter, today, newSince, inDocuments)).not.toBe(fast);
    };
    let filter = wholeList;
    for (let i = 0; i < 400; i++) {
      filter = i % 5 === 0 ? randomFilter(rng) : nextFilter(rng, filter);
      check(first, filter);
    }

    // A sync writes: a new array, rows changed, dropped and added; what was learnt of the first must not leak.
    const second = first.map((row) => (rng() < 0.2 ? makeRow(rng, row.id) : row));
    const third = [...second.filter(() => rng() > 0.05), ...makeRows(rng, 200)];
    for (const rows of [second, third]) {
      for (let i = 0; i < 300; i++) {
        filter = i % 5 === 0 ? randomFilter(rng) : nextFilter(rng, filter);
        check(rows, filter);
        if (i % 10 === 0) check(first, filter);
      }
    }
  });

  it('keeps the word search the other lists use', () => {
    expect(matchesWords('becas de musica', ['musica', 'becas'])).toBe(true);
    expect(filterByWords([{ searchText: 'teatro' }, { searchText: 'danza' }], 'Danzá')).toEqual([{ searchText: 'danza' }]);
  });
});

describe('FilterIndex', () => {
  interface Row {
    estado: string;
    fechaFin: string;
    searchText: string;
    id: number;
  }
  /** Rows that count how often their text is read. */
  function countingRows(texts: readonly string[]): { rows: Row[]; reads: () => number } {
    let reads = 0;
    const rows = texts.map((text, id) => ({
      id,
      estado: id % 2 === 0 ? 'abierta' : 'cerrada',
      fechaFin: days[id % days.length] ?? '',
      get searchText(): string {
        reads++;
        return text;
      },
    }));
    return {
      rows,
      reads: () => {
        const count = reads;
        reads = 0;
        return count;
      },
    };
  }
  const byId = { id: (a: Row, b: Row) => a.id - b.id };
  const select = (estado: string | null, words: string[]) => ({ estado, desde: '', hasta: '', words, keep: null });

  it("reads a row's text for a word once, and only for rows that pass the cheap tests", () => {
    const { rows, reads } = countingRows(Array.from({ length: 100 }, (_, i) => (i % 3 === 0 ? 'convocatoria de musica' : 'teatro')));
    const index = new FilterIndex(rows, byId);
    expect(index.select('id', select('abierta', ['convocatoria'])).map((row) => row.id)).toEqual(
      rows.filter((row) => row.id % 6 === 0).map((row) => row.id),
    );
    expect(reads()).toBe(50);
    index.select('id', select('cerrada', ['convocatoria']));
    expect(reads()).toBe(50);
    index.select('id', select(null, ['convocatoria']));
    expect(reads()).toBe(0);
  });

  it('infers a word from the words it contains and the words containing it', () => {
    const { rows, reads } = countingRows(
      Array.from({ length: 100 }, (_, i) => (i % 10 === 0 ? 'musica' : i % 2 === 0 ? 'museo' : 'teatro')),
    );
    const index = new FilterIndex(rows, byId);
    expect(index.select('id', select(null, ['mus']))).toHaveLength(50);
    expect(reads()).toBe(100);
    // Only the rows with "mus" can have "musica".
    expect(index.select('id', select(null, ['musica']))).toHaveLength(10);
    expect(reads()).toBe(50);
    // A row with "musica" has "usic"; those without "musica" are read.
    expect(index.select('id', select(null, ['usic']))).toHaveLength(10);
    expect(reads()).toBe(90);
  });

  it('forgets the least recently used words beyond its bound, and still answers right', () => {
    const { rows, reads } = countingRows(['alfa', 'beta', 'gamma']);
    const index = new FilterIndex(rows, byId, null, 2);
    index.select('id', select(null, ['alfa']));
    index.select('id', select(null, ['beta']));
    index.select('id', select(null, ['alfa']));
    index.select('id', select(null, ['gamma']));
    expect(reads()).toBe(9);
    expect(index.select('id', select(null, ['alfa'])).map((row) => row.id)).toEqual([0]);
    expect(reads()).toBe(0);
    expect(index.select('id', select(null, ['beta'])).map((row) => row.id)).toEqual([1]);
    expect(reads()).toBe(3);
  });

  it('sorts only what it keeps the first time a snapshot is filtered, the whole snapshot from the second time', () => {
    const { rows } = countingRows(Array.from({ length: 40 }, () => 'texto'));
    const compared = new Set<string>();
    const index = new FilterIndex(rows, {
      id: (a: Row, b: Row) => {
        compared.add(a.estado).add(b.estado);
        return b.id - a.id;
      },
    });
    expect(index.select('id', select('abierta', [])).map((row) => row.id)).toEqual(
      rows
        .filter((row) => row.estado === 'abierta')
        .map((row) => row.id)
        .reverse(),
    );
    expect([...compared]).toEqual(['abierta']);
    expect(index.select('id', select('cerrada', [])).map((row) => row.id)).toEqual(
      rows
        .filter((row) => row.estado === 'cerrada')
        .map((row) => row.id)
        .reverse(),
    );
    expect([...compared].sort()).toEqual(['abierta', 'cerrada']);
  });

  it('sorts the whole snapshot when asked ahead, so that even its first filter sorts nothing', () => {
    const { rows } = countingRows(Array.from({ length: 40 }, () => 'texto'));
    let comparisons = 0;
    const index = new FilterIndex(rows, {
      id: (a: Row, b: Row) => {
        comparisons++;
        return b.id - a.id;
      },
    });
    index.prepareOrder('id');
    expect(comparisons).toBeGreaterThan(0);
    comparisons = 0;
    expect(index.select('id', select('abierta', [])).map((row) => row.id)).toEqual(
      rows
        .filter((row) => row.estado === 'abierta')
        .map((row) => row.id)
        .reverse(),
    );
    expect(index.select('id', select(null, [])).map((row) => row.id)).toEqual(rows.map((row) => row.id).reverse());
    expect(comparisons).toBe(0);
  });

  it('reverses a mirrored order keeping ties in their original order, as a stable sort does', () => {
    const rows: Row[] = [3, 1, 3, 2, 1, 3].map((id, i) => ({ id, estado: '', fechaFin: String(i), searchText: '' }));
    const comparators = { asc: (a: Row, b: Row) => a.id - b.id, desc: (a: Row, b: Row) => b.id - a.id };
    const index = new FilterIndex(rows, comparators, { desc: 'asc' });
    expect(index.select('asc', select(null, [])).map((row) => row.fechaFin)).toEqual(['1', '4', '3', '0', '2', '5']);
    expect(index.select('desc', select(null, [])).map((row) => row.fechaFin)).toEqual(['0', '2', '5', '3', '1', '4']);
  });
});

describe('FilterIndex.prepare', () => {
  it('works out every day ahead, a slice at a time, so that a range reads only the rows without a well-formed day', () => {
    let reads = 0;
    const rows = Array.from({ length: 1500 }, (_, id) => {
      const fechaFin = id % 3 === 0 ? 'sin fecha' : `2026-11-${String(1 + (id % 28)).padStart(2, '0')}`;
      return {
        id,
        estado: 'abierta',
        searchText: '',
        get fechaFin(): string {
          reads++;
          return fechaFin;
        },
      };
    });
    type Row = (typeof rows)[number];
    const index = new FilterIndex(rows, { id: (a: Row, b: Row) => a.id - b.id });
    let slices = 1;
    while (!index.prepare(() => true)) slices++;
    expect(slices).toBe(3);
    expect(reads).toBe(1500);
    reads = 0;
    const kept = index.select('id', { estado: 'abierta', desde: '2026-11-10', hasta: '2026-11-12', words: [], keep: null });
    expect(kept.map((row) => row.id)).toEqual(rows.map((row) => row.id).filter((id) => id % 3 !== 0 && id % 28 >= 9 && id % 28 <= 11));
    // The 500 rows "sin fecha" are compared as strings, as they always were.
    expect(reads).toBe(500);
  });
});

describe('dayNumber', () => {
  it('reads YYYY-MM-DD as YYYYMMDD, and nothing else', () => {
    expect(dayNumber('2026-11-22')).toBe(20261122);
    expect(dayNumber('0000-00-00')).toBe(0);
    // Well-formed but no calendar day: still ordered as the string is.
    expect(dayNumber('2026-13-40')).toBe(20261340);
    for (const bad of [
      '',
      '2026-1-5',
      ' 2026-11-22',
      '2026-11-22 ',
      '2026-11-22T10',
      '2026/11/22',
      '2026-11-2a',
      '2026_11-22',
      '\uff12\uff10\uff12\uff16-11-22',
      '2026-11-22\n',
    ]) {
      expect(dayNumber(bad), JSON.stringify(bad)).toBe(-1);
    }
  });
});

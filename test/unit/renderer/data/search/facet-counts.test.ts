import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cierreWindows,
  wholeList,
  estadoFilters,
  facetCounts,
  prepareFilter,
  type ConvocatoriaFacets,
  type ConvocatoriaFilter,
} from '../../../../../src-renderer/data/search/convocatoria-filter';
import type { ConvocatoriaRow } from '../../../../../src-renderer/data/cache/db';
import { fold } from '../../../../../src-shared/text';
import { createRandom } from '../../../../simulator/random';
import { facetOptions, type Facet } from '../../../../../src-renderer/data/search/convocatoria-facets';

const today = '2026-11-22';
// The windows of that Sunday-ending week and month, written out.
const windows = { semana: ['2026-11-22', '2026-11-22'], mes: ['2026-11-22', '2026-11-30'], vencidas: ['', '2026-11-21'] } as const;
const days = Array.from({ length: 70 }, (_, i) => new Date(Date.UTC(2026, 9, 10 + i)).toISOString().slice(0, 10));
const badDays = ['', '2026-1-5', 'sin fecha', '2026-11-22T10:00', ' 2026-11-22', '2026-13-40'];
const words = ['Música', 'teatro', 'Córdoba', 'danza', 'S.A.', 'becas', 'canción'];

// A row's values in a facet: one option or two, among its first four.
const bitSets = [1, 2, 4, 8, 1 | 2, 2 | 8];
const masks = [0, 0, 0, 1, 2, 4, 1 | 4, 2 | 8];

type Random = () => number;
const pick = <T>(rng: Random, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

function makeRow(rng: Random, id: number): ConvocatoriaRow {
  const titulo = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => pick(rng, words)).join(' ');
  return {
    id,
    url: '',
    link: '',
    imagen: null,
    titulo,
    bajada: '',
    fechaInicio: '2026-01-01',
    estado: pick(rng, ['abierta', 'abierta', 'cerrada', 'suspendida']),
    fechaFin: rng() < 0.15 ? pick(rng, badDays) : pick(rng, days),
    documentos: rng() < 0.4 ? ['https://documentos.test/bases.pdf'] : [],
    ordenadasRank: null,
    listas: ['convocatorias'],
    seen: {},
    firstSeen: pick(rng, [0, 100, 200]),
    facets: { disciplina: pick(rng, bitSets), tipo: pick(rng, bitSets), provincia: pick(rng, bitSets) },
    searchText: fold(titulo),
  };
}

/** The counts by their definition: for each choice, how many rows pass it and every other filter. */
function reference(rows: readonly ConvocatoriaRow[], filter: ConvocatoriaFilter, newSince: number): ConvocatoriaFacets {
  const state = (row: ConvocatoriaRow): string =>
    row.estado === 'cerrada'
      ? 'cerrada'
      : row.estado !== 'abierta'
        ? 'otros'
        : row.fechaFin !== '' && row.fechaFin < today
          ? 'vencida'
          : 'abierta';
  const inside = (day: string, [desde, hasta]: readonly [string, string]): boolean =>
    (desde === '' || day >= desde) && (hasta === '' || day <= hasta);
  const chosen: readonly [string, string] = filter.cierre === 'todas' ? ['', ''] : windows[filter.cierre];
  const isNew = (row: ConvocatoriaRow): boolean => newSince > 0 && row.firstSeen > 0 && row.firstSeen >= newSince;
  const q = fold(filter.q)
    .split(/\s+/)
    .filter((word) => word !== '');
  const hasAny = (value: number, mask: number): boolean => mask === 0 || (value & mask) !== 0;
  const passes = (row: ConvocatoriaRow, skip: 'estado' | 'cierre' | 'documentos' | 'nuevas' | Facet): boolean =>
    (skip === 'disciplina' || hasAny(row.facets.disciplina, filter.disciplina)) &&
    (skip === 'tipo' || hasAny(row.facets.tipo, filter.tipo)) &&
    (skip === 'provincia' || hasAny(row.facets.provincia, filter.provincia)) &&
    q.every((word) => row.searchText.includes(word)) &&
    inside(row.fechaFin, [filter.desde, filter.hasta]) &&
    (skip === 'estado' || filter.estado === 'todas' || state(row) === filter.estado) &&
    (skip === 'cierre' || inside(row.fechaFin, chosen)) &&
    (skip === 'documentos' || !filter.documentos || row.documentos.length > 0) &&
    (skip === 'nuevas' || !filter.nuevas || isNew(row));
  // Option k of a facet is bit 1 << k.
  const optionCounts = (facet: Facet): number[] =>
    facetOptions[facet].map((_, k) => rows.filter((row) => passes(row, facet) && (row.facets[facet] & (1 << k)) !== 0).length);
  const byEstado = rows.filter((row) => passes(row, 'estado'));
  const byCierre = rows.filter((row) => passes(row, 'cierre'));
  const count = (state_: string): number => byEstado.filter((row) => state(row) === state_).length;
  return {
    estado: {
      todas: byEstado.length,
      abierta: count('abierta'),
      vencida: count('vencida'),
      cerrada: count('cerrada'),
      otros: count('otros'),
    },
    cierre: {
      semana: byCierre.filter((row) => inside(row.fechaFin, windows.semana)).length,
      mes: byCierre.filter((row) => inside(row.fechaFin, windows.mes)).length,
      vencidas: byCierre.filter((row) => inside(row.fechaFin, windows.vencidas)).length,
    },
    documentos: rows.filter((row) => passes(row, 'documentos') && row.documentos.length > 0).length,
    nuevas: rows.filter((row) => passes(row, 'nuevas') && isNew(row)).length,
    disciplina: optionCounts('disciplina'),
    tipo: optionCounts('tipo'),
    provincia: optionCounts('provincia'),
  };
}

function randomFilter(rng: Random): ConvocatoriaFilter {
  const bound = (): string => (rng() < 0.5 ? '' : rng() < 0.15 ? pick(rng, badDays) : pick(rng, days));
  return {
    ...wholeList,
    estado: pick(rng, estadoFilters),
    cierre: pick(rng, cierreWindows),
    desde: bound(),
    hasta: bound(),
    q: Array.from({ length: Math.floor(rng() * 3) }, () => pick(rng, [...words, 'mus', 'a', 's.a', 'zz', 'CORDOBA'])).join(' '),
    documentos: rng() < 0.3,
    nuevas: rng() < 0.3,
    disciplina: pick(rng, masks),
    tipo: pick(rng, masks),
    provincia: pick(rng, masks),
  };
}

describe('facetCounts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the counts of their definition for any filter, malformed days included, before and after the words are indexed', () => {
    vi.useFakeTimers();
    const rng = createRandom(1522).next;
    const rows = Array.from({ length: 400 }, (_, i) => makeRow(rng, i + 1));
    const check = (rows: readonly ConvocatoriaRow[]): void => {
      for (let i = 0; i < 100; i++) {
        const filter = randomFilter(rng);
        const newSince = pick(rng, [0, 100, 200]);
        expect(facetCounts(rows, filter, today, newSince), JSON.stringify({ ...filter, newSince })).toEqual(
          reference(rows, filter, newSince),
        );
      }
    };
    check(rows);
    // A new snapshot (so no word is known yet), its words indexed first.
    const indexed = [...rows];
    prepareFilter(indexed, 'oficial', 0);
    vi.runAllTimers();
    check(indexed);
  });

  it('follows the day: the same rows counted on another day', () => {
    const rows = [makeRow(() => 0, 1), { ...makeRow(() => 0, 2), fechaFin: '2026-11-22' }];
    // The first has no closing day (open); the second closes on the 22nd.
    expect(facetCounts(rows, wholeList, '2026-11-22').estado).toMatchObject({ abierta: 2, vencida: 0 });
    expect(facetCounts(rows, wholeList, '2026-11-23').estado).toMatchObject({ abierta: 1, vencida: 1 });
  });
});

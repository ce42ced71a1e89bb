/**
 * The convocatorias filter: its state as it lives in the URL hash, and the pure function that
 * applies it. Everything combines: estado, a closing-date preset, a custom range (inclusive),
 * a search over titulo, bajada and the text of cuerpo (accent- and case-insensitive), only the
 * ones new in the last sync, an order.
 */
import type { ConvocatoriaRow } from './db';
import { isNewRecord } from './changes';
import { FilterIndex } from './filter-index';
import { compareText, searchWords } from './search';

export const estadoFilters = ['todas', 'abierta', 'cerrada'] as const;
export const cierrePresets = ['todas', '7', '30', 'cerradas'] as const;
export const ordenes = ['oficial', 'cierre-asc', 'cierre-desc', 'titulo-asc', 'titulo-desc'] as const;

export interface ConvocatoriaFilter {
  estado: (typeof estadoFilters)[number];
  cierre: (typeof cierrePresets)[number];
  /** Inclusive bounds on fecha_fin, YYYY-MM-DD or ''. */
  desde: string;
  hasta: string;
  orden: (typeof ordenes)[number];
  q: string;
  /** Only the convocatorias first seen in the last sync (`nuevas=1`). */
  nuevas: boolean;
}

export const defaultFilter: ConvocatoriaFilter = { estado: 'todas', cierre: 'todas', desde: '', hasta: '', orden: 'oficial', q: '', nuevas: false };

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function pick<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}

/** Unknown or malformed values fall back to the defaults: a bad link still opens the list. */
export function parseFilter(params: URLSearchParams): ConvocatoriaFilter {
  const day = (name: string): string => {
    const value = params.get(name) ?? '';
    return isoDay.test(value) ? value : '';
  };
  return {
    estado: pick(estadoFilters, params.get('estado'), defaultFilter.estado),
    cierre: pick(cierrePresets, params.get('cierre'), defaultFilter.cierre),
    desde: day('desde'),
    hasta: day('hasta'),
    orden: pick(ordenes, params.get('orden'), defaultFilter.orden),
    q: (params.get('q') ?? '').slice(0, 200),
    nuevas: params.get('nuevas') === '1',
  };
}

/** No filter in force: the whole list in the official order. */
export function isDefaultFilter(filter: ConvocatoriaFilter): boolean {
  return (Object.keys(defaultFilter) as (keyof ConvocatoriaFilter)[]).every((key) => filter[key] === defaultFilter[key]);
}

export function filterToParams(filter: ConvocatoriaFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['estado', 'cierre', 'desde', 'hasta', 'orden', 'q'] as const) {
    if (filter[key] !== defaultFilter[key]) params.set(key, filter[key]);
  }
  if (filter.nuevas) params.set('nuevas', '1');
  return params;
}

/** Today in the person's own calendar, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The inclusive fecha_fin range a preset means today ('' = open end). */
export function presetRange(cierre: ConvocatoriaFilter['cierre'], today: string): { desde: string; hasta: string } {
  switch (cierre) {
    case 'todas':
      return { desde: '', hasta: '' };
    case '7':
      return { desde: today, hasta: addDays(today, 7) };
    case '30':
      return { desde: today, hasta: addDays(today, 30) };
    case 'cerradas':
      return { desde: '', hasta: addDays(today, -1) };
  }
}

type Orden = ConvocatoriaFilter['orden'];

const comparators: Record<Orden, (a: ConvocatoriaRow, b: ConvocatoriaRow) => number> = {
  oficial: (a, b) => (a.ordenadasRank ?? Infinity) - (b.ordenadasRank ?? Infinity) || b.id - a.id,
  'cierre-asc': (a, b) => a.fechaFin.localeCompare(b.fechaFin) || a.id - b.id,
  'cierre-desc': (a, b) => b.fechaFin.localeCompare(a.fechaFin) || b.id - a.id,
  'titulo-asc': (a, b) => compareText(a.titulo, b.titulo) || a.id - b.id,
  'titulo-desc': (a, b) => compareText(b.titulo, a.titulo) || b.id - a.id,
};

// Each descending comparator is the ascending one with its arguments swapped.
const mirrors: Partial<Record<Orden, Orden>> = { 'cierre-desc': 'cierre-asc', 'titulo-desc': 'titulo-asc' };

// One index per snapshot of the rows: the list passes the same array until the data changes.
const indexes = new WeakMap<readonly ConvocatoriaRow[], FilterIndex<ConvocatoriaRow, Orden>>();

function indexFor(rows: readonly ConvocatoriaRow[]): FilterIndex<ConvocatoriaRow, Orden> {
  let index = indexes.get(rows);
  if (index === undefined) indexes.set(rows, (index = new FilterIndex(rows, comparators, mirrors)));
  return index;
}

/** `newSince`: the run whose records are new (see novedades.ts); 0 when none are. */
export function applyFilter(rows: readonly ConvocatoriaRow[], filter: ConvocatoriaFilter, today: string, newSince = 0): ConvocatoriaRow[] {
  const preset = presetRange(filter.cierre, today);
  const desde = [preset.desde, filter.desde].reduce((a, b) => (a > b ? a : b), '');
  const hastas = [preset.hasta, filter.hasta].filter((day) => day !== '');
  const hasta = hastas.length === 0 ? '' : hastas.reduce((a, b) => (a < b ? a : b));
  return indexFor(rows).select(filter.orden, {
    estado: filter.estado === 'todas' ? null : filter.estado,
    desde,
    hasta,
    words: searchWords(filter.q),
    keep: filter.nuevas ? (row) => isNewRecord(row, newSince) : null,
  });
}

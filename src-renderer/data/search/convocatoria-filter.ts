/**
 * The convocatorias filter: its state as it lives in the URL hash, and the pure function that
 * applies it. Everything combines: the state (computed: see convocatoria-state.ts), a closing
 * window, a custom range (inclusive), a search over titulo, bajada and the text of cuerpo (accent-
 * and case-insensitive), only those with documents, only the ones new in the last sync, an order.
 * Without parameters it is the first screen: Abiertas, soonest closing first (defaultFilter).
 */
import { endOfMonth, endOfWeek, lightFormat, parseISO } from 'date-fns';
import { assertNever } from '../../../src-shared/assert-never';
import type { ConvocatoriaRow } from '../cache/db';
import { isNewRecord } from '../cache/changes';
import { appendFacetChoice, countOptions, facetChoiceOf, facets, matchesFacet, type Facet } from './convocatoria-facets';
import { addDays, isCalendarDay, stateOf, type State } from './convocatoria-state';
import { FilterIndex, type BitTest } from './filter-index';
import { compareText, searchWords } from './words';
import { runInSlices } from './word-index';
import { buildWordIndex } from './word-index-service';

export { addDays, todayInArgentina } from './convocatoria-state';

export const estadoFilters = ['todas', 'abierta', 'vencida', 'cerrada'] as const;
/** Closing windows: this week (to Sunday), this month, already past. */
export const cierreWindows = ['todas', 'semana', 'mes', 'vencidas'] as const;
export const ordenes = ['oficial', 'cierre-asc', 'cierre-desc', 'titulo-asc', 'titulo-desc'] as const;

export type CierreWindow = Exclude<(typeof cierreWindows)[number], 'todas'>;

export interface ConvocatoriaFilter {
  estado: (typeof estadoFilters)[number];
  cierre: (typeof cierreWindows)[number];
  /** Inclusive bounds on fecha_fin, YYYY-MM-DD or ''. */
  desde: string;
  hasta: string;
  orden: (typeof ordenes)[number];
  q: string;
  /** The search also looks inside the saved documents' texts (`docs=1`; see document-search.ts). */
  docs: boolean;
  /** Only those with at least one document (`documentos=1`). */
  documentos: boolean;
  /** Only the convocatorias first seen in the last sync (`nuevas=1`). */
  nuevas: boolean;
  /** The options chosen in each facet as bit masks (convocatoria-facets.ts); 0 when none is. */
  disciplina: number;
  tipo: number;
  provincia: number;
}

/**
 * The first screen: what a person can apply to, soonest closing first. A link without a
 * parameter means this; the other choices are written out (`estado=todas`, `orden=oficial`).
 */
export const defaultFilter: ConvocatoriaFilter = {
  estado: 'abierta',
  cierre: 'todas',
  desde: '',
  hasta: '',
  orden: 'cierre-asc',
  q: '',
  docs: false,
  documentos: false,
  nuevas: false,
  disciplina: 0,
  tipo: 0,
  provincia: 0,
};

/** Every convocatoria in the API's order (`estado=todas&orden=oficial`). */
export const wholeList: ConvocatoriaFilter = { ...defaultFilter, estado: 'todas', orden: 'oficial' };

function pick<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}

/** Unknown or malformed values fall back to the defaults: a bad link still opens the list. */
export function parseFilter(params: URLSearchParams): ConvocatoriaFilter {
  const day = (name: string): string => {
    // Stryker disable next-line StringLiteral: a missing parameter is no calendar day whatever placeholder stands for it.
    const value = params.get(name) ?? '';
    // An impossible day (2026-02-31) is dropped as any malformed one: the date field could not show it.
    return isCalendarDay(value) ? value : '';
  };
  return {
    estado: pick(estadoFilters, params.get('estado'), defaultFilter.estado),
    cierre: pick(cierreWindows, params.get('cierre'), defaultFilter.cierre),
    desde: day('desde'),
    hasta: day('hasta'),
    orden: pick(ordenes, params.get('orden'), defaultFilter.orden),
    q: (params.get('q') ?? '').slice(0, 200),
    docs: params.get('docs') === '1',
    documentos: params.get('documentos') === '1',
    nuevas: params.get('nuevas') === '1',
    ...facetChoiceOf(params),
  };
}

/** The same filter, field by field. */
export function sameFilter(a: ConvocatoriaFilter, b: ConvocatoriaFilter): boolean {
  return (Object.keys(a) as (keyof ConvocatoriaFilter)[]).every((key) => a[key] === b[key]);
}

/** The first screen's filter, in its order. */
export function isDefaultFilter(filter: ConvocatoriaFilter): boolean {
  return sameFilter(filter, defaultFilter);
}

/** A filter other than the first screen's is in force; the order, and where the search looks, are none. */
export function narrows(filter: ConvocatoriaFilter): boolean {
  return !isDefaultFilter({ ...filter, orden: defaultFilter.orden, docs: defaultFilter.docs });
}

export function filterToParams(filter: ConvocatoriaFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['estado', 'cierre', 'desde', 'hasta', 'orden', 'q'] as const) {
    if (filter[key] !== defaultFilter[key]) params.set(key, filter[key]);
  }
  if (filter.docs) params.set('docs', '1');
  if (filter.documentos) params.set('documentos', '1');
  if (filter.nuevas) params.set('nuevas', '1');
  appendFacetChoice(params, filter);
  return params;
}

const iso = (date: Date): string => lightFormat(date, 'yyyy-MM-dd');

/** The inclusive fecha_fin range a closing window means today ('' = open end); weeks start on Monday. */
export function windowRange(cierre: ConvocatoriaFilter['cierre'], today: string): { desde: string; hasta: string } {
  switch (cierre) {
    case 'todas':
      return { desde: '', hasta: '' };
    case 'semana':
      return { desde: today, hasta: iso(endOfWeek(parseISO(today), { weekStartsOn: 1 })) };
    case 'mes':
      return { desde: today, hasta: iso(endOfMonth(parseISO(today))) };
    case 'vencidas':
      return { desde: '', hasta: addDays(today, -1) };
    default:
      return assertNever(cierre);
  }
}

/** The range a state means on fecha_fin, beside its estado: Abierta from today on, Vencida before today. */
function stateRange(estado: ConvocatoriaFilter['estado'], today: string): { desde: string; hasta: string } {
  if (estado === 'abierta') return { desde: today, hasta: '' };
  if (estado === 'vencida') return { desde: '', hasta: addDays(today, -1) };
  return { desde: '', hasta: '' };
}

/** The narrowest of several inclusive ranges ('' = open end). */
function intersect(...ranges: { desde: string; hasta: string }[]): { desde: string; hasta: string } {
  // Stryker disable next-line EqualityOperator: `>=` picks the same day when two are equal.
  const desde = ranges.map((range) => range.desde).reduce((a, b) => (a > b ? a : b), '');
  const hastas = ranges.map((range) => range.hasta).filter((day) => day !== '');
  // Stryker disable next-line EqualityOperator: `<=` picks the same day when two are equal.
  return { desde, hasta: hastas.length === 0 ? '' : hastas.reduce((a, b) => (a < b ? a : b)) };
}

type Orden = ConvocatoriaFilter['orden'];

/**
 * Two ISO days (the API's schema admits no other fecha_fin) in calendar order: their characters'
 * order, and many times faster than localeCompare, which a sync's every snapshot sorts with.
 */
const compareDays = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const comparators: Record<Orden, (a: ConvocatoriaRow, b: ConvocatoriaRow) => number> = {
  oficial: (a, b) => (a.ordenadasRank ?? Infinity) - (b.ordenadasRank ?? Infinity) || b.id - a.id,
  'cierre-asc': (a, b) => compareDays(a.fechaFin, b.fechaFin) || a.id - b.id,
  'cierre-desc': (a, b) => compareDays(b.fechaFin, a.fechaFin) || b.id - a.id,
  'titulo-asc': (a, b) => compareText(a.titulo, b.titulo) || a.id - b.id,
  'titulo-desc': (a, b) => compareText(b.titulo, a.titulo) || b.id - a.id,
};

// Each descending comparator is the ascending one with its arguments swapped.
// Stryker disable next-line ObjectLiteral: the mirrors only spare a sort: without them the index sorts the descending orders itself, to the same rows.
const mirrors: Partial<Record<Orden, Orden>> = { 'cierre-desc': 'cierre-asc', 'titulo-desc': 'titulo-asc' };

// One index per snapshot of the rows: the list passes the same array until the data changes.
const indexes = new WeakMap<readonly ConvocatoriaRow[], FilterIndex<ConvocatoriaRow, Orden>>();

function indexFor(rows: readonly ConvocatoriaRow[]): FilterIndex<ConvocatoriaRow, Orden> {
  let index = indexes.get(rows);
  // Stryker disable next-line ConditionalExpression: a new index every time gives the same rows; the memo only saves work.
  if (index === undefined) indexes.set(rows, (index = new FilterIndex(rows, comparators, mirrors)));
  return index;
}

// Stryker disable all: when and where the work is done; the rows and counts are the same with or without it.
/**
 * The largest snapshot sorted ahead: sorting grows with the rows, and at 100,000 it is a task
 * long enough to be felt if it lands under a person's typing. Larger snapshots are sorted by the
 * first filter that needs it.
 */
const presortRowsAtMost = 25_000;

/**
 * Gets a snapshot ready for a person's filters once it has stayed the list's for `settleMs` (a
 * sync publishes a new one every few hundred ms: none of those is worth it): the words of its
 * texts indexed in a worker (see word-index-service.ts), every row's estado and day worked out
 * here in slices of a few ms, then the whole snapshot sorted in `orden` (the list's order) in a
 * task of its own, when it is small enough (presortRowsAtMost). Until then, and for a snapshot
 * never prepared, the filter reads the rows as it goes. Returns a cancel.
 */
export function prepareFilter(rows: readonly ConvocatoriaRow[], orden: Orden, settleMs = 500): () => void {
  const index = indexFor(rows);
  const cancels: (() => void)[] = [];
  const timer = setTimeout(() => {
    const sort = (): void => {
      if (rows.length > presortRowsAtMost) return;
      const sortTimer = setTimeout(() => index.prepareOrder(orden), 0);
      cancels.push(() => clearTimeout(sortTimer));
    };
    cancels.push(runInSlices((shouldYield) => (index.prepare(shouldYield) ? true : null), sort));
    if (!index.hasWords()) cancels.push(buildWordIndex(rows, (words) => index.useWords(words)));
  }, settleMs);
  return () => {
    clearTimeout(timer);
    for (const cancel of cancels) cancel();
  };
}
// Stryker restore all

const hasDocuments = (row: ConvocatoriaRow): boolean => row.documentos.length > 0;

/** Documents and novedades, the tests beyond the index's own; null when neither is on. */
function extraTest(
  filter: Pick<ConvocatoriaFilter, 'documentos' | 'nuevas'>,
  newSince: number,
): ((row: ConvocatoriaRow) => boolean) | null {
  if (filter.documentos && filter.nuevas) return (row) => hasDocuments(row) && isNewRecord(row, newSince);
  if (filter.documentos) return hasDocuments;
  if (filter.nuevas) return (row) => isNewRecord(row, newSince);
  return null;
}

/**
 * The ids of the convocatorias whose saved documents hold the search's words (see
 * document-search.ts), when the filter asks to search them too (`docs`); null otherwise.
 */
function documentMatches(filter: ConvocatoriaFilter, inDocuments: ReadonlySet<number> | null): ((row: ConvocatoriaRow) => boolean) | null {
  return filter.docs && inDocuments !== null && inDocuments.size > 0 ? (row) => inDocuments.has(row.id) : null;
}

/**
 * The rows that pass `filter` today, in its order. A computed state is the API's estado plus a
 * range on fecha_fin (Abierta: abierta, closing today or later), so the index does the work.
 * `newSince`: the run whose records are new (see novedades.ts); 0 when none are. `inDocuments`:
 * the ids whose saved documents hold every word of the search; with `docs` on, those rows pass
 * the search as if their own texts held the words.
 */
export function applyFilter(
  rows: readonly ConvocatoriaRow[],
  filter: ConvocatoriaFilter,
  today: string,
  newSince = 0,
  inDocuments: ReadonlySet<number> | null = null,
): ConvocatoriaRow[] {
  const range = intersect(windowRange(filter.cierre, today), stateRange(filter.estado, today), filter);
  return indexFor(rows).select(filter.orden, {
    estado: filter.estado === 'todas' ? null : filter.estado === 'cerrada' ? 'cerrada' : 'abierta',
    desde: range.desde,
    hasta: range.hasta,
    words: searchWords(filter.q),
    bits: facetTests(filter),
    keep: extraTest(filter, newSince),
    orWords: documentMatches(filter, inDocuments),
  });
}

const facetOf: Record<Facet, (row: ConvocatoriaRow) => number> = {
  disciplina: (row) => row.facets.disciplina,
  tipo: (row) => row.facets.tipo,
  provincia: (row) => row.facets.provincia,
};

/** The index's tests of the facets with a choice: a row passes one with any of its chosen values. */
function facetTests(filter: Pick<ConvocatoriaFilter, Facet>): BitTest<ConvocatoriaRow>[] {
  return facets.filter((facet) => filter[facet] !== 0).map((facet) => ({ column: facet, of: facetOf[facet], mask: filter[facet] }));
}

/** How many rows each choice of the panel would give, under every other filter in force. */
export interface ConvocatoriaFacets {
  /** Per state, plus `otros` for unknown estados; `todas` is their sum. */
  estado: Record<State | 'otros' | 'todas', number>;
  cierre: Record<CierreWindow, number>;
  documentos: number;
  nuevas: number;
  /** Per option of the facet, indexed as facetOptions[facet]. */
  disciplina: number[];
  tipo: number[];
  provincia: number[];
}

/** What the counts read of each row, as typed columns, for one day (the state and the windows follow the day). */
interface FacetColumns {
  today: string;
  /** Index of the row's state in `stateCodes`. */
  state: Uint8Array;
  /** Bit `1 << k` set when the row closes in the k-th of `windowNames`. */
  windows: Uint8Array;
  documents: Uint8Array;
  firstSeen: Float64Array;
}

const stateCodes = ['abierta', 'vencida', 'cerrada', 'otros'] as const;
const windowNames = cierreWindows.filter((name): name is CierreWindow => name !== 'todas');
const columns = new WeakMap<readonly ConvocatoriaRow[], FacetColumns>();

function facetColumns(rows: readonly ConvocatoriaRow[], today: string): FacetColumns {
  const known = columns.get(rows);
  // Stryker disable next-line ConditionalExpression: columns made again every time give the same counts; the memo only saves work.
  if (known?.today === today) return known;
  const index = indexFor(rows);
  const windows = windowNames.map((name) => {
    const range = windowRange(name, today);
    return index.inRange(range.desde, range.hasta);
  });
  const made: FacetColumns = {
    today,
    state: new Uint8Array(rows.length),
    windows: new Uint8Array(rows.length),
    documents: new Uint8Array(rows.length),
    firstSeen: new Float64Array(rows.length),
  };
  rows.forEach((row, i) => {
    made.state[i] = stateCodes.indexOf(stateOf(row, today) ?? 'otros');
    made.windows[i] = windows.reduce((bits, inside, k) => (inside(i) ? bits | (1 << k) : bits), 0);
    made.documents[i] = hasDocuments(row) ? 1 : 0;
    made.firstSeen[i] = row.firstSeen;
  });
  columns.set(rows, made);
  return made;
}

/**
 * The facet counts in one pass over the rows that match the search (the words are the only costly
 * test, and the index memoises them), over typed columns. Each count applies every filter but its
 * own facet's, as Datasette does: "Abierta (120)" is what choosing Abierta would list.
 */
export function facetCounts(
  rows: readonly ConvocatoriaRow[],
  filter: ConvocatoriaFilter,
  today: string,
  newSince = 0,
  inDocuments: ReadonlySet<number> | null = null,
): ConvocatoriaFacets {
  const index = indexFor(rows);
  const words = searchWords(filter.q);
  // Stryker disable next-line ConditionalExpression: the positions with no word to match are every row, as null says.
  const searched = words.length === 0 ? null : index.positionsWith(words, documentMatches(filter, inDocuments));
  const { state, windows, documents, firstSeen } = facetColumns(rows, today);
  const column = (facet: Facet): Int32Array => index.bitColumn(facet, facetOf[facet]);
  const disciplinaOf = column('disciplina');
  const tipoOf = column('tipo');
  const provinciaOf = column('provincia');
  // The facets' values of the rows each facet counts: those that pass every other filter.
  // Stryker disable next-line ArrayDeclaration: a stray first element would be a string, whose bits count for no option.
  const values: Record<Facet, number[]> = { disciplina: [], tipo: [], provincia: [] };
  const inRange = index.inRange(filter.desde, filter.hasta);
  const chosen = filter.cierre === 'todas' ? 0 : 1 << windowNames.indexOf(filter.cierre);
  const wanted = filter.estado === 'todas' ? -1 : stateCodes.indexOf(filter.estado);
  // Per state code (stateCodes), then named at the end.
  const byState = new Uint32Array(stateCodes.length);
  const byWindow = new Uint32Array(windowNames.length);
  let documentos = 0;
  let nuevas = 0;
  const count = (i: number): void => {
    if (!inRange(i)) return;
    const code = state[i] ?? 0;
    const passEstado = wanted === -1 || code === wanted;
    const inWindows = windows[i] ?? 0;
    const passWindow = chosen === 0 || (inWindows & chosen) !== 0;
    const withDocuments = documents[i] === 1;
    const isNew = isNewRecord({ firstSeen: firstSeen[i] ?? 0 }, newSince);
    const passDocuments = !filter.documentos || withDocuments;
    const passNuevas = !filter.nuevas || isNew;
    const disciplina = disciplinaOf[i] ?? 0;
    const tipo = tipoOf[i] ?? 0;
    const provincia = provinciaOf[i] ?? 0;
    const passDisciplina = matchesFacet(disciplina, filter.disciplina);
    const passTipo = matchesFacet(tipo, filter.tipo);
    const passProvincia = matchesFacet(provincia, filter.provincia);
    const passFacets = passDisciplina && passTipo && passProvincia;
    const passOthers = passDocuments && passNuevas;
    if (passWindow && passOthers && passFacets) byState[code] = (byState[code] ?? 0) + 1;
    if (passEstado && passOthers && passFacets) {
      for (let k = 0; k < windowNames.length; k++) if ((inWindows & (1 << k)) !== 0) byWindow[k] = (byWindow[k] ?? 0) + 1;
    }
    if (passEstado && passWindow && passNuevas && passFacets && withDocuments) documentos++;
    if (passEstado && passWindow && passDocuments && passFacets && isNew) nuevas++;
    if (!passEstado || !passWindow || !passOthers) return;
    if (passTipo && passProvincia) values.disciplina.push(disciplina);
    if (passDisciplina && passProvincia) values.tipo.push(tipo);
    if (passDisciplina && passTipo) values.provincia.push(provincia);
  };
  if (searched === null) for (let i = 0; i < rows.length; i++) count(i);
  else for (const i of searched) count(i);
  const [abierta = 0, vencida = 0, cerrada = 0, otros = 0] = byState;
  const [semana = 0, mes = 0, vencidas = 0] = byWindow;
  return {
    estado: { todas: abierta + vencida + cerrada + otros, abierta, vencida, cerrada, otros },
    cierre: { semana, mes, vencidas },
    documentos,
    nuevas,
    disciplina: countOptions('disciplina', values.disciplina),
    tipo: countOptions('tipo', values.tipo),
    provincia: countOptions('provincia', values.provincia),
  };
}

/**
 * Búsquedas guardadas, the pure part: whether a saved search's parameters still mean what they
 * meant (an old URL may not), its matches under the app's one filter, what counts as new, and the
 * words of a notice. No Dexie, no React.
 */
import {
  applyFilter,
  cierreWindows,
  estadoFilters,
  filterToParams,
  ordenes,
  parseFilter,
  type ConvocatoriaFilter,
} from '../search/convocatoria-filter';
import { facetOptions, facets, type Facet } from '../search/convocatoria-facets';
import { isCalendarDay } from '../search/convocatoria-state';
import type { ConvocatoriaRow } from '../cache/db';

/** The list's parameter that says which saved search is open; never part of a search's own parameters. */
export const busquedaParam = 'busqueda';

/** The longest name a person may give a search. */
export const maxNombreLength = 80;

/**
 * The one rule for a saved search's name, wherever one comes from (Guardar, Cambiar nombre, an
 * imported backup): trimmed, cut to maxNombreLength characters; null when nothing is left.
 */
export function cleanNombre(nombre: string): string | null {
  const clean = nombre.trim().slice(0, maxNombreLength).trim();
  return clean === '' ? null : clean;
}

const maxQLength = 200;

type Check = (value: string) => boolean;

const oneOf =
  (allowed: readonly string[]): Check =>
  (value) =>
    allowed.includes(value);

// Each parameter parseFilter reads, with the values it takes as they are (anything else it
// would silently drop or change: a saved search relying on it no longer means what it said).
const singles: Record<string, Check> = {
  estado: oneOf(estadoFilters),
  cierre: oneOf(cierreWindows),
  orden: oneOf(ordenes),
  desde: (value) => value === '' || isCalendarDay(value),
  hasta: (value) => value === '' || isCalendarDay(value),
  q: (value) => value.length <= maxQLength,
  docs: (value) => value === '1',
  documentos: (value) => value === '1',
  nuevas: (value) => value === '1',
};

const isFacet = (name: string): name is Facet => (facets as readonly string[]).includes(name);

/** A saved search's parameters, read: the filter they mean, or why they no longer parse (in Spanish). */
export type ParamsCheck = { ok: true; filter: ConvocatoriaFilter } | { ok: false; problems: string[] };

/**
 * The rule: a saved search parses when every parameter is one the list knows, each of estado,
 * cierre, orden, desde, hasta, q, docs, documentos and nuevas appears at most once, and every
 * value is one parseFilter takes as it is — an option it lists, a real YYYY-MM-DD day (or empty), a
 * search of at most 200 characters, `1` for the three switches, known slugs for disciplina, tipo and
 * provincia (one per parameter or separated by commas). Anything parseFilter would drop, cut or
 * read as its default makes the search one that no longer parses: it says so instead of
 * quietly listing something else.
 */
export function checkParams(params: string): ParamsCheck {
  const read = new URLSearchParams(params);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [name, value] of read) {
    const single = singles[name];
    if (single !== undefined) {
      if (seen.has(name)) problems.push(`«${name}» aparece más de una vez.`);
      else if (!single(value)) problems.push(`«${name}=${value}» no es un valor válido.`);
      seen.add(name);
    } else if (isFacet(name)) {
      const unknown = value.split(',').filter((slug) => !facetOptions[name].some((option) => option.slug === slug));
      if (unknown.length > 0) problems.push(`«${name}=${value}» no es un valor válido.`);
    } else {
      problems.push(`«${name}» no es un filtro que la lista conozca.`);
    }
  }
  return problems.length === 0 ? { ok: true, filter: parseFilter(read) } : { ok: false, problems };
}

/**
 * The list's parameters to save: the filter in force as the list reads it (parseFilter), written
 * back the one way it writes it (filterToParams). The address may hold more than the list reads
 * (a pasted link's utm_source, a value given twice, a search longer than it takes): saved as they
 * are, they would make a search that no longer parses (checkParams) the moment it is saved. What
 * names what is open (a saved search, the viewer's document and page) is no filter: it is left out.
 */
export function paramsToSave(params: URLSearchParams): string {
  return filterToParams(parseFilter(params)).toString();
}

/** Where a saved search opens: its filters, and its id so it shows as the current one. */
export function busquedaHref(busqueda: { id: string; params: string }): string {
  const params = new URLSearchParams(busqueda.params);
  params.set(busquedaParam, busqueda.id);
  return `#/convocatorias?${params.toString()}`;
}

/** The ids of the rows a saved search's filter lists today, ascending. */
export function matchIds(rows: readonly ConvocatoriaRow[], filter: ConvocatoriaFilter, today: string, newSince: number): number[] {
  return applyFilter(rows, filter, today, newSince)
    .map((row) => row.id)
    .sort((a, b) => a - b);
}

/** The matches not among `known` (a search's `vistas` for its badge, its `conocidas` for a notice). */
export function newMatches(matches: readonly number[], known: readonly number[]): number[] {
  const before = new Set(known);
  return matches.filter((id) => !before.has(id));
}

/** Two lists of ids hold the same ids. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/** A saved search's new matches after a sync, as a notice tells them. */
export interface BusquedaNews {
  id: string;
  nombre: string;
  params: string;
  /** The new matches' ids. */
  nuevas: number[];
  avisos: boolean;
}

const convocatorias = (n: number): string => `${n.toLocaleString('es-AR')} ${n === 1 ? 'convocatoria nueva' : 'convocatorias nuevas'}`;

/**
 * The one line a sync's notice says: "3 convocatorias nuevas en «Música en Córdoba»", or for
 * several searches "5 convocatorias nuevas en 2 búsquedas guardadas" (each convocatoria once).
 */
export function noticeText(news: readonly BusquedaNews[]): string {
  const [only] = news;
  if (only !== undefined && news.length === 1) return `${convocatorias(only.nuevas.length)} en «${only.nombre}»`;
  const distinct = new Set(news.flatMap((item) => item.nuevas)).size;
  return `${convocatorias(distinct)} en ${news.length.toLocaleString('es-AR')} búsquedas guardadas`;
}

/**
 * Pure filtering of organismo rows: text search plus the provincia and depende_de facets.
 * No Dexie here, so it runs (and is tested) in Node.
 */
import type { OrganismoRow } from '../cache/db';
import { provinciaGroup } from './provincias';
import { compareText, filterByWords } from './words';

export interface OrganismoFilter {
  search: string;
  /** null: every provincia; '' is a real choice, the records with no provincia. */
  provincia: string | null;
  /** null: every dependencia; '' selects the records without one. */
  dependeDe: string | null;
}

export const noOrganismoFilter: OrganismoFilter = { search: '', provincia: null, dependeDe: null };

export interface FacetValue {
  value: string;
  count: number;
}

export interface OrganismoFacets {
  provincia: FacetValue[];
  dependeDe: FacetValue[];
}

export interface OrganismoResults {
  rows: readonly OrganismoRow[];
  facets: OrganismoFacets;
}

/** The filter a URL query describes (`q`, `provincia`, `depende`); facets only where the view has them. */
export function organismoFilterFromParams(params: URLSearchParams, withFacets: boolean): OrganismoFilter {
  return {
    search: params.get('q') ?? '',
    provincia: withFacets ? params.get('provincia') : null,
    dependeDe: withFacets ? params.get('depende') : null,
  };
}

/** The query for a filter; other parameters in `params` are kept. */
export function organismoFilterToParams(filter: OrganismoFilter, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null, keepEmpty: boolean): void => {
    if (value === null || (value === '' && !keepEmpty)) next.delete(key);
    else next.set(key, value);
  };
  put('q', filter.search, false);
  // An empty provincia is kept as `provincia=`: it means "Sin provincia", not "Todas".
  put('provincia', filter.provincia, true);
  put('depende', filter.dependeDe, true);
  return next;
}

export function sortOrganismos(rows: OrganismoRow[]): OrganismoRow[] {
  return rows.sort((a, b) => compareText(a.nombre, b.nombre) || a.id - b.id);
}

/** Counts per value, named values in Spanish order and the empty one last; `keep` stays listed even at 0. */
function countFacet(rows: readonly OrganismoRow[], valueOf: (row: OrganismoRow) => string, keep: string | null): FacetValue[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = valueOf(row).trim();
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  if (keep !== null && !counts.has(keep)) counts.set(keep, 0);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => Number(a.value === '') - Number(b.value === '') || compareText(a.value, b.value));
}

// Grouped for the facet ("CABA" and "Capital Federal" are one; Rosario counts in Santa Fe); the record shows its own text.
const provinciaOf = (row: OrganismoRow): string => provinciaGroup(row.provincia);
const dependeDeOf = (row: OrganismoRow): string => row.dependeDe;

function matchesFacet(row: OrganismoRow, valueOf: (row: OrganismoRow) => string, selected: string | null): boolean {
  return selected === null || valueOf(row).trim() === selected;
}

/**
 * The matching rows and, for each facet, its counts under every *other* filter: choosing a
 * provincia narrows the dependencias offered, while the other provincias stay offered with
 * what they would give.
 */
export function filterOrganismos(all: readonly OrganismoRow[], filter: OrganismoFilter): OrganismoResults {
  const searched = filterByWords(all, filter.search);
  const inProvincia = searched.filter((row) => matchesFacet(row, provinciaOf, filter.provincia));
  const inDependencia = searched.filter((row) => matchesFacet(row, dependeDeOf, filter.dependeDe));
  return {
    rows: inProvincia.filter((row) => matchesFacet(row, dependeDeOf, filter.dependeDe)),
    facets: {
      provincia: countFacet(inDependencia, provinciaOf, filter.provincia),
      dependeDe: countFacet(inProvincia, dependeDeOf, filter.dependeDe),
    },
  };
}

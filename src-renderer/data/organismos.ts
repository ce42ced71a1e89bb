/**
 * Hooks over the cached organismos; views use these, never Dexie. The rows live in memory (see
 * live-table.ts) and are filtered there, so typing in the search box never waits on IndexedDB.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useMemo } from 'react';
import type { Collection } from '../../src-shared/api';
import { readWithBody } from './cache/bodies';
import { db, type OrganismoDetailRow, type OrganismoRow } from './cache/db';
import { liveTablesOf, useLiveTable } from './live/live-table';
import { filterOrganismos, sortOrganismos, type OrganismoFilter, type OrganismoResults } from './search/organismo-filters';
import { searchWords } from './search/words';

export type { OrganismoDetailRow, OrganismoRow } from './cache/db';
export type { FacetValue, OrganismoFilter } from './search/organismo-filters';
export { organismoFilterFromParams, organismoFilterToParams } from './search/organismo-filters';

/** The lists made of organismo records. */
export type OrganismoListName = Extract<Collection, 'organismos' | 'programas' | 'museos' | 'institutos'>;

interface OrganismosView extends OrganismoResults {
  /** How many records the list has before any filter. */
  total: number;
  /** The folded words the rows were filtered with (the search deferred): the ones to mark in them. */
  words: readonly string[];
}

/** Every row of a list in Spanish alphabetical order; `undefined` while loading. */
function useOrganismoList(list: OrganismoListName): OrganismoRow[] | undefined {
  const all = useLiveTable(liveTablesOf(db).organismos);
  return useMemo(() => (all === undefined ? undefined : sortOrganismos(all.filter((row) => row.listas.includes(list)))), [all, list]);
}

/** The rows of a list that match the filter, with facet counts; `undefined` while loading. */
export function useOrganismos(list: OrganismoListName, filter: OrganismoFilter): OrganismosView | undefined {
  const all = useOrganismoList(list);
  // Typing stays responsive: React may render the keystroke before the (cheap) refilter.
  const search = useDeferredValue(filter.search);
  const { provincia, dependeDe } = filter;
  return useMemo(() => {
    if (all === undefined) return undefined;
    return { total: all.length, words: searchWords(search), ...filterOrganismos(all, { search, provincia, dependeDe }) };
  }, [all, search, provincia, dependeDe]);
}

/** `null` when the id is not cached, `undefined` while loading. */
export function useOrganismo(id: number): OrganismoDetailRow | null | undefined {
  return useLiveQuery(
    () => db.transaction('r', db.organismos, db.cuerpos, async () => readWithBody('descripcion', await db.organismos.get(id))),
    [id],
  );
}

/** Hooks over the cached trámites; views use these, never Dexie. Filtering happens in memory. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useMemo } from 'react';
import { liveTablesOf, useLiveTable } from './live/live-table';
import { readWithBody } from './cache/bodies';
import { db, type TramiteDetailRow, type TramiteRow } from './cache/db';
import { filterTramites, sortTramites } from './search/tramite-filters';

export type { TramiteDetailRow, TramiteRow } from './cache/db';

export interface TramitesView {
  total: number;
  rows: readonly TramiteRow[];
}

/** The trámites matching the search, in alphabetical order; `undefined` while loading. */
export function useTramites(search: string): TramitesView | undefined {
  const rows = useLiveTable(liveTablesOf(db).tramites);
  const all = useMemo(() => (rows === undefined ? undefined : sortTramites([...rows])), [rows]);
  const deferred = useDeferredValue(search);
  return useMemo(() => (all === undefined ? undefined : { total: all.length, rows: filterTramites(all, deferred) }), [all, deferred]);
}

/** `null` when the id is not cached, `undefined` while loading. */
export function useTramite(id: number): TramiteDetailRow | null | undefined {
  return useLiveQuery(
    () => db.transaction('r', db.tramites, db.cuerpos, async () => readWithBody('cuerpo', await db.tramites.get(id))),
    [id],
  );
}

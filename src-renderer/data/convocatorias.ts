/** Queries and hooks over the cached convocatorias; views use these, never Dexie. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { applyFilter, localToday, type ConvocatoriaFilter } from './convocatoria-filter';
import { db, type ConvocatoriaRow } from './db';
import { useNewSince } from './novedades';
import { liveTablesOf, useLiveTable } from './live-table';

export type { ConvocatoriaRow } from './db';
export * from './convocatoria-filter';

/**
 * The filtered, ordered convocatorias; `undefined` while loading, so loading differs from empty.
 * The rows live in memory (see live-table.ts) and are filtered there, so typing stays instant.
 */
export function useConvocatorias(filter: ConvocatoriaFilter): ConvocatoriaRow[] | undefined {
  const rows = useLiveTable(liveTablesOf(db).convocatorias);
  const today = localToday();
  const newSince = useNewSince('convocatoria');
  return useMemo(() => (rows === undefined ? undefined : applyFilter(rows, filter, today, newSince)), [rows, filter, today, newSince]);
}

/** `null` when the id is not cached, `undefined` while loading. */
export function useConvocatoria(id: number): ConvocatoriaRow | null | undefined {
  return useLiveQuery(async () => (await db.convocatorias.get(id)) ?? null, [id]);
}

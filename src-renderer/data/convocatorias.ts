/** Queries and hooks over the cached convocatorias; views use these, never Dexie. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { applyFilter, localToday, type ConvocatoriaFilter } from './convocatoria-filter';
import { db, type ConvocatoriaRow } from './db';
import { useNewSince } from './novedades';
import { useThrottledQuery } from './throttled-query';

export type { ConvocatoriaRow } from './db';
export * from './convocatoria-filter';

/**
 * The filtered, ordered convocatorias; `undefined` while loading, so loading differs from empty.
 * Rows are read once per change of the table and filtered in memory, so typing stays instant.
 */
export function useConvocatorias(filter: ConvocatoriaFilter): ConvocatoriaRow[] | undefined {
  const rows = useThrottledQuery(() => db.convocatorias.toArray(), [db.convocatorias], []);
  const today = localToday();
  const newSince = useNewSince('convocatoria');
  return useMemo(() => (rows === undefined ? undefined : applyFilter(rows, filter, today, newSince)), [rows, filter, today, newSince]);
}

/** `null` when the id is not cached, `undefined` while loading. */
export function useConvocatoria(id: number): ConvocatoriaRow | null | undefined {
  return useLiveQuery(async () => (await db.convocatorias.get(id)) ?? null, [id]);
}

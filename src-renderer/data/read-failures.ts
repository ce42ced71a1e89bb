/** Failed reads of the cache, for the views that show them with a retry (see ui/ReadError.tsx). */
import { useSyncExternalStore } from 'react';
import type { RecordKind } from '../../src-shared/api';
import { db } from './cache/db';
import { liveTablesOf, type ReadFailure } from './live/live-table';

export type { ReadFailure } from './live/live-table';
export { useSyncStatesFailure } from './live/sync-states';

/** The cached tables a list is read from. */
export type ListTable = 'convocatorias' | 'organismos' | 'tramites';

export const listTableOf: Record<RecordKind, ListTable> = { convocatoria: 'convocatorias', organismo: 'organismos', tramite: 'tramites' };

/** Why the list's table could not be read, with a retry that reads it again; null while it can. */
export function useListReadFailure(name: ListTable): ReadFailure | null {
  const table = liveTablesOf(db)[name];
  return useSyncExternalStore(table.subscribe, table.getFailure);
}

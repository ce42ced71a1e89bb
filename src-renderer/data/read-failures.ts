/** Failed reads of the cache, for the views that show them with a retry (see ui/ReadError.tsx). */
import type { RecordKind } from '../../src-shared/api';
import { db } from './cache/db';
import { liveTablesOf, type ReadFailure } from './live/live-table';
import { useStore, type ReadableStore } from '../store';

export type { ReadFailure } from './live/live-table';
export { useSyncStatesFailure } from './live/sync-states';

/** The cached tables a list is read from. */
export type ListTable = 'convocatorias' | 'organismos' | 'tramites';

export const listTableOf: Record<RecordKind, ListTable> = { convocatoria: 'convocatorias', organismo: 'organismos', tramite: 'tramites' };

/** Why the list's table could not be read, with a retry that reads it again; null while it can. */
export function useListReadFailure(name: ListTable): ReadFailure | null {
  const state: ReadableStore<{ failure: ReadFailure | null }> = liveTablesOf(db)[name].state;
  return useStore(state, (read) => read.failure);
}

/** The sync state of every collection: one query shared by the status bar, the sync details and the new marks. */
import { db, type SyncStateRow } from '../cache/db';
import type { ReadFailure } from './live-table';
import { sharedLiveQuery, useSharedQuery, useSharedQueryFailure } from './shared-query';

const syncStates = sharedLiveQuery(() => db.syncState.toArray());

export function useSyncStates(): readonly SyncStateRow[] | undefined {
  return useSharedQuery(syncStates);
}

/** Why the sync states could not be read, with a retry; null while they can. */
export function useSyncStatesFailure(): ReadFailure | null {
  return useSharedQueryFailure(syncStates);
}

const heldConvocatorias = sharedLiveQuery(() => db.convocatorias.count());

/**
 * How many convocatorias the cache holds, each once: the plain list's and those only the official
 * order names. The number the list shows under Todas, and the one the Sincronización page names.
 */
export function useHeldConvocatorias(): number | undefined {
  return useSharedQuery(heldConvocatorias);
}

/** The sync state of every collection: one query shared by the status bar, the sync details and the new marks. */
import { db, type SyncStateRow } from './db';
import { sharedLiveQuery, useSharedQuery } from './shared-query';

const syncStates = sharedLiveQuery(() => db.syncState.toArray());

export function useSyncStates(): readonly SyncStateRow[] | undefined {
  return useSharedQuery(syncStates);
}

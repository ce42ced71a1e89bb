/**
 * Runs the sync engine in the renderer: pages come through the bridge, records go to Dexie.
 * Progress is kept in a tiny external store for the status bar; the cache itself is in Dexie.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import type { Collection } from '../../src-shared/api';
import { syncCollection, type SyncOutcome, type SyncProgress } from '../../src-shared/sync';
import { bridge } from '../bridge';
import { db, type SyncStateRow } from './db';
import { createRecordStore } from './store';

export const syncedCollections: readonly Collection[] = ['convocatorias'];
const autoSyncAfterMs = 6 * 60 * 60 * 1000;

export interface SyncSnapshot {
  running: boolean;
  progress: Partial<Record<Collection, SyncProgress>>;
  outcomes: SyncOutcome[];
}

let snapshot: SyncSnapshot = { running: false, progress: {}, outcomes: [] };
let controller: AbortController | null = null;
const listeners = new Set<() => void>();

function publish(next: SyncSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export async function startSync(): Promise<void> {
  if (controller !== null) return;
  controller = new AbortController();
  const { signal } = controller;
  publish({ running: true, progress: {}, outcomes: [] });
  const store = createRecordStore(db);
  const outcomes: SyncOutcome[] = [];
  try {
    for (const collection of syncedCollections) {
      const outcome = await syncCollection(collection, bridge, store, {
        signal,
        onProgress: (progress) => publish({ ...snapshot, progress: { ...snapshot.progress, [collection]: progress } }),
      });
      outcomes.push(outcome);
    }
  } finally {
    controller = null;
    publish({ running: false, progress: snapshot.progress, outcomes });
  }
}

export function cancelSync(): void {
  controller?.abort();
}

/** On start: sync when no complete mirror exists or the last one is older than six hours. */
export async function syncIfStale(now: number = Date.now()): Promise<void> {
  const states = await db.syncState.bulkGet([...syncedCollections]);
  const stale = states.some((state) => state?.lastCompleteAt == null || now - state.lastCompleteAt > autoSyncAfterMs);
  if (stale) await startSync();
}

export function useSyncSnapshot(): SyncSnapshot {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}

export function useSyncStates(): SyncStateRow[] | undefined {
  return useLiveQuery(() => db.syncState.toArray(), []);
}

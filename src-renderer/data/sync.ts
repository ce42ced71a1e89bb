/**
 * Runs the sync engine in the renderer: pages come through the bridge, records go to Dexie.
 * Progress is kept in a tiny external store for the status bar; the cache itself is in Dexie.
 */
import { useSyncExternalStore } from 'react';
import type { Collection } from '../../src-shared/api';
import { syncCollections, syncOrder, type SyncOutcome, type SyncProgress } from '../../src-shared/sync';
import { bridge } from '../bridge';
import { trackApi } from './connection';
import { db } from './db';

export type { SyncStateRow } from './db';
import { loadSettings } from './settings';
import { createRecordStore } from './store';

export const syncedCollections: readonly Collection[] = syncOrder;

/** The API calls of the renderer: every one goes through here, so the connection store hears of it. */
export const api = trackApi(bridge);

export interface SyncSnapshot {
  running: boolean;
  progress: Partial<Record<Collection, SyncProgress>>;
  outcomes: SyncOutcome[];
  /** When the last run of this session ended (the status bar shows its changes for a while). */
  finishedAt: number | null;
}

let snapshot: SyncSnapshot = { running: false, progress: {}, outcomes: [], finishedAt: null };
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
  publish({ running: true, progress: {}, outcomes: [], finishedAt: null });
  const { pageSize, concurrency } = await loadSettings();
  const store = createRecordStore(db);
  const outcomes: SyncOutcome[] = [];
  try {
    await syncCollections(syncedCollections, api, store, {
      pageSize,
      concurrency,
      signal,
      onProgress: (progress) => publish({ ...snapshot, progress: { ...snapshot.progress, [progress.collection]: progress } }),
      onOutcome: (outcome) => outcomes.push(outcome),
    });
  } finally {
    controller = null;
    publish({ running: false, progress: snapshot.progress, outcomes, finishedAt: Date.now() });
  }
}

export function cancelSync(): void {
  controller?.abort();
}

/**
 * On start: sync when some collection has no complete mirror yet, or when the last complete one
 * is older than the auto-sync interval of the settings (6 h by default; 0 turns it off).
 */
export async function syncIfStale(now: number = Date.now()): Promise<void> {
  const { autoSyncHours } = await loadSettings();
  const states = await db.syncState.bulkGet([...syncedCollections]);
  const never = states.some((state) => state?.lastCompleteAt == null);
  const old = autoSyncHours > 0 && states.some((state) => now - (state?.lastCompleteAt ?? 0) > autoSyncHours * 3_600_000);
  const stale = never || old;
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

export { useSyncStates } from './sync-states';

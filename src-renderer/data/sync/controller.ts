/**
 * Starts, follows and cancels the sync the data service runs (service/client.ts: in its worker, or
 * in the page where no worker starts). Progress and outcomes are kept in a store for the status
 * bar and the Sincronización view; the cache itself is in Dexie.
 * One tab syncs at a time (see tabs.ts); the others show its progress.
 */
import type { Collection } from '../../../src-shared/api';
import { assertNever } from '../../../src-shared/assert-never';
import { syncOrder, thrownOutcome, type SyncOutcome, type SyncProgress } from '../../../src-shared/sync';
import { bridge } from '../../bridge';
import { browserSession, tabWithoutSession } from '../../browser-session';
import { createStore, useStore } from '../../store';
import { isStaleAt } from './auto-sync';
import { recordApiAsked, recordApiResult, trackApi } from './connection';
import { db } from '../cache/db';
import { firstRowsRequest, withFirstRows } from '../first-rows';
import { loadSettings, type Settings } from '../bridge/settings';
import { runSyncService } from './service/client';
import type { SyncRequest } from './service/contract';
import { lockReleased, openTabChannel, withSyncLock, type SharedSnapshot, type TabMessage } from './tabs';

export type { SyncStateRow } from '../cache/db';

export const syncedCollections: readonly Collection[] = syncOrder;

/** The API calls of the renderer: every one goes through here, so the connection store hears of it. */
export const api = trackApi(bridge);

export interface SyncSnapshot extends SharedSnapshot {
  /** When the last run of this session ended (the status bar shows its changes for a while). */
  finishedAt: number | null;
  /** The run shown is another tab's: this one follows it, its Cancelar asks that tab to stop. */
  elsewhere: boolean;
}

const idle: SyncSnapshot = { running: false, progress: {}, outcomes: [], finishedAt: null, elsewhere: false };
/** This tab's own runs. */
let local: SyncSnapshot = idle;
/** Another tab's run while it is under way, as it last told us. */
let remote: SyncSnapshot | null = null;
/** What the status bar shows: another tab's run while it lasts, else this tab's. */
const snapshot = createStore<SyncSnapshot>(idle);
let controller: AbortController | null = null;

function emit(): void {
  snapshot.set(remote ?? local);
}

function publishLocal(next: SyncSnapshot): void {
  clearTimeout(progressTimer);
  progressTimer = undefined;
  local = next;
  const { running, progress, outcomes, finishedAt } = next;
  // Only the tab that holds the lock speaks; a tab that never ran stays quiet.
  if (controller !== null || !running) tabs?.post({ type: 'snapshot', snapshot: { running, progress, outcomes, finishedAt } });
  emit();
}

/**
 * A sync reports progress on every page; the status bar (and the other tabs) hear of it at most
 * this often, so that a sync does not re-render the window hundreds of times.
 */
const progressEveryMs = 250;
let progressShownAt = -Infinity;
let progressTimer: ReturnType<typeof setTimeout> | undefined;

function reportProgress(progress: SyncProgress): void {
  local = { ...local, progress: { ...local.progress, [progress.collection]: progress } };
  if (progressTimer !== undefined) return;
  const show = (): void => {
    progressShownAt = performance.now();
    publishLocal(local);
  };
  const wait = progressShownAt + progressEveryMs - performance.now();
  if (wait <= 0) show();
  else progressTimer = setTimeout(show, wait);
}

const tabs = openTabChannel(onTabMessage);
let following = false;

function onTabMessage(message: TabMessage): void {
  switch (message.type) {
    case 'cancel':
      controller?.abort();
      return;
    case 'hello':
      if (controller !== null) publishLocal(local);
      return;
    case 'snapshot':
      if (controller !== null) return;
      if (message.snapshot.running) {
        followOtherTab(message.snapshot);
      } else {
        // The other tab's run ended: its result is the app's latest, here too.
        remote = null;
        local = { ...message.snapshot, elsewhere: false };
        emit();
      }
      return;
    default:
      assertNever(message);
  }
}

/** Shows another tab's run until it says it ended or its lock is released (it closed mid-run). */
function followOtherTab(shared: SharedSnapshot): void {
  remote = { ...shared, elsewhere: true };
  emit();
  if (following) return;
  following = true;
  const stopFollowing = (): void => {
    following = false;
    remote = null;
    emit();
  };
  // A lock manager that fails frees this tab too: it shows its own state again.
  lockReleased().then(stopFollowing, stopFollowing);
}

/** The lists the window shows (by its route): a sync serves their first pages before the others'. */
export function collectionsOnScreen(hash: string): Collection[] {
  const head = hash.replace(/^#\/?/, '').split(/[/?]/, 1)[0] ?? '';
  if (['', 'convocatorias', 'calendario', 'mis-convocatorias'].includes(head)) return ['convocatorias', 'convocatorias/ordenadas'];
  return syncedCollections.filter((collection) => collection === head);
}

/** Runs every collection in the data service; never rejects. Returns what the run did. `read`: the settings, when just read. */
async function runHere(signal: AbortSignal, read: Settings | null): Promise<SyncOutcome[]> {
  publishLocal({ running: true, progress: {}, outcomes: [], finishedAt: null, elsewhere: false });
  const first = collectionsOnScreen(globalThis.location?.hash ?? '');
  let settings: { pageSize: number; concurrency: number; maxRequests: number };
  try {
    settings = read ?? (await loadSettings());
  } catch (cause) {
    return [thrownOutcome(first[0] ?? 'convocatorias', cause)];
  }
  const session = browserSession();
  const transport: SyncRequest['transport'] = session === null ? { via: 'page' } : { via: 'http', secret: session.secret };
  // A first launch's first rows were asked for already (first-rows.ts): the run takes that answer.
  const inHand = firstRowsRequest();
  return runSyncService(
    {
      pageSize: settings.pageSize,
      concurrency: settings.concurrency,
      maxRequests: settings.maxRequests,
      first,
      transport,
      ...(inHand === null ? {} : { inHand }),
    },
    signal,
    {
      progress: reportProgress,
      outcome: () => undefined,
      asked: recordApiAsked,
      api: recordApiResult,
    },
    { bridge: withFirstRows(bridge), trackedBridge: withFirstRows(api) },
  );
}

/**
 * Syncs every collection, unless a sync already runs here or in another tab (then this tab shows
 * that one). Never rejects: whatever goes wrong ends the run as failed, with its reason in the
 * snapshot's outcomes, and the cached data as it was.
 */
export async function startSync(settings: Settings | null = null): Promise<void> {
  // A browser tab opened without the token reaches no bridge: a run would only record failures
  // in the cache every tab shares (and take the lock from the tab that can sync).
  if (controller !== null || remote !== null || tabWithoutSession()) return;
  const mine = new AbortController();
  controller = mine;
  let outcomes: SyncOutcome[] | null = null;
  try {
    const ran = await withSyncLock(async () => {
      outcomes = await runHere(mine.signal, settings);
    });
    if (!ran) {
      controller = null;
      followOtherTab({ ...idle, running: true });
      tabs?.post({ type: 'hello' });
      return;
    }
  } catch (cause) {
    outcomes ??= [thrownOutcome(syncedCollections[0] ?? 'organismos', cause)];
  }
  endRun(outcomes ?? []);
}

/** Who hears that a run of this tab ended (the saved searches' notices): once per run, in this tab only. */
const ownRunEnded = new Set<(outcomes: readonly SyncOutcome[]) => void>();

/** Calls `listener` each time a sync this tab ran has ended (another tab's run is that tab's to tell); returns the unsubscribe. */
export function onOwnSyncEnded(listener: (outcomes: readonly SyncOutcome[]) => void): () => void {
  ownRunEnded.add(listener);
  return () => ownRunEnded.delete(listener);
}

/** This tab's run is over: the status bar and the other tabs hear how it ended. */
function endRun(outcomes: SyncOutcome[]): void {
  controller = null;
  publishLocal({ running: false, progress: local.progress, outcomes, finishedAt: Date.now(), elsewhere: false });
  for (const listener of ownRunEnded) listener(outcomes);
}

/**
 * Starts a sync for a button or the menu. startSync never rejects; should a defect make it, the
 * status bar shows it as the run's failure instead of the click doing nothing.
 */
export function requestSync(): void {
  startSync().catch((cause: unknown) => endRun([thrownOutcome(syncedCollections[0] ?? 'organismos', cause)]));
}

/** Stops this tab's run, or asks the tab that runs one to stop it. */
export function cancelSync(): void {
  if (controller !== null) controller.abort();
  else if (remote !== null) tabs?.post({ type: 'cancel' });
}

/** True when some collection has no complete mirror, or its last complete one is older than the interval (0: off). */
export async function isStale(now: number = Date.now()): Promise<boolean> {
  return (await staleness(now)).stale;
}

/** isStale, with the settings it read (the sync it starts needs them too). */
async function staleness(now: number): Promise<{ stale: boolean; settings: Settings | null }> {
  // Both at once: on a first launch the cache is created meanwhile.
  const [settings, states] = await Promise.all([loadSettings(), db.syncState.bulkGet([...syncedCollections])]);
  return {
    stale: isStaleAt(
      states.map((state) => state?.lastCompleteAt),
      settings.autoSyncHours,
      now,
    ),
    settings,
  };
}

/**
 * Syncs when some collection has no complete mirror yet, or when the last complete one is older
 * than the auto-sync interval of the settings (6 h by default; 0 turns it off). Never rejects:
 * a cache that cannot even be read is a failed run, shown like any other.
 */
export async function syncIfStale(now: number = Date.now()): Promise<void> {
  let check: { stale: boolean; settings: Settings | null };
  try {
    check = await staleness(now);
  } catch {
    // The sync will meet the same failure and say what it is.
    check = { stale: true, settings: null };
  }
  if (check.stale) await startSync(check.settings);
}

export function useSyncSnapshot(): SyncSnapshot {
  return useStore(snapshot);
}

export { useHeldConvocatorias, useSyncStates } from '../live/sync-states';

/** The sync's state now, for code outside React. */
export function currentSyncSnapshot(): SyncSnapshot {
  return snapshot.get();
}

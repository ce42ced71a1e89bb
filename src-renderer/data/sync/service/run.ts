/**
 * One sync of every collection into the cache: the data service's work, the same in its worker and,
 * where no worker can start, in the page. Never rejects: whatever goes wrong ends the run as failed,
 * with its reason, and the cached data as it was.
 */
import type { Collection } from '../../../../src-shared/api';
import {
  OutstandingRequests,
  syncCollections,
  syncOrder,
  thrownOutcome,
  type PageSource,
  type SyncOutcome,
  type SyncProgress,
} from '../../../../src-shared/sync';
import type { DirectorioDb } from '../../cache/db';
import { createRecordStore } from '../../cache/record-writer';
import type { SyncRequest } from './contract';

export interface RunHooks {
  progress(progress: SyncProgress): void;
  outcome(outcome: SyncOutcome): void;
}

/**
 * The page requests of this context's runs not yet settled: a cancelled run stops waiting for its
 * own, and the next run waits for them before it sends any (or for its own cancel).
 */
const outstanding = new OutstandingRequests();

export async function runSync(
  db: DirectorioDb,
  source: PageSource,
  request: SyncRequest,
  signal: AbortSignal,
  hooks: RunHooks,
): Promise<SyncOutcome[]> {
  const outcomes: SyncOutcome[] = [];
  const running = new Set<Collection>();
  await outstanding.settled(signal);
  try {
    await syncCollections(syncOrder, outstanding.track(source), createRecordStore(db), {
      pageSize: request.pageSize,
      concurrency: request.concurrency,
      maxRequests: request.maxRequests,
      first: request.first,
      signal,
      onProgress: (progress) => {
        running.add(progress.collection);
        hooks.progress(progress);
      },
      onOutcome: (outcome) => {
        running.delete(outcome.collection);
        outcomes.push(outcome);
        hooks.outcome(outcome);
      },
    });
  } catch (cause) {
    const unfinished = running.size > 0 ? [...running] : [syncOrder[0] ?? 'organismos'];
    for (const collection of unfinished) outcomes.push(thrownOutcome(collection, cause));
    // The engine marks a collection's row as not running when it ends; here it may not have.
    await Promise.all(unfinished.map((collection) => db.syncState.update(collection, { running: false }).catch(() => undefined)));
  }
  return outcomes;
}

import { collections, type Collection } from '../api/collections';
import { syncCollection } from './engine';
import type { PageSource, RecordStore, SyncOptions, SyncOutcome } from './types';

/**
 * Lists first, then what joins them: organismos before its lists, convocatorias before ordenadas.
 * That is the order in which `collections` names them.
 */
export const syncOrder: readonly Collection[] = collections;

/**
 * Syncs collections one after the other (each with its own bounded concurrency). Stops when
 * cancelled, when the API could not be reached at all (the next collections would only spend
 * their retries on the same dead connection before saying the same thing), and when the cache
 * could not be written (a full disk stays full for the next collection too).
 */
export async function syncCollections(
  wanted: readonly Collection[],
  source: PageSource,
  store: RecordStore,
  options: Partial<SyncOptions> & { onOutcome?: (outcome: SyncOutcome) => void } = {},
): Promise<SyncOutcome[]> {
  const outcomes: SyncOutcome[] = [];
  for (const collection of syncOrder.filter((c) => wanted.includes(c))) {
    if (options.signal?.aborted === true) break;
    const outcome = await syncCollection(collection, source, store, options);
    outcomes.push(outcome);
    options.onOutcome?.(outcome);
    if (outcome.error?.kind === 'network' || outcome.error?.kind === 'timeout' || outcome.error?.kind === 'internal') break;
  }
  return outcomes;
}

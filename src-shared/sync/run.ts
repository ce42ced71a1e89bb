import type { BridgeError } from '../bridge';
import { collections, type Collection } from '../api/collections';
import { RequestBudget } from './budget';
import { syncCollection, thrownError } from './engine';
import { defaultSyncOptions, type PageSource, type RecordStore, type SyncOptions, type SyncOutcome } from './types';

/** The order outcomes are reported in, and the order of preference when none is given. */
export const syncOrder: readonly Collection[] = collections;

export interface RunOptions extends Partial<SyncOptions> {
  onOutcome?: (outcome: SyncOutcome) => void;
  /** Collections to serve first (the list on screen): their requests take the budget's next slots. */
  first?: readonly Collection[];
}

/**
 * An error that ends the whole run: the API could not be reached at all (the other collections
 * would only spend their retries on the same dead connection before saying the same thing), or
 * the cache could not be written (a full disk stays full for the other collections too). A
 * timeout does not: one slow list must not stop the others that are getting answers.
 */
const endsTheRun = (error: BridgeError | null): error is BridgeError => error?.kind === 'network' || error?.kind === 'internal';

/** A collection whose run threw where the engine promises not to (a progress hook, a lost worker): failed, with why. */
export function thrownOutcome(collection: Collection, cause: unknown): SyncOutcome {
  const problem = 'La sincronización no terminó; se conservan los datos anteriores.';
  return {
    collection,
    complete: false,
    count: null,
    stored: 0,
    requests: 0,
    retries: 0,
    rejects: [],
    warnings: [],
    passes: 0,
    problem,
    error: thrownError(cause),
  };
}

/**
 * Syncs collections side by side under one budget of `concurrency` requests in flight (see
 * RequestBudget): the ones in `first` first, the others filling the pipe. Records of one kind
 * from several lists (organismos and museos) are written in separate transactions, each reading
 * what the others committed, so the order in which lists arrive does not matter. Outcomes come
 * back in `syncOrder`; `onOutcome` hears each as it ends.
 */
export async function syncCollections(
  wanted: readonly Collection[],
  source: PageSource,
  store: RecordStore,
  options: RunOptions = {},
): Promise<SyncOutcome[]> {
  const { signal, onOutcome, first = [] } = options;
  if (signal?.aborted === true) return [];
  const listed = syncOrder.filter((collection) => wanted.includes(collection));
  const preferred = [
    ...first.filter((collection) => listed.includes(collection)),
    ...listed.filter((collection) => !first.includes(collection)),
  ];
  const concurrency = Math.max(1, options.concurrency ?? defaultSyncOptions.concurrency);
  const budget = new RequestBudget(concurrency, () => (signal?.aborted === true ? { ok: false, error: { kind: 'cancelled' } } : null));
  const onAbort = (): void => budget.cancel();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const outcomes = await Promise.all(
      preferred.map(async (collection, preference) => {
        const outcome = await syncCollection(collection, budget.sourceFor(source, preference), store, { ...options, halt: budget }).catch(
          (cause: unknown): SyncOutcome => thrownOutcome(collection, cause),
        );
        // Identity is safe here: haltedBy is the very error this run halted the budget with, never a copy.
        if (endsTheRun(outcome.error) && outcome.error !== budget.haltedBy) budget.halt(outcome.error);
        onOutcome?.(outcome);
        return outcome;
      }),
    );
    return listed.map((collection) => outcomes[preferred.indexOf(collection)]).filter((outcome) => outcome !== undefined);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The sync engine: crawls one collection through a PageSource into a RecordStore. A pass that
 * saw the list move (drift) is repeated, each pass with a new generation, up to `maxPasses`.
 * Records of older generations are dropped only after a consistent pass; a failed, cancelled
 * or unreconciled run keeps everything it had.
 */
import type { Collection } from '../api';
import type { BridgeError } from '../bridge';
import { errorMessage } from '../errors';
import { crawlPass, type PassResult, type PassStore } from './crawl';
import { defaultSyncOptions, type PageSource, type RecordStore, type SyncOptions, type SyncOutcome, type SyncPhase } from './types';

export async function syncCollection(
  collection: Collection,
  source: PageSource,
  store: RecordStore,
  options: Partial<SyncOptions> = {},
): Promise<SyncOutcome> {
  const settings: SyncOptions = { ...defaultSyncOptions, ...options };
  const tally = { requests: 0, retries: 0, sent: 0 };
  const report = (phase: SyncPhase, fetched: number, total: number | null): void =>
    settings.onProgress?.({ collection, phase, fetched, total, retries: tally.retries });
  const saving = savingTo(store);

  let generation = 0;
  let passes = 0;
  let pass: PassResult | null = null;
  let thrown: BridgeError | null = null;
  try {
    while (passes < Math.max(1, settings.maxPasses)) {
      passes++;
      generation = await saving.beginRun(collection);
      pass = await crawlPass({ collection, source, store: saving, generation, settings, tally, report });
      if (pass.error !== null || pass.drift === null) break;
      report('reconciling', 0, pass.count);
    }
  } catch (cause) {
    // A write that failed (a full disk) or a source that threw: the run ends as failed, with why.
    thrown = thrownError(cause);
  }
  const last: PassResult = pass ?? emptyPass;
  const error = thrown ?? last.error;
  const outcome: SyncOutcome = {
    collection,
    complete: error === null && last.drift === null,
    count: error === null ? last.count : null,
    stored: last.stored,
    requests: tally.requests,
    retries: tally.retries,
    rejects: last.rejects,
    warnings: last.warnings,
    passes,
    problem: null,
    error,
    ...(last.notice === null ? {} : { notice: last.notice }),
  };
  if (outcome.complete) {
    try {
      await saving.completeRun(collection, generation, outcome, last.seen);
      report('done', last.count, last.count);
      return outcome;
    } catch (cause) {
      // Expiry runs in one transaction: when it fails, nothing was removed.
      outcome.complete = false;
      outcome.count = null;
      outcome.error = thrownError(cause);
    }
  }
  outcome.problem = describeProblem(outcome.error, last.drift, passes);
  try {
    await saving.failRun(collection, generation, outcome);
  } catch (cause) {
    // Even the note of the failure could not be written; the outcome still says why.
    outcome.error ??= thrownError(cause);
  }
  report(outcome.error?.kind === 'cancelled' ? 'cancelled' : 'failed', outcome.stored, outcome.error === null ? last.count : null);
  return outcome;
}

const emptyPass: PassResult = { count: 0, drift: null, stored: 0, seen: new Set(), rejects: [], warnings: [], notice: null, error: null };

/** What the store throws, marked as the store's, so the run can say "could not save" rather than "failed". */
class StorageFailure extends Error {
  constructor(readonly failure: unknown) {
    // Stryker disable next-line StringLiteral: equivalent: a StorageFailure never leaves this module (thrownError unwraps it), so its message is never read.
    super('storage');
  }
}

function savingTo(store: RecordStore): PassStore {
  const guard = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (cause) {
      throw new StorageFailure(cause);
    }
  };
  return {
    beginRun: (collection) => guard(() => store.beginRun(collection)),
    putPages: (collection, pages, generation) => guard(() => store.putPages(collection, pages, generation)),
    completeRun: (collection, generation, outcome, seen) => guard(() => store.completeRun(collection, generation, outcome, seen)),
    failRun: (collection, generation, outcome) => guard(() => store.failRun(collection, generation, outcome)),
    knownPage: (collection, offset, limit) => store.knownPage?.(collection, offset, limit) ?? null,
    confirmPage: (collection, offset, limit, generation) =>
      guard(async () => (await store.confirmPage?.(collection, offset, limit, generation)) ?? null),
  };
}

/** A thrown value as the run's error, in words for the status bar. */
export function thrownError(cause: unknown): BridgeError {
  if (cause instanceof StorageFailure) {
    const { failure } = cause;
    // Stryker disable next-line StringLiteral: equivalent: `name` is only compared with 'QuotaExceededError', which no other placeholder equals.
    const name = failure instanceof Error ? failure.name : '';
    // Dexie wraps IndexedDB's errors; the quota one keeps its DOMException name inside.
    const inner: unknown = (failure as { inner?: unknown } | null)?.inner;
    const quota = name === 'QuotaExceededError' || (inner instanceof Error && inner.name === 'QuotaExceededError');
    if (quota) return { kind: 'internal', message: 'No queda espacio en este equipo para guardar los datos (QuotaExceededError).' };
    return { kind: 'internal', message: `No se pudieron guardar los datos en este equipo (${errorMessage(failure, { named: true })}).` };
  }
  return { kind: 'internal', message: `Falló la sincronización por un error inesperado (${errorMessage(cause, { named: true })}).` };
}

function describeProblem(error: BridgeError | null, drift: string | null, passes: number): string {
  if (error?.kind === 'cancelled') return 'Sincronización cancelada; se conservan los datos anteriores.';
  if (error !== null) return 'La sincronización no terminó; se conservan los datos anteriores.';
  // Stryker disable next-line StringLiteral: 'deriva' is unreachable: a run that ends incomplete without an error always has a drift.
  return `La API cambió durante la descarga (${drift ?? 'deriva'}) y no se pudo conciliar tras ${passes} intentos; no se borró nada.`;
}

/**
 * The sync engine: crawls one collection through a PageSource into a RecordStore. A pass that
 * saw the list move (drift) is repeated, each pass with a new generation, up to `maxPasses`.
 * Records of older generations are dropped only after a consistent pass; a failed, cancelled
 * or unreconciled run keeps everything it had.
 */
import type { Collection } from '../api';
import { crawlPass, type PassResult } from './crawl';
import { cancelledError } from './retry';
import { defaultSyncOptions, type PageSource, type RecordStore, type SyncOptions, type SyncOutcome, type SyncPhase } from './types';

export async function syncCollection(
  collection: Collection,
  source: PageSource,
  store: RecordStore,
  options: Partial<SyncOptions> = {},
): Promise<SyncOutcome> {
  const settings: SyncOptions = { ...defaultSyncOptions, ...options };
  const tally = { requests: 0, retries: 0 };
  const report = (phase: SyncPhase, fetched: number, total: number | null): void =>
    settings.onProgress?.({ collection, phase, fetched, total, retries: tally.retries });

  let generation = 0;
  let passes = 0;
  let pass: PassResult | null = null;
  while (passes < Math.max(1, settings.maxPasses)) {
    passes++;
    generation = await store.beginRun(collection);
    pass = await crawlPass({ collection, source, store, generation, settings, tally, report });
    if (pass.error !== null || pass.drift === null) break;
    report('reconciling', 0, pass.count);
  }
  const last = pass as PassResult;
  const complete = last.error === null && last.drift === null;
  const outcome: SyncOutcome = {
    collection,
    complete,
    count: last.error === null ? last.count : null,
    stored: last.stored,
    requests: tally.requests,
    retries: tally.retries,
    rejects: last.rejects,
    warnings: last.warnings,
    passes,
    problem: complete ? null : describeProblem(last, passes),
    error: last.error,
  };
  if (complete) {
    await store.completeRun(collection, generation, outcome, last.seen);
    report('done', last.count, last.count);
  } else {
    await store.failRun(collection, generation, outcome);
    report(last.error === cancelledError ? 'cancelled' : 'failed', last.stored, last.error === null ? last.count : null);
  }
  return outcome;
}

function describeProblem(pass: PassResult, passes: number): string {
  if (pass.error === cancelledError) return 'Sincronización cancelada; se conservan los datos anteriores.';
  if (pass.error !== null) return 'La sincronización no terminó; se conservan los datos anteriores.';
  return `La API cambió durante la descarga (${pass.drift ?? 'deriva'}) y no se pudo conciliar tras ${passes} intentos; no se borró nada.`;
}

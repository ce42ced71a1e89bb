/**
 * The sync engine: crawls one collection through a PageSource into a RecordStore.
 * First page at a large limit to learn `count`, the rest with bounded concurrency. A pass is
 * consistent when `count` held still and every position and id was seen exactly once;
 * otherwise the collection is crawled again (drift), up to `maxPasses`. Older records are
 * dropped only after a consistent pass; a failed run keeps everything.
 */
import type { Collection, Reject } from '../api';
import type { BridgeError, Page } from '../bridge';
import { cancelledError, fetchPageRetrying } from './retry';
import { defaultSyncOptions, type PageSource, type RecordStore, type SyncOptions, type SyncOutcome, type SyncPhase } from './types';

const maxPasses = 3;

interface PassResult {
  consistent: boolean;
  count: number;
  stored: number;
  rejects: Reject[];
  error: BridgeError | null;
}

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
  let last: PassResult | null = null;
  for (let pass = 1; pass <= maxPasses; pass++) {
    generation = await store.beginRun(collection);
    last = await crawl(collection, source, store, generation, settings, tally, report);
    if (last.error !== null || last.consistent) break;
    report('reconciling', last.stored, last.count);
  }
  const result = last as PassResult;
  const outcome: SyncOutcome = {
    collection,
    complete: result.error === null && result.consistent,
    count: result.error === null ? result.count : null,
    stored: result.stored,
    requests: tally.requests,
    retries: tally.retries,
    rejects: result.rejects,
    problem: null,
    error: result.error,
  };
  if (outcome.complete) {
    await store.completeRun(collection, generation, outcome);
    report('done', result.stored + result.rejects.length, result.count);
    return outcome;
  }
  const cancelled = result.error === cancelledError;
  outcome.problem = cancelled
    ? 'Sincronización cancelada; se conservan los datos anteriores.'
    : result.error !== null
      ? 'La sincronización no terminó; se conservan los datos anteriores.'
      : `La API cambió durante la descarga y no se pudo conciliar tras ${maxPasses} intentos; no se borró nada.`;
  await store.failRun(collection, generation, outcome);
  report(cancelled ? 'cancelled' : 'failed', result.stored, result.count);
  return outcome;
}

async function crawl(
  collection: Collection,
  source: PageSource,
  store: RecordStore,
  generation: number,
  settings: SyncOptions,
  tally: { requests: number; retries: number },
  report: (phase: SyncPhase, fetched: number, total: number | null) => void,
): Promise<PassResult> {
  const ids = new Set<number>();
  const rejects: Reject[] = [];
  let received = 0;
  let duplicates = 0;
  let countChanged = false;
  const onAttempt = (retry: boolean): void => {
    tally.requests++;
    if (retry) tally.retries++;
  };
  const fetchAt = (offset: number, limit: number) =>
    fetchPageRetrying(source, { collection, offset, limit }, settings, onAttempt);

  const take = async (page: Page): Promise<void> => {
    for (const record of page.records) {
      if (ids.has(record.id)) duplicates++;
      else ids.add(record.id);
    }
    rejects.push(...page.rejects);
    received += page.received;
    await store.putPage(collection, page, generation);
    report('fetching', received, count);
  };

  report('counting', 0, null);
  const first = await fetchAt(0, settings.pageSize);
  if (!first.ok) return { consistent: false, count: 0, stored: 0, rejects, error: first.error };
  const count = first.page.count;
  // A server that caps `limit` answers with fewer records than asked for: page by what it gives.
  const limit = first.page.received < settings.pageSize && first.page.received < count ? first.page.received : settings.pageSize;
  if (limit === 0 && count > 0) {
    const error: BridgeError = { kind: 'invalid-response', message: 'página vacía con count > 0' };
    return { consistent: false, count, stored: 0, rejects, error };
  }
  await take(first.page);

  const offsets: number[] = [];
  for (let offset = limit; offset < count; offset += limit) offsets.push(offset);
  let error: BridgeError | null = null;
  const worker = async (): Promise<void> => {
    for (let offset = offsets.shift(); offset !== undefined && error === null; offset = offsets.shift()) {
      const result = await fetchAt(offset, limit);
      if (!result.ok) {
        error = result.error;
        return;
      }
      if (result.page.count !== count) countChanged = true;
      await take(result.page);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, worker));
  if (settings.signal?.aborted === true) error = cancelledError;

  const rejectedIds = rejects.filter((r) => r.id !== null && !ids.has(r.id)).length;
  const consistent = !countChanged && duplicates === 0 && received === count && ids.size + rejectedIds + countNoId(rejects) === count;
  return { consistent, count, stored: ids.size, rejects, error };
}

function countNoId(rejects: readonly Reject[]): number {
  return rejects.filter((r) => r.id === null).length;
}

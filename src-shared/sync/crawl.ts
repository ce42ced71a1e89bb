/**
 * One pass over a collection. The first page (offset 0, a large limit) gives `count`; the rest
 * are fetched with bounded concurrency, each page overlapping the previous one by one record,
 * so a shift of the list between two requests shows as a mismatch at the shared position.
 * A last request re-reads the head: new records arrive there, and `count` must not have moved.
 */
import { countTooLarge, maxListCount, type Collection, type Reject } from '../api';
import type { BridgeError, Failure, Page } from '../bridge';
import { recordIds } from './page-memory';
import { fetchPageRetrying } from './retry';
import type { PageSource, RecordStore, SyncOptions, SyncPhase } from './types';
import { spanishCount } from '../spanish-count';

/** A record store whose pages applied are always asked about: null where it has none. */
export type PassStore = RecordStore & Required<Pick<RecordStore, 'knownPage' | 'confirmPage'>>;

export interface PassResult {
  count: number;
  /** Why the pass does not describe one consistent state of the list; null when it does. */
  drift: string | null;
  stored: number;
  /** The ids of the records the pass stored: the list as this pass saw it. */
  seen: ReadonlySet<number>;
  rejects: Reject[];
  warnings: Reject[];
  /** The first notice a page carried (see Page.notice). */
  notice: string | null;
  error: BridgeError | null;
}

export interface PassContext {
  collection: Collection;
  source: PageSource;
  /** The engine's store (see savingTo), which always answers for the pages it applied. */
  store: PassStore;
  generation: number;
  settings: SyncOptions;
  /** Over every pass: requests answered, retries among them, and requests sent (counted as they leave). */
  tally: { requests: number; retries: number; sent: number };
  report: (phase: SyncPhase, fetched: number, total: number | null) => void;
}

/**
 * Pages go to the store through one writer, so fetching never waits for a write: the pages that
 * arrive while one write runs are stored together by the next (one transaction, not one per
 * page). When `capacity` pages are waiting, the fetchers wait for room.
 */
export class PageWriter {
  private queue: Page[] = [];
  private writing: Promise<void> | null = null;
  private failure: { error: unknown } | null = null;
  private waiting: (() => void)[] = [];

  constructor(
    private readonly write: (pages: readonly Page[]) => Promise<void>,
    private readonly capacity: number,
  ) {}

  get failed(): boolean {
    return this.failure !== null;
  }

  /** Queues a page for the store; resolves when there is room for another. */
  async add(page: Page): Promise<void> {
    if (this.failure !== null) return;
    this.queue.push(page);
    this.writing ??= this.writeQueued();
    while (this.queue.length >= this.capacity && this.failure === null) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  /** Resolves once every queued page is stored; rejects with the error of a failed write. */
  async drain(): Promise<void> {
    while (this.writing !== null) await this.writing;
    if (this.failure !== null) throw this.failure.error;
  }

  private async writeQueued(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const pages = this.queue;
        this.queue = [];
        this.wake();
        await this.write(pages);
      }
    } catch (error) {
      this.failure = { error };
      // Stryker disable next-line ArrayDeclaration: equivalent: after a failure add() returns at once and nothing reads the queue again; emptying it only frees the pages.
      this.queue = [];
      this.wake();
    } finally {
      this.writing = null;
    }
  }

  private wake(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}

/** Offsets after the first page: step `limit - 1` so consecutive pages share one position. */
export function followingOffsets(count: number, limit: number): number[] {
  const step = limit > 1 ? limit - 1 : 1;
  const offsets: number[] = [];
  for (let offset = step; offset - step + limit < count; offset += step) offsets.push(offset);
  return offsets;
}

/** How many offsets followingOffsets would list, counted without listing them. */
export function pagesAfterFirst(count: number, limit: number): number {
  const step = limit > 1 ? limit - 1 : 1;
  return Math.max(0, Math.ceil((count - limit) / step));
}

/** Why a list is stopped before its pages are asked for: one pass would take more requests than the bound. */
export function tooManyRequests(count: number, needed: number, maxRequests: number): string {
  return (
    `La API anuncia ${spanishCount(count)} registros; harían falta ${spanishCount(needed)} pedidos, ` +
    `más que el máximo de ${spanishCount(maxRequests)} por colección.`
  );
}

/** Why a list is stopped midway: retries and passes again spent the requests the bound allows. */
export function requestsSpent(maxRequests: number): string {
  return `Se llegó al máximo de ${spanishCount(maxRequests)} pedidos por colección (con reintentos y pasadas repetidas) antes de terminar.`;
}

/** A page for the pass: `kept` lists its records when the store's copy stood for it (nothing to write); null when it came whole. */
interface Taken {
  ok: true;
  page: Page;
  kept: readonly number[] | null;
}

export async function crawlPass(context: PassContext): Promise<PassResult> {
  const { collection, source, store, generation, settings, tally, report } = context;
  const atPosition = new Map<number, number | null>();
  const rejects = new Map<number, Reject>();
  const warnings = new Map<number, Reject>();
  const stored = new Set<number>();
  let drift: string | null = null;
  let notice: string | null = null;
  const noteDrift = (why: string): void => {
    drift ??= why;
  };
  const onAttempt = (retry: boolean): void => {
    tally.requests++;
    if (retry) tally.retries++;
  };
  // Each request is counted as it leaves, so none leaves past the bound, however retries,
  // passes and fetchers side by side add up.
  const beforeSend = (): BridgeError | null => {
    if (tally.sent >= settings.maxRequests) return { kind: 'rejected', message: requestsSpent(settings.maxRequests) };
    tally.sent++;
    return null;
  };
  const fetchWhole = (offset: number, limit: number) =>
    fetchPageRetrying(source, { collection, offset, limit }, settings, onAttempt, beforeSend);
  /**
   * A page, sent with the hash of the one the store applied there: when main answers it unchanged,
   * the store's copy stands for it (`kept`: its records, already stored), or, when the store can
   * no longer confirm that copy, the page is asked for again whole.
   */
  const fetchAt = async (offset: number, limit: number): Promise<Taken | Failure> => {
    const known = store.knownPage(collection, offset, limit);
    const got =
      known === null
        ? await fetchWhole(offset, limit)
        : await fetchPageRetrying(source, { collection, offset, limit, known }, settings, onAttempt, beforeSend);
    if (!got.ok) return got;
    if ('page' in got) return { ok: true, page: got.page, kept: null };
    const applied = await store.confirmPage(collection, offset, limit, generation);
    if (applied === null) {
      const whole = await fetchWhole(offset, limit);
      if (!whole.ok) return whole;
      if ('page' in whole) return { ok: true, page: whole.page, kept: null };
      return { ok: false, error: { kind: 'invalid-response', message: 'página sin cambios que no se pidió así' } };
    }
    const { ids, rejects, warnings } = applied;
    const page: Page = {
      collection,
      offset,
      limit,
      ...got.unchanged,
      next: null,
      previous: null,
      received: ids.length,
      ids,
      records: [],
      rejects,
      warnings,
    };
    return { ok: true, page, kept: recordIds(applied) };
  };

  let count = 0;
  const writer = new PageWriter((pages) => store.putPages(collection, pages, generation), 2 * Math.max(1, settings.concurrency));
  const take = async ({ page, kept }: Taken): Promise<void> => {
    notice ??= page.notice ?? null;
    if (page.count !== count) noteDrift(`count cambió de ${count} a ${page.count}`);
    page.ids.forEach((id, index) => {
      const position = page.offset + index;
      const seen = atPosition.get(position);
      if (seen !== undefined && seen !== id) noteDrift(`la posición ${position} cambió entre dos páginas`);
      atPosition.set(position, id);
    });
    for (const record of page.records) stored.add(record.id);
    for (const id of kept ?? []) stored.add(id);
    for (const reject of page.rejects) rejects.set(reject.position, reject);
    for (const warning of page.warnings) warnings.set(warning.position, warning);
    report('fetching', atPosition.size, count);
    // A page kept as it was has nothing to write.
    if (kept === null) await writer.add(page);
  };
  // Whatever was fetched is stored before the pass ends, however it ends.
  const result = async (error: BridgeError | null): Promise<PassResult> => {
    await writer.drain();
    return {
      count,
      drift,
      stored: stored.size,
      seen: stored,
      rejects: [...rejects.values()].sort((a, b) => a.position - b.position),
      warnings: [...warnings.values()].sort((a, b) => a.position - b.position),
      notice,
      error,
    };
  };

  report('counting', 0, null);
  const first = await fetchAt(0, settings.pageSize);
  if (!first.ok) return result(first.error);
  // Every plan below (the offsets, the positions to check) is sized by count: refuse one past the cap.
  if (!Number.isSafeInteger(first.page.count) || first.page.count < 0 || first.page.count > maxListCount) {
    return result({ kind: 'rejected', message: countTooLarge(first.page.count) });
  }
  count = first.page.count;
  // A server that caps `limit` answers with fewer records than asked for: page by what it gives.
  // Stryker disable next-line EqualityOperator: `received <= pageSize` is equivalent: when they are equal, limit is the same number either way.
  const limit = first.page.received < settings.pageSize && first.page.received < count ? first.page.received : settings.pageSize;
  if (limit === 0 && count > 0) return result({ kind: 'invalid-response', message: 'página vacía con count > 0' });
  // The pages, then the head's re-read: a plan past the bound stops the list before any of them.
  const needed = pagesAfterFirst(count, limit) + 1;
  if (tally.sent + needed > settings.maxRequests) {
    const message =
      1 + needed > settings.maxRequests ? tooManyRequests(count, 1 + needed, settings.maxRequests) : requestsSpent(settings.maxRequests);
    return result({ kind: 'rejected', message });
  }
  await take(first);

  const offsets = followingOffsets(count, limit);
  let error: BridgeError | null = null;
  const worker = async (): Promise<void> => {
    for (let offset = offsets.shift(); offset !== undefined && error === null && !writer.failed; offset = offsets.shift()) {
      const fetched = await fetchAt(offset, limit);
      if (!fetched.ok) {
        error = fetched.error;
        return;
      }
      await take(fetched);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, worker));
  if (settings.signal?.aborted === true) return result({ kind: 'cancelled' });
  if (error !== null) return result(error);

  // The head is re-read after every page is stored, so its records are the last written.
  await writer.drain();
  report('verifying', atPosition.size, count);
  const head = await fetchAt(0, limit);
  if (!head.ok) return result(head.error);
  await take(head);

  for (let position = 0; position < count; position++) {
    if (!atPosition.has(position)) noteDrift(`faltó la posición ${position}`);
  }
  if (atPosition.size > count) noteDrift(`se recibieron ${atPosition.size} posiciones para count ${count}`);
  const ids = [...atPosition.values()].filter((id) => id !== null);
  if (new Set(ids).size !== ids.length) noteDrift('un mismo id apareció en dos posiciones');
  return await result(null);
}

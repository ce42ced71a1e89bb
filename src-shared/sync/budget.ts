/**
 * One budget of requests in flight for a whole run, whatever collection asks. Collections crawl
 * side by side, and the budget decides who goes next: the heads of lists (offset 0: the count
 * request and the closing re-read) before ordinary pages, so no collection's count waits behind
 * another's backlog; then the collections in the order of preference (the one on screen first).
 *
 * A run that meets a dead connection or a cache it cannot write stops every collection: the budget
 * is halted with that error, queued requests get it at once and none is sent after it.
 *
 * Cancelar ends every request at once, queued or sent: a request already sent is not waited for
 * (an API that does not answer would hold the run until the request's own deadline), and no
 * answer that comes after the cancel is stored. Such a request is still out, though: the next run
 * waits for it (see OutstandingRequests), so the API never has more than one budget's requests.
 */
import type { BridgeArgs, BridgeError, BridgeResults } from '../bridge';
import type { Halt, PageSource } from './types';

type Result = BridgeResults['fetchPage'];

interface Waiting {
  /** Smaller goes first: [0 for a head, 1 for a page], preference of the collection, arrival. */
  order: readonly [number, number, number];
  go: () => void;
  stop: (result: Result) => void;
}

export class RequestBudget implements Halt {
  private inFlight = 0;
  private readonly halting = new AbortController();
  /** Fires when the run is halted: a retry's backoff ends at once. */
  readonly signal = this.halting.signal;
  private arrivals = 0;
  private readonly waiting: Waiting[] = [];
  /** How to end each request sent and not yet answered, ahead of its answer. */
  private readonly sent = new Set<(result: Result) => void>();
  private halted: BridgeError | null = null;

  constructor(
    private readonly slots: number,
    /** The user's Cancelar: queued and sent requests end as cancelled. */
    private readonly cancelled: () => Result | null,
  ) {}

  /** The error that halted the run; null while it goes on. */
  get haltedBy(): BridgeError | null {
    return this.halted;
  }

  /** Stops the run: every queued request, and every later one, ends with `error` unsent. */
  halt(error: BridgeError): void {
    this.halted ??= error;
    this.flush({ ok: false, error: this.halted });
    this.halting.abort();
  }

  /** Ends every queued and sent request as cancelled (the run's signal fired). */
  cancel(): void {
    const result = this.cancelled();
    if (result === null) return;
    this.flush(result);
    for (const end of [...this.sent]) end(result);
  }

  /** The source as one collection sees it: each request waits for a slot of the shared budget. */
  sourceFor(source: PageSource, preference: number): PageSource {
    return {
      fetchPage: async (args: BridgeArgs<'fetchPage'>): Promise<Result> => {
        const refused = this.refusal();
        if (refused !== null) return refused;
        if (this.inFlight >= this.slots) {
          const queued = await new Promise<Result | null>((resolve) => {
            const order = [args.offset === 0 ? 0 : 1, preference, this.arrivals++] as const;
            this.waiting.push({ order, go: () => resolve(null), stop: resolve });
          });
          if (queued !== null) return queued;
          // Handed a slot: the run may have been halted or cancelled since this request queued.
          const late = this.refusal();
          if (late !== null) {
            this.release();
            return late;
          }
        } else {
          this.inFlight++;
        }
        try {
          return await this.answerOrCancel(source.fetchPage(args));
        } finally {
          this.release();
        }
      },
    };
  }

  /** The request's answer, or the cancel's result if Cancelar comes first (the answer is then dropped). */
  private answerOrCancel(request: Promise<Result>): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const end = (result: Result): void => {
        this.sent.delete(end);
        resolve(result);
      };
      this.sent.add(end);
      request.then(end, (cause: unknown) => {
        this.sent.delete(end);
        reject(cause);
      });
    });
  }

  private refusal(): Result | null {
    if (this.halted !== null) return { ok: false, error: this.halted };
    return this.cancelled();
  }

  /** Hands the freed slot to the first in order, or gives it back. */
  private release(): void {
    const next = this.takeFirst();
    if (next === undefined) this.inFlight--;
    else next.go();
  }

  private takeFirst(): Waiting | undefined {
    let best: Waiting | undefined;
    for (const waiting of this.waiting) if (best === undefined || before(waiting.order, best.order)) best = waiting;
    if (best !== undefined) this.waiting.splice(this.waiting.indexOf(best), 1);
    return best;
  }

  private flush(result: Result): void {
    for (const waiting of this.waiting.splice(0)) waiting.stop(result);
  }
}

function before(a: Waiting['order'], b: Waiting['order']): boolean {
  if (a[0] !== b[0]) return a[0] < b[0];
  if (a[1] !== b[1]) return a[1] < b[1];
  return a[2] < b[2];
}

/**
 * The requests sent through a source and not yet settled, whichever run sent them. A cancelled
 * run stops waiting for its requests (see RequestBudget), but they stay out until the API answers
 * or their deadline passes; the next run starts once they have settled, or is cancelled meanwhile.
 */
export class OutstandingRequests {
  private readonly out = new Set<Promise<unknown>>();

  /** `source`, each of its requests counted as out until it settles. */
  track(source: PageSource): PageSource {
    return {
      fetchPage: (args) => {
        const request = source.fetchPage(args);
        this.out.add(request);
        const settled = (): void => {
          this.out.delete(request);
        };
        request.then(settled, settled);
        return request;
      },
    };
  }

  /** Resolves once every request out now has settled, or at once when `signal` aborts. */
  settled(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted === true) return Promise.resolve();
    const all = Promise.allSettled([...this.out]);
    return new Promise<void>((resolve) => {
      const done = (): void => {
        signal?.removeEventListener('abort', done);
        resolve();
      };
      signal?.addEventListener('abort', done);
      all.then(done, done);
    });
  }
}

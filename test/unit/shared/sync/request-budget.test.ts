import { describe, expect, it, vi } from 'vitest';
import type { Collection } from '../../../../src-shared/api';
import type { BridgeResults } from '../../../../src-shared/bridge';
import { MemoryStore, OutstandingRequests, RequestBudget, syncCollections, syncOrder, type PageSource } from '../../../../src-shared/sync';
import { startSimulator } from '../../../simulator/server';
import { heldSource as heldPages, listenerCountingSignal, pageOf } from '../../support/sync-fakes';
import { createFetcher } from '../../../../src-main/api/fetcher';

type Result = BridgeResults['fetchPage'];
const networkDown: Result = { ok: false, error: { kind: 'network', message: 'ECONNREFUSED' } };

/** The shared held source, with an `answer` that releases the oldest request (a dead connection by default). */
function heldSource() {
  const held = heldPages();
  const answer = (result: Result = networkDown): void => held.held.shift()?.(result);
  return { ...held, answer };
}

const ask = (source: PageSource, collection: Collection, offset: number) => source.fetchPage({ collection, offset, limit: 10 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A one-slot budget over a held source that answers `stop` once `cancelRun` is called (the run's
 * signal fired), with a request of `collection` sent and one queued behind it.
 */
async function sentAndQueued(stop: Result, collection: Collection) {
  const held = heldSource();
  let cancelled = false;
  const budget = new RequestBudget(1, () => (cancelled ? stop : null));
  const one = budget.sourceFor(held.source, 0);
  const first = ask(one, collection, 0);
  const queued = ask(one, collection, 9);
  await settle();
  const cancelRun = (): void => {
    cancelled = true;
  };
  return { ...held, budget, one, first, queued, cancelRun };
}

describe('one budget of requests in flight', () => {
  it('never has more than its slots in flight, and hands a freed slot to heads first, then by preference', async () => {
    const { source, sent, held, answer } = heldSource();
    const budget = new RequestBudget(2, () => null);
    const tramites = budget.sourceFor(source, 1);
    const convocatorias = budget.sourceFor(source, 0);
    const answers = [
      ask(tramites, 'tramites', 9),
      ask(tramites, 'tramites', 18),
      ask(tramites, 'tramites', 27),
      ask(convocatorias, 'convocatorias', 9),
      ask(tramites, 'tramites', 0),
    ];
    await settle();
    expect(sent).toEqual(['tramites@9', 'tramites@18']);
    answer();
    await settle();
    // The head (offset 0) of the less preferred collection goes before any page.
    expect(sent.at(-1)).toBe('tramites@0');
    answer();
    await settle();
    // Then the preferred collection's page, before the other's page that arrived earlier.
    expect(sent.at(-1)).toBe('convocatorias@9');
    expect(held).toHaveLength(2);
    answer();
    answer();
    await settle();
    expect(sent.at(-1)).toBe('tramites@27');
    answer();
    await Promise.all(answers);
  });

  it('once halted, ends queued and later requests with the error, unsent', async () => {
    const { source, sent, answer } = heldSource();
    const budget = new RequestBudget(1, () => null);
    const one = budget.sourceFor(source, 0);
    const first = ask(one, 'museos', 0);
    const queued = ask(one, 'museos', 9);
    await settle();
    const error = { kind: 'timeout', ms: 15_000 } as const;
    budget.halt(error);
    expect(budget.signal.aborted).toBe(true);
    await expect(queued).resolves.toEqual({ ok: false, error });
    await expect(ask(one, 'museos', 18)).resolves.toEqual({ ok: false, error });
    answer();
    await first;
    expect(sent).toEqual(['museos@0']);
  });

  it('a request handed a slot just as the run halts is not sent', async () => {
    const { source, sent, answer } = heldSource();
    const budget = new RequestBudget(1, () => null);
    const one = budget.sourceFor(source, 0);
    const first = ask(one, 'programas', 0);
    const next = ask(one, 'programas', 9);
    await settle();
    // The first answer frees its slot for the queued request; a halt queued just behind that answer
    // (another collection's outcome) runs after the slot is handed over, before the request goes.
    const error = { kind: 'network', message: 'ECONNREFUSED' } as const;
    answer();
    void Promise.resolve().then(() => budget.halt(error));
    await first;
    await settle();
    expect(sent).toEqual(['programas@0']);
    await expect(next).resolves.toEqual({ ok: false, error });
    // The slot it gave back is free: a request after the halt is refused, not left waiting.
    await expect(ask(one, 'programas', 18)).resolves.toEqual({ ok: false, error });
  });

  it('ends queued and sent requests as cancelled at once, and drops the answer that comes after', async () => {
    const stop: Result = { ok: false, error: { kind: 'rejected', message: 'cancelada' } };
    const { sent, held, answer, budget, one, first, queued, cancelRun } = await sentAndQueued(stop, 'institutos');
    cancelRun();
    budget.cancel();
    // The request already sent is not waited for: the API may never answer it.
    await expect(first).resolves.toEqual(stop);
    await expect(queued).resolves.toEqual(stop);
    expect(held).toHaveLength(1);
    answer({ ok: true, page: pageOf([1], 0, 10) });
    await settle();
    expect(sent).toEqual(['institutos@0']);
    await expect(ask(one, 'institutos', 18)).resolves.toEqual(stop);
  });

  it('a request handed a slot after the signal fired, before the cancel reached the queue, is not sent', async () => {
    const stop: Result = { ok: false, error: { kind: 'cancelled' } };
    const { sent, answer, first, queued, cancelRun } = await sentAndQueued(stop, 'programas');
    // The run's signal has fired; its listener (cancel) has not run yet.
    cancelRun();
    answer();
    await first;
    await expect(queued).resolves.toEqual(stop);
    expect(sent).toEqual(['programas@0']);
  });

  it('a cancel with nothing to cancel yet ends no request, and a sent request that fails passes its failure on', async () => {
    const { source, answer } = heldSource();
    const budget = new RequestBudget(2, () => null);
    const one = budget.sourceFor(source, 0);
    const first = ask(one, 'museos', 0);
    await settle();
    budget.cancel();
    answer();
    await expect(first).resolves.toEqual(networkDown);

    const broken = new Error('el puente se cerró');
    const throwing: PageSource = { fetchPage: () => Promise.reject(broken) };
    await expect(ask(budget.sourceFor(throwing, 0), 'museos', 9)).rejects.toBe(broken);
  });

  it('a sent request that fails after the cancel is dropped unseen', async () => {
    let fail: (cause: Error) => void = () => undefined;
    const failing: PageSource = { fetchPage: () => new Promise<Result>((_resolve, reject) => (fail = reject)) };
    const stop: Result = { ok: false, error: { kind: 'cancelled' } };
    let cancelled = false;
    const budget = new RequestBudget(1, () => (cancelled ? stop : null));
    const request = ask(budget.sourceFor(failing, 0), 'tramites', 0);
    await settle();
    cancelled = true;
    budget.cancel();
    await expect(request).resolves.toEqual(stop);
    // Vitest fails the run on a rejection nobody handles.
    fail(new Error('ECONNRESET'));
    await settle();
  });
});

describe('collections side by side', () => {
  it('sends the preferred collection first, keeps the whole run within the budget, and mirrors every list', async () => {
    const sim = await startSimulator({ seed: 11, sizes: { convocatorias: 60, organismos: 40, tramites: 30 } });
    const fetcher = createFetcher({ baseUrl: sim.url });
    let inFlight = 0;
    let most = 0;
    const order: string[] = [];
    const counting: PageSource = {
      async fetchPage(args) {
        order.push(args.collection);
        most = Math.max(most, ++inFlight);
        try {
          return await fetcher.fetchPage(args);
        } finally {
          inFlight--;
        }
      },
    };
    const store = new MemoryStore();
    const outcomes = await syncCollections(syncOrder, counting, store, { pageSize: 10, concurrency: 3, first: ['tramites'] });
    expect(order[0]).toBe('tramites');
    expect(most).toBe(3);
    expect(outcomes.map((o) => [o.collection, o.complete])).toEqual(syncOrder.map((c) => [c, true]));
    // Side by side, not one after the other: some other list was asked for before tramites ended.
    const lastTramites = order.lastIndexOf('tramites');
    expect(order.slice(0, lastTramites).some((collection) => collection !== 'tramites')).toBe(true);
    await sim.close();
  });

  it('Cancelar ends the run at once while the API holds its answers, and stores none of them', async () => {
    const { source, held } = heldPages();
    const controller = new AbortController();
    const store = new MemoryStore();
    const run = syncCollections(syncOrder, source, store, { signal: controller.signal, concurrency: 3 });
    await settle();
    expect(held).toHaveLength(3);
    controller.abort();
    const outcomes = await run;
    expect(outcomes.map((o) => [o.collection, o.complete, o.error?.kind])).toEqual(syncOrder.map((c) => [c, false, 'cancelled']));
    for (const reply of held) reply({ ok: true, page: pageOf([1, 2], 0, 100) });
    await settle();
    expect(syncOrder.map((collection) => store.list(collection).length)).toEqual(syncOrder.map(() => 0));
  });
});

describe('requests still out, whichever run sent them', () => {
  it('settled waits for every request out when asked, answered or failed, and for none sent later', async () => {
    const { source, held, answer } = heldSource();
    let fail: (cause: Error) => void = () => undefined;
    const failing: PageSource = { fetchPage: () => new Promise<Result>((_resolve, reject) => (fail = reject)) };
    const outstanding = new OutstandingRequests();
    await outstanding.settled();
    const answered = ask(outstanding.track(source), 'museos', 0);
    const failed = ask(outstanding.track(failing), 'museos', 9).catch((cause: unknown) => cause);
    let done = false;
    const settled = outstanding.settled().then(() => (done = true));
    ask(outstanding.track(source), 'museos', 18).catch(() => undefined);
    answer();
    await answered;
    await settle();
    expect(done).toBe(false);
    const cause = new Error('ECONNRESET');
    fail(cause);
    await expect(failed).resolves.toBe(cause);
    await settled;
    // The request sent after the ask is still out, and held a later ask.
    expect(held).toHaveLength(1);
    done = false;
    const again = outstanding.settled().then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    answer();
    await again;
  });

  it('settled ends at once when its signal aborts, before or while it waits', async () => {
    const { source } = heldSource();
    const outstanding = new OutstandingRequests();
    ask(outstanding.track(source), 'tramites', 0).catch(() => undefined);
    const aborted = new AbortController();
    aborted.abort();
    await outstanding.settled(aborted.signal);
    const later = new AbortController();
    let done = false;
    const waiting = outstanding.settled(later.signal).then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    later.abort();
    await waiting;
  });

  it('leaves no listener on the signal once settled, whichever way it ended', async () => {
    const { signal, listeners } = listenerCountingSignal();
    const { source, answer } = heldSource();
    const outstanding = new OutstandingRequests();
    const request = ask(outstanding.track(source), 'museos', 0);
    const waiting = outstanding.settled(signal);
    expect(listeners.size).toBe(1);
    answer();
    await request;
    await waiting;
    expect(listeners.size).toBe(0);
  });

  it('a run after a cancelled one sends nothing until the cancelled run’s requests have settled', async () => {
    const { source, sent, held } = heldPages();
    const outstanding = new OutstandingRequests();
    const cancel = new AbortController();
    const store = new MemoryStore();
    const first = syncCollections(syncOrder, outstanding.track(source), store, { signal: cancel.signal, concurrency: 2 });
    await settle();
    expect(sent).toHaveLength(2);
    cancel.abort();
    await first;
    // What the worker does before each run (see src-renderer/data/sync/service/run.ts).
    const second = outstanding.settled().then(() => syncCollections(['museos'], outstanding.track(source), store, { concurrency: 2 }));
    await settle();
    held.shift()?.(networkDown);
    await settle();
    expect(sent).toHaveLength(2);
    held.shift()?.(networkDown);
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.at(-1)).toBe('museos@0');
    const notFound: Result = { ok: false, error: { kind: 'http', status: 404, retryAfterMs: null } };
    held.shift()?.(notFound);
    const [museos] = await second;
    expect(museos?.error).toEqual(notFound.error);
  });
});

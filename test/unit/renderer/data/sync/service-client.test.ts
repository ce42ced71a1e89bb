/**
 * The page's side of the data service, against a stand-in worker that speaks the RPC layer over a
 * real MessageChannel: the page serves the pages the worker asks for through its bridge (Electron:
 * only the page holds the preload), passes on what the worker reports, drops reports of the wrong
 * shape, cancels the worker's run, and, when no worker can load, runs the sync in the page instead.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeArgs, BridgeResults, Page } from '../../../../../src-shared/bridge';
import { connect, type Endpoint, type Handlers } from '../../../../../src-shared/rpc';
import type { SyncOutcome } from '../../../../../src-shared/sync';
import { serviceContract } from '../../../../../src-renderer/data/sync/service/contract';
import { StandInPort } from '../../../support/stand-in-worker';
import { completeOutcome } from '../../../support/sync-fakes';

type WorkerSide = typeof serviceContract.worker;
type PageSide = typeof serviceContract.page;

/** Plays the data service's worker; `load` runs its script's end of the RPC layer, serving `serve`. */
class StandInWorker extends StandInPort {
  static last: StandInWorker | null = null;
  static all: StandInWorker[] = [];
  constructor() {
    super();
    StandInWorker.last = this;
    StandInWorker.all.push(this);
  }
  load(serve: Handlers<WorkerSide>['calls']['sync']): Endpoint<PageSide> {
    const page = connect(this.channel.port2, serviceContract.worker, serviceContract.page, { calls: { sync: serve }, events: {} });
    this.channel.port2.start();
    return page;
  }
  /** Whether the page ever asked it for anything. */
  asked(): boolean {
    return this.posted.some((message) => typeof message === 'object' && message !== null && 'method' in message);
  }
}

const request = {
  pageSize: 100,
  concurrency: 4,
  maxRequests: 5000,
  first: ['convocatorias' as const],
  transport: { via: 'page' as const },
};
const outcome: SyncOutcome = { ...completeOutcome('museos'), count: 3, stored: 3, requests: 2 };
const page: Page = {
  collection: 'museos',
  offset: 0,
  limit: 100,
  count: 3,
  next: null,
  previous: null,
  received: 3,
  ids: [1, 2, 3],
  records: [],
  rejects: [],
  warnings: [],
};

async function client() {
  vi.resetModules();
  vi.stubGlobal('Worker', StandInWorker);
  return import('../../../../../src-renderer/data/sync/service/client');
}

const hooks = () => ({ progress: vi.fn(), outcome: vi.fn(), asked: vi.fn(), api: vi.fn() });
const failing = {
  fetchPage: () => Promise.resolve<BridgeResults['fetchPage']>({ ok: false, error: { kind: 'network', message: 'x' } }),
};

/** The stand-in started last, which must exist. */
function started(): StandInWorker {
  const worker = StandInWorker.last;
  if (worker === null) throw new Error('no worker started');
  return worker;
}

/** A promise and the function that resolves it. */
function later<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const worker of StandInWorker.all.splice(0)) worker.terminate();
  StandInWorker.last = null;
});

describe('the data service seen from the page', () => {
  it('serves the pages the worker asks for, passes on its reports and ends with its outcomes', async () => {
    const { runSyncService } = await client();
    const asked: BridgeArgs<'fetchPage'>[] = [];
    const bridge = {
      fetchPage: (args: BridgeArgs<'fetchPage'>): Promise<BridgeResults['fetchPage']> => (
        asked.push(args),
        Promise.resolve({ ok: true, page: { ...page, records: [] } })
      ),
    };
    const told = hooks();
    const fetched: unknown[] = [];
    const requests: unknown[] = [];
    const done = runSyncService(request, new AbortController().signal, told, { bridge, trackedBridge: bridge });
    const port = started().load(async (asks) => {
      requests.push(asks);
      port.emit('asked', {});
      fetched.push(await port.call('fetchPage', { collection: 'museos', offset: 0, limit: 100 }));
      port.emit('api', { at: 42, result: { ok: true } });
      port.emit('progress', { collection: 'museos', phase: 'fetching', fetched: 3, total: 3, retries: 0 });
      port.emit('outcome', outcome);
      // Wrong shapes are dropped: progress in no phase.
      // @ts-expect-error: a report the contract does not allow.
      port.emit('progress', { collection: 'museos', phase: 'bailando' });
      return [outcome];
    });
    await expect(done).resolves.toEqual([outcome]);
    expect(requests).toEqual([request]);
    expect(asked).toEqual([{ collection: 'museos', offset: 0, limit: 100 }]);
    expect(fetched).toEqual([{ ok: true, value: { ok: true, page } }]);
    expect(told.asked).toHaveBeenCalledTimes(1);
    expect(told.api).toHaveBeenCalledWith({ ok: true }, 42);
    expect(told.progress).toHaveBeenCalledTimes(1);
    expect(told.outcome).toHaveBeenCalledWith(outcome);
  });

  it('does not serve a fetch of a collection the API has not', async () => {
    const { runSyncService } = await client();
    let calls = 0;
    const bridge = { fetchPage: () => (calls++, failing.fetchPage()) };
    const done = runSyncService(request, new AbortController().signal, hooks(), { bridge, trackedBridge: bridge });
    let answer: unknown;
    const port = started().load(async () => {
      // @ts-expect-error: a collection the contract does not allow.
      answer = await port.call('fetchPage', { collection: 'usuarios', offset: 0, limit: 100 });
      return [];
    });
    await done;
    expect(answer).toMatchObject({ ok: false, error: { kind: 'unreadable' } });
    expect(calls).toBe(0);
  });

  it('a bridge that throws reaches the worker as a failure it can read, not as silence', async () => {
    const { runSyncService } = await client();
    const bridge = { fetchPage: () => Promise.reject(new Error('IPC cerrado')) };
    const done = runSyncService(request, new AbortController().signal, hooks(), { bridge, trackedBridge: bridge });
    let answer: unknown;
    const port = started().load(async () => {
      answer = await port.call('fetchPage', { collection: 'museos', offset: 0, limit: 100 });
      return [];
    });
    await done;
    expect(answer).toEqual({ ok: false, error: { kind: 'failed', message: 'IPC cerrado' } });
  });

  it('cancels the worker’s run when the run is cancelled, and ends with what the worker made of it', async () => {
    const { runSyncService } = await client();
    const controller = new AbortController();
    const running = later<true>();
    const done = runSyncService(request, controller.signal, hooks(), { bridge: failing, trackedBridge: failing });
    started().load(
      (_request, { signal }) =>
        new Promise((resolve) => {
          running.resolve(true);
          signal.addEventListener('abort', () => resolve([{ ...outcome, complete: false, problem: 'cancelada' }]));
        }),
    );
    await running.promise;
    controller.abort();
    await expect(done).resolves.toEqual([{ ...outcome, complete: false, problem: 'cancelada' }]);
  });

  it('passes on the answer to a request a cancelled run left out, after the run has ended', async () => {
    const { runSyncService } = await client();
    const controller = new AbortController();
    const told = hooks();
    const done = runSyncService(request, controller.signal, told, { bridge: failing, trackedBridge: failing });
    const port = started().load(
      (_request, { signal }) =>
        new Promise((resolve) => {
          port.emit('asked', {});
          signal.addEventListener('abort', () => resolve([]));
        }),
    );
    await vi.waitFor(() => expect(told.asked).toHaveBeenCalledTimes(1));
    controller.abort();
    await expect(done).resolves.toEqual([]);
    // The request the worker sent is answered now, when no run is under way.
    port.emit('api', { at: 7, result: { ok: false, error: { kind: 'timeout', ms: 20_000 } } });
    await vi.waitFor(() => expect(told.api).toHaveBeenCalledWith({ ok: false, error: { kind: 'timeout', ms: 20_000 } }, 7));
  });

  it('a run cancelled before it began does not start at all', async () => {
    const { runSyncService } = await client();
    const controller = new AbortController();
    controller.abort();
    await expect(runSyncService(request, controller.signal, hooks(), { bridge: failing, trackedBridge: failing })).resolves.toEqual([]);
    expect(StandInWorker.last).toBeNull();
  });

  it('an end it cannot read still ends the run, as failed', async () => {
    const { runSyncService } = await client();
    const done = runSyncService(request, new AbortController().signal, hooks(), { bridge: failing, trackedBridge: failing });
    // @ts-expect-error: outcomes the contract does not allow.
    started().load(() => [{ collection: 'museos', complete: 'quizás' }]);
    const [failed] = await done;
    expect(failed).toMatchObject({ complete: false, error: { kind: 'internal', message: expect.stringMatching(/ilegible/) } });
  });

  it('a worker that dies mid-run ends the run as failed, with why; the next run starts a new worker', async () => {
    const { runSyncService } = await client();
    const told = hooks();
    const done = runSyncService(request, new AbortController().signal, told, { bridge: failing, trackedBridge: failing });
    const first = started();
    const port = first.load(() => {
      port.emit('api', { at: 1, result: { ok: true } });
      return new Promise<never>(() => undefined);
    });
    await vi.waitFor(() => expect(told.api).toHaveBeenCalled());
    first.fail('out of memory');
    const [failed] = await done;
    expect(failed).toMatchObject({ complete: false, error: { kind: 'internal', message: expect.stringMatching(/out of memory/) } });
    expect(first.terminated).toBe(true);
    const next = runSyncService(request, new AbortController().signal, hooks(), { bridge: failing, trackedBridge: failing });
    expect(StandInWorker.last).not.toBe(first);
    started().load(() => []);
    await expect(next).resolves.toEqual([]);
  });

  it('a worker that cannot load at all: the page runs the sync itself, and keeps doing so', async () => {
    const { runSyncService } = await client();
    let calls = 0;
    const unreachable = {
      fetchPage: () => (
        calls++,
        Promise.resolve<BridgeResults['fetchPage']>({ ok: false, error: { kind: 'http', status: 403, retryAfterMs: null } })
      ),
    };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const done = runSyncService(request, new AbortController().signal, hooks(), { bridge: unreachable, trackedBridge: unreachable });
    started().fail('Failed to load module script');
    const outcomes = await done;
    // Seven collections, each refused once by the (page's) bridge: the run happened here.
    expect(outcomes.map((o) => o.error?.kind)).toEqual(Array(7).fill('http'));
    expect(calls).toBe(7);
    StandInWorker.last = null;
    await runSyncService(request, new AbortController().signal, hooks(), { bridge: unreachable, trackedBridge: unreachable });
    expect(StandInWorker.last).toBeNull();
    expect(calls).toBe(14);
  });

  it('in the page, a run after a cancelled one sends nothing until the cancelled run’s requests have settled', async () => {
    const { runSyncService } = await client();
    const sent: string[] = [];
    const held: ((result: BridgeResults['fetchPage']) => void)[] = [];
    let holding = true;
    const refused: BridgeResults['fetchPage'] = { ok: false, error: { kind: 'http', status: 403, retryAfterMs: null } };
    const api = {
      fetchPage: (args: BridgeArgs<'fetchPage'>) => {
        sent.push(`${args.collection}@${args.offset}`);
        return holding ? new Promise<BridgeResults['fetchPage']>((resolve) => held.push(resolve)) : Promise.resolve(refused);
      },
    };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cancel = new AbortController();
    const first = runSyncService(request, cancel.signal, hooks(), { bridge: api, trackedBridge: api });
    started().fail('Failed to load module script');
    await vi.waitFor(() => expect(sent).toHaveLength(request.concurrency));
    cancel.abort();
    // The cancelled run ends without its answers.
    expect((await first).map((o) => o.error?.kind)).toEqual(Array(7).fill('cancelled'));
    const second = runSyncService(request, new AbortController().signal, hooks(), { bridge: api, trackedBridge: api });
    for (const reply of held.splice(0, request.concurrency - 1)) reply(refused);
    // Time for the run to start (it imports its module) and send, were it not waiting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toHaveLength(request.concurrency);
    holding = false;
    held.shift()?.(refused);
    const outcomes = await second;
    expect(outcomes.map((o) => o.error?.kind)).toEqual(Array(7).fill('http'));
    expect(sent).toHaveLength(request.concurrency + 7);
  });

  it('a worker started ahead that fails to load before any run asks: the run happens in the page, not on the dead worker', async () => {
    const { prepareSyncService, runSyncService } = await client();
    let calls = 0;
    const unreachable = {
      fetchPage: () => (
        calls++,
        Promise.resolve<BridgeResults['fetchPage']>({ ok: false, error: { kind: 'http', status: 403, retryAfterMs: null } })
      ),
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    prepareSyncService();
    const early = started();
    early.fail('Failed to load module script');
    expect(early.terminated).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no pudo iniciarse \(Failed to load module script\)/));
    StandInWorker.last = null;
    const outcomes = await runSyncService(request, new AbortController().signal, hooks(), {
      bridge: unreachable,
      trackedBridge: unreachable,
    });
    expect(outcomes.map((o) => o.error?.kind)).toEqual(Array(7).fill('http'));
    expect(calls).toBe(7);
    expect(early.asked()).toBe(false);
    expect(StandInWorker.last).toBeNull();
  });

  it('a worker that ran a sync and then dies idle is replaced by the next run', async () => {
    const { runSyncService } = await client();
    const first = runSyncService(request, new AbortController().signal, hooks(), { bridge: failing, trackedBridge: failing });
    const worker = started();
    worker.load(() => [outcome]);
    await expect(first).resolves.toEqual([outcome]);
    worker.fail('out of memory');
    expect(worker.terminated).toBe(true);
    const next = runSyncService(request, new AbortController().signal, hooks(), { bridge: failing, trackedBridge: failing });
    const replacement = started();
    expect(replacement).not.toBe(worker);
    const requests: unknown[] = [];
    replacement.load((asks) => (requests.push(asks), []));
    await expect(next).resolves.toEqual([]);
    expect(requests).toEqual([request]);
  });
});

/**
 * The page's side of the data service, against a stand-in worker: it relays the pages the worker
 * asks for through the page's bridge (Electron: only the page holds the preload), passes on what
 * the worker reports, drops messages of the wrong shape, asks the worker to cancel, and, when no
 * worker can load, runs the sync in the page instead.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeArgs, BridgeResults, Page } from '../../src-shared/bridge';
import type { SyncOutcome } from '../../src-shared/sync';

type Listener = (event: { data?: unknown; message?: string }) => void;

/** Plays the worker's part: records what the page sent, and sends what the test says. */
class StandInWorker {
  static last: StandInWorker | null = null;
  readonly sent: unknown[] = [];
  terminated = false;
  private readonly listeners = new Map<string, Set<Listener>>();
  constructor() {
    StandInWorker.last = this;
  }
  postMessage(message: unknown): void {
    this.sent.push(message);
  }
  addEventListener(type: string, listener: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }
  terminate(): void {
    this.terminated = true;
  }
  say(data: unknown): void {
    for (const listener of this.listeners.get('message') ?? []) listener({ data });
  }
  fail(message: string): void {
    for (const listener of this.listeners.get('error') ?? []) listener({ message });
  }
}

const request = { pageSize: 100, concurrency: 4, first: ['convocatorias' as const], transport: 'page' as const };
const outcome: SyncOutcome = {
  collection: 'museos',
  complete: true,
  count: 3,
  stored: 3,
  requests: 2,
  retries: 0,
  rejects: [],
  warnings: [],
  passes: 1,
  problem: null,
  error: null,
};
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
  return import('../../src-renderer/data/service/client');
}

const hooks = () => ({ progress: vi.fn(), outcome: vi.fn(), api: vi.fn() });

afterEach(() => {
  vi.unstubAllGlobals();
  StandInWorker.last = null;
});

describe('the data service seen from the page', () => {
  it('relays the pages the worker asks for, passes on its reports and ends with its outcomes', async () => {
    const { runSyncService } = await client();
    const asked: BridgeArgs<'fetchPage'>[] = [];
    const bridge = {
      fetchPage: (args: BridgeArgs<'fetchPage'>): Promise<BridgeResults['fetchPage']> => (
        asked.push(args),
        Promise.resolve({ ok: true, page: { ...page, records: [] } })
      ),
    };
    const told = hooks();
    const done = runSyncService(request, new AbortController().signal, told, { bridge, trackedBridge: bridge });
    const worker = StandInWorker.last as StandInWorker;
    expect(worker.sent).toEqual([{ type: 'sync', request }]);

    worker.say({ type: 'fetch', id: 7, args: { collection: 'museos', offset: 0, limit: 100 } });
    await vi.waitFor(() => expect(worker.sent).toHaveLength(2));
    expect(asked).toEqual([{ collection: 'museos', offset: 0, limit: 100 }]);
    expect(worker.sent[1]).toEqual({ type: 'fetched', id: 7, result: { ok: true, page } });

    worker.say({ type: 'api', at: 42, result: { ok: true } });
    worker.say({ type: 'progress', progress: { collection: 'museos', phase: 'fetching', fetched: 3, total: 3, retries: 0 } });
    worker.say({ type: 'outcome', outcome });
    // Wrong shapes are dropped: a fetch of a collection the API has not, progress in no phase.
    worker.say({ type: 'fetch', id: 8, args: { collection: 'usuarios', offset: 0, limit: 100 } });
    worker.say({ type: 'progress', progress: { collection: 'museos', phase: 'bailando' } });
    worker.say({ type: 'done', outcomes: [outcome] });
    await expect(done).resolves.toEqual([outcome]);
    expect(told.api).toHaveBeenCalledWith({ ok: true }, 42);
    expect(told.progress).toHaveBeenCalledTimes(1);
    expect(told.outcome).toHaveBeenCalledWith(outcome);
    expect(asked).toHaveLength(1);
  });

  it('a bridge that throws reaches the worker as a failed page, not as silence', async () => {
    const { runSyncService } = await client();
    const bridge = { fetchPage: () => Promise.reject(new Error('IPC cerrado')) };
    const done = runSyncService(request, new AbortController().signal, hooks(), { bridge, trackedBridge: bridge });
    const worker = StandInWorker.last as StandInWorker;
    worker.say({ type: 'fetch', id: 1, args: { collection: 'museos', offset: 0, limit: 100 } });
    await vi.waitFor(() => expect(worker.sent).toHaveLength(2));
    expect(worker.sent[1]).toMatchObject({
      type: 'fetched',
      id: 1,
      result: { ok: false, error: { kind: 'internal', message: expect.stringMatching(/IPC cerrado/) } },
    });
    worker.say({ type: 'done', outcomes: [] });
    await done;
  });

  it('asks the worker to cancel when the run is cancelled', async () => {
    const { runSyncService } = await client();
    const bridge = {
      fetchPage: () => Promise.resolve<BridgeResults['fetchPage']>({ ok: false, error: { kind: 'network', message: 'x' } }),
    };
    const controller = new AbortController();
    const done = runSyncService(request, controller.signal, hooks(), { bridge, trackedBridge: bridge });
    const worker = StandInWorker.last as StandInWorker;
    controller.abort();
    expect(worker.sent.at(-1)).toEqual({ type: 'cancel' });
    worker.say({ type: 'done', outcomes: [] });
    await done;
  });

  it('a run cancelled before it began does not start at all', async () => {
    const { runSyncService } = await client();
    const bridge = {
      fetchPage: () => Promise.resolve<BridgeResults['fetchPage']>({ ok: false, error: { kind: 'network', message: 'x' } }),
    };
    const controller = new AbortController();
    controller.abort();
    await expect(runSyncService(request, controller.signal, hooks(), { bridge, trackedBridge: bridge })).resolves.toEqual([]);
    expect(StandInWorker.last).toBeNull();
  });

  it('an end it cannot read still ends the run, as failed', async () => {
    const { runSyncService } = await client();
    const bridge = {
      fetchPage: () => Promise.resolve<BridgeResults['fetchPage']>({ ok: false, error: { kind: 'network', message: 'x' } }),
    };
    const done = runSyncService(request, new AbortController().signal, hooks(), { bridge, trackedBridge: bridge });
    (StandInWorker.last as StandInWorker).say({ type: 'done', outcomes: [{ collection: 'museos', complete: 'quizás' }] });
    const [failed] = await done;
    expect(failed).toMatchObject({ complete: false, error: { kind: 'internal', message: expect.stringMatching(/ilegible/) } });
  });

  it('a worker that dies mid-run ends the run as failed, with why; the next run starts a new worker', async () => {
    const { runSyncService } = await client();
    const bridge = {
      fetchPage: () => Promise.resolve<BridgeResults['fetchPage']>({ ok: false, error: { kind: 'network', message: 'x' } }),
    };
    const done = runSyncService(request, new AbortController().signal, hooks(), { bridge, trackedBridge: bridge });
    const first = StandInWorker.last as StandInWorker;
    first.say({ type: 'api', at: 1, result: { ok: true } });
    first.fail('out of memory');
    const [failed] = await done;
    expect(failed).toMatchObject({ complete: false, error: { kind: 'internal', message: expect.stringMatching(/out of memory/) } });
    expect(first.terminated).toBe(true);
    void runSyncService(request, new AbortController().signal, hooks(), { bridge, trackedBridge: bridge });
    expect(StandInWorker.last).not.toBe(first);
    StandInWorker.last?.say({ type: 'done', outcomes: [] });
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
    const worker = StandInWorker.last as StandInWorker;
    worker.fail('Failed to load module script');
    const outcomes = await done;
    // Seven collections, each refused once by the (page's) bridge: the run happened here.
    expect(outcomes.map((o) => o.error?.kind)).toEqual(Array(7).fill('http'));
    expect(calls).toBe(7);
    StandInWorker.last = null;
    await runSyncService(request, new AbortController().signal, hooks(), { bridge: unreachable, trackedBridge: unreachable });
    expect(StandInWorker.last).toBeNull();
    expect(calls).toBe(14);
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
    const early = StandInWorker.last as StandInWorker;
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
    expect(early.sent).toEqual([]);
    expect(StandInWorker.last).toBeNull();
  });

  it('a worker that ran a sync and then dies idle is replaced by the next run', async () => {
    const { runSyncService } = await client();
    const bridge = {
      fetchPage: () => Promise.resolve<BridgeResults['fetchPage']>({ ok: false, error: { kind: 'network', message: 'x' } }),
    };
    const first = runSyncService(request, new AbortController().signal, hooks(), { bridge, trackedBridge: bridge });
    const worker = StandInWorker.last as StandInWorker;
    worker.say({ type: 'done', outcomes: [outcome] });
    await expect(first).resolves.toEqual([outcome]);
    worker.fail('out of memory');
    expect(worker.terminated).toBe(true);
    const next = runSyncService(request, new AbortController().signal, hooks(), { bridge, trackedBridge: bridge });
    const replacement = StandInWorker.last as StandInWorker;
    expect(replacement).not.toBe(worker);
    expect(replacement.sent).toEqual([{ type: 'sync', request }]);
    replacement.say({ type: 'done', outcomes: [] });
    await expect(next).resolves.toEqual([]);
  });
});

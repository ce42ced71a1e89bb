/**
 * The page's side of the data service: starts its worker once, hands it a sync, relays the pages
 * it asks for (Electron: only the page holds the preload's bridge) and passes on what it reports.
 * Where no worker can start (a test in Node, a browser that refuses it), the same run happens here.
 */
import type { BridgeResults, DirectorioApi } from '../../../src-shared/bridge';
import type { BridgeError } from '../../../src-shared/errors';
import { thrownOutcome, type PageSource, type SyncOutcome } from '../../../src-shared/sync';
import { db } from '../db';
import { fromWorkerSchema, type FromWorker, type SyncRequest, type ToWorker } from './contract';
import type { RunHooks } from './run';

export interface ServiceHooks extends RunHooks {
  /** The result of each API request the worker made, for the connection state. */
  api(result: { ok: true } | { ok: false; error: BridgeError }, at: number): void;
}

export interface ServiceOptions {
  /** The bridge the page holds: the worker's pages come through it when it cannot reach main itself. */
  bridge: Pick<DirectorioApi, 'fetchPage'>;
  /** The same bridge, counted by the connection state: used when the run happens in the page. */
  trackedBridge: PageSource;
}

/** The worker; null once one could not load (the page does the work from then on); undefined before the first. */
let worker: Worker | null | undefined;
/** A run is waiting on the worker: what happens to the worker is then that run's to handle. */
let running = false;

const cannotStart = (why: string): void => console.warn(`Directorio: el proceso de datos no pudo iniciarse (${why}); se sincroniza en la página.`);
/** What went wrong with a worker, in words (one that fails to load fires a plain Event, without a message). */
const whyOf = (event: ErrorEvent): string => (typeof event.message === 'string' && event.message !== '' ? event.message : 'no se pudo cargar');

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  let started: Worker;
  try {
    started = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'directorio-datos' });
  } catch {
    return null;
  }
  let answered = false;
  started.addEventListener('message', () => (answered = true), { once: true });
  // Between runs no run listens: a worker that fails then (its script did not load while the
  // start-up check read the cache, or it died idle) is dropped here, so that the next run does
  // not post to it and wait for good. One that never loaded leaves the work to the page.
  started.addEventListener('error', (event: ErrorEvent) => {
    if (worker !== started || running) return;
    started.terminate();
    worker = answered ? undefined : null;
    if (!answered) cannotStart(whyOf(event));
  });
  return started;
}

/**
 * Starts the worker ahead of a sync that is likely (a first launch: see start/data.ts), so that loading its
 * script overlaps reading the settings and the sync state instead of following them.
 */
export function prepareSyncService(): void {
  if (worker === undefined) worker = startWorker();
}

/**
 * The run in the page, for when no worker can do it. The sync engine it needs is loaded only then:
 * the page's first screen does not carry it (the worker has its own copy). Never rejects, like the run.
 */
async function runInPage(request: SyncRequest, signal: AbortSignal, hooks: RunHooks, source: PageSource): Promise<SyncOutcome[]> {
  try {
    const { runSync } = await import('./run');
    return await runSync(db, source, request, signal, hooks);
  } catch (cause) {
    return [thrownOutcome(request.first[0] ?? 'organismos', cause)];
  }
}

const isDone = (data: unknown): boolean => typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'done';

/** Runs a sync in the worker (or here without one); resolves with every outcome, never rejects. */
export async function runSyncService(request: SyncRequest, signal: AbortSignal, hooks: ServiceHooks, options: ServiceOptions): Promise<SyncOutcome[]> {
  // Cancelled before it began (Cancelar while the settings were read): nothing to run.
  if (signal.aborted) return [];
  if (worker === undefined) worker = startWorker();
  const current = worker;
  if (current === null) return runInPage(request, signal, hooks, options.trackedBridge);
  running = true;
  return new Promise<SyncOutcome[]>((resolve) => {
    const send = (message: ToWorker): void => current.postMessage(message);
    const finish = (outcomes: SyncOutcome[]): void => {
      running = false;
      current.removeEventListener('message', onMessage);
      current.removeEventListener('error', onError);
      signal.removeEventListener('abort', onAbort);
      resolve(outcomes);
    };
    let heard = false;
    const onMessage = (event: MessageEvent<unknown>): void => {
      heard = true;
      const parsed = fromWorkerSchema.safeParse(event.data);
      if (parsed.success) handle(parsed.data as FromWorker);
      // An end the page cannot read still ends the run, as failed: nothing waits for good.
      else if (isDone(event.data)) finish([thrownOutcome(request.first[0] ?? 'organismos', new Error('el proceso de datos terminó con un mensaje ilegible'))]);
    };
    const handle = (message: FromWorker): void => {
      switch (message.type) {
        case 'fetch':
          options.bridge
            .fetchPage(message.args)
            .catch((cause: unknown): BridgeResults['fetchPage'] => ({ ok: false, error: { kind: 'internal', message: String(cause) } }))
            .then((result) => send({ type: 'fetched', id: message.id, result }), () => undefined);
          return;
        case 'api':
          hooks.api(message.result, message.at);
          return;
        case 'progress':
          hooks.progress(message.progress);
          return;
        case 'outcome':
          hooks.outcome(message.outcome);
          return;
        case 'done':
          finish(message.outcomes);
          return;
      }
    };
    // A worker that could not load at all: the page does the work from now on. One that died
    // mid-run: the run ends as failed, with why, and the next one starts a new worker.
    const onError = (event: ErrorEvent): void => {
      current.terminate();
      const why = whyOf(event);
      if (!heard) {
        worker = null;
        cannotStart(why);
        void runInPage(request, signal, hooks, options.trackedBridge).then(finish);
        return;
      }
      worker = undefined;
      finish([thrownOutcome(request.first[0] ?? 'organismos', new Error(`el proceso de datos se detuvo: ${why}`))]);
    };
    const onAbort = (): void => send({ type: 'cancel' });
    current.addEventListener('message', onMessage);
    current.addEventListener('error', onError);
    signal.addEventListener('abort', onAbort, { once: true });
    send({ type: 'sync', request });
  });
}

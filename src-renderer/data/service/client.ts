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

/** A worker, whether it has said anything yet (loaded), and the run that waits on it, if any. */
interface Service {
  worker: Worker;
  loaded: boolean;
  /** Told when the worker fails while a run waits on it. */
  lost: ((why: string, loaded: boolean) => void) | null;
}

/** The worker; null once one could not load (the page does the work from then on); undefined before the first. */
let service: Service | null | undefined;

/** What went wrong with a worker, in words (one that fails to load fires a plain Event, without a message). */
const whyOf = (event: ErrorEvent): string =>
  typeof event.message === 'string' && event.message !== '' ? event.message : 'no se pudo cargar';

/**
 * Starts a worker. Whenever it fails, during a run or between runs (its script did not load while
 * the start-up check read the cache, it died idle), it is dropped at once, so that no run posts to
 * it and waits for good: one that never loaded leaves the work to the page from then on; one that
 * died is replaced by the next run. The run waiting on it, if any, hears why.
 */
function startService(): Service | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'directorio-datos' });
  } catch {
    return null;
  }
  const started: Service = { worker, loaded: false, lost: null };
  worker.addEventListener('message', () => (started.loaded = true), { once: true });
  worker.addEventListener('error', (event: ErrorEvent) => {
    worker.terminate();
    if (service === started) service = started.loaded ? undefined : null;
    const why = whyOf(event);
    if (!started.loaded) console.warn(`Directorio: el proceso de datos no pudo iniciarse (${why}); se sincroniza en la página.`);
    started.lost?.(why, started.loaded);
  });
  return started;
}

/**
 * Starts the worker ahead of a sync that is likely (a first launch: see start/data.ts), so that
 * loading its script overlaps reading the settings and the sync state instead of following them.
 */
export function prepareSyncService(): void {
  if (service === undefined) service = startService();
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
export async function runSyncService(
  request: SyncRequest,
  signal: AbortSignal,
  hooks: ServiceHooks,
  options: ServiceOptions,
): Promise<SyncOutcome[]> {
  // Cancelled before it began (Cancelar while the settings were read): nothing to run.
  if (signal.aborted) return [];
  if (service === undefined) service = startService();
  const current = service;
  if (current === null) return runInPage(request, signal, hooks, options.trackedBridge);
  return new Promise<SyncOutcome[]>((resolve) => {
    const send = (message: ToWorker): void => current.worker.postMessage(message);
    const finish = (outcomes: SyncOutcome[]): void => {
      current.lost = null;
      current.worker.removeEventListener('message', onMessage);
      signal.removeEventListener('abort', onAbort);
      resolve(outcomes);
    };
    const onMessage = (event: MessageEvent<unknown>): void => {
      const parsed = fromWorkerSchema.safeParse(event.data);
      if (parsed.success) handle(parsed.data as FromWorker);
      // An end the page cannot read still ends the run, as failed: nothing waits for good.
      else if (isDone(event.data))
        finish([thrownOutcome(request.first[0] ?? 'organismos', new Error('el proceso de datos terminó con un mensaje ilegible'))]);
    };
    const handle = (message: FromWorker): void => {
      switch (message.type) {
        case 'fetch':
          options.bridge
            .fetchPage(message.args)
            .catch((cause: unknown): BridgeResults['fetchPage'] => ({ ok: false, error: { kind: 'internal', message: String(cause) } }))
            .then(
              (result) => send({ type: 'fetched', id: message.id, result }),
              () => undefined,
            );
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
    // A worker that could not load at all: this run happens in the page. One that died mid-run:
    // the run ends as failed, with why (the next one starts a new worker).
    current.lost = (why, loaded) => {
      if (loaded) finish([thrownOutcome(request.first[0] ?? 'organismos', new Error(`el proceso de datos se detuvo: ${why}`))]);
      else void runInPage(request, signal, hooks, options.trackedBridge).then(finish);
    };
    const onAbort = (): void => send({ type: 'cancel' });
    current.worker.addEventListener('message', onMessage);
    signal.addEventListener('abort', onAbort, { once: true });
    send({ type: 'sync', request });
  });
}

/**
 * The page's side of the data service: starts its worker once (see page-worker.ts), asks it for a
 * sync, serves the pages it asks for (Electron: only the page holds the preload's bridge) and passes
 * on what it reports. Where no worker can start (a test in Node, a browser that refuses it, a script
 * that did not load), the same run happens here.
 */
import { assertNever } from '../../../../src-shared/assert-never';
import type { BridgeResults, DirectorioApi } from '../../../../src-shared/bridge';
import type { BridgeError } from '../../../../src-shared/errors';
import type { RpcFailure } from '../../../../src-shared/rpc';
import { thrownOutcome, type PageSource, type SyncOutcome } from '../../../../src-shared/sync';
import { db } from '../../cache/db';
import { pageWorker } from '../../../page-worker';
import { serviceContract, type SyncRequest } from './contract';
import type { RunHooks } from './run';

export interface ServiceHooks extends RunHooks {
  /** Each API request the worker sent, for the connection state. */
  asked(): void;
  /** The result of each API request the worker made, for the connection state. */
  api(result: { ok: true } | { ok: false; error: BridgeError }, at: number): void;
}

export interface ServiceOptions {
  /** The bridge the page holds: the worker's pages come through it when it cannot reach main itself. */
  bridge: Pick<DirectorioApi, 'fetchPage'>;
  /** The same bridge, counted by the connection state: used when the run happens in the page. */
  trackedBridge: PageSource;
}

/** The run the worker works for now: who hears its reports, and the bridge its pages come through. */
let current: { hooks: ServiceHooks; bridge: ServiceOptions['bridge'] } | null = null;

/**
 * Who hears of the worker's API requests: the latest run's hooks, kept after it ends, since the
 * requests a cancelled run left out are answered later (and say whether the API is there).
 */
let connection: Pick<ServiceHooks, 'asked' | 'api'> | null = null;

const noRun: BridgeResults['fetchPage'] = { ok: false, error: { kind: 'internal', message: 'no hay una sincronización en curso' } };

const service = pageWorker({
  create: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'directorio-datos' }),
  page: serviceContract.page,
  worker: serviceContract.worker,
  serve: {
    calls: {
      fetchPage: (args) => (current === null ? noRun : current.bridge.fetchPage(args)),
    },
    events: {
      progress: (progress) => current?.hooks.progress(progress),
      outcome: (outcome) => current?.hooks.outcome(outcome),
      asked: () => connection?.asked(),
      api: ({ result, at }) => connection?.api(result, at),
    },
  },
  unavailable: (why) => `el proceso de datos no pudo iniciarse (${why}); se sincroniza en la página.`,
});

/**
 * Starts the worker ahead of a sync that is likely (a first launch: see start/data.ts), so that
 * loading its script overlaps reading the settings and the sync state instead of following them.
 */
export function prepareSyncService(): void {
  service.get();
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

/** Why a run in the worker ended without its outcomes, in words. */
function whyNot(failure: Exclude<RpcFailure, { kind: 'aborted' }>): string {
  switch (failure.kind) {
    case 'lost':
      return `el proceso de datos se detuvo: ${failure.message}`;
    case 'unreadable':
      return 'el proceso de datos terminó con un mensaje ilegible';
    case 'failed':
      return `el proceso de datos falló: ${failure.message}`;
    default:
      return assertNever(failure);
  }
}

/** Runs a sync in the worker (or here without one); resolves with every outcome, never rejects. */
export async function runSyncService(
  request: SyncRequest,
  signal: AbortSignal,
  hooks: ServiceHooks,
  options: ServiceOptions,
): Promise<SyncOutcome[]> {
  // Cancelled before it began (Cancelar while the settings were read): nothing to run.
  if (signal.aborted) return [];
  const worker = service.get();
  if (worker === null) return runInPage(request, signal, hooks, options.trackedBridge);
  current = { hooks, bridge: options.bridge };
  connection = hooks;
  const answer = await worker.call('sync', request, { signal });
  current = null;
  if (answer.ok) return answer.value;
  const failure = answer.error;
  if (failure.kind === 'aborted') return [];
  // A worker that could not load at all: this run happens in the page. One that died mid-run: the
  // run ends as failed, with why (the next one starts a new worker).
  if (failure.kind === 'lost' && !worker.heard) return runInPage(request, signal, hooks, options.trackedBridge);
  return [thrownOutcome(request.first[0] ?? 'organismos', new Error(whyNot(failure)))];
}

/**
 * The data service's worker: the sync engine and the Dexie writer, off the page's thread. Pages come
 * from main through the same-origin HTTP bridge (browser mode) or through the page (Electron, where
 * only the page holds the preload's bridge). The worker never reaches the API itself. What it
 * commits, every view hears of through committed.ts; what it reports, the page through the RPC
 * layer (see contract.ts).
 */
import { assertNever } from '../../../../src-shared/assert-never';
import type { BridgeArgs, BridgeResults } from '../../../../src-shared/bridge';
import { connect, type RpcFailure } from '../../../../src-shared/rpc';
import type { PageSource, SyncOutcome } from '../../../../src-shared/sync';
import { httpBridge } from '../../../http-bridge';
import { db } from '../../cache/db';
import { workerScope } from '../../../page-worker';
import { samePageRequest, serviceContract, type SyncRequest } from './contract';
import { runSync } from './run';

// The worker starts ahead of a sync it is likely to be asked for (a first launch's start-up check)
// or for a sync asked for now: opening the cache at once means that sync finds it open. A failure
// here is met again, and reported, by the sync's first read.
db.open().catch(() => undefined);

/** The run under way: a second ask meanwhile (the page makes none) hears the same end. */
let running: Promise<SyncOutcome[]> | null = null;

const page = connect(workerScope(), serviceContract.worker, serviceContract.page, {
  calls: {
    sync(request, { signal }) {
      running ??= run(request, signal).finally(() => (running = null));
      return running;
    },
  },
  events: {},
});

/** A page the worker could not have still answers its request, as a failure. */
function pageFailure(failure: RpcFailure): BridgeResults['fetchPage'] {
  switch (failure.kind) {
    case 'unreadable':
      return { ok: false, error: { kind: 'invalid-response', message: 'la página devolvió una respuesta ilegible' } };
    case 'failed':
    case 'lost':
      return { ok: false, error: { kind: 'internal', message: failure.message } };
    case 'aborted':
      return { ok: false, error: { kind: 'cancelled' } };
    default:
      return assertNever(failure);
  }
}

/** Asks the page to fetch through its bridge. */
const throughPage: PageSource = {
  async fetchPage(args) {
    const answer = await page.call('fetchPage', args);
    return answer.ok ? answer.value : pageFailure(answer.error);
  },
};

/** Every request, sent and answered, for the page's connection state ("En línea" only while the API answers). */
function tracked(source: PageSource): PageSource {
  return {
    async fetchPage(args) {
      page.emit('asked', {});
      const result = await source.fetchPage(args);
      page.emit('api', { at: Date.now(), result: result.ok ? { ok: true } : { ok: false, error: result.error } });
      return result;
    },
  };
}

/** `source`, except that the request the page made already is asked of the page, once (see SyncRequest's inHand). */
function withInHand(source: PageSource, inHand: BridgeArgs<'fetchPage'> | undefined): PageSource {
  if (inHand === undefined || source === throughPage) return source;
  let taken = false;
  return {
    fetchPage(args) {
      if (taken || !samePageRequest(args, inHand)) return source.fetchPage(args);
      taken = true;
      return throughPage.fetchPage(args);
    },
  };
}

/** Never rejects: runSync ends whatever goes wrong as failed outcomes. */
function run(request: SyncRequest, signal: AbortSignal): Promise<SyncOutcome[]> {
  const source = tracked(withInHand(request.transport.via === 'http' ? httpBridge(request.transport.secret) : throughPage, request.inHand));
  return runSync(db, source, request, signal, {
    progress: (progress) => page.emit('progress', progress),
    outcome: (outcome) => page.emit('outcome', outcome),
  });
}

/**
 * The data service's worker: the sync engine and the Dexie writer, off the page's thread. Pages come
 * from main through the same-origin HTTP bridge (browser mode) or through the page (Electron, where
 * only the page holds the preload's bridge). The worker never reaches the API itself. What it
 * commits, every view hears of through committed.ts; what it reports, the page through messages.
 */
import type { BridgeResults } from '../../../src-shared/bridge';
import { thrownOutcome, type PageSource } from '../../../src-shared/sync';
import { httpBridge } from '../../http-bridge';
import { db } from '../db';
import { toWorkerSchema, type FromWorker, type SyncRequest } from './contract';
import { runSync } from './run';

const post = (message: FromWorker): void => self.postMessage(message);

// The worker starts ahead of a sync it is likely to be asked for (a first launch's start-up check)
// or for a sync asked for now: opening the cache at once means that sync finds it open. A failure
// here is met again, and reported, by the sync's first read.
db.open().catch(() => undefined);

let controller: AbortController | null = null;
let nextId = 0;
const asked = new Map<number, (result: BridgeResults['fetchPage']) => void>();

/** Asks the page to fetch through its bridge; the answer comes back as a 'fetched' message. */
const throughPage: PageSource = {
  fetchPage: (args) =>
    new Promise((resolve) => {
      const id = ++nextId;
      asked.set(id, resolve);
      post({ type: 'fetch', id, args });
    }),
};

/** Every request's result, for the page's connection state ("En línea" only while the API answers). */
function tracked(source: PageSource): PageSource {
  return {
    async fetchPage(args) {
      const result = await source.fetchPage(args);
      post({ type: 'api', at: Date.now(), result: result.ok ? { ok: true } : { ok: false, error: result.error } });
      return result;
    },
  };
}

async function sync(request: SyncRequest): Promise<void> {
  if (controller !== null) return;
  const mine = new AbortController();
  controller = mine;
  const source = tracked(request.transport === 'http' ? httpBridge() : throughPage);
  try {
    const outcomes = await runSync(db, source, request, mine.signal, {
      progress: (progress) => post({ type: 'progress', progress }),
      outcome: (outcome) => post({ type: 'outcome', outcome }),
    });
    post({ type: 'done', outcomes });
  } catch (cause) {
    // runSync does not reject; a message that could not be posted might. The page still hears the end.
    post({ type: 'done', outcomes: [thrownOutcome(request.first[0] ?? 'organismos', cause)] });
  } finally {
    controller = null;
  }
}

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const parsed = toWorkerSchema.safeParse(event.data);
  if (!parsed.success) {
    // A page the worker cannot read still answers its request, as a failure: nothing waits for good.
    const id = (event.data as { type?: unknown; id?: unknown } | null)?.id;
    const waiting = typeof id === 'number' ? asked.get(id) : undefined;
    if (waiting !== undefined) {
      asked.delete(id as number);
      waiting({ ok: false, error: { kind: 'invalid-response', message: 'la página devolvió una respuesta ilegible' } });
    }
    return;
  }
  const message = parsed.data;
  switch (message.type) {
    case 'sync':
      // sync() posts its end whatever happens; only a failure to post at all could escape, and
      // then there is no one left to tell.
      sync(message.request).catch(() => undefined);
      return;
    case 'cancel':
      controller?.abort();
      return;
    case 'fetched':
      asked.get(message.id)?.(message.result as BridgeResults['fetchPage']);
      asked.delete(message.id);
      return;
  }
});

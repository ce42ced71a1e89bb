// The Culture Directory API simulator: a real HTTP server (node:http) that
// serves a deterministic corpus the way the real DRF API does, plus faults.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateCorpus } from './corpus';
import type { CorpusSizes } from './corpus';
import { decideFault, errorResponse, mergeFaults, noFaults, rateLimitBody } from './faults';
import type { Faults } from './faults';
import type { DocumentPage } from './document-text';
import { documentText, uploadsPrefix } from './documents';
import { createRandom } from './random';
import { jsonResponse, renderJson, respond, serialize, type ApiResponse } from './routes';
import { recordType, Store } from './store';
import type { CollectionPath, EditableCollection, ListName } from './store';

export type { CollectionPath, EditableCollection, ListName } from './store';
export type { CorpusSizes } from './corpus';
export type { DocumentPage } from './document-text';
export type { Faults } from './faults';

export interface SimulatorOptions {
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 1. */
  seed?: number;
  /** Default new Date(); corpus dates are relative to its UTC calendar day. */
  now?: Date;
  sizes?: Partial<CorpusSizes>;
  faults?: Partial<Faults>;
  /** A `count` to claim in the envelope of a list instead of the real one (a broken or hostile API). */
  countOverrides?: Partial<Record<CollectionPath, number>>;
  /**
   * Files served as they are, by path (`/docs/bases.pdf`): a record's documents on the API's own
   * origin, the one internal address a download may reach when the API runs on 127.0.0.1.
   */
  files?: Readonly<Record<string, Buffer>>;
}

export interface SimulatorStats {
  /** Every request received. */
  requests: number;
  /** GETs of list paths answered normally (200, not faulted). */
  listRequests: number;
  /** 5xx, 429, dropped and truncated responses. */
  faultsInjected: number;
  /** Drift steps applied. */
  drifts: number;
}

export interface Simulator {
  url: string;
  port: number;
  close(): Promise<void>;
  setFaults(f: Partial<Faults>): void;
  /**
   * Answers nothing from now on (a request already waiting out its latency waits on after it)
   * until the returned release is called, which answers every held request whose client still
   * listens. A hold while one is in force joins it: either release ends both. A release of a hold
   * that has ended does nothing.
   */
  hold(): () => void;
  /** Claims `count` in every page of the list from now on; null tells the truth again. */
  setCountOverride(collection: CollectionPath, count: number | null): void;
  stats(): SimulatorStats;
  records(collection: CollectionPath): Record<string, unknown>[];
  /**
   * The pages of text of a document a record lists on the simulator, as a reader finds them (the
   * served file's text comes from the lowest id listing its path); null for a DOCX, an ODT, a
   * scan, a locked or a cut PDF, and for any other address.
   */
  documentText(url: string): DocumentPage[] | null;
  /** Returns the id (generated as max + 1 when the record has none). A convocatoria goes to the head of the default order. */
  insert(collection: EditableCollection, record: Record<string, unknown>, options?: { ordenadasOnly?: boolean }): number;
  remove(collection: EditableCollection, id: number): void;
  update(collection: EditableCollection, id: number, patch: Record<string, unknown>): void;
  listAdd(list: ListName, id: number): void;
  listRemove(list: ListName, id: number): void;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** A list page with its `count` replaced, when one is set for its list. */
function withCount(answer: ApiResponse, overrides: ReadonlyMap<CollectionPath, number>): ApiResponse {
  const count = answer.listPath === undefined ? undefined : overrides.get(answer.listPath);
  if (count === undefined || typeof answer.body !== 'string') return answer;
  const envelope = JSON.parse(answer.body) as Record<string, unknown>;
  return { ...answer, body: renderJson({ ...envelope, count }) };
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const seed = options.seed ?? 1;
  const now = options.now ?? new Date();
  const host = options.host ?? '127.0.0.1';
  const store = new Store(generateCorpus(seed, now, options.sizes), now);
  let faults = mergeFaults(noFaults, options.faults ?? {});
  const faultRandom = createRandom(seed, 100);
  const driftRandom = createRandom(seed, 101);
  const counters: SimulatorStats = { requests: 0, listRequests: 0, faultsInjected: 0, drifts: 0 };
  const perCollection = new Map<CollectionPath, number>();
  const countOverrides = new Map<CollectionPath, number>(Object.entries(options.countOverrides ?? {}) as [CollectionPath, number][]);
  const timers = new Set<NodeJS.Timeout>();
  let address = '';

  /**
   * `/media/goteo/<name>.png`: an image that drips, one byte every half second, for as long as the
   * client listens (never idle, never done): a record's slow images, for the test that they never
   * hold the bridge's connections.
   */
  const drip = (res: ServerResponse): void => {
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': 1_000_000 });
    const timer = setInterval(() => res.write(Buffer.of(0)), 500);
    timers.add(timer);
    res.on('close', () => {
      clearInterval(timer);
      timers.delete(timer);
    });
  };

  const send = (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method === 'GET' && (req.url ?? '').startsWith('/media/goteo/')) return drip(res);
    const file = options.files?.[req.url ?? ''];
    if (req.method === 'GET' && file !== undefined) {
      const type = (req.url ?? '').endsWith('.pdf') ? 'application/pdf' : 'text/plain; charset=utf-8';
      res.writeHead(200, { 'Content-Type': type, 'Content-Length': file.length });
      res.end(file);
      return;
    }
    const fault = decideFault(faultRandom, faults);
    if (fault.kind === 'drop') {
      counters.faultsInjected++;
      req.socket.destroy();
      return;
    }
    if (fault.kind === 'error') {
      counters.faultsInjected++;
      const { contentType, body } = errorResponse(fault.status, fault.html);
      res.writeHead(fault.status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (fault.kind === 'rate-limit') {
      counters.faultsInjected++;
      const limited = jsonResponse(429, null, { 'Retry-After': String(faults.retryAfterSeconds) });
      const body = rateLimitBody(faults.retryAfterSeconds);
      res.writeHead(429, { ...limited.headers, 'Content-Length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const answer = withCount(
      respond(store, { method: req.method ?? 'GET', target: req.url ?? '/', host: req.headers.host ?? address }, faults.maxLimit),
      countOverrides,
    );
    const body = typeof answer.body === 'string' ? Buffer.from(answer.body, 'utf8') : answer.body;
    res.writeHead(answer.status, { ...answer.headers, 'Content-Length': body.length });
    if (fault.kind === 'truncate' && req.method !== 'HEAD' && body.length > 1) {
      counters.faultsInjected++;
      const cut = Math.min(body.length - 1, Math.max(1, Math.floor(body.length * fault.fraction)));
      res.write(body.subarray(0, cut), () => res.socket?.end());
      return;
    }
    res.end(req.method === 'HEAD' ? undefined : body);
    if (answer.listPath) {
      counters.listRequests++;
      const n = (perCollection.get(answer.listPath) ?? 0) + 1;
      perCollection.set(answer.listPath, n);
      if (faults.driftEvery > 0 && n % faults.driftEvery === 0) {
        store.drift(answer.listPath, driftRandom, now);
        counters.drifts++;
      }
    }
  };

  /** The requests held back while `hold` is in force; null when none is. */
  let held: { req: IncomingMessage; res: ServerResponse }[] | null = null;
  const answer = (req: IncomingMessage, res: ServerResponse): void => {
    if (held === null) send(req, res);
    else held.push({ req, res });
  };

  const server = createServer((req, res) => {
    counters.requests++;
    req.on('error', () => undefined);
    req.resume();
    if (faults.latencyMs <= 0) {
      answer(req, res);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer(req, res);
    }, faults.latencyMs);
    timers.add(timer);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  address = `${urlHost(host)}:${port}`;
  const url = `http://${address}`;

  return {
    url,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer); // clears an interval as well
        timers.clear();
        held = null;
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    hold: () => {
      const waiting = (held ??= []);
      return () => {
        if (held !== waiting) return;
        held = null;
        for (const { req, res } of waiting) if (!res.destroyed) send(req, res);
      };
    },
    setFaults: (patch) => {
      const previous = faults.driftEvery;
      faults = mergeFaults(faults, patch);
      // Drift counts list GETs from the moment it is (re)configured.
      if (faults.driftEvery !== previous) perCollection.clear();
    },
    setCountOverride: (collection, count) => {
      if (count === null) countOverrides.delete(collection);
      else countOverrides.set(collection, count);
    },
    stats: () => ({ ...counters }),
    records: (collection) => structuredClone(store.list(collection, null).map((e) => serialize(recordType(collection), e, url, undefined))),
    documentText: (address) => {
      const path = address.startsWith(url) ? address.slice(url.length) : '';
      const owner = path.startsWith(uploadsPrefix) ? store.documentOwner(path) : undefined;
      return owner === undefined ? null : documentText(path, owner);
    },
    insert: (collection, record, insertOptions) => store.insert(collection, record, insertOptions),
    remove: (collection, id) => store.remove(collection, id),
    update: (collection, id, patch) => store.update(collection, id, patch),
    listAdd: (list, id) => store.listAdd(list, id),
    listRemove: (list, id) => store.listRemove(list, id),
  };
}

/**
 * readDocument, the viewer's way to a document's bytes: the saved copy read from disk with no
 * network at all, else a download into memory with every guard of saving, and the bytes carried
 * exactly by the browser-mode transport (JSON) to the page's client.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBridgeHttp } from '../../../../src-main/bridge/http';
import { createDocumentHandlers } from '../../../../src-main/documents/handlers';
import { createDocumentStore, type DocumentStore } from '../../../../src-main/documents/store';
import type { BridgeHandlers } from '../../../../src-shared/bridge';
import { httpBridge } from '../../../../src-renderer/http-bridge';

const cap = 64 * 1024;
/** A PDF's head and then every byte value, twice: what base64 or a text decoding would spoil shows. */
const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 512 }, (_, index) => index % 256))]);

function documentServer(): Server {
  return createServer((req, res) => {
    if (req.url === '/bases.pdf') {
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': pdfBytes.length });
      return void res.end(pdfBytes);
    }
    if (req.url === '/grande.pdf') {
      // No Content-Length: only the running count can stop it.
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      return void res.end(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(cap, 7)]));
    }
    res.writeHead(404);
    res.end();
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
}

/** A store whose API origin is `api`: documents there are allowed although on 127.0.0.1. */
function storeFor(api: string | null): DocumentStore {
  return createDocumentStore({
    dir: join(mkdtempSync(join(tmpdir(), 'directorio-leer-')), 'documentos'),
    maxBytes: cap,
    timeoutMs: 2000,
    apiBaseUrl: () => api,
    resolve: async () => [{ address: '127.0.0.1', family: 4 }],
  });
}

const owner = { kind: 'convocatoria', id: 5 } as const;
let server: Server;
let base: string;

beforeAll(async () => {
  server = documentServer();
  base = await listen(server);
});

afterAll(() => stop(server));

describe('readDocument', () => {
  it('reads the saved copy from disk with the server stopped', async () => {
    const own = documentServer();
    const api = await listen(own);
    const store = storeFor(api);
    const saved = await store.save(owner, [`${api}/bases.pdf`]);
    expect(saved.failures).toEqual([]);
    await stop(own);
    const handlers = createDocumentHandlers({ store });
    const read = await handlers.readDocument({ ...owner, url: `${api}/bases.pdf` });
    expect(read).toEqual({ ok: true, bytes: new Uint8Array(pdfBytes), name: 'bases.pdf', saved: true });
  });

  it('downloads a document not saved into memory, and writes nothing', async () => {
    const store = storeFor(base);
    const read = await store.read(owner, `${base}/bases.pdf`);
    expect(read).toEqual({ ok: true, bytes: new Uint8Array(pdfBytes), name: 'bases.pdf', saved: false });
    // Not even the record's folder: reading is not saving.
    expect(existsSync(join(store.dir, 'convocatoria-5'))).toBe(false);
  });

  it('a saved copy of another link is not this one: the other link is downloaded', async () => {
    const store = storeFor(base);
    await store.save({ kind: 'convocatoria', id: 6 }, [`${base}/bases.pdf`]);
    expect(await store.read(owner, `${base}/bases.pdf`)).toMatchObject({ ok: true, saved: false });
  });

  it('refuses an internal address as saving does, and reaches no server', async () => {
    const store = storeFor('https://www.cultura.gob.ar');
    const handlers = createDocumentHandlers({ store });
    expect(await handlers.readDocument({ ...owner, url: `${base}/bases.pdf` })).toEqual({
      ok: false,
      document: { kind: 'refused-address' },
    });
    expect(readdirSync(join(store.dir, '..'))).toEqual([]);
  });

  it('refuses a document over the size cap', async () => {
    const handlers = createDocumentHandlers({ store: storeFor(base) });
    expect(await handlers.readDocument({ ...owner, url: `${base}/grande.pdf` })).toEqual({
      ok: false,
      document: { kind: 'too-large', maxBytes: cap },
    });
  });

  it('refuses a link that is not http(s)', async () => {
    const handlers = createDocumentHandlers({ store: storeFor(base) });
    expect(await handlers.readDocument({ ...owner, url: 'file:///etc/passwd' })).toEqual({ ok: false, document: { kind: 'refused-url' } });
  });
});

describe('bytes over the browser-mode transport', () => {
  const secret = 'secreto-de-prueba-0123456789';
  let bridgeServer: Server;
  let origin: string;
  let store: DocumentStore;

  beforeAll(async () => {
    store = storeFor(base);
    const handlers = createDocumentHandlers({ store }) as unknown as BridgeHandlers;
    bridgeServer = createServer((req, res) => {
      if (!bridge.handle(req, res)) res.writeHead(404).end();
    });
    origin = await listen(bridgeServer);
    const bridge = createBridgeHttp({ handlers, origin, secret });
  });

  afterAll(() => stop(bridgeServer));
  afterEach(() => vi.unstubAllGlobals());

  it("arrive at the page's client as the saved file's very bytes", async () => {
    const url = `${base}/bases.pdf`;
    await store.save(owner, [url]);
    // The page's client asks its own origin ("/bridge/…") and the browser adds Origin: so does this stand-in.
    const realFetch = globalThis.fetch;
    const pageFetch = (path: string, init: RequestInit): Promise<Response> =>
      realFetch(`${origin}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), Origin: origin } });
    vi.stubGlobal('fetch', pageFetch);
    const read = await httpBridge(secret).readDocument({ ...owner, url });
    const file = readFileSync(join(store.dir, 'convocatoria-5', 'bases.pdf'));
    expect(read.ok, JSON.stringify(read).slice(0, 300)).toBe(true);
    if (!read.ok) return;
    expect(read.bytes).toBeInstanceOf(Uint8Array);
    expect(read.bytes).toEqual(new Uint8Array(file));
    expect(read).toMatchObject({ name: 'bases.pdf', saved: true });
  });
});

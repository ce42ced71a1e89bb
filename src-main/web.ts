/**
 * Browser mode: the built renderer and the bridge's HTTP transport on 127.0.0.1, so the same
 * app runs in any Chromium where Electron cannot (and drives the e2e tests). Only whoever opens
 * the printed address (with its launch token) gets in (src-main/web-access.ts); saved documents
 * and records' images are served from origins of their own (src-main/documents/http.ts,
 * src-main/images/http.ts).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname } from 'node:path';
import { createBackend } from './backend';
import { createBridgeHttp, sendJson } from './bridge/http';
import { contentSecurityPolicy } from './csp';
import { startDocumentsServer } from './documents/http';
import { startImagesServer } from './images/http';
import { sendFile } from './send-file';
import { contentTypeOf, resolveStaticFile } from './static';
import { closeServer, createLaunchGate, entryPage, listenOnLoopback, randomSecret, tokenParameter } from './web-access';

export interface WebServerOptions {
  /** Where settings.json lives (--data-dir); tests pass a fresh temporary folder. */
  dataDir: string;
  /** --base-url / DIRECTORIO_BASE_URL: overrides the saved base URL for this run. */
  baseUrl?: string;
  rendererDir: string;
  port?: number;
  /** --token or DIRECTORIO_TOKEN: the launch token; random per run when absent. */
  token?: string;
  timeoutMs?: number;
  /**
   * `npm run demo -- --fresh`: the first page served (for the token) tells the browser to empty
   * this origin's storage (`Clear-Site-Data: "storage"`), so the cached mirror and the favorites,
   * which live in the browser, start empty like the data folder.
   */
  clearBrowserStorage?: boolean;
  log?: (message: string, cause: unknown) => void;
}

export interface WebServer {
  /** The address to open, with its launch token: http://127.0.0.1:PORT/?token=… */
  url: string;
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The launch token, exchanged for the app's cookie and the bridge's secret. */
  token: string;
  /** The bridge's per-run secret, sent by the page in the X-Directorio-Sesion header. */
  secret: string;
  /** `name=value` of the app's cookie, which opens the static files (for tests and the bench). */
  cookie: string;
  /** The origin saved documents are served from: another 127.0.0.1 port. */
  documentsOrigin: string;
  /** Where records' images are served from (another 127.0.0.1 port), capability included. */
  imagesBase: string;
  close(): Promise<void>;
}

/**
 * Vite names what it writes under assets/ by its content's hash (`data-B9N4WNow.js`): a build
 * that changes a file changes its name, so the browser may keep it (and V8 its compiled code)
 * instead of asking again on every start. Everything else is asked again each time.
 */
export function isHashedAsset(path: string): boolean {
  return /^\/assets\/[^/]+-[\w-]{8}\.(?:m?js|css)$/.test(path);
}

/** The entry page: index.html with the session's two <meta> elements, never cached. */
async function sendEntryPage(
  req: IncomingMessage,
  res: ServerResponse,
  options: { file: string; csp: string; cookie: string; session: { secret: string; images: string }; clearStorage: boolean },
): Promise<void> {
  const html = entryPage(await readFile(options.file, 'utf8'), options.session);
  res.writeHead(200, {
    ...(options.clearStorage ? { 'Clear-Site-Data': '"storage"' } : {}),
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Content-Security-Policy': options.csp,
    'Set-Cookie': options.cookie,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const documents = await startDocumentsServer();
  const backend = await createBackend({
    dataDir: options.dataDir,
    baseUrlOverride: options.baseUrl ?? null,
    mode: 'browser',
    publishDocument: (key, name, resolve) => documents.publish(key, name, resolve),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.log === undefined ? {} : { log: options.log }),
  }).catch(async (cause: unknown) => {
    await documents.close();
    throw cause;
  });
  const images = await startImagesServer({ cache: backend.images }).catch(async (cause: unknown) => {
    await documents.close();
    throw cause;
  });
  const server = createServer();
  await listenOnLoopback(server, options.port ?? 0).catch(async (cause: unknown) => {
    await Promise.all([documents.close(), images.close()]);
    throw cause;
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const token = options.token ?? randomSecret();
  const bridge = createBridgeHttp({
    handlers: backend.handlers,
    origin,
    ...(options.log === undefined ? {} : { log: options.log }),
  });
  const pageFile = (path: string): string | null => {
    const file = resolveStaticFile(options.rendererDir, path);
    return file !== null && extname(file) === '.html' ? file : null;
  };
  const gate = createLaunchGate({ origin, token, isPage: (path) => pageFile(path) !== null });
  const csp = contentSecurityPolicy({ bridgeOverHttp: true, imagesOrigin: images.origin });
  const session = { secret: bridge.secret, images: images.base };
  let storageToClear = options.clearBrowserStorage === true;

  server.on('request', (req, res) => {
    const admission = gate.admit(req, res);
    if (admission === 'answered' || bridge.handle(req, res)) return;
    if (admission === 'enter') {
      req.resume();
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      // Once, on the first page a browser loads: a reload later must not empty it again.
      const clearStorage = storageToClear && req.method === 'GET';
      if (clearStorage) storageToClear = false;
      sendEntryPage(req, res, { file: pageFile(path) ?? '', csp, cookie: gate.cookie, session, clearStorage }).catch(() =>
        sendJson(res, 500, { error: 'Error interno' }),
      );
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { error: 'Método no permitido' }, { Allow: 'GET, HEAD' });
      return;
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const file = resolveStaticFile(options.rendererDir, path);
    if (file === null) {
      sendJson(res, 404, { error: 'No encontrado' });
      return;
    }
    const isPage = extname(file) === '.html';
    sendFile(req, res, file, (size) => ({
      'Content-Type': contentTypeOf(file),
      'Content-Length': size,
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': isPage ? 'no-store' : isHashedAsset(path) ? 'private, max-age=31536000, immutable' : 'no-cache',
    })).catch(() => sendJson(res, 500, { error: 'Error interno' }));
  });

  return {
    url: `${origin}/?${tokenParameter}=${encodeURIComponent(token)}`,
    origin,
    token,
    secret: bridge.secret,
    cookie: gate.cookie.split(';')[0] ?? '',
    documentsOrigin: documents.origin,
    imagesBase: images.base,
    close: async () => {
      await Promise.all([closeServer(server), documents.close(), images.close()]);
    },
  };
}

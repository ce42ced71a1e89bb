/**
 * Browser mode: the built renderer and the bridge's HTTP transport on 127.0.0.1, so the same
 * app runs in any Chromium where Electron cannot (and drives the e2e tests).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname } from 'node:path';
import { createBackend } from './backend';
import { createBridgeHttp, sendJson } from './bridge/http';
import { contentSecurityPolicy } from './csp';
import { createDocumentsHttp } from './documents/http';
import { createImagesHttp } from './images/http';
import { contentTypeOf, resolveStaticFile } from './static';

export interface WebServerOptions {
  /** Where settings.json lives (--data-dir); tests pass a fresh temporary folder. */
  dataDir: string;
  /** --base-url / DIRECTORIO_BASE_URL: overrides the saved base URL for this run. */
  baseUrl?: string;
  rendererDir: string;
  port?: number;
  timeoutMs?: number;
  log?: (message: string, cause: unknown) => void;
}

export interface WebServer {
  url: string;
  secret: string;
  close(): Promise<void>;
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const backend = await createBackend({
    dataDir: options.dataDir,
    baseUrlOverride: options.baseUrl ?? null,
    mode: 'browser',
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.log === undefined ? {} : { log: options.log }),
  });
  const server = createServer();
  await listen(server, options.port ?? 0);
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const bridge = createBridgeHttp({
    handlers: backend.handlers,
    origin,
    ...(options.log === undefined ? {} : { log: options.log }),
  });

  const documents = createDocumentsHttp({ store: backend.documents, origin, hasSecret: (req) => bridge.hasSecret(req) });
  const images = createImagesHttp({ cache: backend.images, origin, hasSecret: (req) => bridge.hasSecret(req) });
  const csp = contentSecurityPolicy({ bridgeOverHttp: true });

  server.on('request', (req, res) => {
    if (bridge.handle(req, res) || documents.handle(req, res) || images.handle(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { error: 'Método no permitido' }, { Allow: 'GET, HEAD' });
      return;
    }
    const file = resolveStaticFile(options.rendererDir, (req.url ?? '/').split('?')[0] ?? '/');
    if (file === null) {
      sendJson(res, 404, { error: 'No encontrado' });
      return;
    }
    void serveFile(file).then((found) => {
      if (!found) {
        sendJson(res, 404, { error: 'No encontrado' });
        return;
      }
      const isPage = extname(file) === '.html';
      res.writeHead(200, {
        'Content-Type': contentTypeOf(file),
        'Content-Length': found.size,
        'Content-Security-Policy': csp,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': isPage ? 'no-store' : 'no-cache',
        ...(isPage ? { 'Set-Cookie': bridge.cookie } : {}),
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    });
  });

  return {
    url: `${origin}/`,
    secret: bridge.secret,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

async function serveFile(file: string): Promise<{ size: number } | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? { size: info.size } : null;
  } catch {
    return null;
  }
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      done();
    });
  });
}

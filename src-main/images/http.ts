/**
 * Browser mode's records' images, on an origin of their own (another 127.0.0.1 port), at
 * `/<capability>/<key>`: the app's page gets the image from main's cache (fetched on a miss).
 *
 * Its own origin because a browser opens at most six connections to one host and port: a record
 * whose images drip slowly would otherwise hold every connection to the app, and the bridge's calls
 * would wait behind them. Here they wait only for each other.
 *
 * No cookie (cookies ignore ports, so any local server could receive one): the capability, 32
 * random bytes per run, is handed to the page with the bridge's secret (src-main/web-access.ts).
 * Host is checked against DNS rebinding, and only an image load from a page of this machine's
 * 127.0.0.1 (`Sec-Fetch-Site` same-site, `Sec-Fetch-Dest` image) is answered: without that, a key
 * naming any URL would let whoever holds the address make main fetch it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendJson } from '../bridge/http';
import { closeServer, listenOnLoopback, randomSecret, sameSecret } from '../web-access';
import type { ImageCache } from './cache';

/** Headers for an image answer, the same over HTTP and app://. */
export function imageHeaders(type: string, size: number, resourcePolicy: 'same-origin' | 'cross-origin'): Record<string, string> {
  return {
    'Content-Type': type,
    'Content-Length': String(size),
    // An image opened on its own still cannot script anything.
    'Content-Security-Policy': "sandbox; default-src 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': resourcePolicy,
    'Referrer-Policy': 'no-referrer',
    // Main's cache is the cache: every load goes through it, so it is what works offline.
    'Cache-Control': 'no-store',
  };
}

export interface ImagesServer {
  /** e.g. http://127.0.0.1:40124 */
  origin: string;
  /** Where keys go: `<origin>/<capability>/`, handed to the page. */
  base: string;
  close(): Promise<void>;
}

function answer(req: IncomingMessage, res: ServerResponse, cache: ImageCache, key: string): void {
  cache
    .serve(key)
    .then((image) => {
      if (image.status !== 200) {
        sendJson(res, image.status, { error: image.message }, { 'Cache-Control': 'no-store' });
        return;
      }
      // Not `same-site`: Chromium refuses that between two ports of 127.0.0.1 (NotSameSite). What keeps
      // other pages out is the capability and the request's Sec-Fetch-Site, checked in startImagesServer.
      res.writeHead(200, imageHeaders(image.type, image.body.byteLength, 'cross-origin'));
      res.end(req.method === 'HEAD' ? undefined : image.body);
    })
    .catch(() => sendJson(res, 500, { error: 'Error interno' }));
}

export async function startImagesServer(options: { cache: ImageCache; capability?: string }): Promise<ImagesServer> {
  const capability = options.capability ?? randomSecret();
  const server = createServer();
  await listenOnLoopback(server, 0);
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const host = `127.0.0.1:${port}`;

  server.on('request', (req, res) => {
    req.resume();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { error: 'Método no permitido' }, { Allow: 'GET, HEAD' });
      return;
    }
    const match = /^\/([\w-]+)\/([\w-]+)$/.exec((req.url ?? '').split('?')[0] ?? '');
    const allowed =
      req.headers.host === host &&
      match !== null &&
      sameSecret(match[1] ?? '', capability) &&
      req.headers['sec-fetch-site'] === 'same-site' &&
      req.headers['sec-fetch-dest'] === 'image';
    if (!allowed) {
      sendJson(res, 403, { error: 'Prohibido' });
      return;
    }
    answer(req, res, options.cache, match[2] ?? '');
  });

  return {
    origin,
    base: `${origin}/${capability}/`,
    close: () => closeServer(server),
  };
}

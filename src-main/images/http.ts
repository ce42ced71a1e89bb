/**
 * Browser mode: `GET /imagenes/<key>` answers the app's own page with an image from main's cache
 * (fetched on a miss). The same door as the app's other files: our Host, the per-run secret cookie
 * (SameSite=Strict, so another site's page never sends it), and Sec-Fetch-Site `same-origin`.
 * Without that, a key naming any URL would let a foreign page make main fetch it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { imagesRoute } from '../../src-shared/images';
import { sendJson } from '../bridge/http';
import type { ImageCache } from './cache';

export interface ImagesHttpOptions {
  cache: ImageCache;
  /** The exact origin of the page, e.g. http://127.0.0.1:5180 */
  origin: string;
  hasSecret(req: IncomingMessage): boolean;
}

/** Headers for an image answer, the same over HTTP and app://. */
export function imageHeaders(type: string, size: number): Record<string, string> {
  return {
    'Content-Type': type,
    'Content-Length': String(size),
    // An image opened on its own still cannot script anything.
    'Content-Security-Policy': "sandbox; default-src 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    // Main's cache is the cache: every load goes through it, so it is what works offline.
    'Cache-Control': 'no-store',
  };
}

export function createImagesHttp(options: ImagesHttpOptions): { handle(req: IncomingMessage, res: ServerResponse): boolean } {
  const host = new URL(options.origin).host;

  function allowed(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    return (
      req.headers.host === host &&
      options.hasSecret(req) &&
      req.headers['sec-fetch-site'] === 'same-origin' &&
      (origin === undefined || origin === options.origin)
    );
  }

  return {
    handle(req, res) {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (!path.startsWith(imagesRoute)) return false;
      req.resume();
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendJson(res, 405, { error: 'Método no permitido' }, { Allow: 'GET, HEAD' });
        return true;
      }
      if (!allowed(req)) {
        sendJson(res, 403, { error: 'Prohibido' });
        return true;
      }
      options.cache
        .serve(path.slice(imagesRoute.length))
        .then((answer) => {
          if (answer.status !== 200) {
            sendJson(res, answer.status, { error: answer.message }, { 'Cache-Control': 'no-store' });
            return;
          }
          res.writeHead(200, imageHeaders(answer.type, answer.body.byteLength));
          res.end(req.method === 'HEAD' ? undefined : answer.body);
        })
        .catch(() => sendJson(res, 500, { error: 'Error interno' }));
      return true;
    },
  };
}

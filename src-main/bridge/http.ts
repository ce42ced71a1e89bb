/**
 * Browser-mode transport: `POST /bridge/<method>` with a JSON body. Only the page this server
 * handed out may call it: the request must carry the per-run secret in the `X-Directorio-Sesion`
 * header (handed to the page only for the launch token, see src-main/web-access.ts; never a
 * cookie, which every port of 127.0.0.1 would receive) and an Origin equal to the server's own;
 * everything else is refused with 403. Answers carry bytes as `{"$bytes":"<base64>"}`
 * (src-shared/bytes-json.ts), which the page's client turns back into a Uint8Array.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BridgeHandlers } from '../../src-shared/bridge';
import { sessionHeader } from '../../src-shared/browser-session';
import { bytesReplacer } from '../../src-shared/bytes-json';
import { randomSecret, sameSecret } from '../web-access';
import { dispatch } from './handlers';

const maxBodyBytes = 64 * 1024;

export interface BridgeHttpOptions {
  handlers: BridgeHandlers;
  /** The exact origin of the page, e.g. http://127.0.0.1:5180 */
  origin: string;
  secret?: string;
  log?: (message: string, cause: unknown) => void;
}

export interface BridgeHttp {
  /** The per-run secret, which the entry page hands over. */
  secret: string;
  /** Handles the request if it is a bridge call; returns false when the path is not /bridge/. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

export function createBridgeHttp(options: BridgeHttpOptions): BridgeHttp {
  const secret = options.secret ?? randomSecret();
  const host = new URL(options.origin).host;

  /** True when the request carries the per-run secret (compared in constant time). */
  function hasSecret(req: IncomingMessage): boolean {
    const value = req.headers[sessionHeader];
    return typeof value === 'string' && sameSecret(value, secret);
  }

  return {
    secret,
    handle(req, res) {
      // Stryker disable next-line StringLiteral: `?? ''` fallbacks: a server's request always has a url and split() a first element; a placeholder fails the /bridge/ test too.
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (!path.startsWith('/bridge/')) return false;
      if (req.method !== 'POST') {
        sendJson(res, 405, { error: 'Solo POST' }, { Allow: 'POST' });
        return true;
      }
      // Host guards against DNS rebinding; Origin and the secret against other pages and processes.
      if (req.headers.host !== host || req.headers.origin !== options.origin || !hasSecret(req)) {
        req.resume();
        sendJson(res, 403, { error: 'Prohibido' });
        return true;
      }
      // Stryker disable next-line StringLiteral: a missing Content-Type fails the JSON test whatever placeholder stands for it.
      if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
        req.resume();
        sendJson(res, 415, { error: 'Se espera application/json' });
        return true;
      }
      const method = path.slice('/bridge/'.length);
      readBody(req).then(
        async (body) => {
          // Said before the rest of the body is read: the connection closes after the answer.
          if (body === null) return sendJson(res, 413, { error: 'Cuerpo demasiado grande' }, { Connection: 'close' });
          let args: unknown;
          try {
            args = body === '' ? {} : (JSON.parse(body) as unknown);
          } catch {
            return sendJson(res, 400, { error: 'JSON inválido' });
          }
          sendJson(res, 200, await dispatch(options.handlers, method, args, options.log));
        },
        () => sendJson(res, 400, { error: 'Cuerpo ilegible' }),
      );
      return true;
    },
  };
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        // Stop keeping it, and let the rest flow away: destroying the request here would cut the
        // connection before the 413 could be sent, and the client would only see a hang-up.
        req.off('data', onData);
        req.resume();
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  // Bytes (a document for the viewer) as `{"$bytes":"<base64>"}`, which the page's client revives.
  const text = JSON.stringify(body, bytesReplacer);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

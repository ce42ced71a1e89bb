/**
 * Browser mode: `GET /documentos/<kind>-<id>/<name>` serves a saved document to the app's own
 * page, which opens it in a new tab. The same gate as the bridge, adapted to a top-level
 * navigation (which carries no Origin): our Host, the per-run secret cookie, and Sec-Fetch-Site
 * `same-origin` or `none` (typed or bookmarked). The file is sandboxed by its CSP (an opaque
 * origin: a saved file can never script the app or call its bridge) and never sniffed.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { documentOwnerKinds, type DocumentOwner } from '../../src-shared/documents';
import { sendJson } from '../bridge/http';
import { documentsRoute } from './handlers';
import { contentTypeOfDocument } from './names';
import type { DocumentStore } from './store';

export interface DocumentsHttpOptions {
  store: DocumentStore;
  /** The exact origin of the page, e.g. http://127.0.0.1:5180 */
  origin: string;
  hasSecret(req: IncomingMessage): boolean;
}

const documentPolicy = "sandbox; default-src 'none'";

const allowedFetchSites = new Set(['same-origin', 'none']);

/** `convocatoria-12/bases.pdf` → its owner and decoded name; null for anything else. */
function parseDocumentPath(rest: string): { owner: DocumentOwner; name: string } | null {
  const match = /^([a-z]+)-([1-9]\d{0,15})\/([^/]+)$/.exec(rest);
  if (match === null) return null;
  const kind = documentOwnerKinds.find((known) => known === match[1]);
  const id = Number(match[2]);
  if (kind === undefined || !Number.isSafeInteger(id)) return null;
  let name: string;
  try {
    name = decodeURIComponent(match[3] ?? '');
  } catch {
    return null;
  }
  return { owner: { kind, id }, name };
}

export function createDocumentsHttp(options: DocumentsHttpOptions): { handle(req: IncomingMessage, res: ServerResponse): boolean } {
  const host = new URL(options.origin).host;

  function allowed(req: IncomingMessage): boolean {
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    return (
      req.headers.host === host &&
      options.hasSecret(req) &&
      typeof site === 'string' &&
      allowedFetchSites.has(site) &&
      (origin === undefined || origin === options.origin)
    );
  }

  return {
    handle(req, res) {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (!path.startsWith(documentsRoute)) return false;
      req.resume();
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendJson(res, 405, { error: 'Método no permitido' }, { Allow: 'GET, HEAD' });
        return true;
      }
      if (!allowed(req)) {
        sendJson(res, 403, { error: 'Prohibido' });
        return true;
      }
      const parsed = parseDocumentPath(path.slice(documentsRoute.length));
      void (async () => {
        const file = parsed === null ? null : await options.store.pathOf(parsed.owner, parsed.name);
        const info = file === null ? null : await stat(file).catch(() => null);
        if (file === null || parsed === null || info === null) {
          sendJson(res, 404, { error: 'No encontrado' });
          return;
        }
        res.writeHead(200, {
          'Content-Type': contentTypeOfDocument(parsed.name),
          'Content-Length': info.size,
          'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(parsed.name)}`,
          'Content-Security-Policy': documentPolicy,
          'X-Content-Type-Options': 'nosniff',
          'Cross-Origin-Resource-Policy': 'same-origin',
          'Referrer-Policy': 'no-referrer',
          'Cache-Control': 'no-store',
        });
        if (req.method === 'HEAD') res.end();
        else createReadStream(file).on('error', () => res.destroy()).pipe(res);
      })().catch(() => sendJson(res, 500, { error: 'Error interno' }));
      return true;
    },
  };
}

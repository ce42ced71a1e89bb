/**
 * Browser mode's saved documents, on a second origin of their own (another 127.0.0.1 port).
 * A saved PDF opens in Chromium's viewer, which a `sandbox` CSP does not make opaque: served
 * from the app's origin, that tab could call the bridge. From here it cannot — another origin,
 * whose requests the bridge refuses (its Origin check) and whose pages can read nothing of
 * the app's.
 *
 * No cookie: each file opened from the app gets an unguessable capability address,
 * `/<32 random bytes>/<name>`, valid for the server's life. The address only names the record
 * and the file; the path is resolved again (inside its record folder, a regular file, no link)
 * at every request, so a file removed since is a 404.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendJson } from '../bridge/http';
import { sendFile } from '../send-file';
import { closeServer, listenOnLoopback, randomSecret, sendForbidden } from '../web-access';
import { contentTypeOfDocument } from './names';

/** Resolves the saved file now: its vetted path, or null when it is not (or no longer) saved. */
export type ResolveSavedFile = () => Promise<string | null>;

export interface DocumentsServer {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  /**
   * The absolute address that serves the file `name` (found by `resolve` at each request).
   * `key` identifies the file (record and name): opening it again gives the same address.
   */
  publish(key: string, name: string, resolve: ResolveSavedFile): string;
  close(): Promise<void>;
}

const documentPolicy = "sandbox; default-src 'none'";

interface Published {
  capability: string;
  name: string;
  resolve: ResolveSavedFile;
}

export async function startDocumentsServer(): Promise<DocumentsServer> {
  const server = createServer();
  await listenOnLoopback(server, 0);
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const host = `127.0.0.1:${port}`;
  const byCapability = new Map<string, Published>();
  const byKey = new Map<string, Published>();

  server.on('request', (req, res) => {
    if (req.headers.host !== host) return sendForbidden(req, res);
    req.resume();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { error: 'Método no permitido' }, { Allow: 'GET, HEAD' });
      return;
    }
    const match = /^\/([A-Za-z0-9_-]{43})\/([^/?]+)(?:\?.*)?$/.exec(req.url ?? '');
    const entry = match === null ? undefined : byCapability.get(match[1] ?? '');
    if (match === null || entry === undefined || decoded(match[2] ?? '') !== entry.name) {
      sendJson(res, 404, { error: 'No encontrado' });
      return;
    }
    entry
      .resolve()
      .then(async (file) => {
        if (file === null) return sendJson(res, 404, { error: 'No encontrado' });
        await sendFile(
          req,
          res,
          file,
          (size) => ({
            'Content-Type': contentTypeOfDocument(entry.name),
            'Content-Length': size,
            'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(entry.name)}`,
            'Content-Security-Policy': documentPolicy,
            'X-Content-Type-Options': 'nosniff',
            'Cross-Origin-Resource-Policy': 'same-origin',
            'Referrer-Policy': 'no-referrer',
            'Cache-Control': 'no-store',
          }),
          // Between the store's check and the open, the file could have become a link: refuse it then too.
          { noFollow: true },
        );
      })
      .catch(() => sendJson(res, 500, { error: 'Error interno' }));
  });

  return {
    origin,
    publish(key, name, resolve) {
      const known = byKey.get(key);
      if (known !== undefined) return `${origin}/${known.capability}/${encodeURIComponent(known.name)}`;
      const entry: Published = { capability: randomSecret(), name, resolve };
      byKey.set(key, entry);
      byCapability.set(entry.capability, entry);
      return `${origin}/${entry.capability}/${encodeURIComponent(name)}`;
    },
    close: () => closeServer(server),
  };
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

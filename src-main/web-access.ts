/**
 * Who may use browser mode: whoever opened the address printed in the terminal. Like Jupyter,
 * the server starts with a launch token (random per run, or --token); `?token=…` on any path is
 * exchanged for the session cookie and a redirect to the same address without it (the browser
 * keeps the `#/…` fragment across the redirect). Without a valid token or cookie, every path —
 * page, static files, bridge — gets a 403 page, so another local process or user who finds the
 * port gets nothing. Host is checked first, on every request, against DNS rebinding.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const tokenParameter = 'token';

/** A fresh secret for one run: 32 random bytes, URL-safe. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Compares two secrets in constant time. Both are hashed first, so neither the content nor the
 * length of the expected one leaks through timing.
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const forbiddenHtml = `<!doctype html>
<html lang="es-AR">
<meta charset="utf-8">
<title>Acceso no autorizado · Directorio de Cultura</title>
<h1>Acceso no autorizado</h1>
<p>Para usar el Directorio de Cultura en el navegador, abrí la dirección que se mostró en la terminal
al iniciarlo (<code>npm run web</code> o <code>npm run demo</code>): es la que termina en
<code>?token=…</code>.</p>
<p>Si cerraste el navegador o reiniciaste la aplicación, volvé a abrir esa dirección.</p>
`;

/** The 403 page in Spanish: plain HTML that may load nothing at all, never cached. */
export function sendForbidden(req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(403, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(forbiddenHtml),
    'Content-Security-Policy': "default-src 'none'",
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(req.method === 'HEAD' ? undefined : forbiddenHtml);
}

export interface LaunchGateOptions {
  /** The server's exact origin, e.g. http://127.0.0.1:5180: its host is the only Host accepted. */
  origin: string;
  /** The launch token printed in the terminal. */
  token: string;
  /** The Set-Cookie value that hands the session secret to the browser. */
  cookie: string;
  /** True when the request carries the session cookie. */
  hasSecret(req: IncomingMessage): boolean;
}

/**
 * Answers the request itself (403, or the token's 303) and returns true, or returns false when
 * the request carries the session cookie and may go on to the bridge or the files.
 */
export function createLaunchGate(options: LaunchGateOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const host = new URL(options.origin).host;
  return (req, res) => {
    const target = req.url ?? '';
    if (req.headers.host !== host || !target.startsWith('/')) {
      sendForbidden(req, res);
      return true;
    }
    const url = new URL(`${options.origin}${target}`);
    const given = url.searchParams.get(tokenParameter);
    if (given !== null && (req.method === 'GET' || req.method === 'HEAD')) {
      if (!sameSecret(given, options.token)) {
        sendForbidden(req, res);
        return true;
      }
      url.searchParams.delete(tokenParameter);
      req.resume();
      res.writeHead(303, {
        // One leading slash only: `//host` or `/\host` would be read as another site's address.
        Location: `${url.pathname.replace(/^\/+/, '/')}${url.search}`,
        'Set-Cookie': options.cookie,
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
        'Content-Length': 0,
      });
      res.end();
      return true;
    }
    if (!options.hasSecret(req)) {
      sendForbidden(req, res);
      return true;
    }
    return false;
  };
}

/** Listens on 127.0.0.1 only: browser mode is never reachable from another machine. */
export function listenOnLoopback(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      done();
    });
  });
}

/** `--token VALUE` (for scripts): the launch token to use instead of a random one. */
export function launchTokenOption(value: string | undefined): { ok: true; token: string | undefined } | { ok: false; message: string } {
  if (value === undefined) return { ok: true, token: undefined };
  // It travels in an address and a terminal: visible ASCII only, and not trivially guessable.
  if (!/^[\x21-\x7e]{16,256}$/.test(value)) {
    return { ok: false, message: '--token necesita entre 16 y 256 caracteres visibles, sin espacios.' };
  }
  return { ok: true, token: value };
}

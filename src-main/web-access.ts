/**
 * Who may use browser mode: whoever opened the address printed in the terminal. Like Jupyter,
 * the server starts with a launch token (random per run, --token or DIRECTORIO_TOKEN). The token
 * is exchanged for two things:
 *
 * - the app's cookie, which opens the static app shell and nothing else. Cookies ignore ports, so
 *   every other server on 127.0.0.1 may receive it (a record's link opened in the same browser);
 *   that is why it opens no more than files anyone can build from the repository;
 * - the bridge's per-run secret, inside the page served for the token (see `entryPage`), which the
 *   page keeps in this tab's sessionStorage and sends as a header (src-renderer/browser-session.ts).
 *   No other port ever receives a header the page did not address to it.
 *
 * The page's address with `?token=…` is answered with that page; any other path with the token is
 * a redirect to the same address without it (the browser keeps the `#/…` fragment). Without a
 * valid token or cookie, every path — page, static files, bridge — gets a 403 page, so another
 * local process or user who finds the port gets nothing. Host is checked first, on every request,
 * against DNS rebinding.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { sessionMeta, sessionShape, tokenParameter } from '../src-shared/browser-session';

export { tokenParameter };

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

/** The cookie that opens the static app shell (never the bridge: see above). */
export const appCookie = 'directorio_app';

/** Every value sent for cookie `name`: another port's page may have set one more (cookie shadowing). */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (header === undefined) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) values.push(part.slice(eq + 1).trim());
  }
  return values;
}

/** What the gate decided about one request. */
export type Admission =
  /** The gate answered it (403, or the token's 303). */
  | 'answered'
  /** The right token on the page's address: answer with the entry page (which carries the bridge's secret). */
  | 'enter'
  /** The app's cookie: the static files may be served; the bridge checks its own secret. */
  | 'shell';

export interface LaunchGate {
  admit(req: IncomingMessage, res: ServerResponse): Admission;
  /** The Set-Cookie value that hands the app's cookie to the browser. */
  cookie: string;
}

/** The door. `isPage(path)` says which paths are the app's page, answered with the entry page for the token. */
export function createLaunchGate(options: { origin: string; token: string; isPage(path: string): boolean }): LaunchGate {
  const host = new URL(options.origin).host;
  const secret = randomSecret();
  const cookie = `${appCookie}=${secret}; Path=/; HttpOnly; SameSite=Strict`;
  return {
    cookie,
    admit(req, res) {
      const target = req.url ?? '';
      if (req.headers.host !== host || !target.startsWith('/')) {
        sendForbidden(req, res);
        return 'answered';
      }
      const url = new URL(`${options.origin}${target}`);
      const given = url.searchParams.get(tokenParameter);
      if (given !== null && (req.method === 'GET' || req.method === 'HEAD')) {
        if (!sameSecret(given, options.token)) {
          sendForbidden(req, res);
          return 'answered';
        }
        if (options.isPage(url.pathname)) return 'enter';
        url.searchParams.delete(tokenParameter);
        req.resume();
        res.writeHead(303, {
          // One leading slash only: `//host` or `/\host` would be read as another site's address.
          Location: `${url.pathname.replace(/^\/+/, '/')}${url.search}`,
          'Set-Cookie': cookie,
          'Cache-Control': 'no-store',
          'Referrer-Policy': 'no-referrer',
          'Content-Length': 0,
        });
        res.end();
        return 'answered';
      }
      // Any one of the values: a cookie another port set for a narrower path is sent first.
      if (!cookieValues(req.headers.cookie, appCookie).some((value) => sameSecret(value, secret))) {
        sendForbidden(req, res);
        return 'answered';
      }
      return 'shell';
    },
  };
}

/**
 * The page's HTML for whoever brought the token: the bridge's secret and the images' address in
 * two <meta> elements, read once by the page and removed (src-renderer/browser-session.ts). Both
 * values are URL-safe text; they are checked here so that nothing else can end up in the page.
 */
export function entryPage(html: string, session: { secret: string; images: string }): string {
  if (!sessionShape.secret.test(session.secret) || !sessionShape.images.test(session.images)) {
    throw new Error('sesión con caracteres inesperados');
  }
  // In the head, where they belong: before <!doctype> they would switch the page to quirks mode.
  if (!html.includes('</head>')) throw new Error('index.html sin </head>');
  const metas = `<meta name="${sessionMeta.secret}" content="${session.secret}"><meta name="${sessionMeta.images}" content="${session.images}">`;
  return html.replace('</head>', `${metas}</head>`);
}

/** Stops listening and ends the connections still open (a browser's keep-alive ones would hold it). */
export function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
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

/**
 * `--token VALUE`, or DIRECTORIO_TOKEN (a command line is visible to every local user; the
 * environment is not): the launch token to use instead of a random one. The option wins.
 */
export function launchTokenOption(
  value: string | undefined,
  env: Record<string, string | undefined> = {},
): { ok: true; token: string | undefined } | { ok: false; message: string } {
  const [name, given] = value === undefined ? ['DIRECTORIO_TOKEN', env['DIRECTORIO_TOKEN']] : ['--token', value];
  if (given === undefined) return { ok: true, token: undefined };
  // It travels in an address and a terminal: visible ASCII only, and not trivially guessable.
  if (!/^[\x21-\x7e]{16,256}$/.test(given)) {
    return { ok: false, message: `${name} necesita entre 16 y 256 caracteres visibles, sin espacios.` };
  }
  return { ok: true, token: given };
}

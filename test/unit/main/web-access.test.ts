/**
 * Browser mode's door: only the printed address, with its launch token, lets
 * a browser in. Raw node:http requests, so that Host, cookies and odd paths go out exactly as
 * written and redirects are not followed.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type WebServer } from '../../../src-main/web';
import { launchTokenOption } from '../../../src-main/web-access';

const token = 'token-de-prueba-0123456789';
const indexHtml = '<!doctype html><html lang="es"><head><title>la app</title></head><body></body></html>';
let server: WebServer;
let port: number;
let host: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'directorio-web-access-'));
  const rendererDir = join(dir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), indexHtml);
  writeFileSync(join(rendererDir, 'favicon.png'), 'png');
  writeFileSync(join(rendererDir, 'assets', 'x.js'), 'console.log(1)');
  const dataDir = join(dir, 'datos');
  mkdirSync(join(dataDir, 'documentos', 'convocatoria-5'), { recursive: true });
  writeFileSync(join(dataDir, 'documentos', 'convocatoria-5', 'bases.pdf'), '%PDF-1.4 guardado');
  server = await startWebServer({ baseUrl: 'http://127.0.0.1:9', rendererDir, dataDir, token, timeoutMs: 2000 });
  port = Number(new URL(server.origin).port);
  host = `127.0.0.1:${port}`;
});

afterAll(() => server.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function send(path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { Host: host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

/** The `name=value` part of a Set-Cookie header, to send back as a browser would. */
function cookieFrom(answer: Answer): string {
  const header = answer.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  if (first === undefined) throw new Error('no Set-Cookie');
  return first.split(';')[0] ?? '';
}

function expectForbiddenPage(answer: Answer, what: string): void {
  expect(answer.status, what).toBe(403);
  expect(answer.headers['content-type'], what).toBe('text/html; charset=utf-8');
  expect(answer.headers['cache-control'], what).toBe('no-store');
  expect(answer.headers['content-security-policy'], what).toBe("default-src 'none'");
  expect(answer.headers['set-cookie'], what).toBeUndefined();
  expect(answer.text, what).toContain('<html lang="es-AR">');
  expect(answer.text, what).toContain('abrí la dirección que se mostró en la terminal');
  expect(answer.text, what).not.toContain('la app');
  expect(answer.text, what).not.toContain('PDF');
}

const bridgeCall = { Origin: `http://127.0.0.1:0`, 'Content-Type': 'application/json' };

describe('browser mode: the launch token', () => {
  it('prints the address with its token; --token sets it', () => {
    expect(server.url).toBe(`http://127.0.0.1:${port}/?token=${token}`);
    expect(server.origin).toBe(`http://127.0.0.1:${port}`);
    expect(server.token).toBe(token);
  });

  it('without token or cookie, every path is a Spanish 403 page: page, static files, icon, bridge, documents', async () => {
    for (const path of ['/', '/index.html', '/favicon.ico', '/assets/x.js', '/nada', '/documentos/convocatoria-5/bases.pdf']) {
      expectForbiddenPage(await send(path, {}), path);
    }
    const origin = { ...bridgeCall, Origin: server.origin };
    expectForbiddenPage(await send('/bridge/getConfig', origin, 'POST', '{}'), 'POST /bridge/getConfig');
    expectForbiddenPage(
      await send('/bridge/saveSettings', origin, 'POST', '{"baseUrl":"https://otra.example"}'),
      'POST /bridge/saveSettings',
    );
    const head = await send('/', {}, 'HEAD');
    expect([head.status, head.text]).toEqual([403, '']);
  });

  it('a wrong token is a 403, with no cookie', async () => {
    for (const wrong of ['adivinado', `${token}x`, token.slice(0, -1), '', encodeURIComponent(token.toUpperCase())]) {
      expectForbiddenPage(await send(`/?token=${wrong}`, {}), wrong);
    }
  });

  it('the right token on the page: the page itself, carrying the bridge secret, with the app cookie; the cookie then opens the files', async () => {
    const exchange = await send(`/?token=${token}`, {});
    expect(exchange.status).toBe(200);
    expect(exchange.headers['cache-control']).toBe('no-store');
    // In the head, after what was there: the doctype stays first (no quirks mode).
    expect(exchange.text).toBe(
      `<!doctype html><html lang="es"><head><title>la app</title><meta name="directorio-sesion" content="${server.secret}"><meta name="directorio-imagenes" content="${server.imagesBase}"></head><body></body></html>`,
    );
    const setCookie = String(exchange.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toContain(token);
    expect(setCookie).not.toContain(server.secret);
    const cookie = cookieFrom(exchange);

    const page = await send('/', { Cookie: cookie });
    expect([page.status, page.text]).toEqual([200, indexHtml]);
    expect((await send('/assets/x.js', { Cookie: cookie })).text).toBe('console.log(1)');
    expect((await send('/favicon.ico', { Cookie: cookie })).status).toBe(200);
    const session = { ...bridgeCall, Origin: server.origin, Cookie: cookie, 'X-Directorio-Sesion': server.secret };
    const config = await send('/bridge/getConfig', session, 'POST', '{}');
    expect(JSON.parse(config.text)).toEqual({ ok: true, config: { baseUrl: 'http://127.0.0.1:9', mode: 'browser' } });
  });

  it('on any other path, the token is a 303 to the same address without it; it stays valid for the server’s life', async () => {
    const deep = await send(`/assets/x.js?v=2&token=${token}&w=3`, {});
    expect([deep.status, deep.headers.location]).toEqual([303, '/assets/x.js?v=2&w=3']);
    expect(String(deep.headers['set-cookie'])).not.toContain(server.secret);
    expect((await send('/assets/x.js', { Cookie: cookieFrom(deep) })).status).toBe(200);
    // Opened a second time (another browser, a new window): the same token still works.
    const again = await send(`/index.html?token=${token}`, {});
    expect(again.status).toBe(200);
    expect(again.text).toContain(server.secret);
    expect((await send('/', { Cookie: cookieFrom(again) })).status).toBe(200);
  });

  it('a cookie of the same name set by another port (shadowing) does not lock the app out', async () => {
    const cookie = cookieFrom(await send(`/?token=${token}`, {}));
    // A narrower path's cookie comes first in the header; the server must not read only the first.
    const shadowed = `directorio_app=puesta-por-otro-puerto; directorio_secreto=otra; ${cookie}`;
    expect((await send('/assets/x.js', { Cookie: shadowed })).status).toBe(200);
    const session = { ...bridgeCall, Origin: server.origin, Cookie: shadowed, 'X-Directorio-Sesion': server.secret };
    expect((await send('/bridge/getConfig', session, 'POST', '{}')).status).toBe(200);
    expectForbiddenPage(await send('/', { Cookie: 'directorio_app=puesta-por-otro-puerto' }), 'the forged cookie alone');
  });

  it('never redirects to another site', async () => {
    const answer = await send(`//evil.example/x.js?token=${token}`, {});
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/evil.example/x.js');
  });

  it('checks Host on every response, before the token or the cookie', async () => {
    const cookie = cookieFrom(await send(`/?token=${token}`, {}));
    for (const wrongHost of [`localhost:${port}`, 'evil.example', `127.0.0.1:${port + 1}`, '127.0.0.1']) {
      expectForbiddenPage(await send('/', { Host: wrongHost, Cookie: cookie }), wrongHost);
      expectForbiddenPage(await send(`/?token=${token}`, { Host: wrongHost }), `${wrongHost} with the token`);
      expectForbiddenPage(
        await send('/bridge/getConfig', { ...bridgeCall, Origin: server.origin, Host: wrongHost, Cookie: cookie }, 'POST', '{}'),
        `${wrongHost} bridge`,
      );
    }
  });

  it('a forged or stale cookie is a 403', async () => {
    for (const cookie of ['directorio_app=adivinado', `directorio_app=${token}`, `directorio_app=${server.secret}`, 'otro=1']) {
      expectForbiddenPage(await send('/', { Cookie: cookie }), cookie);
    }
  });

  it('the token does not stand in for the cookie on a bridge call', async () => {
    expectForbiddenPage(
      await send(`/bridge/getConfig?token=${token}`, { ...bridgeCall, Origin: server.origin }, 'POST', '{}'),
      'POST with token',
    );
  });

  it("keeps the bridge's own checks behind the door: Origin, method, content type", async () => {
    const credentials = { Cookie: cookieFrom(await send(`/?token=${token}`, {})), 'X-Directorio-Sesion': server.secret };
    expect((await send('/bridge/getConfig', { ...bridgeCall, Origin: 'https://evil.example', ...credentials }, 'POST', '{}')).status).toBe(
      403,
    );
    expect((await send('/bridge/getConfig', { ...credentials, Origin: server.origin })).status).toBe(405);
    expect(
      (await send('/bridge/getConfig', { ...credentials, Origin: server.origin, 'Content-Type': 'text/plain' }, 'POST', '{}')).status,
    ).toBe(415);
  });
});

describe('--token', () => {
  it('takes 16 to 256 visible characters, or none at all (a random token)', () => {
    expect(launchTokenOption(undefined)).toEqual({ ok: true, token: undefined });
    expect(launchTokenOption(token)).toEqual({ ok: true, token });
    for (const bad of ['', 'corto', 'con espacios en el medio', 'x'.repeat(257), `${token}\n`]) {
      expect(launchTokenOption(bad), JSON.stringify(bad)).toMatchObject({ ok: false });
    }
  });

  it('is also read from DIRECTORIO_TOKEN (not visible in the process list); the option wins', () => {
    expect(launchTokenOption(undefined, { DIRECTORIO_TOKEN: token })).toEqual({ ok: true, token });
    expect(launchTokenOption(`${token}-opcion`, { DIRECTORIO_TOKEN: token })).toEqual({ ok: true, token: `${token}-opcion` });
    expect(launchTokenOption(undefined, { DIRECTORIO_TOKEN: 'corto' })).toEqual({
      ok: false,
      message: 'DIRECTORIO_TOKEN necesita entre 16 y 256 caracteres visibles, sin espacios.',
    });
    expect(launchTokenOption(undefined, {})).toEqual({ ok: true, token: undefined });
  });
});

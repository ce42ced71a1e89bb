import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type WebServer } from '../../../../src-main/web';

let server: WebServer;
let origin: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'directorio-renderer-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  writeFileSync(join(dir, 'app.js'), 'console.log(1)');
  // The API is unreachable on purpose: these tests are about the transport, not the fetcher.
  server = await startWebServer({ baseUrl: 'http://127.0.0.1:9', rendererDir: dir, dataDir: join(dir, 'datos'), timeoutMs: 2000 });
  origin = server.origin;
});

afterAll(() => server.close());

function call(method: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  return fetch(`${origin}/bridge/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** What the app's page sends: the app's cookie (any port may have it) and the session secret header (only it has). */
const page = (): Record<string, string> => ({ Cookie: server.cookie, 'X-Directorio-Sesion': server.secret });

describe('browser-mode bridge over HTTP', () => {
  it('hands the page the secret inside the page it serves for the launch token, and a cookie that is not the secret', async () => {
    const exchange = await fetch(server.url, { redirect: 'manual' });
    expect(exchange.status).toBe(200);
    expect(exchange.headers.get('cache-control')).toBe('no-store');
    const html = await exchange.text();
    expect(html).toContain(`<meta name="directorio-sesion" content="${server.secret}">`);
    expect(html).toContain(`<meta name="directorio-imagenes" content="${server.imagesBase}">`);
    const setCookie = exchange.headers.get('set-cookie') ?? '';
    expect(setCookie.split(';')[0]).toBe(server.cookie);
    expect(setCookie).not.toContain(server.secret);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(exchange.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(exchange.headers.get('content-security-policy')).toContain(`img-src 'self' ${new URL(server.imagesBase).origin};`);
    // The page asked again with the cookie alone (a reload) has no secret in it.
    const again = await fetch(`${origin}/`, { headers: { Cookie: server.cookie } });
    expect(again.status).toBe(200);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await again.text()).not.toContain(server.secret);
  });

  it('answers the app page: session header and its own Origin', async () => {
    const response = await call('getConfig', {}, { ...page(), Origin: origin });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, config: { baseUrl: 'http://127.0.0.1:9', mode: 'browser' } });
  });

  it('refuses a request without the secret: a leaked cookie opens the static files, never the bridge', async () => {
    expect((await call('getConfig', {}, { Origin: origin, Cookie: server.cookie })).status).toBe(403);
    expect((await call('getConfig', {}, { Origin: origin, Cookie: server.cookie, 'X-Directorio-Sesion': 'adivinado' })).status).toBe(403);
    expect((await call('getConfig', {}, { Origin: origin, Cookie: `${server.cookie}; directorio_secreto=${server.secret}` })).status).toBe(
      403,
    );
    expect((await fetch(`${origin}/app.js`, { headers: { Cookie: server.cookie } })).status).toBe(200);
  });

  it('refuses a foreign or missing Origin even with the secret', async () => {
    expect((await call('getConfig', {}, { ...page(), Origin: 'https://evil.example' })).status).toBe(403);
    expect((await call('getConfig', {}, { ...page(), Origin: 'http://localhost:1' })).status).toBe(403);
    expect((await call('getConfig', {}, page())).status).toBe(403);
  });

  it('refuses other methods and non-JSON bodies', async () => {
    const get = await fetch(`${origin}/bridge/getConfig`, { headers: { ...page(), Origin: origin } });
    expect(get.status).toBe(405);
    const form = await fetch(`${origin}/bridge/getConfig`, {
      method: 'POST',
      headers: { ...page(), Origin: origin, 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(form.status).toBe(415);
  });

  it('answers bad arguments and unknown methods with typed errors, not crashes', async () => {
    const headers = { ...page(), Origin: origin };
    const badArgs = await (await call('fetchPage', { collection: 'usuarios', offset: -1, limit: 0 }, headers)).json();
    expect(badArgs).toMatchObject({ ok: false, error: { kind: 'invalid-argument' } });
    const unknown = await (await call('borrarTodo', {}, headers)).json();
    expect(unknown).toMatchObject({ ok: false, error: { kind: 'invalid-argument' } });
    const extra = await (await call('getConfig', { mas: 1 }, headers)).json();
    expect(extra).toMatchObject({ ok: false, error: { kind: 'invalid-argument' } });
  });

  it('vets URLs for openExternal: http(s), one mail address or a phone number only', async () => {
    const headers = { ...page(), Origin: origin };
    for (const [url, normalised] of [
      ['https://www.cultura.gob.ar/x.pdf', 'https://www.cultura.gob.ar/x.pdf'],
      ['mailto:prensa@cultura.gob.ar', 'mailto:prensa@cultura.gob.ar'],
      ['tel:+54 (11) 4342-9930', 'tel:+541143429930'],
    ]) {
      expect(await (await call('openExternal', { url }, headers)).json()).toEqual({ ok: true, url: normalised });
    }
    const hostile = ['mailto:a@b.ar?cc=espia@evil.example', 'mailto:a@b.ar,c@d.ar', 'tel:javascript:alert(1)', 'sms:+5411'];
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,hi', 'https://user:pw@host.test/', ...hostile]) {
      expect(await (await call('openExternal', { url }, headers)).json()).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    }
  });

  it('reads and saves the settings in its data folder; the start-up base URL stays in effect', async () => {
    const headers = { ...page(), Origin: origin };
    const saved = { baseUrl: 'https://otra.example.org', pageSize: 50, concurrency: 2, autoSyncHours: 12 };
    expect(await (await call('saveSettings', saved, headers)).json()).toMatchObject({
      ok: true,
      view: { settings: saved, effectiveBaseUrl: 'http://127.0.0.1:9', baseUrlOverride: 'http://127.0.0.1:9' },
    });
    expect(await (await call('getSettings', {}, headers)).json()).toMatchObject({ ok: true, view: { settings: saved } });
    expect(await (await call('saveSettings', { ...saved, pageSize: 0 }, headers)).json()).toMatchObject({
      ok: false,
      error: { kind: 'invalid-argument' },
    });
    expect((await call('saveSettings', saved, { Origin: origin })).status).toBe(403);
  });

  it('reports an unreachable API as a network error value', async () => {
    const result = await (
      await call('fetchPage', { collection: 'convocatorias', offset: 0, limit: 20 }, { ...page(), Origin: origin })
    ).json();
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('serves only files inside the renderer folder', async () => {
    const headers = page();
    expect((await fetch(`${origin}/app.js`, { headers })).status).toBe(200);
    expect((await fetch(`${origin}/..%2f..%2fetc%2fpasswd`, { headers })).status).toBe(404);
    expect((await fetch(`${origin}/nada.js`, { headers })).status).toBe(404);
    expect((await fetch(`${origin}/%E0%A4%A`, { headers })).status).toBe(404);
    expect((await fetch(`${origin}/`, { headers })).status).toBe(200);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretCookie } from '../../../../src-main/bridge/http';
import { startWebServer, type WebServer } from '../../../../src-main/web';

let server: WebServer;
let origin: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'directorio-renderer-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
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

const cookie = (): string => `${secretCookie}=${server.secret}`;

describe('browser-mode bridge over HTTP', () => {
  it('hands the page the secret in an HttpOnly, SameSite=Strict cookie for the launch token; the page has a CSP', async () => {
    const exchange = await fetch(server.url, { redirect: 'manual' });
    expect(exchange.status).toBe(303);
    const setCookie = exchange.headers.get('set-cookie') ?? '';
    expect(setCookie).toContain(`${secretCookie}=${server.secret}`);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const page = await fetch(`${origin}/`, { headers: { Cookie: cookie() } });
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });

  it('answers the app page: secret cookie and its own Origin', async () => {
    const response = await call('getConfig', {}, { Cookie: cookie(), Origin: origin });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, config: { baseUrl: 'http://127.0.0.1:9', mode: 'browser' } });
  });

  it('refuses a request without the secret', async () => {
    expect((await call('getConfig', {}, { Origin: origin })).status).toBe(403);
    expect((await call('getConfig', {}, { Origin: origin, Cookie: `${secretCookie}=adivinado` })).status).toBe(403);
  });

  it('refuses a foreign or missing Origin even with the secret', async () => {
    expect((await call('getConfig', {}, { Cookie: cookie(), Origin: 'https://evil.example' })).status).toBe(403);
    expect((await call('getConfig', {}, { Cookie: cookie(), Origin: 'http://localhost:1' })).status).toBe(403);
    expect((await call('getConfig', {}, { Cookie: cookie() })).status).toBe(403);
  });

  it('refuses other methods and non-JSON bodies', async () => {
    const get = await fetch(`${origin}/bridge/getConfig`, { headers: { Cookie: cookie(), Origin: origin } });
    expect(get.status).toBe(405);
    const form = await fetch(`${origin}/bridge/getConfig`, {
      method: 'POST',
      headers: { Cookie: cookie(), Origin: origin, 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(form.status).toBe(415);
  });

  it('answers bad arguments and unknown methods with typed errors, not crashes', async () => {
    const headers = { Cookie: cookie(), Origin: origin };
    const badArgs = await (await call('fetchPage', { collection: 'usuarios', offset: -1, limit: 0 }, headers)).json();
    expect(badArgs).toMatchObject({ ok: false, error: { kind: 'invalid-argument' } });
    const unknown = await (await call('borrarTodo', {}, headers)).json();
    expect(unknown).toMatchObject({ ok: false, error: { kind: 'invalid-argument' } });
    const extra = await (await call('getConfig', { mas: 1 }, headers)).json();
    expect(extra).toMatchObject({ ok: false, error: { kind: 'invalid-argument' } });
  });

  it('vets URLs for openExternal: http(s), one mail address or a phone number only', async () => {
    const headers = { Cookie: cookie(), Origin: origin };
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
    const headers = { Cookie: cookie(), Origin: origin };
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
      await call('fetchPage', { collection: 'convocatorias', offset: 0, limit: 20 }, { Cookie: cookie(), Origin: origin })
    ).json();
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('serves only files inside the renderer folder', async () => {
    const headers = { Cookie: cookie() };
    expect((await fetch(`${origin}/app.js`, { headers })).status).toBe(200);
    expect((await fetch(`${origin}/..%2f..%2fetc%2fpasswd`, { headers })).status).toBe(404);
    expect((await fetch(`${origin}/nada.js`, { headers })).status).toBe(404);
    expect((await fetch(`${origin}/%E0%A4%A`, { headers })).status).toBe(404);
    expect((await fetch(`${origin}/`, { headers })).status).toBe(200);
  });
});

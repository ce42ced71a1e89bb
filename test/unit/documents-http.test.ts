/**
 * Browser mode's route for saved documents, `GET /documentos/<kind>-<id>/<name>`: the app's
 * page gets the file (inline, sandboxed, never sniffed); anyone without the secret, another
 * site, or a path outside the record's folder gets nothing. Raw node:http requests, so that
 * Host and odd paths go out exactly as written.
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretCookie } from '../../src-main/bridge/http';
import { startWebServer, type WebServer } from '../../src-main/web';

let server: WebServer;
let origin: string;
let port: number;
const body = '%PDF-1.4\n% guardado\n%%EOF\n';

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'directorio-docs-http-'));
  const rendererDir = join(dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  const dataDir = join(dir, 'datos');
  const folder = join(dataDir, 'documentos', 'convocatoria-5');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'bases.pdf'), body);
  writeFileSync(join(folder, 'Bases y condiciones - año.pdf'), body);
  writeFileSync(join(folder, '.indice.json'), '{"files":[]}');
  writeFileSync(join(dataDir, 'documentos', 'fuera.pdf'), 'fuera');
  symlinkSync(join(dataDir, 'documentos', 'fuera.pdf'), join(folder, 'enlace.pdf'));
  server = await startWebServer({ baseUrl: 'http://127.0.0.1:9', rendererDir, dataDir, timeoutMs: 2000 });
  origin = new URL(server.url).origin;
  port = Number(new URL(server.url).port);
});

afterAll(() => server.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function get(path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', fail);
    req.end();
  });
}

const app = (): Record<string, string> => ({ Cookie: `${secretCookie}=${server.secret}`, 'Sec-Fetch-Site': 'same-origin', Host: new URL(origin).host });

describe('browser mode: saved documents over HTTP', () => {
  it('serves a saved file to the app page: inline, sandboxed, not sniffed, not cached', async () => {
    const answer = await get('/documentos/convocatoria-5/bases.pdf', app());
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(body);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe("inline; filename*=UTF-8''bases.pdf");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('serves an encoded name, a HEAD, and a typed or bookmarked address (Sec-Fetch-Site: none)', async () => {
    const encoded = `/documentos/convocatoria-5/${encodeURIComponent('Bases y condiciones - año.pdf')}`;
    expect((await get(encoded, app())).text).toBe(body);
    const head = await get('/documentos/convocatoria-5/bases.pdf', app(), 'HEAD');
    expect([head.status, head.text, head.headers['content-length']]).toEqual([200, '', String(body.length)]);
    expect((await get('/documentos/convocatoria-5/bases.pdf', { ...app(), 'Sec-Fetch-Site': 'none' })).status).toBe(200);
    expect((await get('/documentos/convocatoria-5/bases.pdf', { ...app(), Origin: origin })).status).toBe(200);
  });

  it('403 without the secret cookie, from another site, without Sec-Fetch-Site, or for another Host', async () => {
    const path = '/documentos/convocatoria-5/bases.pdf';
    const without = (name: string): Record<string, string> => Object.fromEntries(Object.entries(app()).filter(([key]) => key !== name));
    const noCookie = without('Cookie');
    const noSite = without('Sec-Fetch-Site');
    for (const headers of [
      noCookie,
      { ...app(), Cookie: `${secretCookie}=adivinado` },
      { ...app(), 'Sec-Fetch-Site': 'cross-site' },
      { ...app(), 'Sec-Fetch-Site': 'same-site' },
      noSite,
      { ...app(), Origin: 'https://evil.example' },
      { ...app(), Host: `localhost:${port}` },
      { ...app(), Host: 'evil.example' },
    ]) {
      const answer = await get(path, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.text).not.toContain('PDF');
    }
  });

  it('404 for anything outside the record folder or not saved by the app', async () => {
    for (const path of [
      '/documentos/convocatoria-5/..%2F..%2Fsettings.json',
      '/documentos/convocatoria-5/%2e%2e%2fconvocatoria-5%2fbases.pdf',
      '/documentos/convocatoria-5/../fuera.pdf',
      '/documentos/convocatoria-5/%2e%2e/fuera.pdf',
      '/documentos/fuera.pdf',
      '/documentos/convocatoria-5/.indice.json',
      '/documentos/convocatoria-5/enlace.pdf',
      '/documentos/convocatoria-5/',
      '/documentos/convocatoria-6/bases.pdf',
      '/documentos/tramite-5/bases.pdf',
      '/documentos/usuario-5/bases.pdf',
      '/documentos/convocatoria-05/bases.pdf',
      '/documentos/convocatoria-5/bases.pdf/x',
      '/documentos/convocatoria-5/%E0%A4%A',
      '/documentos/convocatoria-99999999999999999/bases.pdf',
    ]) {
      const answer = await get(path, app());
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toMatch(/PDF|fuera|files/);
    }
  });

  it('refuses writes', async () => {
    expect((await get('/documentos/convocatoria-5/bases.pdf', app(), 'POST')).status).toBe(405);
  });

  it('openSavedDocument gives the page the address to open; an unsaved name is a typed refusal', async () => {
    const call = async (args: unknown): Promise<unknown> =>
      (
        await fetch(`${origin}/bridge/openSavedDocument`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: `${secretCookie}=${server.secret}`, Origin: origin },
          body: JSON.stringify(args),
        })
      ).json();
    expect(await call({ kind: 'convocatoria', id: 5, name: 'Bases y condiciones - año.pdf' })).toEqual({
      ok: true,
      href: `/documentos/convocatoria-5/${encodeURIComponent('Bases y condiciones - año.pdf')}`,
    });
    expect(await call({ kind: 'convocatoria', id: 5, name: '../fuera.pdf' })).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    expect(await call({ kind: 'convocatoria', id: 5, name: 'enlace.pdf' })).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    expect(await call({ kind: 'convocatoria', id: -5, name: 'bases.pdf' })).toMatchObject({ ok: false, error: { kind: 'invalid-argument' } });
    expect(await call({ kind: 'usuario', id: 5, name: 'bases.pdf' })).toMatchObject({ ok: false, error: { kind: 'invalid-argument' } });
  });
});

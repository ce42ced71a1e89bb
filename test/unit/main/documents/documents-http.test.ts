/**
 * Browser mode's saved documents: served from a second origin of their own,
 * at an unguessable address per file handed out by openSavedDocument, with no cookie; never from
 * the app's origin. Raw node:http requests, so that Host and odd paths go out exactly as written.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type WebServer } from '../../../../src-main/web';

let server: WebServer;
let folder: string;
const body = '%PDF-1.4\n% guardado\n%%EOF\n';
const spaced = 'Bases y condiciones - año.pdf';

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'directorio-docs-http-'));
  const rendererDir = join(dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  const dataDir = join(dir, 'datos');
  folder = join(dataDir, 'documentos', 'convocatoria-5');
  mkdirSync(folder, { recursive: true });
  for (const name of ['bases.pdf', spaced, 'borrado.pdf', 'cambiado.pdf', 'otro.pdf']) writeFileSync(join(folder, name), body);
  writeFileSync(join(folder, '.indice.json'), '{"files":[]}');
  writeFileSync(join(dataDir, 'documentos', 'fuera.pdf'), 'fuera');
  symlinkSync(join(dataDir, 'documentos', 'fuera.pdf'), join(folder, 'enlace.pdf'));
  server = await startWebServer({ baseUrl: 'http://127.0.0.1:9', rendererDir, dataDir, timeoutMs: 2000 });
});

afterAll(() => server.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A raw request to `url`; Host is the URL's own unless given. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { hostname, port, pathname, search, host } = new URL(url);
  return new Promise((done, fail) => {
    const req = request({ host: hostname, port, path: `${pathname}${search}`, method, headers: { Host: host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', fail);
    req.end();
  });
}

const appCookie = (): string => server.cookie;

/** The app page's bridge call: openSavedDocument, as the page makes it. */
async function openSaved(args: unknown): Promise<unknown> {
  const response = await fetch(`${server.origin}/bridge/openSavedDocument`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: appCookie(), 'X-Directorio-Sesion': server.secret, Origin: server.origin },
    body: JSON.stringify(args),
  });
  return response.json();
}

async function hrefOf(name: string): Promise<string> {
  const result = (await openSaved({ kind: 'convocatoria', id: 5, name })) as { ok: boolean; href?: unknown };
  if (!result.ok || typeof result.href !== 'string') throw new Error(`openSavedDocument: ${JSON.stringify(result)}`);
  return result.href;
}

/** `http://127.0.0.1:P/<capability>/<name>` → its parts, checked by hand. */
function parts(href: string): { origin: string; capability: string; name: string } {
  const url = new URL(href);
  const match = /^\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  if (match === null) throw new Error(`unexpected address ${href}`);
  return { origin: url.origin, capability: match[1] ?? '', name: match[2] ?? '' };
}

describe('browser mode: saved documents on their own origin', () => {
  it('openSavedDocument hands out an absolute address on another 127.0.0.1 port, unguessable, per file', async () => {
    const href = await hrefOf('bases.pdf');
    const { origin, capability, name } = parts(href);
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(origin).not.toBe(server.origin);
    expect(origin).toBe(server.documentsOrigin);
    expect(name).toBe('bases.pdf');
    // 32 random bytes in base64url: 43 characters, and nothing of the record or the name in them.
    expect(capability).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(capability).not.toMatch(/convocatoria|bases/);
    const other = parts(await hrefOf('otro.pdf'));
    expect(other.capability).not.toBe(capability);
    expect(parts(await hrefOf(spaced)).name).toBe(encodeURIComponent(spaced));
  });

  it('serves it with no cookie at all: inline, sandboxed, not sniffed, not cached, and sets none', async () => {
    const answer = await get(await hrefOf('bases.pdf'));
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(body);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-length']).toBe(String(body.length));
    expect(answer.headers['content-disposition']).toBe("inline; filename*=UTF-8''bases.pdf");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toMatch(/^sandbox\b/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect((await get(await hrefOf(spaced))).text).toBe(body);
    const head = await get(await hrefOf('bases.pdf'), {}, 'HEAD');
    expect([head.status, head.text, head.headers['content-length']]).toEqual([200, '', String(body.length)]);
  });

  it('404 for an address it never handed out, or one changed by a character', async () => {
    const { origin, capability } = parts(await hrefOf('bases.pdf'));
    const guessed = capability.startsWith('A') ? `B${capability.slice(1)}` : `A${capability.slice(1)}`;
    for (const path of [
      `/${guessed}/bases.pdf`,
      `/${'A'.repeat(43)}/bases.pdf`,
      `/${capability}/otro.pdf`,
      `/${capability}/bases.pdf/x`,
      `/${capability}/..%2Ffuera.pdf`,
      `/${capability}/%E0%A4%A`,
      `/${capability}/`,
      `/${capability}`,
      `/${capability.slice(0, 42)}/bases.pdf`,
      '/documentos/convocatoria-5/bases.pdf',
      '/',
    ]) {
      const answer = await get(`${origin}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).not.toContain('PDF');
    }
  });

  it('403 for another Host (DNS rebinding), even at a real address', async () => {
    const href = await hrefOf('bases.pdf');
    const { port } = new URL(href);
    for (const host of [`localhost:${port}`, 'evil.example', new URL(server.origin).host]) {
      const answer = await get(href, { Host: host });
      expect(answer.status, host).toBe(403);
      expect(answer.text, host).not.toContain('PDF');
    }
  });

  it('refuses writes', async () => {
    expect((await get(await hrefOf('bases.pdf'), {}, 'POST')).status).toBe(405);
  });

  it("the app's origin no longer serves saved documents, with or without the cookie", async () => {
    const path = `${server.origin}/documentos/convocatoria-5/bases.pdf`;
    for (const headers of [{}, { Cookie: appCookie() }, { Cookie: appCookie(), 'Sec-Fetch-Site': 'same-origin' }]) {
      const answer = await get(path, headers);
      expect([403, 404], JSON.stringify(headers)).toContain(answer.status);
      expect(answer.text).not.toContain('PDF');
    }
  });

  it('checks the file again at each request: deleted → 404, turned into a link → 404, and the server keeps answering', async () => {
    const deleted = await hrefOf('borrado.pdf');
    expect((await get(deleted)).status).toBe(200);
    unlinkSync(join(folder, 'borrado.pdf'));
    expect((await get(deleted)).status).toBe(404);
    expect((await get(await hrefOf('bases.pdf'))).text).toBe(body);

    const swapped = await hrefOf('cambiado.pdf');
    rmSync(join(folder, 'cambiado.pdf'));
    symlinkSync(join(folder, '..', 'fuera.pdf'), join(folder, 'cambiado.pdf'));
    const answer = await get(swapped);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('fuera');
    expect((await get(await hrefOf('bases.pdf'))).status).toBe(200);
  });

  it('openSavedDocument refuses what is not a saved file of that record', async () => {
    expect(await openSaved({ kind: 'convocatoria', id: 5, name: '../fuera.pdf' })).toMatchObject({
      ok: false,
      error: { kind: 'rejected' },
    });
    expect(await openSaved({ kind: 'convocatoria', id: 5, name: 'enlace.pdf' })).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    expect(await openSaved({ kind: 'convocatoria', id: 5, name: '.indice.json' })).toMatchObject({
      ok: false,
      error: { kind: 'rejected' },
    });
    expect(await openSaved({ kind: 'convocatoria', id: 6, name: 'bases.pdf' })).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    expect(await openSaved({ kind: 'convocatoria', id: -5, name: 'bases.pdf' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-argument' },
    });
    expect(await openSaved({ kind: 'usuario', id: 5, name: 'bases.pdf' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-argument' },
    });
  });
});

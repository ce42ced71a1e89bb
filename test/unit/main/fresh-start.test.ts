/**
 * `npm run demo -- --fresh`: the data folder loses what the app writes there and nothing else
 * (links removed, never followed), and the first page served tells the browser to empty the
 * origin's storage, once. Folder contents and headers are written by hand.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDataDir } from '../../../src-main/backend';
import { startWebServer, type WebServer } from '../../../src-main/web';

const temporary = (): string => mkdtempSync(join(tmpdir(), 'directorio-fresh-'));

describe('emptyDataDir', () => {
  it("removes the settings, their copies, the saved documents and the images, and nobody else's files", async () => {
    const dir = temporary();
    const data = join(dir, 'datos');
    mkdirSync(join(data, 'documentos', 'convocatoria-5'), { recursive: true });
    writeFileSync(join(data, 'documentos', 'convocatoria-5', 'bases.pdf'), '%PDF-1.4');
    mkdirSync(join(data, 'imagenes'));
    writeFileSync(join(data, 'imagenes', 'a1b2'), 'png');
    writeFileSync(join(data, 'settings.json'), '{}');
    writeFileSync(join(data, 'settings.json.invalido-2026-11-26T22-00-00-000Z'), 'x');
    writeFileSync(join(data, 'settings.json.4242.tmp'), '{');
    // Not ours: kept.
    writeFileSync(join(data, 'notas.txt'), 'mías');
    writeFileSync(join(data, 'settings.json.bak'), 'mía');
    mkdirSync(join(data, 'otra'));
    writeFileSync(join(data, 'otra', 'archivo'), 'mío');

    expect(await emptyDataDir(data)).toEqual([
      'documentos',
      'imagenes',
      'settings.json',
      'settings.json.4242.tmp',
      'settings.json.invalido-2026-11-26T22-00-00-000Z',
    ]);
    expect(readdirSync(data).sort()).toEqual(['notas.txt', 'otra', 'settings.json.bak']);
    expect(readFileSync(join(data, 'otra', 'archivo'), 'utf8')).toBe('mío');
  });

  it('removes a link where one of its folders should be, or inside it, never what the link points to', async () => {
    const dir = temporary();
    const data = join(dir, 'datos');
    const elsewhere = join(dir, 'afuera');
    mkdirSync(elsewhere);
    writeFileSync(join(elsewhere, 'valioso.txt'), 'no se toca');
    mkdirSync(join(data, 'documentos'), { recursive: true });
    symlinkSync(elsewhere, join(data, 'documentos', 'convocatoria-5'), 'dir');
    symlinkSync(elsewhere, join(data, 'imagenes'), 'dir');

    expect(await emptyDataDir(data)).toEqual(['documentos', 'imagenes']);
    expect(readdirSync(data)).toEqual([]);
    expect(readFileSync(join(elsewhere, 'valioso.txt'), 'utf8')).toBe('no se toca');
  });

  it('finds nothing to remove in a folder that does not exist yet, and does not create it', async () => {
    const data = join(temporary(), 'todavia-no');
    expect(await emptyDataDir(data)).toEqual([]);
    expect(existsSync(data)).toBe(false);
  });
});

describe('clearBrowserStorage', () => {
  let server: WebServer | undefined;
  afterEach(() => server?.close());

  async function start(clearBrowserStorage: boolean): Promise<WebServer> {
    const dir = temporary();
    mkdirSync(join(dir, 'renderer'));
    writeFileSync(join(dir, 'renderer', 'index.html'), '<!doctype html><html><head><title>la app</title></head><body></body></html>');
    server = await startWebServer({
      baseUrl: 'http://127.0.0.1:9',
      rendererDir: join(dir, 'renderer'),
      dataDir: join(dir, 'datos'),
      clearBrowserStorage,
      timeoutMs: 2000,
    });
    return server;
  }

  /** The Clear-Site-Data header of the page served for the token (HEAD or GET). */
  async function clearHeader(web: WebServer, method = 'GET'): Promise<string | null> {
    const response = await fetch(web.url, { method, redirect: 'manual' });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    return response.headers.get('clear-site-data');
  }

  it('tells the browser to empty the origin’s storage on the first page only', async () => {
    const web = await start(true);
    expect(await clearHeader(web, 'HEAD')).toBeNull(); // a HEAD loads no page: it does not use it up
    expect(await clearHeader(web)).toBe('"storage"');
    expect(await clearHeader(web)).toBeNull();
  });

  it('never does without --fresh', async () => {
    const web = await start(false);
    expect(await clearHeader(web)).toBeNull();
    expect(await clearHeader(web)).toBeNull();
  });
});

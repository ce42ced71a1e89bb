/**
 * Browser mode's caching of the renderer's files: the page is never kept, the files Vite names by
 * their content's hash are kept for good, anything else is asked again. Expected headers are
 * written by hand.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHashedAsset, startWebServer, type WebServer } from '../../../src-main/web';

let server: WebServer;

beforeAll(async () => {
  const rendererDir = mkdtempSync(join(tmpdir(), 'directorio-cache-'));
  mkdirSync(join(rendererDir, 'assets'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  for (const name of ['data-B9N4WNow.js', 'window-Cjw2GiOj.css', 'actions--y-6DDcK.js', 'sin-hash.js', 'pdf.worker.min-FHbmGBN0.mjs'])
    writeFileSync(join(rendererDir, 'assets', name), '/* */');
  writeFileSync(join(rendererDir, 'favicon-AbCd1234.png'), 'png');
  server = await startWebServer({ baseUrl: 'http://127.0.0.1:9', rendererDir, dataDir: join(rendererDir, 'datos'), timeoutMs: 2000 });
});

afterAll(() => server.close());

const cacheControl = async (path: string): Promise<string | null> => {
  const response = await fetch(new URL(path, server.origin), { headers: { Cookie: server.cookie } });
  expect(response.status, path).toBe(200);
  return response.headers.get('cache-control');
};

describe('Cache-Control in browser mode', () => {
  it('keeps the hashed scripts and stylesheets under assets/ for good', async () => {
    for (const path of ['/assets/data-B9N4WNow.js', '/assets/window-Cjw2GiOj.css', '/assets/actions--y-6DDcK.js']) {
      expect(await cacheControl(path), path).toBe('private, max-age=31536000, immutable');
    }
  });

  it("serves PDF.js's worker (.mjs, hashed) as a script, kept for good: a module worker wants a script type", async () => {
    const response = await fetch(new URL('/assets/pdf.worker.min-FHbmGBN0.mjs', server.origin), { headers: { Cookie: server.cookie } });
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  });

  it('asks again for a file without a hash, or outside assets/, and never keeps the page', async () => {
    expect(await cacheControl('/assets/sin-hash.js')).toBe('no-cache');
    expect(await cacheControl('/favicon-AbCd1234.png')).toBe('no-cache');
    expect(await cacheControl('/index.html')).toBe('no-store');
  });
});

describe('isHashedAsset', () => {
  it('wants assets/, a name, a dash, eight hash characters and .js, .mjs or .css', () => {
    expect(isHashedAsset('/assets/libraries-B3IYplVJ.js')).toBe(true);
    expect(isHashedAsset('/assets/pdf.worker.min-FHbmGBN0.mjs')).toBe(true);
    expect(isHashedAsset('/assets/data~window-dMm4Yj1B.js')).toBe(true);
    expect(isHashedAsset('/assets/libraries-B3IYplV.js')).toBe(false);
    expect(isHashedAsset('/assets/libraries-B3IYplVJ.json')).toBe(false);
    expect(isHashedAsset('/assets/sub/libraries-B3IYplVJ.js')).toBe(false);
    expect(isHashedAsset('/x/assets/libraries-B3IYplVJ.js')).toBe(false);
    expect(isHashedAsset('/libraries-B3IYplVJ.js')).toBe(false);
  });
});

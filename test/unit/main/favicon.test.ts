/** The page icon: linked from index.html, and /favicon.ico answered by both servers of the renderer. */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWebServer, type WebServer } from '../../../src-main/web';
import { electron, resetElectron } from '../support/fake-electron';

vi.mock('electron', () => import('../support/fake-electron').then((fake) => fake.electron));
const { appOrigin, serveRenderer } = await import('../../../src-main/window');

// Vite copies src-renderer/public/ (the renderer root's default publicDir) into the build as is.
const publicDir = 'src-renderer/public';
const icon = readFileSync(join(publicDir, 'favicon.png'));
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let rendererDir: string;
let server: WebServer;

beforeAll(async () => {
  rendererDir = mkdtempSync(join(tmpdir(), 'directorio-favicon-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  copyFileSync(join(publicDir, 'favicon.png'), join(rendererDir, 'favicon.png'));
  server = await startWebServer({ baseUrl: 'http://127.0.0.1:9', rendererDir, dataDir: join(rendererDir, 'datos'), timeoutMs: 2000 });
});

afterAll(() => server.close());
beforeEach(() => resetElectron());

describe('the page icon', () => {
  it('is a small PNG that index.html links and the build ships', () => {
    const html = readFileSync('src-renderer/index.html', 'utf8');
    const href = /<link rel="icon" type="image\/png" href="\/([^"]+)"/.exec(html)?.[1];
    expect(href).toBe('favicon.png');
    expect(existsSync(join(publicDir, href ?? ''))).toBe(true);
    expect(icon.subarray(0, 8)).toEqual(pngSignature);
    // IHDR: width and height right after the signature and the chunk's length and type.
    expect([icon.readUInt32BE(16), icon.readUInt32BE(20)]).toEqual([64, 64]);
  });

  it('answers /favicon.ico in browser mode, as the PNG it is', async () => {
    for (const path of ['/favicon.ico', '/favicon.png']) {
      const response = await fetch(new URL(path, server.origin), { headers: { Cookie: server.cookie } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('image/png');
      expect(Buffer.from(await response.arrayBuffer()).equals(icon), path).toBe(true);
    }
  });

  it('answers /favicon.ico on app:// in Electron', async () => {
    serveRenderer(rendererDir);
    const handle = electron.protocol.handlers.get('app');
    if (handle === undefined) throw new Error('app:// sin handler');
    const response = await handle(new Request(`${appOrigin}/favicon.ico`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(icon)).toBe(true);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { electron, fakeEvent, FakeBrowserWindow, resetElectron } from '../support/fake-electron';

vi.mock('electron', () => import('../support/fake-electron').then((fake) => fake.electron));

const { appOrigin, createMainWindow, denyAllPermissions, isAppFrame, openOutside, registerAppScheme, serveRenderer } =
  await import('../../../src-main/window');

beforeEach(() => resetElectron());

function openWindow(devTools = false): FakeBrowserWindow {
  createMainWindow({ preloadPath: '/app/out/preload/preload.cjs', devTools });
  const window = FakeBrowserWindow.created.at(-1);
  if (window === undefined) throw new Error('no se creó la ventana');
  return window;
}

describe('the main window', () => {
  it('is isolated and sandboxed, with every security option written out', () => {
    const preferences = openWindow().options.webPreferences;
    expect(preferences).toMatchObject({
      preload: '/app/out/preload/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      disableBlinkFeatures: 'Auxclick',
    });
    expect(preferences).not.toHaveProperty('enableBlinkFeatures');
    expect(preferences).not.toHaveProperty('additionalArguments');
  });

  it('has DevTools only when asked (development)', () => {
    expect(openWindow(false).options.webPreferences?.devTools).toBe(false);
    expect(openWindow(true).options.webPreferences?.devTools).toBe(true);
  });

  it('blocks every navigation, redirect and webview', () => {
    const contents = openWindow().webContents;
    for (const [name, url] of [
      ['will-navigate', 'https://evil.example/'],
      ['will-navigate', `${appOrigin}/index.html`],
      ['will-navigate', 'file:///etc/passwd'],
      ['will-redirect', 'https://evil.example/'],
      ['will-attach-webview', 'https://evil.example/'],
    ] as const) {
      const event = fakeEvent();
      contents.emit(name, event, url);
      expect(event.defaultPrevented(), `${name} ${url}`).toBe(true);
    }
  });

  it('denies every new window and hands only vetted links, addresses and numbers to the system', () => {
    const handler = openWindow().webContents.windowOpenHandler;
    if (handler === null) throw new Error('falta setWindowOpenHandler');
    const hostile = [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'smb://10.0.0.1/x',
      'data:text/html,hola',
      'app://directorio/x',
      'https://user:pw@evil.example/',
      'mailto:a@b.ar?body=x',
      'mailto:a@b.ar,c@d.ar',
      'tel:javascript:alert(1)',
      'sms:+5411',
    ];
    for (const url of [
      'https://www.cultura.gob.ar/bases.pdf',
      'http://convocatorias.cultura.gob.ar/',
      'mailto:prensa@cultura.gob.ar',
      'tel:+54-11-4342-9930',
      ...hostile,
    ]) {
      expect(handler({ url })).toEqual({ action: 'deny' });
    }
    expect(electron.shell.openExternal.mock.calls).toEqual([
      ['https://www.cultura.gob.ar/bases.pdf'],
      ['http://convocatorias.cultura.gob.ar/'],
      ['mailto:prensa@cultura.gob.ar'],
      ['tel:+541143429930'],
    ]);
  });

  it('shows itself only once ready, so no blank frame flashes', () => {
    const window = openWindow();
    expect(window.options.show).toBe(false);
    window.emit('ready-to-show');
    expect(window.calls).toContain('show');
  });
});

describe('openOutside', () => {
  it('opens vetted URLs (normalized) and nothing else', async () => {
    await openOutside('HTTPS://WWW.CULTURA.GOB.AR/a b.pdf');
    await openOutside('javascript:alert(1)');
    await openOutside('file:///C:/Windows/System32/calc.exe');
    await openOutside('MAILTO:prensa@cultura.gob.ar');
    await openOutside('mailto:prensa@cultura.gob.ar?bcc=espia@evil.example');
    await openOutside('tel:(011) 4342-9930');
    await openOutside('tel:javascript:alert(1)');
    expect(electron.shell.openExternal.mock.calls).toEqual([
      ['https://www.cultura.gob.ar/a%20b.pdf'],
      ['mailto:prensa@cultura.gob.ar'],
      ['tel:01143429930'],
    ]);
  });
});

describe('permissions', () => {
  it('grants nothing: requests, checks and devices are all refused', () => {
    denyAllPermissions();
    const session = electron.session.defaultSession;
    const callback = vi.fn();
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read', 'fullscreen']) {
      (session.permissionRequest as (contents: unknown, permission: string, callback: (granted: boolean) => void) => void)(
        null,
        permission,
        callback,
      );
      expect((session.permissionCheck as (contents: unknown, permission: string) => boolean)(null, permission)).toBe(false);
    }
    expect(callback.mock.calls.every(([granted]) => granted === false)).toBe(true);
    expect(callback).toHaveBeenCalledTimes(6);
    expect((session.devicePermission as (details: unknown) => boolean)({ deviceType: 'usb' })).toBe(false);
  });
});

describe('the app:// scheme', () => {
  it('is registered as standard and secure (IndexedDB persists only there)', () => {
    registerAppScheme();
    expect(electron.protocol.privileged).toEqual([
      { scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true, codeCache: true }) },
    ]);
  });

  it('serves the renderer with the strict CSP, and nothing outside its folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'directorio-app-scheme-'));
    const rendererDir = join(root, 'renderer');
    mkdirSync(join(rendererDir, 'assets'), { recursive: true });
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(rendererDir, 'assets', 'app.js'), 'export {}');
    writeFileSync(join(root, 'secreto.txt'), 'no');
    serveRenderer(rendererDir);
    const handle = electron.protocol.handlers.get('app');
    if (handle === undefined) throw new Error('app:// sin handler');

    const page = await handle(new Request(`${appOrigin}/index.html`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("img-src 'self';");
    expect(csp).toContain("default-src 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await handle(new Request(`${appOrigin}/assets/app.js`))).headers.get('content-type')).toMatch(/javascript/);

    for (const url of [
      `${appOrigin}/../secreto.txt`,
      `${appOrigin}/%2e%2e/secreto.txt`,
      `${appOrigin}/..%2fsecreto.txt`,
      'app://otro-host/index.html',
      `${appOrigin}/nada.js`,
    ]) {
      expect((await handle(new Request(url))).status, url).toBe(404);
    }
    expect((await handle(new Request(`${appOrigin}/index.html`, { method: 'POST', body: 'x' }))).status).toBe(404);
  });

  it("serves records' images from main's cache on app://directorio/imagenes/<key>, and only there", async () => {
    const root = mkdtempSync(join(tmpdir(), 'directorio-app-images-'));
    const asked: string[] = [];
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    serveRenderer(root, {
      dir: root,
      serve: (key) => {
        asked.push(key);
        return Promise.resolve(key === 'aW1n' ? { status: 200, type: 'image/png', body: png } : { status: 404, message: 'No encontrado' });
      },
    });
    const handle = electron.protocol.handlers.get('app');
    if (handle === undefined) throw new Error('app:// sin handler');
    const image = await handle(new Request(`${appOrigin}/imagenes/aW1n`));
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await handle(new Request(`${appOrigin}/imagenes/b3Rybw`))).status).toBe(404);
    expect((await handle(new Request('app://otro-host/imagenes/aW1n'))).status).toBe(404);
    expect((await handle(new Request(`${appOrigin}/imagenes/aW1n`, { method: 'POST', body: 'x' }))).status).toBe(404);
    expect(asked).toEqual(['aW1n', 'b3Rybw']);
  });
});

describe('isAppFrame: who may call the bridge', () => {
  it.each([
    [{ url: `${appOrigin}/index.html`, parent: null }, true],
    [{ url: `${appOrigin}/index.html#/convocatorias/3`, parent: null }, true],
    [{ url: `${appOrigin}/index.html`, parent: {} }, false],
    [{ url: 'app://otro/index.html', parent: null }, false],
    [{ url: 'https://directorio/index.html', parent: null }, false],
    [{ url: 'file:///app/out/renderer/index.html', parent: null }, false],
    [{ url: 'about:blank', parent: null }, false],
    [{ url: '', parent: null }, false],
    [null, false],
    [undefined, false],
  ] as const)('%j → %s', (frame, expected) => {
    expect(isAppFrame(frame as Parameters<typeof isAppFrame>[0])).toBe(expected);
  });
});

/**
 * src-main/index.ts run against the fake `electron`: single instance, start-up order, and that
 * the window, IPC, menu and settings are wired as the unit tests of each piece assume.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridgeMethods, channelOf, menuChannel } from '../../../src-shared/bridge';
import * as fakeElectron from '../support/fake-electron';

vi.mock('electron', () => import('../support/fake-electron').then((fake) => fake.electron));

// Resolve the mock once now, so that it holds this file's instance of the fake for good.
expect(await import('electron')).toMatchObject({ app: fakeElectron.electron.app });

const argv = process.argv;
afterEach(() => {
  process.argv = argv;
  vi.restoreAllMocks();
});

type Fake = typeof fakeElectron;

/** Runs index.ts afresh against a cleared fake electron, as if the app were launched with `args`. */
async function launch(args: string[], setUp: (fake: Fake) => void = () => undefined): Promise<Fake> {
  // The mocked module stays cached across resetModules, so it is cleared in place instead.
  fakeElectron.resetElectron();
  vi.resetModules();
  setUp(fakeElectron);
  process.argv = ['electron', '.', ...args];
  await import('../../../src-main/index');
  return fakeElectron;
}

async function readyWindow(fake: Fake) {
  fake.electron.app.becomeReady();
  await vi.waitFor(() => expect(fake.FakeBrowserWindow.created[0]?.loadURL).toHaveBeenCalled());
  const window = fake.FakeBrowserWindow.created[0];
  if (window === undefined) throw new Error('sin ventana');
  return window;
}

describe('app wiring (src-main/index.ts)', () => {
  it('starts one sandboxed, hardened window on app://, with IPC, menu and settings in the user data directory', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'directorio-userdata-'));
    writeFileSync(join(userData, 'window-state.json'), JSON.stringify({ x: 10, y: 20, width: 1300, height: 800, maximized: true }));
    const fake = await launch(['--data-dir', userData]);
    const { app } = fake.electron;
    expect(app.calls.map(([name]) => name)).toEqual(['setName', 'setPath', 'requestSingleInstanceLock', 'enableSandbox']);
    expect(fake.electron.protocol.privileged).toHaveLength(1); // registered before ready

    const window = await readyWindow(fake);
    expect(window.loadURL).toHaveBeenCalledWith('app://directorio/index.html');
    expect(window.options).toMatchObject({ x: 10, y: 20, width: 1300, height: 800, icon: join('/app', 'resources', 'icon.png') });
    expect(window.options.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false, devTools: true });
    expect(window.isMaximized()).toBe(true);
    expect(window.webContents.windowOpenHandler).not.toBeNull();
    expect(window.webContents.listenerCount('will-navigate')).toBe(1);
    expect([...fake.electron.ipcMain.handlers.keys()].sort()).toEqual(bridgeMethods.map(channelOf).sort());
    expect(fake.electron.protocol.handlers.has('app')).toBe(true);
    expect(fake.electron.session.defaultSession.permissionRequest).not.toBeNull();

    // The menu reaches this window's page.
    const menu = fake.electron.Menu.installed as { template: { label?: string; submenu?: { label?: string; click?: () => void }[] }[] };
    menu.template
      .find((item) => item.label === 'Archivo')
      ?.submenu?.find((item) => item.label === 'Sincronizar')
      ?.click?.();
    expect(window.webContents.sent).toEqual([[menuChannel, 'sincronizar']]);

    // Settings live in the user data directory; the window remembers its place there on close.
    const handler = fake.electron.ipcMain.handlers.get(channelOf('getSettings'));
    const answer = await handler?.({ senderFrame: { url: 'app://directorio/index.html', parent: null } }, {});
    expect(answer).toMatchObject({ ok: true, view: { location: join(userData, 'settings.json'), baseUrlOverride: null } });
    window.emit('close');
    expect(JSON.parse(readFileSync(join(userData, 'window-state.json'), 'utf8'))).toMatchObject({ width: 1200, maximized: true });
  });

  it('a second launch leaves at once, and the first window comes to the front', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'directorio-userdata-'));
    const first = await launch(['--data-dir', userData]);
    const window = await readyWindow(first);
    window.minimized = true;
    first.electron.app.emit('second-instance');
    expect(window.calls).toEqual(expect.arrayContaining(['restore', 'focus']));

    const second = await launch(['--data-dir', userData], (fake) => {
      fake.electron.app.singleInstance = false;
    });
    second.electron.app.becomeReady();
    await Promise.resolve();
    expect(second.electron.app.calls).toContainEqual(['quit']);
    expect(second.FakeBrowserWindow.created).toEqual([]);
    expect(second.electron.ipcMain.handlers.size).toBe(0);
  });

  it('--base-url overrides the saved base URL for this run; an unsafe one stops the app', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'directorio-userdata-'));
    const fake = await launch(['--data-dir', userData, '--base-url', 'http://127.0.0.1:8787/api/v2.0/']);
    await readyWindow(fake);
    const handler = fake.electron.ipcMain.handlers.get(channelOf('getConfig'));
    expect(await handler?.({ senderFrame: { url: 'app://directorio/index.html', parent: null } }, {})).toEqual({
      ok: true,
      config: { baseUrl: 'http://127.0.0.1:8787', mode: 'electron' },
    });

    const refused = await launch(['--data-dir', userData, '--base-url', 'file:///etc/passwd'], () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    expect(refused.electron.app.calls).toContainEqual(['exit', 1]);
    expect(refused.electron.app.calls).not.toContainEqual(['requestSingleInstanceLock']);
  });

  it('packaged builds have no DevTools', async () => {
    const fake = await launch(['--data-dir', mkdtempSync(join(tmpdir(), 'directorio-userdata-'))], (f) => {
      f.electron.app.isPackaged = true;
    });
    const window = await readyWindow(fake);
    expect(window.options.webPreferences?.devTools).toBe(false);
  });
});

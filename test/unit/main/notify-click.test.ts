/**
 * A saved search's notice in Electron, end to end in main (src-main/index.ts against the fake
 * `electron`): the page asks for it over IPC with the search's id; clicking it restores, shows
 * and focuses the window and sends that id, and only it, on the notice's own channel. A notice
 * without a search only brings the window back; an id of another shape never reaches the system.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { busquedaChannel, channelOf } from '../../../src-shared/bridge';
import * as fakeElectron from '../support/fake-electron';

vi.mock('electron', () => import('../support/fake-electron').then((fake) => fake.electron));

// Resolve the mock once now, so that it holds this file's instance of the fake for good.
expect(await import('electron')).toMatchObject({ app: fakeElectron.electron.app });

const argv = process.argv;
afterEach(() => {
  process.argv = argv;
});

const appFrame = { senderFrame: { url: 'app://directorio/index.html', parent: null } };
const busqueda = '0b6f5a8e-2c1d-4f3a-9e7b-5d4c3b2a1f00';

/** Starts index.ts afresh, and returns its window once loaded with the IPC `notify` handler. */
async function started() {
  fakeElectron.resetElectron();
  vi.resetModules();
  process.argv = ['electron', '.', '--data-dir', mkdtempSync(join(tmpdir(), 'directorio-userdata-'))];
  await import('../../../src-main/index');
  fakeElectron.electron.app.becomeReady();
  await vi.waitFor(() => expect(fakeElectron.FakeBrowserWindow.created[0]?.loadURL).toHaveBeenCalled());
  const window = fakeElectron.FakeBrowserWindow.created[0];
  const notify = fakeElectron.electron.ipcMain.handlers.get(channelOf('notify'));
  if (window === undefined || notify === undefined) throw new Error('sin ventana o sin notify');
  return { window, notify: (args: unknown) => notify(appFrame, args) };
}

describe("a saved search's desktop notice", () => {
  it('clicked, brings back a minimized window and tells its page which search to open', async () => {
    const { window, notify } = await started();
    expect(await notify({ title: 'Convocatorias nuevas', body: '3 convocatorias nuevas en «Música»', busqueda })).toEqual({
      ok: true,
      delivery: 'shown',
    });
    const [shown] = fakeElectron.FakeNotification.shown;
    expect(shown?.options).toMatchObject({ title: 'Convocatorias nuevas', body: '3 convocatorias nuevas en «Música»' });
    window.minimized = true;
    expect(window.webContents.sent).toEqual([]);
    shown?.click();
    expect(window.calls).toEqual(['restore', 'show', 'focus']);
    expect(window.webContents.sent).toEqual([[busquedaChannel, busqueda]]);
  });

  it('without a search, only brings the window back', async () => {
    const { window, notify } = await started();
    await notify({ title: 'Una convocatoria favorita cierra pronto', body: '«Becas» cierra mañana.' });
    fakeElectron.FakeNotification.shown[0]?.click();
    expect(window.calls).toEqual(['show', 'focus']);
    expect(window.webContents.sent).toEqual([]);
  });

  it('is refused, and shows nothing, when the search is not an id of the app’s shape', async () => {
    const { notify } = await started();
    for (const bad of ['#/configuracion', 'javascript:alert(1)', 'https://ejemplo.com/', '', 'x'.repeat(65), 42]) {
      expect(await notify({ title: 'Convocatorias nuevas', body: '', busqueda: bad })).toMatchObject({
        ok: false,
        error: { kind: 'invalid-argument' },
      });
    }
    expect(fakeElectron.FakeNotification.shown).toEqual([]);
  });

  it('after the window is gone, a click does nothing', async () => {
    const { window, notify } = await started();
    await notify({ title: 'Convocatorias nuevas', body: '', busqueda });
    window.destroyed = true;
    fakeElectron.FakeNotification.shown[0]?.click();
    expect(window.calls).toEqual([]);
    expect(window.webContents.sent).toEqual([]);
  });
});

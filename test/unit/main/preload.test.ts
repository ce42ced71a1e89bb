/** The preload is the whole surface the page gets: exactly the contract, nothing raw. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeMethods, busquedaChannel, channelOf, menuChannel, type DirectorioPreload } from '../../../src-shared/bridge';
import { electron, resetElectron } from '../support/fake-electron';

vi.mock('electron', () => import('../support/fake-electron').then((fake) => fake.electron));

// Resolve the mock once now, so that it holds this file's instance of the fake for good.
expect(await import('electron')).toMatchObject({ contextBridge: electron.contextBridge });

beforeEach(() => {
  resetElectron();
  // Each test runs the preload afresh against the cleared fake (the mock itself stays cached).
  vi.resetModules();
});

describe('the preload', () => {
  it('exposes exactly the contract methods plus onMenuCommand and onOpenBusqueda, over their own channels', async () => {
    await import('../../../src-main/preload');
    const api = electron.contextBridge.exposed.get('directorio') as DirectorioPreload;
    expect([...electron.contextBridge.exposed.keys()]).toEqual(['directorio']);
    expect(Object.keys(api).sort()).toEqual([...bridgeMethods, 'onMenuCommand', 'onOpenBusqueda'].sort());
    await api.fetchPage({ collection: 'convocatorias', offset: 0, limit: 10 });
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith(channelOf('fetchPage'), { collection: 'convocatorias', offset: 0, limit: 10 });

    const heard: unknown[][] = [];
    const stop = api.onMenuCommand((...args: unknown[]) => heard.push(args));
    const event = { sender: 'el IpcRendererEvent, que la página no debe ver' };
    electron.ipcRenderer.emit(menuChannel, event, 'sincronizar');
    electron.ipcRenderer.emit(menuChannel, event, 'borrarTodo');
    electron.ipcRenderer.emit(menuChannel, event, { toString: () => 'sincronizar' });
    electron.ipcRenderer.emit('directorio:fetchPage', event, 'sincronizar');
    expect(heard).toEqual([['sincronizar']]);
    stop();
    electron.ipcRenderer.emit(menuChannel, event, 'configuracion');
    expect(heard).toHaveLength(1);
    expect(electron.ipcRenderer.listenerCount(menuChannel)).toBe(0);
  });

  it("passes on a notice's saved search only as an id of the app's shape, and only from its own channel", async () => {
    await import('../../../src-main/preload');
    const api = electron.contextBridge.exposed.get('directorio') as DirectorioPreload;
    const heard: unknown[][] = [];
    const stop = api.onOpenBusqueda((...args: unknown[]) => heard.push(args));
    const event = { sender: 'el IpcRendererEvent, que la página no debe ver' };
    const id = '0b6f5a8e-2c1d-4f3a-9e7b-5d4c3b2a1f00';
    electron.ipcRenderer.emit(busquedaChannel, event, id);
    for (const bad of ['#/configuracion', 'https://ejemplo.com/', '../../etc', '', 'x'.repeat(65), 42, { id }, null]) {
      electron.ipcRenderer.emit(busquedaChannel, event, bad);
    }
    electron.ipcRenderer.emit(menuChannel, event, id);
    expect(heard).toEqual([[id]]);
    stop();
    electron.ipcRenderer.emit(busquedaChannel, event, id);
    expect(heard).toHaveLength(1);
    expect(electron.ipcRenderer.listenerCount(busquedaChannel)).toBe(0);
  });

  it('keeps the menu and notice channels apart from every method channel and from each other', () => {
    expect(bridgeMethods.map(channelOf)).not.toContain(menuChannel);
    expect(bridgeMethods.map(channelOf)).not.toContain(busquedaChannel);
    expect(busquedaChannel).not.toBe(menuChannel);
  });
});

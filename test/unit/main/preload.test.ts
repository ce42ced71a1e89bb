/** The preload is the whole surface the page gets: exactly the contract, nothing raw. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeMethods, channelOf, menuChannel, type DirectorioPreload } from '../../../src-shared/bridge';
import { electron, resetElectron } from '../support/fake-electron';

vi.mock('electron', () => import('../support/fake-electron').then((fake) => fake.electron));

beforeEach(() => resetElectron());

describe('the preload', () => {
  it('exposes exactly the contract methods plus onMenuCommand, over their own channels', async () => {
    await import('../../../src-main/preload');
    const api = electron.contextBridge.exposed.get('directorio') as DirectorioPreload;
    expect([...electron.contextBridge.exposed.keys()]).toEqual(['directorio']);
    expect(Object.keys(api).sort()).toEqual([...bridgeMethods, 'onMenuCommand'].sort());
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

  it('keeps the menu channel apart from every method channel', () => {
    expect(bridgeMethods.map(channelOf)).not.toContain(menuChannel);
  });
});

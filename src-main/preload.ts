/**
 * Exposes exactly the contract's methods, plus main's two notifications (a menu command, a notice's
 * saved search to open), as window.directorio.
 * No raw ipcRenderer, no channel names chosen by the page, and the IPC event (which carries the
 * sender) never reaches page code.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { DirectorioApi, DirectorioEvents, DirectorioPreload } from '../src-shared/bridge';
import { bridgeMethods, busquedaChannel, channelOf, isBusquedaId, isMenuCommand, menuChannel } from '../src-shared/channels';

const api = Object.fromEntries(
  bridgeMethods.map((method) => [method, (args: unknown) => ipcRenderer.invoke(channelOf(method), args)]),
) as DirectorioApi;

const events: DirectorioEvents = {
  onMenuCommand(listener) {
    const forward = (_event: IpcRendererEvent, command: unknown): void => {
      if (isMenuCommand(command)) listener(command);
    };
    ipcRenderer.on(menuChannel, forward);
    return () => {
      ipcRenderer.removeListener(menuChannel, forward);
    };
  },
  onOpenBusqueda(listener) {
    const forward = (_event: IpcRendererEvent, id: unknown): void => {
      if (isBusquedaId(id)) listener(id);
    };
    ipcRenderer.on(busquedaChannel, forward);
    return () => {
      ipcRenderer.removeListener(busquedaChannel, forward);
    };
  },
};

contextBridge.exposeInMainWorld('directorio', { ...api, ...events } satisfies DirectorioPreload);

/** Exposes exactly the contract's methods as window.directorio; no raw ipcRenderer. */
import { contextBridge, ipcRenderer } from 'electron';
import type { DirectorioApi } from '../src-shared/bridge';
import { bridgeMethods, channelOf } from '../src-shared/channels';

const api = Object.fromEntries(
  bridgeMethods.map((method) => [method, (args: unknown) => ipcRenderer.invoke(channelOf(method), args)]),
) as DirectorioApi;

contextBridge.exposeInMainWorld('directorio', api);

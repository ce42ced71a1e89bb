/** Electron transport: one ipcMain handler per contract method, answering only the app's own page. */
import { ipcMain } from 'electron';
import { bridgeMethods, channelOf, type BridgeHandlers } from '../../src-shared/bridge';
import { isAppUrl } from '../window';
import { dispatch } from './handlers';

export function registerIpc(handlers: BridgeHandlers, log: (message: string, cause: unknown) => void): void {
  for (const method of bridgeMethods) {
    ipcMain.handle(channelOf(method), (event, args: unknown) => {
      if (!isAppUrl(event.senderFrame?.url)) {
        return { ok: false, error: { kind: 'rejected', message: 'Remitente no autorizado' } };
      }
      return dispatch(handlers, method, args, log);
    });
  }
}

/**
 * Electron transport: one ipcMain handler per contract method, answering only the app's own
 * page (the top frame of app://directorio). Anything else (another frame, a page that somehow
 * navigated elsewhere, a destroyed frame) gets a typed rejection and the handler never runs.
 */
import { ipcMain } from 'electron';
import { bridgeMethods, channelOf, type BridgeHandlers, type Failure } from '../../src-shared/bridge';
import { isAppFrame } from '../window';
import { dispatch } from './handlers';

export const foreignSender: Failure = { ok: false, error: { kind: 'rejected', message: 'Remitente no autorizado' } };

export function registerIpc(handlers: BridgeHandlers, log: (message: string, cause: unknown) => void): void {
  for (const method of bridgeMethods) {
    ipcMain.handle(channelOf(method), (event, args: unknown) => {
      if (!isAppFrame(event.senderFrame)) {
        log(`bridge ${method}: remitente rechazado`, event.senderFrame?.url ?? null);
        return foreignSender;
      }
      return dispatch(handlers, method, args, log);
    });
  }
}

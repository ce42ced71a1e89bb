/** The IPC transport's refusal in words: what the page gets and what the log says about a foreign sender. */
import { describe, expect, it, vi } from 'vitest';
import { channelOf, type BridgeHandlers } from '../../../../src-shared/bridge';
import { electron, resetElectron } from '../../support/fake-electron';

vi.mock('electron', () => import('../../support/fake-electron').then((fake) => fake.electron));

const { foreignSender, registerIpc } = await import('../../../../src-main/bridge/ipc');

describe('a foreign sender', () => {
  it('gets "Remitente no autorizado" and the log names the method and the frame it came from', async () => {
    resetElectron();
    const log = vi.fn();
    // No handler may run for a foreign frame: an empty table proves it.
    registerIpc({} as BridgeHandlers, log);
    const handler = electron.ipcMain.handlers.get(channelOf('getConfig'));
    expect(foreignSender).toEqual({ ok: false, error: { kind: 'rejected', message: 'Remitente no autorizado' } });
    expect(await handler?.({ senderFrame: { url: 'https://evil.example/', parent: null } }, {})).toBe(foreignSender);
    expect(await handler?.({ senderFrame: null }, {})).toBe(foreignSender);
    expect(log.mock.calls).toEqual([
      ['bridge getConfig: remitente rechazado', 'https://evil.example/'],
      ['bridge getConfig: remitente rechazado', null],
    ]);
  });
});

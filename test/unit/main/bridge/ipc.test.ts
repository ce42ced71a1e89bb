import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { bridgeMethods, channelOf, type BridgeHandlers, type BridgeMethod } from '../../../../src-shared/bridge';
import { defaultSettings } from '../../../../src-shared/settings';
import { electron, resetElectron } from '../../support/fake-electron';

vi.mock('electron', () => import('../../support/fake-electron').then((fake) => fake.electron));

const { foreignSender, registerIpc } = await import('../../../../src-main/bridge/ipc');

const view = {
  settings: defaultSettings,
  effectiveBaseUrl: defaultSettings.baseUrl,
  baseUrlOverride: null,
  location: '/x/settings.json',
  notice: null,
};

const noDocuments = { files: [], count: 0, totalBytes: 0 };

/** Handlers that only record that they ran. */
function spyHandlers(): BridgeHandlers & Record<BridgeMethod, ReturnType<typeof vi.fn>> {
  return {
    fetchPage: vi.fn(() => Promise.resolve({ ok: false as const, error: { kind: 'network' as const, message: 'simulado' } })),
    fetchRecord: vi.fn(() => Promise.resolve({ ok: false as const, error: { kind: 'network' as const, message: 'simulado' } })),
    getConfig: vi.fn(() =>
      Promise.resolve({ ok: true as const, config: { baseUrl: 'https://www.cultura.gob.ar', mode: 'electron' as const } }),
    ),
    openExternal: vi.fn(() => Promise.resolve({ ok: true as const, url: 'https://www.cultura.gob.ar/' })),
    getSettings: vi.fn(() => Promise.resolve({ ok: true as const, view })),
    saveSettings: vi.fn(() => Promise.resolve({ ok: true as const, view })),
    saveDocuments: vi.fn(() => Promise.resolve({ ok: true as const, saved: noDocuments, failures: [] })),
    listSavedDocuments: vi.fn(() => Promise.resolve({ ok: true as const, saved: noDocuments })),
    openSavedDocument: vi.fn(() => Promise.resolve({ ok: true as const, href: null })),
    removeSavedDocuments: vi.fn(() => Promise.resolve({ ok: true as const, saved: noDocuments })),
    listAllSavedDocuments: vi.fn(() => Promise.resolve({ ok: true as const, documents: [] })),
    readDocument: vi.fn(() =>
      Promise.resolve({ ok: true as const, bytes: new Uint8Array([37, 80, 68, 70]), name: 'bases.pdf', saved: true }),
    ),
    clearSavedDocuments: vi.fn(() => Promise.resolve({ ok: true as const, removed: 0 })),
    notify: vi.fn(() => Promise.resolve({ ok: true as const, delivery: 'shown' as const })),
  };
}

const validArgs: Record<BridgeMethod, unknown> = {
  fetchPage: { collection: 'convocatorias', offset: 0, limit: 100 },
  fetchRecord: { collection: 'convocatorias', id: 7 },
  getConfig: {},
  openExternal: { url: 'https://www.cultura.gob.ar/bases.pdf' },
  getSettings: {},
  saveSettings: defaultSettings,
  saveDocuments: { kind: 'convocatoria', id: 7, urls: ['https://www.cultura.gob.ar/bases.pdf'] },
  listSavedDocuments: { kind: 'convocatoria', id: 7 },
  openSavedDocument: { kind: 'tramite', id: 3, name: 'bases.pdf' },
  removeSavedDocuments: { kind: 'tramite', id: 3 },
  listAllSavedDocuments: {},
  readDocument: { kind: 'convocatoria', id: 7, url: 'https://www.cultura.gob.ar/bases.pdf' },
  clearSavedDocuments: {},
  notify: { title: 'Aviso', body: 'Cierra mañana.' },
};

const appFrame = { url: 'app://directorio/index.html#/convocatorias', parent: null };
const foreignFrames = [
  { url: 'https://evil.example/', parent: null },
  { url: 'http://127.0.0.1:5180/', parent: null },
  { url: 'file:///home/usuario/out/renderer/index.html', parent: null },
  { url: 'app://otro/index.html', parent: null },
  { url: 'app://directorio/index.html', parent: { url: 'app://directorio/index.html' } },
  { url: 'devtools://devtools/bundled/inspector.html', parent: null },
  null,
];

function invoke(method: BridgeMethod, senderFrame: unknown, args: unknown): Promise<unknown> {
  const handler = electron.ipcMain.handlers.get(channelOf(method));
  if (handler === undefined) throw new Error(`sin handler para ${method}`);
  return Promise.resolve(handler({ senderFrame }, args));
}

let handlers: ReturnType<typeof spyHandlers>;
let log: Mock<(message: string, cause: unknown) => void>;

beforeEach(() => {
  resetElectron();
  handlers = spyHandlers();
  log = vi.fn<(message: string, cause: unknown) => void>();
  registerIpc(handlers, log);
});

describe('IPC transport', () => {
  it('registers one handler per contract method, on the derived channel, and nothing else', () => {
    expect([...electron.ipcMain.handlers.keys()].sort()).toEqual(bridgeMethods.map(channelOf).sort());
  });

  it.each(bridgeMethods)('%s: answers the app page', async (method) => {
    const result = await invoke(method, appFrame, validArgs[method]);
    expect(handlers[method]).toHaveBeenCalledTimes(1);
    expect(result).toEqual(await (handlers[method].mock.results[0]?.value as Promise<unknown>));
  });

  it.each(bridgeMethods)('%s: a foreign sender gets a typed rejection and the handler never runs', async (method) => {
    for (const frame of foreignFrames) {
      expect(await invoke(method, frame, validArgs[method])).toEqual(foreignSender);
    }
    expect(foreignSender).toEqual({ ok: false, error: { kind: 'rejected', message: expect.any(String) } });
    expect(handlers[method]).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(foreignFrames.length);
  });

  it.each(bridgeMethods)('%s: wrong arguments from the app page are a typed error, not a crash', async (method) => {
    for (const args of [undefined, null, 42, 'x', [], { extra: true }, { ...(validArgs[method] as object), extra: 1 }]) {
      expect(await invoke(method, appFrame, args)).toMatchObject({ ok: false, error: { kind: 'invalid-argument' } });
    }
    expect(handlers[method]).not.toHaveBeenCalled();
  });

  it('turns a handler that throws (a bug) into a typed internal error', async () => {
    handlers.getConfig.mockRejectedValue(new Error('fallo simulado'));
    expect(await invoke('getConfig', appFrame, {})).toEqual({ ok: false, error: { kind: 'internal', message: 'fallo simulado' } });
    expect(log).toHaveBeenCalledWith('bridge getConfig failed', expect.any(Error));
  });
});

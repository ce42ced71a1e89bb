/**
 * The `notify` bridge method: main shows a desktop notification in Electron (its Notification,
 * faked here: the real module would download the binary) and answers 'unsupported' in browser
 * mode or where the system has none; bad arguments never reach it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fetcher } from '../../../src-main/api/fetcher';
import { createBackend } from '../../../src-main/backend';
import { dispatch } from '../../../src-main/bridge/handlers';

const shown: { title: string; body: string }[] = [];
let supported = true;

vi.mock('electron', () => ({
  Notification: class {
    static isSupported(): boolean {
      return supported;
    }
    constructor(private readonly options: { title: string; body: string }) {}
    on(): this {
      return this;
    }
    show(): void {
      shown.push({ title: this.options.title, body: this.options.body });
    }
  },
}));

const { showNotification } = await import('../../../src-main/notify');

const fetcher: Fetcher = {
  baseUrl: 'https://www.cultura.gob.ar',
  fetchPage: () => Promise.resolve({ ok: false, error: { kind: 'network', message: 'sin red en la prueba' } }),
  fetchRecord: () => Promise.resolve({ ok: false, error: { kind: 'network', message: 'sin red en la prueba' } }),
};

function backend(mode: 'electron' | 'browser') {
  return createBackend({
    dataDir: mkdtempSync(join(tmpdir(), 'directorio-notify-')),
    baseUrlOverride: null,
    mode,
    createFetcher: () => fetcher,
    ...(mode === 'electron' ? { notify: (notice: { title: string; body: string }) => showNotification(notice) } : {}),
  });
}

const notice = { title: 'Una convocatoria favorita cierra pronto', body: '«Becas» cierra mañana.' };

beforeEach(() => {
  shown.length = 0;
  supported = true;
});

describe('notify', () => {
  it('shows a desktop notification from main in Electron', async () => {
    const { handlers } = await backend('electron');
    expect(await handlers.notify(notice)).toEqual({ ok: true, delivery: 'shown' });
    expect(shown).toEqual([notice]);
  });

  it("answers 'unsupported' where the system has no notifications, and in browser mode", async () => {
    supported = false;
    expect(await (await backend('electron')).handlers.notify(notice)).toEqual({ ok: true, delivery: 'unsupported' });
    supported = true;
    expect(await (await backend('browser')).handlers.notify(notice)).toEqual({ ok: true, delivery: 'unsupported' });
    expect(shown).toEqual([]);
  });

  it('refuses malformed notices before they reach the system', async () => {
    const { handlers } = await backend('electron');
    for (const bad of [
      { title: '', body: 'x' },
      { title: 'x'.repeat(201), body: '' },
      { ...notice, icon: 'file:///etc/passwd' },
      { title: 1, body: 2 },
    ]) {
      expect(await dispatch(handlers, 'notify', bad)).toMatchObject({ ok: false, error: { kind: 'invalid-argument' } });
    }
    expect(shown).toEqual([]);
  });
});

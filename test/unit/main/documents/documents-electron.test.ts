/**
 * In the desktop app a saved document opens with the system's viewer (shell.openPath), and only
 * a vetted path inside userData/documentos/<kind>-<id>/ ever reaches it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { electron, resetElectron } from '../../support/fake-electron';

vi.mock('electron', () => import('../../support/fake-electron').then((fake) => fake.electron));

const { openSavedFile } = await import('../../../../src-main/window');
const { createBackend } = await import('../../../../src-main/backend');
const { dispatch } = await import('../../../../src-main/bridge/handlers');

beforeEach(() => resetElectron());

describe('opening a saved document in the desktop app', () => {
  it('hands shell.openPath the file inside its record folder, and nothing else', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'directorio-userdata-'));
    const folder = join(userData, 'documentos', 'tramite-3');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'bases.pdf'), '%PDF-1.4\n');
    writeFileSync(join(userData, 'documentos', 'otro.pdf'), '%PDF-1.4\n');
    const backend = await createBackend({
      dataDir: userData,
      baseUrlOverride: 'http://127.0.0.1:9',
      mode: 'electron',
      openFile: openSavedFile,
    });

    expect(await dispatch(backend.handlers, 'openSavedDocument', { kind: 'tramite', id: 3, name: 'bases.pdf' })).toEqual({
      ok: true,
      href: null,
    });
    expect(electron.shell.openPath.mock.calls).toEqual([[join(folder, 'bases.pdf')]]);

    for (const name of ['../otro.pdf', '..', '.indice.json', 'falta.pdf']) {
      expect(await dispatch(backend.handlers, 'openSavedDocument', { kind: 'tramite', id: 3, name })).toMatchObject({
        ok: false,
        error: { kind: 'rejected' },
      });
    }
    expect(await dispatch(backend.handlers, 'openSavedDocument', { kind: 'tramite', id: '3/../..', name: 'otro.pdf' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-argument' },
    });
    expect(electron.shell.openPath).toHaveBeenCalledTimes(1);
  });

  it("passes the viewer's failure on, and null when it opened", async () => {
    electron.shell.openPath.mockResolvedValueOnce('No application is associated');
    expect(await openSavedFile('/x/bases.pdf')).toBe('No application is associated');
    expect(await openSavedFile('/x/bases.pdf')).toBeNull();
  });
});

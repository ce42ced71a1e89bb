/**
 * Electron smoke test: the real shell, driven by Playwright's _electron, against the simulator.
 * It needs the Electron binary, which the electron package downloads on install; where it is
 * missing (no internet) or there is no display, the test is skipped and says why.
 * The binary is located the way the electron package does it (path.txt), never by requiring the
 * package: its index.js would try to download the binary.
 */
import { _electron, expect, test } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSimulator } from '../simulator/server';

const root = fileURLToPath(new URL('../../', import.meta.url));

function electronBinary(): { path: string } | { why: string } {
  const packageDir = join(root, 'node_modules', 'electron');
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) {
    return {
      why: 'the Electron binary is not installed (node_modules/electron/path.txt is missing: it is downloaded on first install, which needs internet)',
    };
  }
  const executable = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  if (!existsSync(executable)) return { why: `the Electron binary is not installed (${executable} is missing)` };
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { why: 'there is no display (DISPLAY/WAYLAND_DISPLAY unset); run it under xvfb-run' };
  }
  return { path: executable };
}

/**
 * The contract's methods as src-shared/bridge.ts documents them, written out here: a method added
 * to (or dropped from) what the preload exposes must be added here on purpose.
 */
const bridgeMethods = [
  'fetchPage',
  'fetchRecord',
  'getConfig',
  'openExternal',
  'getSettings',
  'saveSettings',
  'saveDocuments',
  'listSavedDocuments',
  'openSavedDocument',
  'removeSavedDocuments',
  'listAllSavedDocuments',
  'readDocument',
  'clearSavedDocuments',
  'notify',
];

const binary = electronBinary();
const skipReason = 'why' in binary ? `Electron smoke test skipped: ${binary.why}. Browser mode covers the same app.` : '';
if (skipReason !== '') console.log(skipReason);

test.describe('Electron shell', () => {
  test.skip(skipReason !== '', skipReason);

  test('opens the hardened window on app://, exposes only the bridge, and syncs from the simulator', async () => {
    if (!('path' in binary)) return;
    const simulator = await startSimulator({ seed: 7, sizes: { convocatorias: 40, organismos: 20, tramites: 10 } });
    const app = await _electron.launch({
      executablePath: binary.path,
      args: [root, '--data-dir', mkdtempSync(join(tmpdir(), 'directorio-electron-')), '--base-url', simulator.url],
    });
    try {
      const page = await app.firstWindow();
      await expect(page).toHaveTitle('Directorio de Cultura');
      expect(page.url()).toMatch(/^app:\/\/directorio\//);

      // What page code can reach: the contract's methods and the menu hook, no Node.
      const surface = await page.evaluate(() => {
        const scope = globalThis as unknown as { directorio?: object; require?: unknown; process?: unknown };
        return { bridge: Object.keys(scope.directorio ?? {}).sort(), require: typeof scope.require, process: typeof scope.process };
      });
      expect(surface).toEqual({ bridge: [...bridgeMethods, 'onMenuCommand'].sort(), require: 'undefined', process: 'undefined' });

      // What main set up (the window options themselves are asserted in test/unit/main/window.test.ts).
      expect(await app.evaluate(({ app: electronApp }) => electronApp.name)).toBe('Directorio de Cultura');

      // No pop-ups, no navigation away (about:blank, so that the URL guard sends nothing to the system browser).
      expect(await page.evaluate(() => window.open('about:blank') === null)).toBe(true);
      await page.evaluate(() => {
        window.location.href = 'https://example.org/';
      });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(page.url()).toMatch(/^app:\/\/directorio\//);
      expect(app.windows()).toHaveLength(1);

      // The first sync runs through IPC into IndexedDB on app://.
      await expect(page.getByTestId('sync-status').getByText(/Datos actualizados/)).toBeVisible({ timeout: 30_000 });
      // It ran in the data service's worker (a worker that failed to load on app:// would fall
      // back to the page silently): the page relayed the worker's pages through the preload.
      const workers = await Promise.all(page.workers().map((worker) => worker.evaluate(() => self.name)));
      expect(workers).toContain('directorio-datos');
    } finally {
      await app.close();
      await simulator.close();
    }
  });
});

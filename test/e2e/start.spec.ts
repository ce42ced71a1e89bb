/**
 * The window's staged start (src-renderer/start/boot.ts) when a stage's file cannot be loaded:
 * the window says so in Spanish with the reason, instead of staying blank, and "Recargar" starts
 * it again once the file is there. Screenshots of that message at both sizes, light and dark.
 * And what the start begins: the data service's worker only when a sync is likely.
 */
import { fileURLToPath } from 'node:url';
import { axeViolations } from './axe';
import { listed, simulatorConvocatorias, todayInBuenosAires } from './expected';
import { expect, startApp, test } from './fixtures';
import { ConvocatoriasView } from './pages';

const screensDir = fileURLToPath(new URL('../../test-results/screens/', import.meta.url));
// The data layer's chunks (start/data.ts's stage and the `data` group): see electron.vite.config.ts.
const dataChunk = /\/assets\/data-[\w-]{8}\.js$/;

test('a stage that cannot load says so, with the reason; Recargar starts the window once it can', async ({ page, app }) => {
  let blocked = 0;
  await page.route(dataChunk, async (route) => {
    blocked++;
    await route.abort('failed');
  });
  await page.goto(app.web.url);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: 'No se pudo iniciar Directorio de Cultura' })).toBeVisible();
  await expect(alert).toContainText('Una parte de la aplicación no se pudo cargar. Los datos guardados no se perdieron.');
  await expect(alert.locator('pre')).toContainText(/\/assets\/data-[\w-]{8}\.js/);
  expect(blocked).toBeGreaterThan(0);
  // Nothing of the window was drawn: no header, no list.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  // In both schemes: no other spec shows this screen to axe.
  expect(await axeViolations(page)).toEqual([]);

  for (const size of [
    { width: 1366, height: 768 },
    { width: 1024, height: 700 },
  ]) {
    await page.setViewportSize(size);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `${screensDir}start-failure-${size.width}-${colorScheme}.png`, animations: 'disabled' });
    }
  }

  await page.unroute(dataChunk);
  await alert.getByRole('button', { name: 'Recargar' }).click();
  await expect(page.getByRole('list', { name: 'Convocatorias' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a start on a mirror that is up to date leaves the data service unstarted until a sync is asked for', async ({ page }) => {
  const app = await startApp({ seed: 5, sizes: { convocatorias: 60, organismos: 12, tramites: 6 } });
  try {
    const workerNames = (): Promise<string[]> => Promise.all(page.workers().map((worker) => worker.evaluate(() => self.name)));
    const view = new ConvocatoriasView(page);
    // The first screen (Abiertas) is what the next start shows before the cache is read.
    const total = listed(simulatorConvocatorias(app.simulator), { estado: 'abierta' }, todayInBuenosAires()).length;
    // A first launch: nothing cached, so the worker starts with the window and runs the first sync.
    await view.goto(app.web.url, '#/convocatorias');
    await view.waitForSyncedCount(total);
    expect(await workerNames()).toContain('directorio-datos');
    // The list's first screen is kept for the next start: what tells the start the cache was filled.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('directorio.primera-pantalla:'))))
      .toBe(true);

    const requests = app.simulator.stats().listRequests;
    await page.reload();
    await view.waitForSyncedCount(total);
    await expect(view.rows.first()).toBeVisible();
    expect(await workerNames()).not.toContain('directorio-datos');
    expect(app.simulator.stats().listRequests).toBe(requests);

    // Asked for, a sync starts the worker then, and runs there.
    await view.syncStatus.getByRole('button', { name: 'Sincronizar' }).click();
    await expect(view.syncStatus).toContainText('Cambios: sin cambios', { timeout: 30_000 });
    expect(await workerNames()).toContain('directorio-datos');
    // It asked what the first sync asked, once: a sync the start had begun after all would double it.
    expect(app.simulator.stats().listRequests).toBe(2 * requests);
  } finally {
    await app.close();
  }
});

/**
 * Cancelar on a running sync: the status bar says the sync was cancelled, not that it failed. The
 * outcomes reach the page from the data service's worker as copies, so this holds only when a
 * cancellation is known by what it says rather than by which object it is. The run does not wait
 * for the requests already sent, and what they bring after the cancel is not stored; the next
 * run waits for them, so the API never has more than one run's requests, then goes ahead. Meanwhile
 * the connection says it waits for the API, and their answers, late as they are and with no run
 * under way, tell it the API is there.
 */
import { expect, startApp, test } from './fixtures';
import { expectedConvocatorias } from './expected';
import { ConvocatoriasView } from './pages';
import { storedConvocatorias } from './stored';

const small = { convocatorias: 60, organismos: 25, programas: 8, museos: 10, institutos: 6, tramites: 12 };

test('Cancelar on a running sync: the status bar reads "Sincronización cancelada."; Reintentar waits for the requests still out', async ({
  page,
}) => {
  // The API holds its answers until the test releases them: the first sync is still under way at
  // the click, however slow the machine is. No request of the app's times out meanwhile.
  const app = await startApp({ seed: 33, sizes: small }, { timeoutMs: 600_000 });
  let release = app.simulator.hold();
  try {
    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url);
    // The progress bar appears once the worker reports: the run is really going, not just starting.
    await expect(view.syncStatus.getByRole('progressbar')).toBeVisible({ timeout: 30_000 });
    await view.syncStatus.getByRole('button', { name: 'Cancelar' }).click();
    // With the API still holding every answer: the requests already sent are not waited for.
    await expect(view.syncStatus.getByRole('alert')).toHaveText('Sincronización cancelada.');
    expect(app.simulator.stats().listRequests).toBe(0);
    await expect(view.syncStatus).not.toContainText('no terminó');
    // Requests went out and none came back: the connection says it waits, not that nothing was asked.
    const connection = view.syncStatus.getByTestId('connection');
    await expect(connection).toHaveText('Esperando respuesta de la API');
    await expect(view.syncStatus.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // The list (all estados: a filter) says that nothing is stored, not that the filters match nothing.
    const list = page.getByRole('region', { name: 'Convocatorias', exact: true });
    await expect(list).toContainText('Todavía no hay convocatorias guardadas en este equipo.');
    await expect(list.getByRole('button', { name: 'Sincronizar ahora' })).toBeVisible();
    // Nor does the reader beside it ask to choose from a list with nothing in it.
    await expect(view.reader).toHaveText('Cuando haya convocatorias guardadas, elegí una de la lista para leerla aquí.');
    for (const [width, height, colorScheme] of [
      [1366, 768, 'light'],
      [1024, 700, 'dark'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `test-results/screens/sync-cancelled-${width}-${colorScheme}.png`, animations: 'disabled' });
    }

    // The Sincronización page says the same of each list the cancel stopped.
    await view.syncStatus.getByRole('link', { name: 'Detalles' }).click();
    const lists = page.getByRole('list', { name: 'Colecciones' });
    await expect(lists).toContainText('no se completó: se canceló');
    await expect(lists).not.toContainText('sincronización cancelada');

    // The cancelled run's requests are answered now, with no run under way: the API is there,
    // and nothing they brought is stored.
    release();
    await expect(connection).toHaveText('En línea');
    expect(await storedConvocatorias(page)).toBe(0);

    // Again, holding: a run under way, cancelled with its requests out.
    release = app.simulator.hold();
    await view.syncStatus.getByRole('button', { name: 'Reintentar' }).click();
    await expect(view.syncStatus.getByRole('progressbar')).toBeVisible({ timeout: 30_000 });
    await view.syncStatus.getByRole('button', { name: 'Cancelar' }).click();
    await expect(view.syncStatus.getByRole('alert')).toHaveText('Sincronización cancelada.');
    // Reintentar: the new run sends nothing while the cancelled run's requests are out.
    const asked = app.simulator.stats().requests;
    await view.syncStatus.getByRole('button', { name: 'Reintentar' }).click();
    await expect(view.syncStatus.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(app.simulator.stats().requests).toBe(asked);
    // Their answers go now; the API holds again, so what the waiting run asks once they are in stays unanswered.
    release();
    release = app.simulator.hold();
    await expect.poll(() => app.simulator.stats().requests).toBeGreaterThan(asked);
    // That run began once those answers had come: none of them was stored.
    expect(await storedConvocatorias(page)).toBe(0);
    release();
    await page.evaluate(() => {
      window.location.hash = '#/convocatorias?estado=todas&orden=oficial';
    });
    await view.waitForSyncedCount(expectedConvocatorias(app.simulator));
  } finally {
    release();
    await app.close();
  }
});

test('Enter pressed twice on Sincronizar starts a sync and does not cancel it; Cancelar takes a later Enter', async ({ page }) => {
  const app = await startApp({ seed: 34, sizes: small }, { timeoutMs: 600_000 });
  let release = (): void => undefined;
  try {
    // The page's clock, paused below: the second press comes "at once" however slow the machine is.
    await page.clock.install();
    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url);
    await expect(view.syncStatus).toContainText('Datos actualizados', { timeout: 30_000 });
    release = app.simulator.hold();
    await page.clock.pauseAt(Date.now() + 60_000);
    await view.syncStatus.getByRole('button', { name: 'Sincronizar' }).focus();
    await page.keyboard.press('Enter');
    const cancelar = view.syncStatus.getByRole('button', { name: 'Cancelar' });
    await expect(cancelar).toBeFocused();
    await page.keyboard.press('Enter');
    // A moment for a cancel to show, were it taken: the run goes on.
    await page.waitForTimeout(500);
    await expect(view.syncStatus.getByRole('alert')).toHaveCount(0);
    await expect(cancelar).toBeFocused();
    // Later, Enter on Cancelar cancels.
    await page.clock.runFor(1_000);
    await page.keyboard.press('Enter');
    await expect(view.syncStatus.getByRole('alert')).toHaveText('Sincronización cancelada.');
  } finally {
    release();
    await app.close();
  }
});

/**
 * Offline: once synced, the app works from IndexedDB alone. The API is shut down for good
 * (a simulator of this test's own), the page reloads, and everything a person browses is there.
 */
import { expectedConvocatorias, listed, simulatorConvocatorias, todayInBuenosAires } from './expected';
import { expect, startApp, test } from './fixtures';
import { ConvocatoriasView } from './pages';

test('with the API gone, the saved convocatorias list, filter and open; "Sincronizar" explains in Spanish and loses nothing', async ({
  page,
}) => {
  const app = await startApp({ seed: 13, sizes: { convocatorias: 120, organismos: 20, tramites: 10 } });
  let simulatorOpen = true;
  try {
    const total = expectedConvocatorias(app.simulator);
    const all = simulatorConvocatorias(app.simulator);
    const today = todayInBuenosAires();
    const open = listed(all, { estado: 'abierta' }, today).length;
    const vencidas = listed(all, { estado: 'vencida' }, today).length;
    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url);
    await view.waitForSyncedCount(total);

    await app.simulator.close();
    simulatorOpen = false;
    // A clock of our own, so the retries' backoff can be skipped instead of waited out.
    await page.clock.install();
    await page.reload();

    await view.expectCount(total);
    await expect(view.syncStatus).toContainText('Datos actualizados');
    await expect(view.syncStatus).not.toContainText(/en línea/i);
    await view.filterByEstado('Abierta');
    await view.expectCount(open);
    await view.filterByEstado('Ya cerró');
    await view.expectCount(vencidas);
    await view.filterByEstado('Todas');
    await view.expectCount(total);

    const first = view.rowAt(1);
    const titulo = (await first.locator('.row-title').textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/#\/convocatorias\/\d+\?estado=todas&orden=oficial$/);
    await expect(view.title).toHaveText(titulo);
    await expect(view.body).not.toBeEmpty();
    await page.keyboard.press('Escape');
    await expect(view.focusedRow()).toHaveAttribute('aria-posinset', '1');
    await view.expectCount(total);

    await view.syncStatus.getByRole('button', { name: 'Sincronizar' }).click();
    // Every collection retries with backoff, about a minute in all, before the run reports:
    // each turn skips the pending wait (8 s at most) instead of waiting it out.
    const problem = view.syncStatus.getByRole('alert');
    await expect(async () => {
      await page.clock.fastForward(10_000);
      await expect(problem).toBeVisible({ timeout: 100 });
    }).toPass({ intervals: [50], timeout: 30_000 });
    await expect(problem).toContainText('no se pudo conectar con la API');
    // The whole story is in its title (and on the Sincronización page): nothing was lost.
    await expect(problem).toHaveAttribute('title', /Se conservan los datos anteriores \(última sincronización completa hace /);
    await expect(view.syncStatus).not.toContainText(/ECONNREFUSED|fetch failed|TypeError|Error:|undefined/);
    expect(await problem.getAttribute('title')).not.toMatch(/ECONNREFUSED|fetch failed|TypeError|Error:|undefined/);
    await expect(view.syncStatus).toContainText('Sin conexión con la API');
    await expect(view.syncStatus.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await view.expectCount(total);

    await page.reload();
    await view.expectCount(total);
  } finally {
    await app.web.close();
    if (simulatorOpen) await app.simulator.close();
  }
});

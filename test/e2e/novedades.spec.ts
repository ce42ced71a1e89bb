/**
 * What's new after a sync: records first seen in it are marked "Nuevo" (none after the first
 * sync), "Solo nuevas" shows exactly those, and the status bar and Sincronización say how many
 * records were added, changed and removed. A simulator of its own: the test changes the data.
 */
import { expectedConvocatorias, listed, simulatorConvocatorias, todayInBuenosAires } from './expected';
import { expect, startApp, test } from './fixtures';
import { FavoritosView } from './favoritos-pages';
import { ConvocatoriasView, countText } from './pages';

const small = { sizes: { convocatorias: 30, organismos: 20, tramites: 10 } };

test('after a second sync, the new convocatorias are marked and filtered; the counts are in Sincronización', async ({ page }) => {
  const app = await startApp({ seed: 32, ...small });
  try {
    const view = new ConvocatoriasView(page);
    const soloNuevas = view.soloNuevas;
    await view.goto(app.web.url);
    const before = expectedConvocatorias(app.simulator);
    await view.waitForSyncedCount(before);
    // The very first sync marks nothing as new.
    await expect(view.optionCount('Solo nuevas')).toHaveText('0');
    await soloNuevas.check();
    await view.expectCount(0);
    await soloNuevas.uncheck();

    const [changed, removed] = app.simulator.records('convocatorias') as { id: number }[];
    app.simulator.update('convocatorias', changed?.id as number, { titulo: 'Título corregido por el ministerio' });
    app.simulator.remove('convocatorias', removed?.id as number);
    const nuevas = ['Residencia de escritura en Tilcara', 'Salón nacional de fotografía'] as const;
    const ids = nuevas.map((titulo) => app.simulator.insert('convocatorias', { titulo, estado: 'abierta' }));
    const tramite = app.simulator.insert('tramites', { titulo: 'Registro de editoriales independientes' });

    const changes = await new FavoritosView(page).syncAgain();
    await expect(changes).toHaveText('Cambios: 3 nuevos, 1 cambiado, 1 eliminado');
    // The rows on screen stay put: the removed one leaves, the new ones wait behind the bar.
    await view.expectCount(before - 1);
    await page.getByRole('button', { name: '2 convocatorias nuevas — mostrar' }).click();
    await view.expectCount(before + 1);

    await expect(view.optionCount('Solo nuevas')).toHaveText('2');
    await soloNuevas.check();
    await expect(page).toHaveURL(/[?&]nuevas=1/);
    await view.expectCount(2);
    await expect(view.rows).toHaveCount(2);
    for (const titulo of nuevas) await expect(view.rows.filter({ hasText: titulo })).toContainText('Nuevo');
    await view.filterByEstado('Cerrada');
    await view.expectCount(0);
    // Back to the first screen: the abiertas, new ones included.
    await view.clearFilters();
    await expect(soloNuevas).not.toBeChecked();
    const abiertas = listed(simulatorConvocatorias(app.simulator), { estado: 'abierta' }, todayInBuenosAires()).length;
    await expect(view.resultCount).toHaveText(countText(abiertas));

    await page.evaluate((id) => {
      window.location.hash = `#/convocatorias/${id}`;
    }, ids[0]);
    await expect(view.title).toHaveText(nuevas[0]);
    await expect(view.reader.locator('.detail-actions')).toContainText('Nuevo');
    await page.evaluate((id) => {
      window.location.hash = `#/tramites/${id}`;
    }, tramite);
    await expect(view.title).toHaveText('Registro de editoriales independientes');
    await expect(view.reader.locator('.detail-actions')).toContainText('Nuevo');

    await view.syncStatus.getByRole('link', { name: 'Detalles' }).click();
    await expect(page.getByTestId('last-changes')).toHaveText('Última sincronización: 3 nuevos, 1 cambiado, 1 eliminado.');
    await page.getByText('Detalles técnicos').click();
    const table = page.getByRole('table').first();
    const cells = (name: RegExp) => table.getByRole('row', { name }).getByRole('cell');
    // Columns after the collection: Registros, Generación, Última completa, Rechazados, Advertencias, Nuevos, Cambiados, Eliminados.
    const counts = async (name: RegExp) => (await cells(name).allInnerTexts()).slice(5, 8);
    await expect.poll(() => counts(/^convocatorias /)).toEqual(['2', '1', '1']);
    await expect.poll(() => counts(/^trámites /)).toEqual(['1', '0', '0']);
    await expect.poll(() => counts(/^organismos /)).toEqual(['0', '0', '0']);
  } finally {
    await app.close();
  }
});

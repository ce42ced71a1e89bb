import { expect, startApp, test } from './fixtures';
import { expectedConvocatorias } from './expected';
import { ConvocatoriasView } from './pages';

test('every collection syncs; refused records are listed under Sincronización with their reason', async ({ page }) => {
  // A simulator of its own: this test corrupts records, which other tests must not see.
  const app = await startApp({ seed: 21 });
  try {
    const [broken, flagged] = app.simulator.records('convocatorias');
    app.simulator.update('convocatorias', broken?.id as number, { fecha_fin: '31/12/2026' });
    app.simulator.update('convocatorias', flagged?.id as number, { estado: 'suspendida' });

    const view = new ConvocatoriasView(page);
    await view.open(app.web.url);
    await view.waitForSyncedCount(expectedConvocatorias(app.simulator) - 1);

    await view.syncStatus.getByRole('link', { name: 'Detalles' }).click();
    await expect(page).toHaveURL(/#\/sincronizacion$/);
    await expect(page.getByRole('heading', { name: 'Sincronización', level: 1 })).toBeVisible();
    const summary = page.getByRole('table').first();
    for (const name of ['organismos', 'programas', 'museos', 'institutos', 'convocatorias', 'orden oficial de convocatorias', 'trámites']) {
      await expect(summary.getByRole('row', { name: new RegExp(`^${name} `) })).toContainText('Completa');
    }
    const organismos = app.simulator.records('organismos').length;
    await expect(summary.getByRole('row', { name: /^organismos / })).toContainText(`${organismos} de ${organismos}`);

    const problems = page.getByRole('region', { name: 'Problemas en convocatorias' });
    await expect(problems.getByRole('row', { name: new RegExp(`${broken?.id as number}.*fecha_fin`) })).toBeVisible();
    await expect(problems.getByRole('row', { name: new RegExp(`${flagged?.id as number}.*suspendida`) })).toBeVisible();

    await page.goto(`${app.web.url}#/convocatorias/${flagged?.id as number}`);
    await expect(page.getByText('Estado desconocido: suspendida')).toBeVisible();
  } finally {
    await app.close();
  }
});

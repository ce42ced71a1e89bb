import { axeViolations } from './axe';
import { expect, startApp, test } from './fixtures';
import { expectedConvocatorias } from './expected';
import { ConvocatoriasView } from './pages';

test('every collection syncs; Sincronización says so in words and lists refused records with their reason', async ({ page }) => {
  // A simulator of its own: this test corrupts records, which other tests must not see.
  const app = await startApp({ seed: 21 });
  try {
    const [broken, flagged] = app.simulator.records('convocatorias');
    app.simulator.update('convocatorias', broken?.id as number, { fecha_fin: '31/12/2026' });
    app.simulator.update('convocatorias', flagged?.id as number, { estado: 'suspendida' });

    // Counts the pages the page's own thread asks for: the data service's worker should ask for all
    // but one, the first rows' page a first launch asks for before the stages load (data/first-rows.ts).
    await page.addInitScript(() => {
      const original = window.fetch.bind(window);
      const counter = window as unknown as { pagesFetchedHere: number };
      counter.pagesFetchedHere = 0;
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('/bridge/fetchPage')) counter.pagesFetchedHere++;
        return original(input, init);
      };
    });
    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url);
    await view.waitForSyncedCount(expectedConvocatorias(app.simulator) - 1);
    expect(await page.evaluate(() => (window as unknown as { pagesFetchedHere: number }).pagesFetchedHere)).toBe(1);
    const names = await Promise.all(page.workers().map((worker) => worker.evaluate(() => self.name)));
    expect(names).toContain('directorio-datos');

    await view.syncStatus.getByRole('link', { name: 'Detalles' }).click();
    await expect(page).toHaveURL(/#\/sincronizacion$/);
    await expect(page.getByRole('heading', { name: 'Sincronización', level: 1 })).toBeVisible();
    await expect(page.getByTestId('connection-line')).toHaveText(/^La API respondió /);
    const collections = page.getByRole('list', { name: 'Colecciones' });
    for (const name of ['Organismos', 'Programas', 'Museos', 'Institutos', 'Convocatorias', 'Orden oficial de convocatorias', 'Trámites']) {
      await expect(collections.getByRole('listitem', { name, exact: true })).toContainText('al día');
    }
    const organismos = app.simulator.records('organismos').length;
    await expect(collections.getByRole('listitem', { name: 'Organismos', exact: true })).toContainText(`${organismos} organismos · al día`);
    const convocatorias = collections.getByRole('listitem', { name: 'Convocatorias', exact: true });
    await expect(convocatorias).toContainText('1 registro rechazado · 1 advertencia');
    // One number for the convocatorias: the ones the list holds (both lists, the refused one left out).
    const es = (n: number): string => n.toLocaleString('es-AR');
    const held = expectedConvocatorias(app.simulator) - 1;
    await expect(convocatorias).toContainText(`${es(held)} convocatorias · al día`);
    const order = collections.getByRole('listitem', { name: 'Orden oficial de convocatorias', exact: true });
    await expect(order).not.toContainText(/\d+ (entradas|convocatorias)/);

    // The lists are behind a disclosure; the technical figures behind another.
    const problems = page.getByRole('region', { name: 'Problemas en convocatorias' });
    await expect(problems).toBeHidden();
    await convocatorias.getByText('Ver registros rechazados y advertencias').click();
    await expect(problems.getByRole('row', { name: new RegExp(`${broken?.id as number}.*fecha_fin`) })).toBeVisible();
    await expect(problems.getByRole('row', { name: new RegExp(`${flagged?.id as number}.*suspendida`) })).toBeVisible();
    const technical = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Generación' }) });
    await expect(technical).toBeHidden();
    await page.getByText('Detalles técnicos').click();
    await expect(technical.getByRole('row', { name: /^organismos / })).toContainText(`${organismos} de ${organismos}`);
    const listed = app.simulator.records('convocatorias').length;
    const ordered = app.simulator.records('convocatorias/ordenadas').length;
    await expect(page.getByTestId('order-note')).toHaveText(
      `La API lista ${es(listed)} convocatorias y su orden oficial tiene ${es(ordered)} entradas ` +
        `(${ordered - listed} convocatorias figuran solo en el orden oficial). ` +
        `La aplicación guarda cada convocatoria una vez, sin las rechazadas: ${es(held)} convocatorias.`,
    );

    expect(await axeViolations(page)).toEqual([]);

    // Nothing on the page is cut off at 1024 px: only the technical table may scroll, in its own box.
    await page.setViewportSize({ width: 1024, height: 700 });
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll('.page *')]
        .filter(
          (el) => el.closest('.sync-table-box') === null && el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5,
        )
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(overflow).toEqual([]);

    await page.goto(`${app.web.url}#/convocatorias/${flagged?.id as number}`);
    // The record (at 1024 px beside its row, which shows the same chip).
    await expect(page.getByRole('article').getByText('Estado desconocido: suspendida')).toBeVisible();

    // The refused one's address says why no record is there, and where the reason is kept.
    const missing = page.locator('.detail > p');
    await page.goto(`${app.web.url}#/convocatorias/${broken?.id as number}`);
    await expect(page.locator('#detail-title')).toHaveText('Convocatoria no encontrada');
    await expect(missing).toContainText(
      `La convocatoria ${broken?.id as number} no está en los datos guardados. La API publica su registro, pero la sincronización no pudo guardarlo: `,
    );
    await expect(missing).toContainText('fecha_fin');
    await expect(missing.getByRole('link', { name: 'Sincronización' })).toHaveAttribute('href', '#/sincronizacion');
    // An id the API does not publish: not there at the last complete sync.
    const unknown = Math.max(...app.simulator.records('convocatorias/ordenadas').map((record) => Number(record['id']))) + 1000;
    await page.goto(`${app.web.url}#/convocatorias/${unknown}`);
    await expect(missing).toHaveText(
      new RegExp(
        `^La convocatoria ${unknown} no está en los datos guardados\\. No figuraba en la API en la última sincronización completa, (hace .+|ahora): ya no se publica, o el enlace es erróneo\\.$`,
      ),
    );
  } finally {
    await app.close();
  }
});

/**
 * The filter panel and the list header: the panel hides and shows (remembered), "Limpiar
 * filtros" is at hand in the panel and in the empty state, the one "Exportar" menu offers three
 * formats and downloads exactly the listed rows, and the organismos' Provincia facet groups the
 * editors' spellings of one jurisdiction while each row keeps its own text.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test, type AppServers } from './fixtures';
import { countLabel, rawConvocatorias, renderedIds, sortedIds, todayBA, waitForSync } from './list-oracles';

const resultCount = (page: Page): Locator => page.getByTestId('result-count');
const panelOf = (page: Page, name = 'convocatorias'): Locator => page.getByRole('search', { name: `Filtros de ${name}` });
const convocatoriasCount = (n: number): string => countLabel(n, 'convocatoria', 'convocatorias');

async function openSynced(page: Page, app: AppServers, hash: string): Promise<void> {
  await page.goto(`${app.web.url}${hash}`);
  await waitForSync(page);
}

test('the filter panel hides and shows with "Filtros", remembered after a reload', async ({ page, app }) => {
  await openSynced(page, app, '#/convocatorias');
  const toggle = page.getByRole('button', { name: 'Filtros', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(panelOf(page)).toBeVisible();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(panelOf(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Convocatorias' }).getByTestId('list-row').first()).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(panelOf(page)).toBeHidden();

  await toggle.click();
  await expect(panelOf(page)).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(panelOf(page)).toBeVisible();
});

test('"Limpiar filtros" in the panel, and in the empty state of a search that matches nothing, restore the first screen', async ({
  syncedPage: page,
  app,
}) => {
  const raw = rawConvocatorias(app.simulator);
  const today = todayBA();
  const abiertas = raw.filter((r) => r.estado === 'abierta' && r.fecha_fin >= today).length;
  await openSynced(page, app, '#/convocatorias?estado=todas&orden=oficial');
  await expect(resultCount(page)).toHaveText(convocatoriasCount(raw.length));
  const panel = panelOf(page);
  const clear = panel.getByRole('button', { name: 'Limpiar filtros' });
  // Todas is wider than the first screen, and clearing goes back to it.
  await expect(clear).toBeEnabled();

  await panel.getByRole('combobox', { name: 'Orden' }).selectOption({ label: 'Título A–Z' });
  await panel.getByRole('radio', { name: /^Cerrada/ }).check();
  await panel.getByLabel('Buscar', { exact: true }).fill('convocatoria');
  await expect(page).toHaveURL(/estado=cerrada/);
  await expect(resultCount(page)).not.toHaveText(convocatoriasCount(raw.length));
  await clear.click();
  await expect(resultCount(page)).toHaveText(convocatoriasCount(abiertas));
  // The button goes disabled: the focus goes to the search box, not to the page.
  await expect(panel.getByLabel('Buscar', { exact: true })).toBeFocused();
  await expect(page).not.toHaveURL(/estado=|[?&]q=/);
  await expect(page).toHaveURL(/orden=titulo-asc/); // the order is not a filter: it stays
  await expect(panel.getByLabel('Buscar', { exact: true })).toHaveValue('');
  await expect(clear).toBeDisabled();

  await panel.getByLabel('Buscar', { exact: true }).fill('xqzwyk');
  await expect(resultCount(page)).toHaveText(convocatoriasCount(0));
  const column = page.getByRole('region', { name: 'Convocatorias', exact: true });
  await expect(column).toContainText('Ninguna convocatoria coincide con estos filtros.');
  // The reader beside it does not ask to pick a row from an empty list.
  const reader = page.getByRole('region', { name: 'Lector' });
  await expect(reader).toContainText('Ninguna convocatoria de la lista coincide con los filtros.');
  await expect(reader).not.toContainText('Elegí una convocatoria');
  // The empty list's own button (the line above the list has one too).
  await column.getByRole('status').getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(resultCount(page)).toHaveText(convocatoriasCount(abiertas));
  await expect(panel.getByLabel('Buscar', { exact: true })).toHaveValue('');
  await expect(panel.getByLabel('Buscar', { exact: true })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Convocatorias' }).getByTestId('list-row').first()).toBeVisible();
});

test('"Limpiar filtros" also clears a closing day typed and refused for its range, and its message', async ({ syncedPage: page, app }) => {
  await openSynced(page, app, '#/convocatorias?estado=todas');
  const panel = panelOf(page);
  const desde = panel.getByLabel('Cierra desde', { exact: true });
  const hasta = panel.getByLabel('Cierra hasta', { exact: true });
  await desde.fill('31/12/2026');
  await desde.press('Tab');
  await expect(page).toHaveURL(/desde=2026-12-31/);
  await hasta.fill('01/12/2026');
  await hasta.press('Tab');
  await expect(panel.getByRole('alert')).toHaveText('La fecha debe ser igual o posterior al 31/12/2026');
  await expect(page).not.toHaveURL(/hasta=/);

  await panel.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).not.toHaveURL(/desde=|hasta=/);
  await expect(desde).toHaveValue('');
  await expect(hasta).toHaveValue('');
  await expect(panel.getByRole('alert')).toHaveCount(0);
});

test('the Exportar menu offers four formats, Escape closes it, and the CSV holds exactly the listed rows', async ({
  syncedPage: page,
  app,
}) => {
  const cerradas = sortedIds(
    rawConvocatorias(app.simulator)
      .filter((r) => r.estado === 'cerrada')
      .map((r) => r.id),
  );
  await openSynced(page, app, '#/convocatorias?estado=cerrada');
  await expect(resultCount(page)).toHaveText(convocatoriasCount(cerradas.length));
  const button = page.getByRole('button', { name: 'Exportar', exact: true });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');

  await button.click();
  const menu = page.getByRole('menu');
  const items = ['Exportar calendario (.ics)', 'Exportar CSV', 'Exportar CSV (internacional)', 'Exportar JSON'];
  await expect(menu.getByRole('menuitem')).toHaveText(items);
  for (const name of items) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  const downloading = page.waitForEvent('download');
  await menu.getByRole('menuitem', { name: 'Exportar CSV', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`convocatorias-${todayBA()}.csv`);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true, delimiter: ';' });
  expect(parsed.errors).toEqual([]);
  const [header, ...records] = parsed.data;
  expect(header?.[0]).toBe('id');
  expect(records).toHaveLength(cerradas.length);
  expect(sortedIds(records.map((record) => Number(record[0])))).toEqual(cerradas);
});

test.describe('organismos', () => {
  // Tall enough that the virtual list renders every row of the chosen provincia.
  test.use({ viewport: { width: 1366, height: 1600 } });

  test('the Provincia facet groups CABA under "Ciudad Autónoma de Buenos Aires" and Rosario under Santa Fe; rows keep their own text', async ({
    syncedPage: page,
    app,
  }) => {
    const organismos = app.simulator.records('organismos').map((r) => ({ id: Number(r['id']), provincia: String(r['provincia']) }));
    const cabaNames = new Set(['CABA', 'Ciudad Autónoma de Buenos Aires', 'Capital Federal', 'Ciudad de Buenos Aires']);
    const caba = organismos.filter((r) => cabaNames.has(r.provincia));
    const santaFe = organismos.filter((r) => r.provincia === 'Santa Fe' || r.provincia === 'Rosario');
    // The corpus must hold both spellings for this to prove anything.
    expect(caba.some((r) => r.provincia === 'CABA') && caba.some((r) => r.provincia !== 'CABA')).toBe(true);
    expect(santaFe.some((r) => r.provincia === 'Rosario')).toBe(true);

    await openSynced(page, app, '#/organismos');
    await expect(resultCount(page)).toHaveText(countLabel(organismos.length, 'organismo', 'organismos'));
    const provincia = panelOf(page, 'organismos').getByRole('group', { name: 'Provincia' });
    await provincia.getByRole('button', { name: /^Mostrar todas/ }).click();
    const labels = await provincia.locator('.facet-label').allTextContents();
    expect(labels.filter((label) => label === 'Ciudad Autónoma de Buenos Aires')).toHaveLength(1);
    expect(labels.filter((label) => label === 'Santa Fe')).toHaveLength(1);
    for (const spelling of ['CABA', 'Capital Federal', 'Ciudad de Buenos Aires', 'Rosario']) expect(labels).not.toContain(spelling);

    const option = (label: string): Locator =>
      provincia.locator('label.facet-option').filter({ has: page.locator('.facet-label', { hasText: new RegExp(`^${label}$`) }) });
    await expect(option('Ciudad Autónoma de Buenos Aires').locator('.facet-count')).toHaveText(String(caba.length));
    await expect(option('Santa Fe').locator('.facet-count')).toHaveText(String(santaFe.length));

    await option('Ciudad Autónoma de Buenos Aires').getByRole('radio').check();
    await expect(page).toHaveURL(/[?&]provincia=/);
    await expect(resultCount(page)).toHaveText(countLabel(caba.length, 'organismo', 'organismos'));
    const list = page.getByRole('list', { name: 'Organismos', exact: true });
    await expect(list.getByTestId('list-row')).toHaveCount(caba.length);
    expect(sortedIds(await renderedIds(list))).toEqual(sortedIds(caba.map((r) => r.id)));
    for (const record of caba) {
      const row = list.getByTestId('list-row').filter({ has: page.locator(`a[href^="#/organismos/${record.id}?"]`) });
      await expect(row.locator('.row-place'), `organismo ${record.id}`).toHaveText(record.provincia);
    }
  });
});

/**
 * The first screen: #/convocatorias without parameters lists the abiertas, soonest closing first;
 * the line above says how many are open, close this week and are new, each part a link to that
 * list; and a re-sync that adds calls does not move the rows on screen: the new ones wait behind
 * a bar until the person asks for them. Expected values are plain test code over the simulator's
 * records (expected.ts). The clock (the page's and the simulator's) is pinned to noon in Buenos
 * Aires on a Monday, so the week (to Sunday) and the month differ and the day cannot turn.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { simulatorConvocatorias, stateOf, windowRange, type Convocatoria } from './expected';
import { expect, startApp, test, type AppServers } from './fixtures';
import { FavoritosView } from './favoritos-pages';
import { renderedIds, waitForSync } from './list-oracles';
import { ConvocatoriasView } from './pages';

const screensDir = fileURLToPath(new URL('../../test-results/screens/', import.meta.url));
const today = '2026-11-16';
const noon = new Date(`${today}T12:00:00-03:00`);
const sizes = { convocatorias: 400, organismos: 10, tramites: 5 };

/** Abiertas (estado abierta, closing today or later), soonest closing first, then by id. */
function abiertas(app: AppServers): Convocatoria[] {
  return simulatorConvocatorias(app.simulator)
    .filter((c) => stateOf(c, today) === 'abierta')
    .sort((a, b) => a.fechaFin.localeCompare(b.fechaFin) || a.id - b.id);
}

const closingThisWeek = (list: readonly Convocatoria[]): Convocatoria[] =>
  list.filter((c) => c.fechaFin <= windowRange('semana', today).hasta);

const ids = (list: readonly Convocatoria[]): number[] => list.map((c) => c.id);

async function openFirstScreen(page: Page, app: AppServers): Promise<ConvocatoriasView> {
  await page.clock.setFixedTime(noon);
  await page.goto(`${app.web.url}#/convocatorias`);
  await waitForSync(page);
  return new ConvocatoriasView(page);
}

test('after a sync, #/convocatorias lists the abiertas by closing date, and the line above counts them', async ({ page }) => {
  const app = await startApp({ seed: 41, sizes, now: noon });
  try {
    // At least one call closes this week (today), and one later this month.
    app.simulator.insert('convocatorias', { titulo: 'Beca que cierra hoy', estado: 'abierta', fecha_fin: today });
    app.simulator.insert('convocatorias', { titulo: 'Premio que cierra este mes', estado: 'abierta', fecha_fin: '2026-11-25' });
    const view = await openFirstScreen(page, app);
    const expected = abiertas(app);
    const week = closingThisWeek(expected);
    expect(expected.length).toBeGreaterThan(20);
    expect(week.length).toBeGreaterThan(0);

    await view.expectCount(expected.length);
    await expect(view.orden).toHaveValue('cierre-asc');
    await expect(view.estadoOption('Abierta')).toBeChecked();
    const shown = await renderedIds(view.list);
    expect(shown.length).toBeGreaterThanOrEqual(12);
    expect(shown).toEqual(ids(expected).slice(0, shown.length));

    const summary = page.getByTestId('list-summary');
    const weekText = `${week.length} ${week.length === 1 ? 'cierra' : 'cierran'} esta semana`;
    // Nothing is new after the first sync: that part is left out.
    await expect(summary).toHaveText(`${expected.length} abiertas · ${weekText}`);

    // Each part applies its filter.
    await summary.getByRole('link', { name: weekText }).click();
    await expect(page).toHaveURL(/#\/convocatorias\?cierre=semana$/);
    await view.expectCount(week.length);
    const weekShown = await renderedIds(view.list);
    expect(weekShown).toEqual(ids(week).slice(0, weekShown.length));
    // Filtered, the line names the filter in force instead of counts of another list; its chip takes it away.
    await expect(summary.getByRole('button')).toHaveText(['Cierre: esta semana× (quitar)', 'Limpiar filtros']);
    await summary.getByRole('button', { name: 'Cierre: esta semana (quitar)' }).click();
    await expect(page).toHaveURL(/#\/convocatorias$/);
    await view.expectCount(expected.length);
    await expect(summary).toHaveText(`${expected.length} abiertas · ${weekText}`);
    // With no filter left, the focus goes to the counts' first link, not to the page's body.
    await expect(summary.getByRole('link', { name: `${expected.length} abiertas` })).toBeFocused();

    // The whole list, in the API's order, is one explicit link away.
    await view.filterByEstado('Todas');
    await view.sortBy('Orden oficial');
    await expect(page).toHaveURL(/#\/convocatorias\?estado=todas&orden=oficial$/);
    await view.expectCount(simulatorConvocatorias(app.simulator).length);
    // "Limpiar filtros" goes back to the first screen, in the order chosen.
    await view.clearFilters();
    await expect(page).toHaveURL(/#\/convocatorias\?orden=oficial$/);
    await view.expectCount(expected.length);

    // The reader, with no record open, names the next closings; each opens its record.
    await page.goto(`${app.web.url}#/convocatorias`);
    const next = view.reader.getByRole('region', { name: 'Próximos cierres' }).getByRole('link');
    await expect(next).toHaveText(expected.slice(0, 5).map((c) => c.titulo));
    await next.first().click();
    await expect(view.title).toHaveText(expected[0]?.titulo ?? '');
  } finally {
    await app.close();
  }
});

test('a re-sync that adds calls moves no row on screen; the bar counts the new ones and shows them', async ({ page }) => {
  const app = await startApp({ seed: 42, sizes, now: noon });
  try {
    const view = await openFirstScreen(page, app);
    const before = abiertas(app);
    await view.expectCount(before.length);
    const shown = await renderedIds(view.list);
    expect(shown).toEqual(ids(before).slice(0, shown.length));

    // Two new calls that close today: in the fresh order they come among the first rows.
    for (const titulo of ['Residencia que cierra hoy', 'Premio que cierra hoy'])
      app.simulator.insert('convocatorias', { titulo, estado: 'abierta', fecha_fin: today });
    const changes = await new FavoritosView(page).syncAgain();
    await expect(changes).toContainText('2 nuevos');
    await waitForSync(page);

    const bar = page.getByRole('button', { name: '2 convocatorias nuevas — mostrar' });
    await expect(bar).toBeVisible();
    // It floats over the list's foot: the first rows (the calls closing soonest) stay readable.
    const barBox = await bar.boundingBox();
    const firstRow = await view.list.locator('[aria-posinset="1"]').boundingBox();
    const listBox = await view.list.boundingBox();
    if (barBox === null || firstRow === null || listBox === null) throw new Error('the bar, the first row or the list is not laid out');
    expect(barBox.y).toBeGreaterThan(firstRow.y + firstRow.height);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(listBox.y + listBox.height);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `${screensDir}first-screen-held-${colorScheme}.png`, animations: 'disabled' });
    }
    expect(await renderedIds(view.list)).toEqual(shown);
    await view.expectCount(before.length);

    const after = abiertas(app);
    expect(after.length).toBe(before.length + 2);
    // The fresh order would have moved the rows on screen.
    expect(ids(after).slice(0, shown.length)).not.toEqual(shown);
    const summary = page.getByTestId('list-summary');
    await expect(summary).toContainText(`${after.length} abiertas`);
    await expect(summary).toContainText('2 nuevas');
    await expect(summary.getByRole('link', { name: /^2 nuevas/ })).toHaveAttribute('title', '2 nuevas desde tu última sincronización');

    await bar.click();
    await expect(bar).toHaveCount(0);
    await view.expectCount(after.length);
    const fresh = await renderedIds(view.list);
    expect(fresh).toEqual(ids(after).slice(0, fresh.length));

    await summary.getByRole('link', { name: /^2 nuevas/ }).click();
    await expect(page).toHaveURL(/#\/convocatorias\?nuevas=1$/);
    await view.expectCount(2);
  } finally {
    await app.close();
  }
});

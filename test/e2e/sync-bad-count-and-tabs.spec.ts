/**
 * Failures that used to vanish: a list claiming an absurd count, and two tabs syncing at once.
 */
import type { Page } from '@playwright/test';
import { expect, startApp, test } from './fixtures';

const small = { convocatorias: 60, organismos: 25, programas: 8, museos: 10, institutos: 6, tramites: 12 };
const laterLists = ['Museos', 'Institutos', 'Convocatorias', 'Orden oficial de convocatorias', 'Trámites'];

function collectionItem(page: Page, name: string) {
  return page.getByRole('list', { name: 'Colecciones' }).getByRole('listitem', { name, exact: true });
}

test('a list claiming 2^53−1 records fails with the reason and a retry; the lists after it sync', async ({ page }) => {
  const app = await startApp({ seed: 31, sizes: small, countOverrides: { programas: 2 ** 53 - 1 } });
  try {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(app.web.url);
    const status = page.getByTestId('sync-status');
    await expect(status.getByRole('alert')).toHaveText(
      'La sincronización no terminó: la API declara 9.007.199.254.740.991 registros en la lista; la aplicación acepta hasta 10.000.000.',
    );
    await expect(status.getByRole('button', { name: 'Reintentar' })).toBeVisible();

    await status.getByRole('link', { name: 'Detalles' }).click();
    await expect(collectionItem(page, 'Programas')).toContainText(
      'no se completó: la API declara 9.007.199.254.740.991 registros en la lista',
    );
    await expect(collectionItem(page, 'Organismos')).toContainText(`${small.organismos} organismos · al día`);
    for (const name of laterLists) await expect(collectionItem(page, name)).toContainText('al día');
    expect(pageErrors).toEqual([]);
  } finally {
    await app.close();
  }
});

test('two tabs: one sync at a time, the other follows it; closing the syncing tab mid-run frees the other', async ({ browser }) => {
  // Each run is looked at while the API holds its answers, so it is still going however slow the
  // machine is (a run of this corpus ends by itself in a second or two).
  const app = await startApp({ seed: 32, sizes: small });
  const context = await browser.newContext();
  let release = app.simulator.hold();
  try {
    const first = await context.newPage();
    await first.goto(app.web.url);
    const firstStatus = first.getByTestId('sync-status');
    await expect(firstStatus).toContainText('Sincronizando');
    await expect(firstStatus).not.toContainText('en otra pestaña');

    // The second tab's start-up check finds the lock taken: it shows the first tab's run.
    const second = await context.newPage();
    await second.goto(app.web.url);
    const secondStatus = second.getByTestId('sync-status');
    await expect(secondStatus).toContainText(/Sincronizando.+\(en otra pestaña\)/);
    await expect(secondStatus.getByRole('progressbar')).toBeVisible();
    await expect(secondStatus.getByRole('button', { name: 'Sincronizar' })).toHaveCount(0);
    await second.goto(`${app.web.url}#/sincronizacion`);
    await expect(second.getByRole('button', { name: 'Sincronizando…' })).toBeDisabled();
    await expect(firstStatus).not.toContainText('Datos actualizados');
    release();

    // The run ends once, for both: every collection was begun once (generation 1), none twice.
    await expect(firstStatus).toContainText('Datos actualizados', { timeout: 45_000 });
    await expect(secondStatus).toContainText('Datos actualizados');
    await second.getByText('Detalles técnicos').click();
    const technical = second.getByRole('table').filter({ has: second.getByRole('columnheader', { name: 'Generación' }) });
    for (const row of await technical.locator('tbody tr').all()) await expect(row.locator('td').nth(1)).toHaveText('1');

    // Now the second tab syncs; the first follows it, until the second closes mid-run.
    release = app.simulator.hold();
    await second.getByRole('button', { name: 'Sincronizar ahora' }).click();
    await expect(firstStatus).toContainText(/Sincronizando.+\(en otra pestaña\)/);
    await second.close();
    await expect(firstStatus.getByRole('button', { name: 'Sincronizar' })).toBeVisible();
    release();
    release = app.simulator.hold();
    await firstStatus.getByRole('button', { name: 'Sincronizar' }).click();
    await expect(firstStatus).toContainText('Sincronizando');
    await expect(firstStatus).not.toContainText('en otra pestaña');
    release();
    await expect(firstStatus).toContainText('Datos actualizados', { timeout: 45_000 });
    await first.goto(`${app.web.url}#/sincronizacion`);
    for (const name of ['Organismos', 'Programas', ...laterLists]) await expect(collectionItem(first, name)).toContainText('al día');
  } finally {
    release();
    await context.close();
    await app.close();
  }
});

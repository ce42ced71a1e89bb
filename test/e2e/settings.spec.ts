/**
 * Configuración, as a person uses it. Each test that saves settings or clears data starts its
 * own servers with a fresh data folder, so nothing leaks into other tests.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWebServer } from '../../src-main/web';
import { startSimulator } from '../simulator/server';
import { FavoritosView } from './favoritos-pages';
import { expect, startApp, test } from './fixtures';
import { SettingsView } from './settings-page';

const rendererDir = fileURLToPath(new URL('../../out/renderer/', import.meta.url));
const small = { sizes: { convocatorias: 30, organismos: 20, tramites: 10 } };

test('settings: field errors, then saved and still there after a reload', async ({ page }) => {
  const simulator = await startSimulator({ seed: 3, ...small });
  const web = await startWebServer({ baseUrl: simulator.url, rendererDir, dataDir: mkdtempSync(join(tmpdir(), 'directorio-e2e-')) });
  try {
    const settings = new SettingsView(page);
    await page.goto(web.url);
    await page.getByRole('banner').getByRole('link', { name: 'Configuración' }).click();
    await expect(page).toHaveURL(/#\/configuracion$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
    // For people first: the API and download tuning start folded under "Avanzado".
    await expect(settings.autoSyncHours).toBeVisible();
    await expect(settings.closingSoonDays).toHaveValue('7');
    await expect(settings.baseUrl).toBeHidden();
    await settings.openAdvanced();
    await expect(settings.baseUrl).toHaveValue('https://www.cultura.gob.ar');
    await expect(settings.pageSize).toHaveValue('100');
    await expect(settings.concurrency).toHaveValue('4');
    await expect(settings.maxRequests).toHaveValue('5000');
    await expect(settings.autoSyncHours).toHaveValue('6');
    // Started with --base-url: the view says which URL this run really uses.
    await expect(page.getByTestId('base-url-override')).toContainText(simulator.url);

    await settings.fill({ baseUrl: 'javascript:alert(1)', pageSize: '0', concurrency: '17', autoSyncHours: '', maxRequests: '9' });
    await settings.save.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Revisá los campos marcados' })).toBeVisible();
    await expect(settings.baseUrl).toHaveAccessibleDescription(/debe empezar con http:\/\/ o https:\/\//);
    await expect(settings.pageSize).toHaveAccessibleDescription(/entre 1 y 1\.000\./);
    await expect(settings.concurrency).toHaveAccessibleDescription(/entre 1 y 16/);
    await expect(settings.maxRequests).toHaveAccessibleDescription(/entre 10 y 100\.000\./);
    await expect(settings.autoSyncHours).toHaveAttribute('aria-invalid', 'true');
    // The first wrong field in screen order takes the focus.
    await expect(settings.autoSyncHours).toBeFocused();

    // A wrong field under a folded "Avanzado" unfolds it and takes the focus.
    await settings.autoSyncHours.fill('6');
    await settings.advanced.click();
    await expect(settings.baseUrl).toBeHidden();
    await settings.save.click();
    await expect(settings.baseUrl).toBeVisible();
    await expect(settings.baseUrl).toBeFocused();

    await settings.fill({
      baseUrl: 'http://127.0.0.1:1/api/v2.0/',
      pageSize: '250',
      concurrency: '8',
      autoSyncHours: '0',
      maxRequests: '800',
    });
    await settings.save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Configuración guardada' })).toBeVisible();
    await expect(settings.baseUrl).toHaveValue('http://127.0.0.1:1');
    await expect(settings.pageSize).toHaveAttribute('aria-invalid', 'false');

    await page.reload();
    await settings.openAdvanced();
    await expect(settings.baseUrl).toHaveValue('http://127.0.0.1:1');
    await expect(settings.pageSize).toHaveValue('250');
    await expect(settings.concurrency).toHaveValue('8');
    await expect(settings.maxRequests).toHaveValue('800');
    await expect(settings.autoSyncHours).toHaveValue('0');
  } finally {
    await web.close();
    await simulator.close();
  }
});

test('a base URL saved in Configuración is used by the next sync, without a restart', async ({ page }) => {
  const simulator = await startSimulator({ seed: 5, ...small });
  simulator.insert('convocatorias', {
    id: 990_777,
    link: 'https://www.cultura.gob.ar/configurada-990777/',
    imagen: null,
    titulo: 'Convocatoria del servidor configurado',
    bajada: 'Llegó por la URL base guardada',
    cuerpo: '<p>Hola.</p>',
    estado: 'abierta',
    fecha_inicio: '2026-01-01',
    fecha_fin: '2026-12-31',
    documentos: [],
  });
  // Saved settings point at a port where nothing listens; no --base-url this time.
  const dataDir = mkdtempSync(join(tmpdir(), 'directorio-e2e-'));
  writeFileSync(
    join(dataDir, 'settings.json'),
    JSON.stringify({ baseUrl: 'http://127.0.0.1:9', pageSize: 100, concurrency: 4, autoSyncHours: 6 }),
  );
  const web = await startWebServer({ rendererDir, dataDir, timeoutMs: 3000 });
  try {
    const status = page.getByTestId('sync-status');
    await page.goto(`${web.url}#/configuracion`);
    const settings = new SettingsView(page);
    await settings.openAdvanced();
    await expect(settings.baseUrl).toHaveValue('http://127.0.0.1:9');
    await expect(page.getByTestId('base-url-override')).toHaveCount(0);
    await settings.baseUrl.fill(simulator.url);
    await settings.save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Configuración guardada' })).toBeVisible();
    await expect(page.getByText(`API en uso: ${simulator.url}.`)).toBeVisible();

    // The automatic sync that started against the old URL may still be retrying: stop it, sync again.
    const button = status.getByRole('button', { name: /^(Cancelar|Sincronizar|Reintentar)$/ });
    if ((await button.textContent()) === 'Cancelar') await button.click();
    await status.getByRole('button', { name: /^(Sincronizar|Reintentar)$/ }).click();
    await page.goto(`${web.url}#/convocatorias?q=servidor%20configurado`);
    // In the list (the reader's next closings may name it too).
    await expect(
      page.getByRole('list', { name: 'Convocatorias' }).getByRole('link', { name: 'Convocatoria del servidor configurado' }),
    ).toBeVisible();
  } finally {
    await web.close();
    await simulator.close();
  }
});

test('the theme applies at once as html[data-theme], and survives a reload', async ({ page }) => {
  // Servers of its own with a small corpus: each reload below starts the app again, and the first sync with it.
  const app = await startApp({ seed: 43, ...small });
  try {
    const settings = new SettingsView(page);
    const html = page.locator('html');
    await settings.goto(app.web.url);
    await expect(settings.theme('Sistema')).toBeChecked();
    await expect(html).not.toHaveAttribute('data-theme');

    await settings.theme('Oscuro').check();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(settings.theme('Oscuro')).toBeChecked();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // Applied before React renders: the attribute is there on other views too, after a reload.
    await page.goto(`${app.web.url}#/convocatorias`);
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await settings.goto(app.web.url);
    await settings.theme('Claro').check();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(settings.theme('Claro')).toBeChecked();

    // A hand-edited value reads as Sistema.
    await page.evaluate(() => localStorage.setItem('directorio.tema', 'fucsia'));
    await page.reload();
    await expect(settings.theme('Sistema')).toBeChecked();
    await expect(html).not.toHaveAttribute('data-theme');

    await settings.theme('Oscuro').check();
    await settings.theme('Sistema').check();
    await expect(html).not.toHaveAttribute('data-theme');
    await page.reload();
    await expect(settings.theme('Sistema')).toBeChecked();
    await expect(html).not.toHaveAttribute('data-theme');

    await settings.openAdvanced();
    await settings.expectNoAxeViolations();
  } finally {
    await app.close();
  }
});

test('Borrar datos descargados: asks first, Escape cancels, then empties the mirror and keeps the favorites', async ({ page }) => {
  const app = await startApp({ seed: 41, ...small });
  try {
    const settings = new SettingsView(page);
    const favoritos = new FavoritosView(page);
    const record = app.simulator.records('organismos')[0] as { id: number; nombre: string };
    const emptyList = page.getByText('Todavía no hay convocatorias guardadas');
    const go = (hash: string) =>
      page.evaluate((target) => {
        window.location.hash = target;
      }, hash);

    await page.goto(app.web.url);
    await expect(settings.syncStatus).toContainText('Datos actualizados', { timeout: 30_000 });
    await favoritos.starDetail(`#/organismos/${record.id}`, record.nombre);

    // While a sync runs, the button is disabled and says why. The API holds its answers meanwhile,
    // so the run is still going when Cancelar is clicked, however slow the machine is.
    await go('#/configuracion');
    const release = app.simulator.hold();
    try {
      await settings.syncStatus.getByRole('button', { name: 'Sincronizar' }).click();
      // The button pressed becomes Cancelar and keeps the focus.
      await expect(settings.syncStatus.getByRole('button', { name: 'Cancelar' })).toBeFocused();
      await expect(settings.clearButton).toBeDisabled();
      await expect(page.getByText('No se puede mientras se sincroniza')).toBeVisible();
      await settings.syncStatus.getByRole('button', { name: 'Cancelar' }).click();
    } finally {
      release();
    }
    await expect(settings.clearButton).toBeEnabled({ timeout: 30_000 });
    // The cancelled run left the last complete sync as it was; let it finish one again.
    await settings.syncStatus.getByRole('button', { name: /^(Sincronizar|Reintentar)$/ }).click();
    await expect(settings.syncStatus).toContainText('Datos actualizados', { timeout: 30_000 });

    // Escape cancels: nothing is deleted.
    await settings.askToClear();
    await expect(settings.dialog).toContainText('Se pueden volver a descargar con una sincronización');
    await expect(settings.keepPersonal).toBeChecked();
    await expect(settings.alsoPersonal).not.toBeChecked();
    await expect(settings.alsoDocumentos).not.toBeChecked();
    await settings.expectNoAxeViolations();
    await page.keyboard.press('Escape');
    await expect(settings.dialog).toBeHidden();
    await expect(settings.clearButton).toBeFocused();
    await go('#/convocatorias');
    await expect(page.getByTestId('result-count')).toContainText(/\d/);
    await expect(emptyList).toBeHidden();

    // Cancelar cancels too; then Borrar, favorites left unticked.
    await go('#/configuracion');
    await settings.askToClear();
    await settings.dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(settings.dialog).toBeHidden();
    await settings.askToClear();
    await settings.dialog.getByRole('button', { name: 'Borrar', exact: true }).click();
    await expect(settings.dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Se borraron los datos descargados.' })).toBeVisible();
    // The focus comes back to the button that asked, not to the page.
    await expect(settings.clearButton).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Se borraron los datos descargados.' })).not.toContainText('favoritos');
    await expect(settings.syncStatus).toContainText('Sin sincronización completa todavía');

    await go('#/convocatorias');
    await expect(emptyList).toBeVisible();
    await favoritos.open();
    await expect(favoritos.heading).toHaveText('Favoritos 1');
    await expect(favoritos.item('Organismos', record.nombre)).toBeVisible();

    // Sincronizar ahora brings the mirror back.
    await go('#/configuracion');
    // The status line lasts while the view is open; a new visit starts clean.
    await expect(page.getByRole('button', { name: 'Sincronizar ahora' })).toHaveCount(0);
    await settings.askToClear();
    await expect(settings.dialog.getByRole('heading')).toHaveText('¿Borrar los datos descargados?');
    await settings.alsoPersonal.check();
    await expect(settings.dialog.getByRole('heading')).toHaveText('¿Borrar los datos descargados y tus datos?');
    await settings.dialog.getByRole('button', { name: 'Borrar', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'También se borraron tus datos: Mis convocatorias, búsquedas guardadas y favoritos.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Sincronizar ahora' }).click();
    await expect(settings.syncStatus).toContainText('Datos actualizados', { timeout: 30_000 });
    await go('#/convocatorias');
    await expect(page.getByTestId('result-count')).toContainText(/\d/);
    await expect(emptyList).toBeHidden();
    await favoritos.open();
    await expect(favoritos.heading).toHaveText('Favoritos 0');
  } finally {
    await app.close();
  }
});

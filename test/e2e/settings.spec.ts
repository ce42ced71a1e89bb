/**
 * Configuración, as a person uses it. Each test starts its own servers with a fresh settings
 * folder, so saved settings never leak into other tests.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWebServer } from '../../src-main/web';
import { startSimulator } from '../simulator/server';
import { expect, test } from './fixtures';
import { SettingsView } from './settings-page';

const rendererDir = fileURLToPath(new URL('../../out/renderer/', import.meta.url));
const small = { sizes: { convocatorias: 30, organismos: 20, tramites: 10 } };

test('settings: field errors, then saved and still there after a reload', async ({ page }) => {
  const simulator = await startSimulator({ seed: 3, ...small });
  const web = await startWebServer({ baseUrl: simulator.url, rendererDir, dataDir: mkdtempSync(join(tmpdir(), 'directorio-e2e-')) });
  try {
    const settings = new SettingsView(page);
    await page.goto(web.url);
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Configuración' }).click();
    await expect(page).toHaveURL(/#\/configuracion$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
    await expect(settings.baseUrl).toHaveValue('https://www.cultura.gob.ar');
    await expect(settings.pageSize).toHaveValue('100');
    await expect(settings.concurrency).toHaveValue('4');
    await expect(settings.autoSyncHours).toHaveValue('6');
    // Started with --base-url: the view says which URL this run really uses.
    await expect(page.getByTestId('base-url-override')).toContainText(simulator.url);

    await settings.fill({ baseUrl: 'javascript:alert(1)', pageSize: '0', concurrency: '17', autoSyncHours: '' });
    await settings.save.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Revisá los campos marcados' })).toBeVisible();
    await expect(settings.baseUrl).toHaveAccessibleDescription(/debe empezar con http:\/\/ o https:\/\//);
    await expect(settings.pageSize).toHaveAccessibleDescription(/entre 1 y 1000/);
    await expect(settings.concurrency).toHaveAccessibleDescription(/entre 1 y 16/);
    await expect(settings.autoSyncHours).toHaveAttribute('aria-invalid', 'true');

    await settings.fill({ baseUrl: 'http://127.0.0.1:1/api/v2.0/', pageSize: '250', concurrency: '8', autoSyncHours: '0' });
    await settings.save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Configuración guardada' })).toBeVisible();
    await expect(settings.baseUrl).toHaveValue('http://127.0.0.1:1');
    await expect(settings.pageSize).toHaveAttribute('aria-invalid', 'false');

    await page.reload();
    await expect(settings.baseUrl).toHaveValue('http://127.0.0.1:1');
    await expect(settings.pageSize).toHaveValue('250');
    await expect(settings.concurrency).toHaveValue('8');
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
  writeFileSync(join(dataDir, 'settings.json'), JSON.stringify({ baseUrl: 'http://127.0.0.1:9', pageSize: 100, concurrency: 4, autoSyncHours: 6 }));
  const web = await startWebServer({ rendererDir, dataDir, timeoutMs: 3000 });
  try {
    const status = page.getByTestId('sync-status');
    await page.goto(`${web.url}#/configuracion`);
    const settings = new SettingsView(page);
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
    await expect(page.getByRole('link', { name: 'Convocatoria del servidor configurado' })).toBeVisible();
  } finally {
    await web.close();
    await simulator.close();
  }
});

/**
 * Hostile text and remote images in a browser: API text with a right-to-left override stays in its box,
 * `style=` in a body trips no CSP error, and records' images come through the app's own origin
 * (main fetches and caches them), so they show after the API host is gone.
 */
import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { addDays, todayInBuenosAires } from './favoritos-pages';
import { expect, startApp, test, type AppServers } from './fixtures';
import { ConvocatoriasView } from './pages';

const small = { sizes: { convocatorias: 30, organismos: 10, tramites: 5 } };

async function openSynced(page: Page, app: AppServers, hash: string): Promise<ConvocatoriasView> {
  const view = new ConvocatoriasView(page);
  await view.goto(app.web.url, '#/convocatorias');
  await view.syncStatus.getByText(/Datos actualizados/).waitFor();
  await view.goto(app.web.url, hash);
  return view;
}

async function box(locator: Locator): Promise<{ left: number; right: number; top: number }> {
  const found = await locator.first().boundingBox();
  if (found === null) throw new Error(`${String(locator)} is not rendered`);
  return { left: found.x, right: found.x + found.width, top: found.y };
}

test('a titulo with U+202E flips neither its row nor the heading, nor the window title', async ({ page }) => {
  const app = await startApp({ seed: 21, ...small });
  try {
    const today = todayInBuenosAires();
    const titulo = 'Premio \u202Eoicerp le ed 2026';
    const id = app.simulator.insert('convocatorias', {
      titulo,
      estado: 'abierta',
      fecha_inicio: addDays(today, -3),
      fecha_fin: addDays(today, 20),
    });
    const view = await openSynced(page, app, `#/convocatorias/${id}`);
    await expect(page.locator('h1#detail-title')).toHaveText(titulo);

    // The row: the title, then its state chip and closing chip, left to right as written.
    await view.searchFor('oicerp');
    const row = page.locator('a.row-link').filter({ hasText: 'Premio' });
    await expect(row).toHaveCount(1);
    const title = await box(row.locator('.row-title bdi'));
    const state = await box(row.locator('.row-meta .badge'));
    const closing = await box(row.locator('.row-meta .time-chip'));
    expect(state.top, 'the chips sit under the title').toBeGreaterThan(title.top);
    expect(state.left, 'the state chip starts where the title starts').toBeLessThanOrEqual(title.left + 1);
    expect(state.right, 'the state chip comes before the closing chip').toBeLessThanOrEqual(closing.left);

    // The heading holds the title alone, isolated; the chips after it keep their order too.
    expect(await page.locator('h1#detail-title bdi').textContent()).toBe(titulo);
    const detailState = await box(page.locator('.detail-meta .badge'));
    const detailClosing = await box(page.locator('.detail-meta .time-chip'));
    expect(detailState.right).toBeLessThanOrEqual(detailClosing.left);

    // The window title isolates the record's title (FSI … PDI), so " · Convocatorias…" reads as written.
    await expect.poll(() => page.title()).toMatch(new RegExp(`^\u2068${titulo}\u2069 · `));
  } finally {
    await app.close();
  }
});

test('a body full of style= attributes opens with no CSP error in the console', async ({ page }) => {
  const app = await startApp({ seed: 22, ...small });
  const messages: ConsoleMessage[] = [];
  page.on('console', (message) => messages.push(message));
  try {
    const today = todayInBuenosAires();
    const cuerpo = [
      '<p style="color:red">Primer párrafo con estilo.</p>',
      '<div STYLE=\'margin:4px\'><span style=font-weight:bold>Segundo</span> <b/style="x">tercero</b></div>',
      '<table style="width:100%"><tr><td style="padding:2px">celda</td></tr></table>',
      '<p><img src="/media/uploads/estilo_en_cuerpo.png" style="width:10px" alt="foto"></p>',
    ].join('');
    const id = app.simulator.insert('convocatorias', {
      titulo: 'Convocatoria con estilos',
      cuerpo,
      estado: 'abierta',
      fecha_inicio: today,
      fecha_fin: addDays(today, 9),
    });
    const view = await openSynced(page, app, `#/convocatorias/${id}`);
    await expect(view.body).toContainText('Primer párrafo con estilo.');
    await expect(view.body).toContainText('celda');
    const image = view.body.locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await view.body.locator('[style]').count()).toBe(0);
    // Reload straight onto the record: the body is parsed again from the cache.
    await page.reload();
    await expect(view.body).toContainText('celda');
    const csp = messages.filter((message) => /Content Security Policy|Refused to/i.test(message.text()));
    expect(csp.map((message) => message.text())).toEqual([]);
  } finally {
    await app.close();
  }
});

test('images come through the app (its images origin), and one seen once still shows with the API gone', async ({ page }) => {
  const app = await startApp({ seed: 23, ...small });
  let simulatorOpen = true;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  try {
    const today = todayInBuenosAires();
    const id = app.simulator.insert('convocatorias', {
      titulo: 'Convocatoria con imagen',
      imagen: '/media/uploads/portada_e2e.png',
      cuerpo: '<p>Texto.</p><p><img src="/media/uploads/foto_en_cuerpo.jpg" alt="Foto del cuerpo"></p>',
      estado: 'abierta',
      fecha_inicio: today,
      fecha_fin: addDays(today, 9),
    });
    const view = await openSynced(page, app, `#/convocatorias/${id}`);
    const hero = page.locator('img.hero');
    const inBody = view.body.locator('img');
    const width = (image: typeof hero) => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
    await expect.poll(() => width(hero)).toBe(160);
    await expect.poll(() => width(inBody)).toBe(160);
    const key = Buffer.from(`${app.simulator.url}/media/uploads/portada_e2e.png`, 'utf8').toString('base64url');
    expect(await hero.getAttribute('src')).toBe(`${app.web.imagesBase}${key}`);

    // Only the app's two origins: its page and bridge, and its images.
    const ours = (url: string): boolean => url.startsWith(`${app.web.origin}/`) || url.startsWith(app.web.imagesBase);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !ours(url))).toEqual([]);
    expect(requests.some((url) => url.includes('/media/uploads/'))).toBe(false);

    await app.simulator.close();
    simulatorOpen = false;
    await page.reload();
    await expect(page.locator('h1#detail-title')).toHaveText('Convocatoria con imagen');
    await expect.poll(() => width(page.locator('img.hero'))).toBe(160);
    await expect.poll(() => width(view.body.locator('img'))).toBe(160);
    expect(requests.filter((url) => !ours(url))).toEqual([]);
  } finally {
    if (simulatorOpen) await app.close();
    else await app.web.close();
  }
});

/**
 * The window itself: the title names the view and the open record, the page has an
 * icon, and the header and the status bar stay on one line with nothing cut off at 1024 px.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { goHash, lineHeightOf, openSynced, plainTitle, rawConvocatorias, section } from './list-oracles';

test('the document title names the view, and the open record first', async ({ syncedPage: page, app }) => {
  const convocatoria = rawConvocatorias(app.simulator)[5];
  const museo = app.simulator.records('museos')[1];
  if (convocatoria === undefined || museo === undefined) throw new Error('the simulator has no records');
  await openSynced(page, app, '#/convocatorias');
  await expect.poll(() => plainTitle(page)).toBe('Convocatorias · Directorio de Cultura');

  await goHash(page, `#/convocatorias/${convocatoria.id}`);
  await expect(page.getByRole('heading', { level: 1, name: convocatoria.titulo })).toBeVisible();
  await expect.poll(() => plainTitle(page)).toBe(`${convocatoria.titulo} · Convocatorias · Directorio de Cultura`);

  await section(page, 'Museos').click();
  await expect.poll(() => plainTitle(page)).toBe('Museos · Directorio de Cultura');
  await goHash(page, `#/museos/${String(museo['id'])}`);
  await expect(page.getByRole('heading', { level: 1, name: String(museo['nombre']) })).toBeVisible();
  await expect.poll(() => plainTitle(page)).toBe(`${String(museo['nombre'])} · Museos · Directorio de Cultura`);

  await section(page, 'Mis convocatorias').click();
  await expect.poll(() => plainTitle(page)).toBe('Mis convocatorias · Directorio de Cultura');
});

test('the page has an icon: /favicon.ico and the <link rel=icon> answer with an image', async ({ page, app }) => {
  await page.goto(`${app.web.url}#/convocatorias`);
  const ico = await page.request.get(new URL('/favicon.ico', app.web.url).href);
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\//);
  expect((await ico.body()).length).toBeGreaterThan(0);

  const href = await page.locator('link[rel~="icon"]').first().getAttribute('href');
  expect(href).not.toBeNull();
  const linked = await page.request.get(new URL(href ?? '', page.url()).href);
  expect(linked.status()).toBe(200);
  expect(linked.headers()['content-type']).toMatch(/^image\//);
  expect((await linked.body()).length).toBeGreaterThan(0);
});

test.describe('a 1024×700 window', () => {
  test.use({ viewport: { width: 1024, height: 700 } });

  /** The element's box lies inside the viewport and inside `clip` (an ancestor that hides overflow). */
  async function expectUnclipped(element: Locator, clip: Locator, what: string): Promise<void> {
    const box = await element.boundingBox();
    const outer = await clip.boundingBox();
    const viewport = element.page().viewportSize();
    if (box === null || outer === null || viewport === null) throw new Error(`${what} is not rendered`);
    expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(Math.max(0, outer.x) - 0.5);
    expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(Math.min(viewport.width, outer.x + outer.width) + 0.5);
    expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(Math.max(0, outer.y) - 0.5);
    expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(Math.min(viewport.height, outer.y + outer.height) + 0.5);
  }

  test('the header is one line and none of its links is cut off', async ({ syncedPage: page, app }) => {
    await openSynced(page, app, '#/convocatorias');
    const header = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Secciones' });
    const links = await header.getByRole('link').all();
    expect(links.length).toBeGreaterThanOrEqual(7); // six sections and Configuración; the last two in "Más"
    const lineHeight = await lineHeightOf(links[0] ?? header);
    // The header has a fixed height, so wrapped links would overflow it rather than grow it: the
    // nav (as tall as its links) and the header's content are what must stay within one line.
    const navBox = await nav.boundingBox();
    expect(navBox?.height ?? Infinity, 'nav height').toBeLessThanOrEqual(1.6 * lineHeight);
    const headerBox = await header.boundingBox();
    expect(headerBox?.height ?? Infinity, 'header height').toBeLessThanOrEqual(2 * lineHeight);
    expect(await header.evaluate((el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth), 'header overflow').toBe(
      true,
    );
    for (const link of links) {
      const name = (await link.textContent()) ?? '';
      await expectUnclipped(link, (await nav.getByRole('link', { name, exact: true }).count()) > 0 ? nav : header, `link ${name}`);
    }
  });

  test('the status bar is one line and nothing in it is cut off', async ({ page, app }) => {
    await openSynced(page, app, '#/convocatorias');
    const status = page.getByTestId('sync-status');
    const box = await status.boundingBox();
    expect(box?.height ?? Infinity, 'status bar height').toBeLessThanOrEqual(1.6 * (await lineHeightOf(status)));
    expect(await status.evaluate((el) => el.scrollWidth <= el.clientWidth), 'status bar overflow').toBe(true);
    for (const control of await status.locator('a, button').all()) {
      if (await control.isVisible()) await expectUnclipped(control, status, `status bar control ${(await control.textContent()) ?? ''}`);
    }
  });
});

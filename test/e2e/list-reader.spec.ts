/**
 * "Desktop-grade": in a wide window a record opens beside its list (mail-client style),
 * the list keeps its filter, scroll and selection, the keyboard moves through rows with the reader
 * following, the list's width is adjustable and remembered, and the list is dense enough to read.
 * In a narrow window the record replaces the list, with a way back. Every list works the same.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, type AppServers } from './fixtures';
import { countLabel, goHash, openSynced, rawConvocatorias, section, todayBA, tramiteId } from './list-oracles';

const listOf = (page: Page, name = 'Convocatorias'): Locator => page.getByRole('list', { name, exact: true });
const reader = (page: Page): Locator => page.getByRole('region', { name: 'Lector' });
const rowAt = (page: Page, position: number): Locator => listOf(page).locator(`[data-testid="list-row"][aria-posinset="${position}"]`);
const selectedRow = (page: Page, name = 'Convocatorias'): Locator =>
  listOf(page, name).locator('[data-testid="list-row"][aria-current="true"]');

function titles(app: AppServers): Map<number, string> {
  return new Map(rawConvocatorias(app.simulator).map((r) => [r.id, r.titulo]));
}

async function idAt(page: Page, position: number): Promise<number> {
  const href = await rowAt(page, position).getByRole('link').getAttribute('href');
  const id = Number(/^#\/convocatorias\/(\d+)/.exec(href ?? '')?.[1]);
  if (Number.isNaN(id)) throw new Error(`no row at ${position}`);
  return id;
}

test.describe('a wide window (1366×768)', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('opening a row shows it beside the list, which keeps its filter, scroll position and selection', async ({
    syncedPage: page,
    app,
  }) => {
    const today = todayBA();
    const abiertas = rawConvocatorias(app.simulator).filter((r) => r.estado === 'abierta' && r.fecha_fin >= today).length;
    const titleOf = titles(app);
    await openSynced(page, app, '#/convocatorias?estado=abierta');
    await expect(page.getByTestId('result-count')).toHaveText(countLabel(abiertas, 'convocatoria', 'convocatorias'));
    await expect(reader(page)).toContainText('Elegí una convocatoria de la lista para leerla aquí.');

    await listOf(page).evaluate((list) => {
      list.scrollTop = 54 * 6;
    });
    const row = rowAt(page, 10);
    await expect(row).toBeInViewport({ ratio: 1 });
    const scrolled = await listOf(page).evaluate((list) => list.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
    const id = await idAt(page, 10);

    await row.getByRole('link').click();
    // Abierta is the first screen's estado: the row's link needs no parameter for it.
    await expect(page).toHaveURL(new RegExp(`#/convocatorias/${id}$`));
    await expect(reader(page).getByRole('heading', { level: 1 })).toHaveText(titleOf.get(id) ?? '');
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(selectedRow(page)).toHaveCount(1);
    // The list is still there beside the reader, as it was.
    await expect(page.getByTestId('result-count')).toHaveText(countLabel(abiertas, 'convocatoria', 'convocatorias'));
    await expect(page.getByRole('search', { name: 'Filtros de convocatorias' }).getByRole('radio', { name: /^Abierta/ })).toBeChecked();
    expect(await listOf(page).evaluate((list) => list.scrollTop)).toBe(scrolled);
  });

  test('the keyboard between the parts: "/" searches, F6 goes panel → list → reader and back, the skip link reaches the list', async ({
    syncedPage: page,
    app,
  }) => {
    const titleOf = titles(app);
    await openSynced(page, app, '#/convocatorias');
    const search = page.getByRole('search', { name: 'Filtros de convocatorias' }).getByRole('searchbox');
    const focusedIn = (selector: string): Promise<boolean> =>
      page.evaluate((part) => document.activeElement?.closest(part) != null, selector);

    // "/" from anywhere but a text box puts the cursor in the search box; typed there, it is a character.
    // Below the reader's next closings: a place with nothing to click.
    await page.locator('body').click({ position: { x: 1300, y: 680 } });
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await page.keyboard.type('a/b');
    await expect(search).toHaveValue('a/b');
    await search.fill('');

    // F6 from the panel: the list (its first row, nothing selected yet), the reader with no record
    // open (its first link: the counts and next closings), then round to the panel.
    await page.keyboard.press('F6');
    await expect(rowAt(page, 1).getByRole('link')).toBeFocused();
    await page.keyboard.press('F6');
    expect(await focusedIn('.lr-reader')).toBe(true);
    await page.keyboard.press('F6');
    expect(await focusedIn('.lr-panel')).toBe(true);
    await page.keyboard.press('Shift+F6');
    expect(await focusedIn('.lr-reader')).toBe(true);
    await page.keyboard.press('Shift+F6');
    await expect(rowAt(page, 1).getByRole('link')).toBeFocused();

    // With a record open: list → reader (its title) → panel; Shift+F6 back to the selected row.
    const id = await idAt(page, 3);
    await rowAt(page, 3).getByRole('link').click();
    await expect(reader(page).getByRole('heading', { level: 1 })).toHaveText(titleOf.get(id) ?? '');
    await page.keyboard.press('F6');
    await expect(reader(page).getByRole('heading', { level: 1 })).toBeFocused();
    await page.keyboard.press('F6');
    expect(await focusedIn('.lr-panel')).toBe(true);
    await page.keyboard.press('Shift+F6');
    await expect(reader(page).getByRole('heading', { level: 1 })).toBeFocused();
    await page.keyboard.press('Shift+F6');
    await expect(rowAt(page, 3).getByRole('link')).toBeFocused();

    // The first Tab of the page is the skip link; it lands on the selected row.
    await page.reload();
    await expect(reader(page).getByRole('heading', { level: 1 })).toHaveText(titleOf.get(id) ?? '');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: 'Saltar a la lista' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(rowAt(page, 3).getByRole('link')).toBeFocused();
  });

  test('ArrowDown/ArrowUp move the selection and the reader follows; Enter reads, Escape returns to the row', async ({
    syncedPage: page,
    app,
  }) => {
    const titleOf = titles(app);
    await openSynced(page, app, '#/convocatorias');
    const [first, second, third] = [await idAt(page, 1), await idAt(page, 2), await idAt(page, 3)];
    const heading = reader(page).getByRole('heading', { level: 1 });

    await rowAt(page, 1).getByRole('link').click();
    await expect(heading).toHaveText(titleOf.get(first) ?? '');
    await rowAt(page, 1).getByRole('link').focus();

    await page.keyboard.press('ArrowDown');
    await expect(rowAt(page, 2)).toHaveAttribute('aria-current', 'true');
    await expect(rowAt(page, 2).getByRole('link')).toBeFocused();
    await expect(heading).toHaveText(titleOf.get(second) ?? '');
    await expect(page).toHaveURL(new RegExp(`#/convocatorias/${second}$`));

    await page.keyboard.press('ArrowUp');
    await expect(rowAt(page, 1)).toHaveAttribute('aria-current', 'true');
    await expect(heading).toHaveText(titleOf.get(first) ?? '');
    await expect(page).toHaveURL(new RegExp(`#/convocatorias/${first}$`));

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(rowAt(page, 3)).toHaveAttribute('aria-current', 'true');
    await expect(rowAt(page, 3).getByRole('link')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading).toHaveText(titleOf.get(third) ?? '');
    await expect(page.locator('#detail-title')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(rowAt(page, 3).getByRole('link')).toBeFocused();
    await expect(rowAt(page, 3)).toHaveAttribute('aria-current', 'true');
    await expect(heading).toHaveText(titleOf.get(third) ?? '');
  });

  test('the list is one Tab stop: Tab leaves it from any row, Shift+Tab from the reader comes back to the open row', async ({
    syncedPage: page,
    app,
  }) => {
    const titleOf = titles(app);
    await openSynced(page, app, '#/convocatorias');
    const splitter = page.getByRole('separator', { name: 'Ancho de la lista' });
    const isFocused = (target: Locator): Promise<boolean> => target.evaluate((element) => element === document.activeElement);

    // Nothing open: the list is entered on its first row, and left by the next Tab.
    await splitter.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(rowAt(page, 1).getByRole('link')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(splitter).toBeFocused();

    // A record open: from its title, Shift+Tab reaches the splitter, then the open row (not the last row drawn).
    const id = await idAt(page, 3);
    await rowAt(page, 3).getByRole('link').click();
    await expect(reader(page).getByRole('heading', { level: 1 })).toHaveText(titleOf.get(id) ?? '');
    await rowAt(page, 3).getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#detail-title')).toBeFocused();
    for (let press = 0; press < 10 && !(await isFocused(splitter)); press++) await page.keyboard.press('Shift+Tab');
    await expect(splitter).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(rowAt(page, 3).getByRole('link')).toBeFocused();
    // The other rows drawn are out of the Tab order; the arrows still reach them.
    await expect(listOf(page).locator('[data-testid="list-row"] a[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(rowAt(page, 4).getByRole('link')).toBeFocused();
    await expect(rowAt(page, 4).getByRole('link')).toHaveAttribute('tabindex', '0');
  });

  test('the splitter resizes the list, by keyboard and by mouse, and the width survives a reload', async ({ page, app }) => {
    await openSynced(page, app, '#/convocatorias');
    const column = page.getByRole('region', { name: 'Convocatorias', exact: true });
    const splitter = page.getByRole('separator', { name: 'Ancho de la lista' });
    const width = async (): Promise<number> => Math.round((await column.boundingBox())?.width ?? 0);
    const start = await width();
    expect(start).toBeGreaterThan(0);

    await splitter.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(width).toBe(start + 48);

    const box = await splitter.boundingBox();
    if (box === null) throw new Error('the splitter is not rendered');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 60, y, { steps: 4 });
    await page.mouse.move(x - 100, y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(width).toBe(start + 48 - 100);

    await page.reload();
    await expect(listOf(page).getByTestId('list-row').first()).toBeVisible();
    await expect.poll(width).toBe(start + 48 - 100);
  });

  test('at least 12 rows are fully visible, and no row title takes more than two lines', async ({ syncedPage: page, app }) => {
    await openSynced(page, app, '#/convocatorias');
    await expect(listOf(page)).toHaveAttribute('aria-busy', 'false');
    // Measured in one go in the page, again until it holds: a virtual list renders other rows as
    // it settles, so rows looked up one by one could be gone by the time their turn comes.
    await expect(async () => {
      const rows = await listOf(page).evaluate((list) => {
        const frame = list.getBoundingClientRect();
        return [...list.querySelectorAll('[data-testid="list-row"]')].map((row) => {
          const box = row.getBoundingClientRect();
          const title = row.querySelector('.row-title');
          return {
            posinset: row.getAttribute('aria-posinset'),
            fullyVisible: box.top >= frame.top - 0.5 && box.bottom <= frame.bottom + 0.5,
            titleHeight: title === null ? Number.POSITIVE_INFINITY : title.getBoundingClientRect().height,
            lineHeight: title === null ? Number.NaN : Number.parseFloat(getComputedStyle(title).lineHeight),
          };
        });
      });
      const fully = rows.filter((row) => row.fullyVisible);
      for (const row of fully) {
        expect(row.lineHeight, `line-height of row ${row.posinset}`).toBeGreaterThan(0);
        expect(row.titleHeight, `title of row ${row.posinset}`).toBeLessThanOrEqual(2 * row.lineHeight + 0.5);
      }
      expect(fully.length).toBeGreaterThanOrEqual(12);
    }).toPass({ timeout: 15_000 });
  });

  test('every list opens its records beside it, and the header keeps that list current', async ({ syncedPage: page, app }) => {
    const first = (collection: 'museos' | 'programas' | 'institutos' | 'organismos'): { id: number; name: string } => {
      const records = app.simulator.records(collection);
      const record = records[Math.min(3, records.length - 1)];
      if (record === undefined) throw new Error(`the simulator has no ${collection}`);
      return { id: Number(record['id']), name: String(record['nombre']) };
    };
    const tramite = app.simulator.records('tramites')[2];
    if (tramite === undefined) throw new Error('the simulator has no trámites');
    const cases: { hash: string; name: string; nav: string; list: string }[] = [
      ...(['museos', 'programas', 'institutos', 'organismos'] as const).map((collection) => {
        const { id, name } = first(collection);
        const nav = { museos: 'Museos', programas: 'Programas', institutos: 'Institutos', organismos: 'Organismos' }[collection];
        return { hash: `#/${collection}/${id}`, name, nav, list: nav };
      }),
      { hash: `#/tramites/${tramiteId(tramite['url'])}`, name: String(tramite['titulo']), nav: 'Trámites', list: 'Trámites' },
    ];
    await openSynced(page, app, '#/convocatorias');
    for (const target of cases) {
      await goHash(page, target.hash);
      await expect(reader(page).getByRole('heading', { level: 1 }), target.hash).toHaveText(target.name);
      await expect(listOf(page, target.list).getByTestId('list-row').first(), target.hash).toBeVisible();
      await expect(selectedRow(page, target.list), target.hash).toHaveCount(1);
      await expect(section(page, target.nav), target.hash).toHaveAttribute('aria-current', 'page');
      const others = ['Convocatorias', 'Organismos', 'Programas', 'Museos', 'Institutos', 'Trámites', 'Mis convocatorias'].filter(
        (name) => name !== target.nav,
      );
      for (const other of others)
        await expect(section(page, other), `${target.hash}: ${other}`).not.toHaveAttribute('aria-current', 'page');
    }
  });
});

test.describe('a narrow window (800×600)', () => {
  test.use({ viewport: { width: 800, height: 600 } });

  test('the list is one Tab stop: Tab leaves it, Shift+Tab comes back to the row the arrows left', async ({ syncedPage: page, app }) => {
    await openSynced(page, app, '#/convocatorias');
    await rowAt(page, 1).getByRole('link').focus();
    for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowDown');
    await expect(rowAt(page, 4).getByRole('link')).toBeFocused();
    // No record opens beside the list here: the row moved to is the list's Tab stop.
    await page.keyboard.press('Tab');
    expect(await listOf(page).evaluate((list) => list.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect(rowAt(page, 4).getByRole('link')).toBeFocused();
  });

  test('the same URL shows only the record, with a way back; Escape goes back to the list', async ({ syncedPage: page, app }) => {
    const today = todayBA();
    const open = rawConvocatorias(app.simulator).find((r) => r.estado === 'abierta' && r.fecha_fin >= today);
    if (open === undefined) throw new Error('the simulator has no open call');
    await openSynced(page, app, '#/convocatorias?estado=abierta');
    await expect(listOf(page).getByTestId('list-row').first()).toBeVisible();

    await goHash(page, `#/convocatorias/${open.id}?estado=abierta`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(open.titulo);
    await expect(page.getByRole('link', { name: '← Convocatorias' })).toBeVisible();
    await expect(listOf(page)).toHaveCount(0);
    await expect(reader(page)).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(listOf(page).getByTestId('list-row').first()).toBeVisible();
    await expect(page).toHaveURL(/#\/convocatorias(\?[^/]*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: open.titulo })).toHaveCount(0);

    const museo = app.simulator.records('museos')[0];
    if (museo === undefined) throw new Error('the simulator has no museos');
    await goHash(page, `#/museos/${String(museo['id'])}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(museo['nombre']));
    await expect(page.getByRole('link', { name: '← Museos' })).toBeVisible();
    // Museos is marked as the current section, on the navigation's line or in its "Más" menu.
    if ((await section(page, 'Museos').count()) === 0) {
      await page.getByRole('navigation', { name: 'Secciones' }).getByRole('button', { name: 'Más' }).click();
      await expect(page.getByRole('menu', { name: 'Más secciones' }).getByRole('menuitem', { name: 'Museos' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.keyboard.press('Escape'); // closes the menu, not the record
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(museo['nombre']));
    } else {
      await expect(section(page, 'Museos')).toHaveAttribute('aria-current', 'page');
    }
    await page.locator('#detail-title').focus();
    await page.keyboard.press('Escape');
    await expect(listOf(page, 'Museos').getByTestId('list-row').first()).toBeVisible();
  });
});

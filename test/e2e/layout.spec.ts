/**
 * The window's layout at the sizes people use, and the keyboard through it: the navigation never
 * cuts an item (what does not fit goes into "Más", operable by keyboard alone); list and reader
 * side by side from 960 px, the list widening in a wide window; the Calendario fits 1366×768 with
 * its parts scrolling inside; in a narrow window a record opened from a row takes the focus to its
 * heading, and Escape gives it back to that row.
 */
import { axeViolations } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { goHash, openSynced, rawConvocatorias } from './list-oracles';

/** Every section, in order, and where it leads: written from the UI contract. */
const sections: readonly [string, RegExp][] = [
  ['Convocatorias', /#\/convocatorias$/],
  ['Calendario', /#\/calendario$/],
  ['Mis convocatorias', /#\/mis-convocatorias$/],
  ['Organismos', /#\/organismos$/],
  ['Programas', /#\/programas$/],
  ['Museos', /#\/museos$/],
  ['Institutos', /#\/institutos$/],
  ['Trámites', /#\/tramites$/],
];

const nav = (page: Page): Locator => page.getByRole('navigation', { name: 'Secciones' });
const more = (page: Page): Locator => nav(page).getByRole('button', { name: 'Más' });
const moreMenu = (page: Page): Locator => page.getByRole('menu', { name: 'Más secciones' });

/** The names of the nav's links on its line (not those inside the open menu). */
async function linksOnTheLine(page: Page): Promise<string[]> {
  return nav(page)
    .locator(':scope > a')
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
}

/** Tabs (the keyboard only) until `target` has the focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let press = 0; press < 20; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const focusedText = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.textContent ?? '');

for (const size of [
  { width: 800, height: 600 },
  { width: 1024, height: 700 },
]) {
  test.describe(`the navigation at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('cuts nothing, and every section is on its line or in "Más"', async ({ syncedPage: page, app }) => {
      await page.goto(`${app.web.url}#/convocatorias`);
      await expect(nav(page).getByRole('link', { name: 'Convocatorias', exact: true })).toBeVisible();
      const navBox = await nav(page).boundingBox();
      if (navBox === null) throw new Error('the navigation is not rendered');
      expect(await nav(page).evaluate((element) => element.scrollWidth <= element.clientWidth), 'nav overflow').toBe(true);
      const header = page.getByRole('banner');
      expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth), 'header overflow').toBe(true);

      const onTheLine = await linksOnTheLine(page);
      for (const name of onTheLine) {
        const link = nav(page).getByRole('link', { name, exact: true });
        const box = await link.boundingBox();
        if (box === null) throw new Error(`${name} is not rendered`);
        expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(navBox.x - 0.5);
        expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
        expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth), `${name} cut`).toBe(true);
      }
      const moreBox = (await more(page).count()) > 0 ? await more(page).boundingBox() : null;
      if (moreBox !== null) expect(moreBox.x + moreBox.width, 'Más: right edge').toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
      // At 800 px the eight sections cannot all share the line with the brand and Configuración.
      if (size.width === 800) expect(moreBox, '"Más" at 800 px').not.toBeNull();

      let inMenu: string[] = [];
      if (moreBox !== null) {
        await more(page).click();
        inMenu = await moreMenu(page).getByRole('menuitem').allTextContents();
        await page.keyboard.press('Escape');
      }
      // In order: the line's items first, then the menu's; each section exactly once.
      expect([...onTheLine, ...inMenu]).toEqual(sections.map(([name]) => name));
      await expect(page.getByRole('banner').getByRole('link', { name: 'Configuración' })).toBeInViewport({ ratio: 1 });
    });

    test('"Más" works by keyboard alone: opens, moves, closes back to its button, and reaches every section in it', async ({
      syncedPage: page,
      app,
    }) => {
      await page.goto(`${app.web.url}#/convocatorias`);
      await expect(nav(page).getByRole('link', { name: 'Convocatorias', exact: true })).toBeVisible();
      if ((await more(page).count()) === 0) {
        expect(size.width, 'only a window where all fit may have no "Más"').toBeGreaterThan(800);
        return;
      }
      const inMenu = sections.slice((await linksOnTheLine(page)).length);
      expect(inMenu.length).toBeGreaterThan(0);

      await tabTo(page, more(page));
      await expect(more(page)).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(moreMenu(page)).toBeVisible();
      await expect(more(page)).toHaveAttribute('aria-expanded', 'true');
      expect(await focusedText(page)).toBe(inMenu[0]?.[0]);
      await page.keyboard.press('End');
      expect(await focusedText(page)).toBe(inMenu.at(-1)?.[0]);
      await page.keyboard.press('ArrowDown'); // round to the first
      expect(await focusedText(page)).toBe(inMenu[0]?.[0]);
      await page.keyboard.press('ArrowUp'); // round to the last
      expect(await focusedText(page)).toBe(inMenu.at(-1)?.[0]);
      await page.keyboard.press('Home');
      expect(await focusedText(page)).toBe(inMenu[0]?.[0]);
      expect(await axeViolations(page, { include: 'header' })).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(moreMenu(page)).toHaveCount(0);
      await expect(more(page)).toBeFocused();
      await expect(page).toHaveURL(/#\/convocatorias$/);

      // Each section in the menu: Space opens, arrows reach it, Enter goes there; it is then marked current.
      for (const [index, [name, url]] of inMenu.entries()) {
        await tabTo(page, more(page));
        await page.keyboard.press(index % 2 === 0 ? 'Space' : 'Enter');
        await expect(moreMenu(page)).toBeVisible();
        // The line may hold one item fewer or more once another is current (bold): the menu says where this one is now.
        const at = (await moreMenu(page).getByRole('menuitem').allTextContents()).indexOf(name);
        expect(at, `${name} in the menu`).toBeGreaterThanOrEqual(0);
        for (let step = 0; step < at; step++) await page.keyboard.press('ArrowDown');
        expect(await focusedText(page)).toBe(name);
        await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
        await expect(page).toHaveURL(url);
        await expect(moreMenu(page)).toHaveCount(0);
        await expect(more(page)).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(moreMenu(page).getByRole('menuitem', { name, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(moreMenu(page).locator('[aria-current="page"]')).toHaveCount(1);
        await page.keyboard.press('Escape');
        await expect(nav(page).locator(':scope > a[aria-current="page"]')).toHaveCount(0);
      }
    });
  });
}

test.describe('list and reader', () => {
  test('side by side from 960 px; narrower, the record replaces the list', async ({ syncedPage: page, app }) => {
    const id = rawConvocatorias(app.simulator)[4]?.id ?? 0;
    await page.setViewportSize({ width: 960, height: 700 });
    await openSynced(page, app, `#/convocatorias/${id}`);
    const reader = page.getByRole('region', { name: 'Lector' });
    const list = page.getByRole('list', { name: 'Convocatorias', exact: true });
    await expect(reader.locator('#detail-title')).toBeVisible();
    await expect(list).toBeVisible();
    const listBox = await list.boundingBox();
    const readerBox = await reader.boundingBox();
    expect((listBox?.x ?? 0) + (listBox?.width ?? 0), 'the list left of the reader').toBeLessThanOrEqual((readerBox?.x ?? 0) + 0.5);
    expect(readerBox?.width ?? 0, 'a reader worth reading in').toBeGreaterThanOrEqual(340);

    await page.setViewportSize({ width: 959, height: 700 });
    await expect(reader).toHaveCount(0);
    await expect(list).toHaveCount(0);
    await expect(page.locator('#detail-title')).toBeVisible();
    await expect(page.getByRole('link', { name: '← Convocatorias' })).toBeVisible();
  });

  test('at 1920 px the list widens and the record fills the reader, without empty margins', async ({ syncedPage: page, app }) => {
    const id = rawConvocatorias(app.simulator)[4]?.id ?? 0;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await openSynced(page, app, `#/convocatorias/${id}`);
    const reader = page.getByRole('region', { name: 'Lector' });
    const record = reader.locator('article');
    await expect(record.locator('#detail-title')).toBeVisible();
    const readerBox = await reader.boundingBox();
    const recordBox = await record.boundingBox();
    if (readerBox === null || recordBox === null) throw new Error('the reader is not rendered');
    // What is left of the reader beside the record: its scrollbar and a little air, no more.
    expect(readerBox.width - recordBox.width, 'the reader beyond its record').toBeLessThanOrEqual(100);
    const column = page.getByRole('region', { name: 'Convocatorias', exact: true });
    expect((await column.boundingBox())?.width ?? 0, 'the list took the room').toBeGreaterThan(800);
  });
});

test('a row title that fits on two lines shows whole, without a "…", in every list, at 1366 and 1024', async ({
  syncedPage: page,
  app,
}) => {
  for (const [width, height] of [
    [1366, 768],
    [1024, 700],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const hash of [
      '#/convocatorias?estado=todas&orden=oficial',
      '#/convocatorias?estado=vencida',
      '#/tramites',
      '#/organismos',
      '#/museos',
    ]) {
      await openSynced(page, app, hash);
      const titles = page.getByRole('list').getByTestId('list-row').locator('.row-title');
      await expect(titles.first()).toBeVisible();
      // Clamped to fewer lines than it has and fewer than two (16 px each): squeezed by its row.
      const squeezed = await titles.evaluateAll((elements) =>
        elements.filter((title) => title.clientHeight < Math.min(title.scrollHeight, 32)).map((title) => title.textContent),
      );
      expect(squeezed, `${hash} at ${width} px`).toEqual([]);
    }
  }
});

test('every value in the filter panels shows whole at 1024 px, on a second line when it needs one', async ({ syncedPage: page, app }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  for (const hash of ['#/convocatorias?estado=todas&orden=oficial', '#/organismos', '#/museos']) {
    await openSynced(page, app, hash);
    const panel = page.getByRole('search');
    const more = panel.getByRole('button', { name: /^Mostrar todas/ });
    for (let shown = await more.count(); shown > 0; shown = await more.count()) await more.first().click();
    const labels = panel.locator('.facet-option .facet-label');
    await expect(labels.first()).toBeVisible();
    // Cut short: wider or taller than the room it has (an ellipsis, or a third line).
    const cut = await labels.evaluateAll((elements) =>
      elements
        .filter((label) => label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight)
        .map((label) => label.textContent),
    );
    expect(cut, hash).toEqual([]);
  }
});

test('a record without documents says so at 1024 px with neither its heading nor its note split over lines', async ({
  syncedPage: page,
  app,
}) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  const bare = rawConvocatorias(app.simulator).find((record) => record.documentos.length === 0);
  if (bare === undefined) throw new Error('the simulator has no convocatoria without documents');
  await openSynced(page, app, `#/convocatorias/${bare.id}?estado=todas`);
  const box = page.getByTestId('documents');
  await expect(box).toContainText('Sin documentos adjuntos.');
  // One line box per part: a text node's range gives one rectangle per line it takes.
  const lines = await box.locator(':scope > h2, :scope > p').evaluateAll((parts) =>
    parts.map((part) => {
      const range = document.createRange();
      range.selectNodeContents(part);
      return `${part.textContent ?? ''}: ${range.getClientRects().length}`;
    }),
  );
  expect(lines).toEqual(['Documentos (0): 1', 'Sin documentos adjuntos.: 1']);
});

test('with many filters in force, every chip above the list and its "Limpiar filtros" show within the line, at 1024 px', async ({
  syncedPage: page,
  app,
}) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await openSynced(
    page,
    app,
    '#/convocatorias?q=concurso&estado=todas&cierre=mes&desde=2026-01-01&hasta=2027-12-31' +
      '&disciplina=musica&disciplina=danza&tipo=beca&provincia=Cordoba&documentos=1&nuevas=1',
  );
  const line = page.getByRole('group', { name: 'Filtros en uso' });
  await expect(line.getByRole('button')).toHaveCount(11 + 1);
  const outside = await line.evaluate((group) => {
    const box = group.getBoundingClientRect();
    return [...group.querySelectorAll('button')]
      .filter((button) => {
        const own = button.getBoundingClientRect();
        return own.right > box.right + 0.5 || own.bottom > box.bottom + 0.5 || own.width === 0;
      })
      .map((button) => button.textContent);
  });
  expect(outside).toEqual([]);
});

test('a facet chip shows whole or ends in "…" inside its border, however narrow its row', async ({ syncedPage: page, app }) => {
  await openSynced(page, app, '#/convocatorias?estado=todas&orden=oficial');
  const rows = page.getByRole('list', { name: 'Convocatorias', exact: true }).getByTestId('list-row');
  await expect(rows.first()).toBeVisible();
  for (const width of [420, 360, 320, 290, 260]) {
    // Through the CSSOM, on the rows on screen only: the app's CSP refuses a <style> element.
    const cut = await rows.evaluateAll((elements, rowWidth) => {
      for (const row of elements) (row as HTMLElement).style.width = `${rowWidth}px`;
      return [...document.querySelectorAll('[data-testid="list-row"] .facet-chip')]
        .filter((chip) => {
          const box = chip.getBoundingClientRect();
          const line = chip.parentElement?.getBoundingClientRect();
          // On the line that shows (not wrapped below it), and past its right edge.
          return line !== undefined && box.top < line.bottom && box.right > line.right + 0.5;
        })
        .map((chip) => chip.textContent);
    }, width);
    expect(cut, `chips cut at the edge of rows ${width} px wide`).toEqual([]);
  }
});

test.describe('Calendario', () => {
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1024, height: 700 },
  ]) {
    test(`at ${size.width}×${size.height} the page does not scroll under the status bar: its parts scroll inside; the axis's dates do not touch`, async ({
      syncedPage: page,
      app,
    }) => {
      await page.setViewportSize(size);
      await openSynced(page, app, '#/calendario');
      await expect(page.getByTestId('calendar-day').first()).toBeVisible();
      await expect(
        page
          .getByRole('list')
          .filter({ has: page.locator('.tl-row') })
          .locator('.tl-row')
          .first(),
      ).toBeVisible();
      const scroll = await page.evaluate(() => ({ height: document.scrollingElement?.scrollHeight ?? Infinity, window: innerHeight }));
      expect(scroll.height, 'the document').toBeLessThanOrEqual(scroll.window);
      const calendarPage = page.locator('main > section');
      expect(await calendarPage.evaluate((element) => element.scrollHeight <= element.clientHeight), 'the page itself').toBe(true);
      await expect(page.getByTestId('sync-status')).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeInViewport({ ratio: 1 });
      // The simulator's open calls are more than the timeline's box holds: they scroll inside it.
      const timeline = page.locator('.tl-scroll');
      expect(await timeline.evaluate((element) => element.scrollHeight > element.clientHeight), 'the timeline scrolls inside').toBe(true);
      await expect(page.getByRole('grid').getByTestId('calendar-day').last()).toBeInViewport({ ratio: 1 });
      // The axis's dates that show do not run into each other.
      const ticks = await page.locator('.tl-tick').evaluateAll((elements) =>
        elements
          .filter((tick) => getComputedStyle(tick).visibility === 'visible' && tick.getClientRects().length > 0)
          .map((tick) => {
            const box = tick.getBoundingClientRect();
            const text = document.createRange();
            text.selectNodeContents(tick);
            return { left: box.left, right: text.getBoundingClientRect().right, label: tick.textContent };
          }),
      );
      expect(ticks.length, 'dates on the axis').toBeGreaterThanOrEqual(3);
      const crowded = ticks
        .slice(1)
        .filter((tick, i) => tick.left < (ticks[i]?.right ?? 0) + 2)
        .map((tick) => tick.label);
      expect(crowded, 'dates that touch the one before').toEqual([]);
    });
  }
});

test.describe('a narrow window (800×600): opening a record and coming back, by keyboard', () => {
  test.use({ viewport: { width: 800, height: 600 } });

  for (const list of [
    { hash: '#/convocatorias', name: 'Convocatorias' },
    { hash: '#/organismos', name: 'Organismos' },
    { hash: '#/programas', name: 'Programas' },
    { hash: '#/museos', name: 'Museos' },
    { hash: '#/institutos', name: 'Institutos' },
    { hash: '#/tramites', name: 'Trámites' },
  ]) {
    test(`${list.name}: Enter on a row focuses the record's heading; Escape returns to that row`, async ({ syncedPage: page, app }) => {
      await openSynced(page, app, list.hash);
      const rows = page.getByRole('list', { name: list.name, exact: true });
      const third = rows.locator('[data-testid="list-row"][aria-posinset="3"]').getByRole('link');
      await expect(third).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: 'Saltar a la lista' }));
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(third).toBeFocused();
      const title = ((await third.locator('.row-title').textContent()) ?? '').trim();
      expect(title).not.toBe('');

      await page.keyboard.press('Enter');
      const heading = page.locator('#detail-title');
      await expect(heading).toHaveText(title);
      await expect(rows).toHaveCount(0); // the record replaced the list
      await expect(heading).toBeFocused();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

      await page.keyboard.press('Escape');
      await expect(rows).toBeVisible();
      await expect(third).toBeFocused();
    });
  }
});

/**
 * The document, once the view has settled, is no taller than the window. A view still loading may
 * reach below it for a frame (CI once saw 74 px under load, and no run since); what stays is a
 * layout bug, named here by the elements that reach below the window.
 */
async function expectNoWindowScroll(page: Page, where: string): Promise<void> {
  const overflow = (): Promise<number> => page.evaluate(() => (document.scrollingElement?.scrollHeight ?? Infinity) - innerHeight);
  try {
    await expect.poll(overflow, { timeout: 3_000 }).toBeLessThanOrEqual(0);
  } catch (error) {
    const below = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.bottom > innerHeight + 1 && box.height > 0)
        .slice(0, 8)
        .map(
          ({ element, box }) =>
            `<${element.tagName.toLowerCase()} class="${element.className}"> ${Math.round(box.top)}–${Math.round(box.bottom)} px`,
        )
        .join('\n'),
    );
    throw new Error(`${where}: the document scrolls by ${await overflow()} px; below the window:\n${below}`, { cause: error });
  }
}

test('the whole window scrolls at no size: lists, records, calendar and the other pages keep the status bar in view', async ({
  syncedPage: page,
  app,
}) => {
  const id = rawConvocatorias(app.simulator)[4]?.id ?? 0;
  const museo = Number(app.simulator.records('museos')[0]?.['id']);
  await openSynced(page, app, '#/convocatorias');
  const row = page.getByTestId('list-row').first();
  const record = page.locator('#detail-title');
  const heading = (name: string): Locator => page.getByRole('heading', { level: 1, name });
  const views: [string, Locator][] = [
    ['#/convocatorias', row],
    [`#/convocatorias/${id}`, record],
    ['#/calendario', page.getByTestId('calendar-day').first()],
    ['#/museos', row],
    [`#/museos/${museo}`, record],
    ['#/mis-convocatorias', page.getByTestId('result-count')],
    ['#/sincronizacion', heading('Sincronización')],
    ['#/configuracion', heading('Configuración')],
  ];
  for (const size of [
    { width: 800, height: 600 },
    { width: 1024, height: 700 },
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    for (const [hash, shown] of views) {
      await goHash(page, hash);
      await expect(shown).toBeVisible();
      await expectNoWindowScroll(page, `${hash} at ${size.width}`);
    }
  }
});

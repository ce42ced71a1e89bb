/**
 * Calendario against the simulator's own records: each day's count, the list a day opens, the
 * keyboard, the names screen readers hear, and axe in both schemes at 1366 and 1024 (the screenshots of
 * the calendar are the tour's, `npm run screens`).
 */
import { axeViolations } from './axe';
import type { Page } from '@playwright/test';
import {
  countsByDay,
  dayLabel,
  daysOf,
  monthTitle,
  normalized,
  openCalls,
  pastDayLabel,
  plusDays,
  plusMonths,
  todayInBuenosAires,
} from './calendario-expected';
import { expect, startApp, test, type AppServers } from './fixtures';

const days = (page: Page) => page.getByTestId('calendar-day');
const day = (page: Page, date: string) => page.locator(`[data-testid="calendar-day"][data-date="${date}"]`);

/** Opens the calendar and waits for the first sync to end: from then on the simulator's records are the truth. */
async function openCalendar(page: Page, app: AppServers, hash = '#/calendario'): Promise<void> {
  await page.goto(`${app.web.url}${hash}`);
  await expect(page.getByTestId('sync-status')).toContainText('Datos actualizados', { timeout: 45_000 });
}

/** [date, count text, accessible name] of every day the grid shows. */
function shownDays(page: Page): Promise<[string, string, string][]> {
  return days(page).evaluateAll((cells) =>
    cells.map((cell) => [
      cell.getAttribute('data-date') ?? '',
      cell.querySelector('[data-testid="calendar-count"]')?.textContent ?? '',
      cell.getAttribute('aria-label') ?? '',
    ]),
  );
}

test('each day shows how many open convocatorias close on it, this month and the next two', async ({ syncedPage: page, app }) => {
  await openCalendar(page, app);
  const today = todayInBuenosAires();
  const counts = countsByDay(openCalls(app, today));
  let month = today.slice(0, 7);
  for (let step = 0; step < 3; step++) {
    if (step > 0) {
      await page.getByRole('button', { name: 'Mes siguiente' }).click();
      month = plusMonths(month, 1);
      await expect(page).toHaveURL(new RegExp(`#/calendario\\?mes=${month}$`));
    }
    const grid = page.getByRole('grid', { name: monthTitle(month) });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('columnheader')).toHaveText(
      ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'].map((name) => new RegExp(name)),
    );
    // Past days show no count (nothing can close on them any more); today and later show theirs, 0 too.
    const expected = daysOf(month).map((date): [string, string, string] => {
      if (date < today) return [date, '', pastDayLabel(date)];
      const count = counts.get(date) ?? 0;
      return [date, String(count), dayLabel(date, count)];
    });
    await expect.poll(() => shownDays(page), { message: `the days of ${month}` }).toEqual(expected);
    // The names are what the accessibility tree exposes, not just attributes.
    const busiest = expected.reduce((best, each) => (Number(each[1]) > Number(best[1]) ? each : best));
    await expect(grid.getByRole('gridcell', { name: busiest[2], exact: true })).toHaveAttribute('data-date', busiest[0]);
  }
  // Today is marked for everyone; a bad month in the URL shows today's.
  await page.getByRole('button', { name: 'Hoy' }).click();
  await expect(page.locator('[aria-current="date"]')).toHaveAttribute('data-date', today);
  await page.goto(`${app.web.url}#/calendario?mes=2026-13`);
  await expect(page.getByRole('grid', { name: monthTitle(today.slice(0, 7)) })).toBeVisible();
});

test('a busy day opens the list of exactly the calls closing that day', async ({ syncedPage: page, app }) => {
  await openCalendar(page, app);
  const today = todayInBuenosAires();
  const calls = openCalls(app, today);
  const counts = countsByDay(calls);
  const month = today.slice(0, 7);
  const [busy = '', count = 0] = [...counts].filter(([date]) => date.startsWith(month)).sort((a, b) => b[1] - a[1])[0] ?? [];
  expect(count, 'a day of this month with several calls').toBeGreaterThan(1);
  // Tall enough that the virtual list renders every row of that day.
  await page.setViewportSize({ width: 1280, height: Math.max(800, 300 + count * 60) });
  await expect(day(page, busy).getByTestId('calendar-count')).toHaveText(String(count));
  await day(page, busy).click();
  await expect(page).toHaveURL(new RegExp(`#/convocatorias\\?estado=abierta&desde=${busy}&hasta=${busy}$`));
  await expect(page.getByTestId('result-count')).toHaveText(`${count} convocatorias`);
  const rows = page.getByRole('list', { name: 'Convocatorias' }).getByTestId('list-row');
  await expect(rows).toHaveCount(count);
  const shown = (await rows.getByRole('link').locator('.row-title').allTextContents()).map(normalized).sort();
  const expected = calls
    .filter((call) => call.fechaFin === busy)
    .map((call) => normalized(call.titulo))
    .sort();
  expect(shown).toEqual(expected);
});

test('arrow keys, Home/End and PageUp/PageDown move between days, into the next month and back', async ({ syncedPage: page, app }) => {
  await openCalendar(page, app);
  const today = todayInBuenosAires();
  const month = today.slice(0, 7);
  const focused = page.locator(':focus');
  // One tab stop: today.
  await expect(page.locator('[data-testid="calendar-day"][tabindex="0"]')).toHaveAttribute('data-date', today);
  await day(page, today).focus();
  for (const [key, date] of [
    ['ArrowRight', plusDays(today, 1)],
    ['ArrowDown', plusDays(today, 8)],
    ['ArrowUp', plusDays(today, 1)],
    ['ArrowLeft', today],
  ] as const) {
    await page.keyboard.press(key);
    await expect(focused).toHaveAttribute('data-date', date);
  }
  // Week by week down to the first day past the month's end: the grid turns to the next month.
  const last = daysOf(month).at(-1) ?? '';
  let date = today;
  while (date <= last) {
    await page.keyboard.press('ArrowDown');
    date = plusDays(date, 7);
  }
  const next = plusMonths(month, 1);
  await expect(focused).toHaveAttribute('data-date', date);
  await expect(page.getByRole('grid', { name: monthTitle(next) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`mes=${next}$`));
  await page.keyboard.press('ArrowUp');
  await expect(focused).toHaveAttribute('data-date', plusDays(date, -7));
  await expect(page.getByRole('grid', { name: monthTitle(month) })).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('grid', { name: monthTitle(next) })).toBeVisible();
  await page.keyboard.press('PageUp');
  await expect(page.getByRole('grid', { name: monthTitle(month) })).toBeVisible();
  // From the 1st, the day before: the previous month's last day.
  await day(page, `${month}-01`).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(focused).toHaveAttribute('data-date', plusDays(`${month}-01`, -1));
  await expect(page.getByRole('grid', { name: monthTitle(plusMonths(month, -1)) })).toBeVisible();
  // Home and End: the week's Monday and Sunday, within the month.
  const wednesday = daysOf(month).find((each) => new Date(`${each}T00:00:00Z`).getUTCDay() === 3 && each > `${month}-07`) ?? '';
  await page.getByRole('button', { name: 'Mes siguiente' }).click();
  await day(page, wednesday).focus();
  await page.keyboard.press('Home');
  await expect(focused).toHaveAttribute('data-date', plusDays(wednesday, -2));
  await page.keyboard.press('End');
  await expect(focused).toHaveAttribute('data-date', plusDays(wednesday, 4));
  // Enter opens that day's list.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`estado=abierta&desde=${plusDays(wednesday, 4)}&hasta=${plusDays(wednesday, 4)}$`));
});

test('the timeline, a followed convocatoria highlighted; axe and nothing cut off in light and dark at 1366 and 1024', async ({
  page,
  app,
}) => {
  await openCalendar(page, app);
  const today = todayInBuenosAires();
  const horizon = plusDays(today, 55);
  const upcoming = openCalls(app, today).filter((call) => call.fechaFin <= horizon);
  const bars = page.getByRole('list', { name: 'Convocatorias por fecha de cierre' }).getByRole('link');
  await expect(bars).toHaveCount(Math.min(60, upcoming.length));
  if (upcoming.length > 60) {
    await expect(page.locator('.tl-more')).toHaveText(`y ${upcoming.length - 60} más: ver las ${upcoming.length} en la lista`);
  }
  // By closing day: the bars' closing days are the first 60 of the sorted closing days.
  const ids = (await bars.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).map((href) =>
    Number(/\/(\d+)\?/.exec(href)?.[1]),
  );
  const closing = new Map(upcoming.map((call) => [call.id, call.fechaFin]));
  expect(ids.map((id) => closing.get(id))).toEqual(
    upcoming
      .map((call) => call.fechaFin)
      .sort()
      .slice(0, 60),
  );

  // Follow the second bar's call (Me interesa); its bar says so.
  await bars.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`#/convocatorias/${ids[1]}\\?estado=abierta$`));
  const etapa = page.getByRole('combobox', { name: 'Etapa en Mis convocatorias' });
  await etapa.selectOption({ label: 'Me interesa' });
  await expect(etapa.locator('option:checked')).toHaveText('Me interesa');
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Calendario' }).click();
  await expect(page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Calendario' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveTitle('Calendario · Directorio de Cultura');
  await expect(bars.nth(1)).toHaveAccessibleName(/^Mis convocatorias, Me interesa: /);
  await expect(bars.nth(0)).not.toHaveAccessibleName(/^Mis convocatorias/);

  for (const [width, height] of [
    [1366, 768],
    [1024, 700],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect.soft(await axeViolations(page), `axe at ${width}`).toEqual([]);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // Nothing cut off: the grid fits the width, the timeline beside it.
      const grid = await page.getByRole('grid').boundingBox();
      const timeline = await page.getByRole('region', { name: /^Próximas 8 semanas/ }).boundingBox();
      expect(grid !== null && timeline !== null).toBe(true);
      if (grid === null || timeline === null) continue;
      expect.soft(Math.max(grid.x + grid.width, timeline.x + timeline.width)).toBeLessThanOrEqual(width);
      // Both widths have room for the two side by side (only a narrower page puts the timeline below).
      expect(timeline.x).toBeGreaterThanOrEqual(grid.x + grid.width);
      // The rows do not scroll sideways (which cut the start of every title at 1024 px).
      const sideways = await page.locator('.tl-scroll').evaluate((scroll) => {
        scroll.scrollLeft = 100;
        const moved = scroll.scrollLeft;
        scroll.scrollLeft = 0;
        return moved;
      });
      expect.soft(sideways, `timeline scrolled sideways at ${width}`).toBe(0);
    }
  }
});

// Last in the file: it adds records to the simulator the other tests share.
test('follows a sync live: calls added to the API show up in their day without reloading', async ({ page, app }) => {
  const today = todayInBuenosAires();
  const target = plusDays(today, 3);
  await openCalendar(page, app, `#/calendario?mes=${target.slice(0, 7)}`);
  const before = countsByDay(openCalls(app, today)).get(target) ?? 0;
  await expect(day(page, target).getByTestId('calendar-count')).toHaveText(String(before));
  for (const [titulo, estado] of [
    ['Calendario en vivo A', 'abierta'],
    ['Calendario en vivo B', 'abierta'],
    ['Calendario en vivo C', 'cerrada'],
  ] as const) {
    app.simulator.insert('convocatorias', { titulo, estado, fecha_inicio: plusDays(today, -5), fecha_fin: target });
  }
  const after = countsByDay(openCalls(app, today)).get(target) ?? 0;
  expect(after, 'two of the three new calls are open').toBe(before + 2);
  await page.getByTestId('sync-status').getByRole('button', { name: 'Sincronizar' }).click();
  await expect(day(page, target).getByTestId('calendar-count')).toHaveText(String(after));
  await expect(day(page, target)).toHaveAttribute('aria-label', dayLabel(target, after));
});

test('before any call is stored it says they are arriving, or how to get them, never that none closes', async ({ page }) => {
  // The API holds its answers: the first sync is under way with nothing stored, however slow the machine.
  const app = await startApp(
    { seed: 12, sizes: { convocatorias: 20, organismos: 6, programas: 2, museos: 2, institutos: 2, tramites: 3 } },
    { timeoutMs: 600_000 },
  );
  let release = app.simulator.hold();
  try {
    const status = page.getByTestId('sync-status');
    const calendario = page.locator('.cal-page');
    await page.goto(`${app.web.url}#/calendario`);
    await expect(status.getByRole('progressbar')).toBeVisible({ timeout: 30_000 });
    await expect(calendario.getByRole('status')).toHaveText('Descargando convocatorias…');
    await expect(calendario).not.toContainText('Ninguna convocatoria');
    await expect(days(page)).toHaveCount(0);

    await status.getByRole('button', { name: 'Cancelar' }).click();
    await expect(calendario).toContainText('Todavía no hay convocatorias guardadas en este equipo.');
    await expect(calendario).not.toContainText('Ninguna convocatoria');
    release();
    release = () => undefined;
    await calendario.getByRole('button', { name: 'Sincronizar ahora' }).click();
    await expect(status).toContainText('Datos actualizados', { timeout: 45_000 });
    await expect(days(page).first()).toBeVisible();
    await expect(calendario.locator('.cal-summary')).toContainText(/convocatoria/);
  } finally {
    release();
    await app.close();
  }
});

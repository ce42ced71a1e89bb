/**
 * The convocatorias list as a person filters, orders and walks it, and reads a record beside it,
 * checked against the simulator's raw records with the test's own few lines of filter rules
 * (expected.ts); and the reader's links, which may only leave the app when they are http(s).
 */
import type { Page } from '@playwright/test';
import {
  addDays,
  closingChip,
  expectedConvocatorias,
  fold,
  listed,
  shortDate,
  simulatorConvocatorias,
  stateOf,
  todayInBuenosAires,
  type Convocatoria,
  type Filter,
  type Orden,
  type Window,
  windowRange,
} from './expected';
import { expect, startApp, test, type AppServers } from './fixtures';
import { ConvocatoriasView, type CierreWindow, type EstadoOption, type OrdenOption } from './pages';

/** Pages the app opens outside itself, and any dialog a hostile link would raise (dismissed). */
function watchOutside(page: Page): { opened: Page[]; dialogs: string[] } {
  const opened: Page[] = [];
  page.context().on('page', (other) => opened.push(other));
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { opened, dialogs };
}

type Expected = (filter?: Partial<Filter>) => Convocatoria[];

/** Opens the list, waits for the first sync, and returns what each filter should list. */
async function openSynced(
  page: Page,
  app: AppServers,
  hash?: string,
): Promise<{ view: ConvocatoriasView; expected: Expected; today: string }> {
  const view = new ConvocatoriasView(page);
  await view.goto(app.web.url, hash);
  await view.waitForSyncedCount(expectedConvocatorias(app.simulator));
  const all = simulatorConvocatorias(app.simulator);
  const today = todayInBuenosAires();
  return { view, today, expected: (filter = {}) => listed(all, filter, today) };
}

/** A count as the panel writes it: "1.234". */
const count = (n: number): string => n.toLocaleString('es-AR');

const stateLabel = { abierta: 'Abierta', vencida: 'Ya cerró', cerrada: 'Cerrada' } as const;

/** What a row must show for a convocatoria: its título, state chip and closing chip. */
function rowOf(c: Convocatoria | undefined, today: string): { titulo: string; state: string; chip: string } {
  if (c === undefined) throw new Error('no convocatoria where one was expected');
  const state = stateOf(c, today);
  return { titulo: c.titulo, state: state === null ? `Estado desconocido: ${c.estado}` : stateLabel[state], chip: closingChip(c, today) };
}

/** A small corpus for tests that change the data: a simulator of their own syncs in a moment. */
const small = { sizes: { convocatorias: 30, organismos: 20, tramites: 10 } };

test('estado and each closing window, alone and combined, list what the data says, and each count says what choosing it would list', async ({
  syncedPage: page,
  app,
}) => {
  const { view, expected, today } = await openSynced(page, app);
  const total = expected().length;
  await expect(view.estadoCount('Todas')).toHaveText(count(total));

  const estados: [EstadoOption, Filter['estado'], string][] = [
    ['Abierta', 'abierta', 'badge-abierta'],
    ['Ya cerró', 'vencida', 'badge-vencida'],
    ['Cerrada', 'cerrada', 'badge-cerrada'],
  ];
  for (const [label, estado, badge] of estados) {
    const shown = expected({ estado });
    expect(shown.length, `the corpus has «${label}» convocatorias`).toBeGreaterThan(0);
    await expect(view.estadoCount(label)).toHaveText(count(shown.length));
    await view.filterByEstado(label);
    await expect(view.estadoOption(label)).toBeChecked();
    await view.expectCount(shown.length);
    // Abierta is the first screen's estado: the address writes the others.
    await expect(page).toHaveURL(new RegExp(`#/convocatorias\\?${estado === 'abierta' ? '' : `estado=${estado}&`}orden=oficial$`));
    await view.expectRow(view.rowAt(1), rowOf(shown[0], today));
    await expect(view.rows.first()).toBeVisible();
    await expect(view.rows.filter({ hasNot: page.locator(`.${badge}`) })).toHaveCount(0);
  }
  await view.filterByEstado('Todas');
  await view.expectCount(total);

  const windows: [CierreWindow, Window][] = [
    ['Esta semana', 'semana'],
    ['Este mes', 'mes'],
    ['Antes de hoy', 'vencidas'],
  ];
  for (const [label, cierre] of windows) {
    const shown = expected({ cierre });
    expect(shown.length, `the corpus has convocatorias for «${label}»`).toBeGreaterThan(0);
    await expect(view.windowCount(label)).toHaveText(count(shown.length));
    await view.toggleWindow(label);
    await expect(view.window(label)).toHaveAttribute('aria-pressed', 'true');
    await view.expectCount(shown.length);
    await expect(page).toHaveURL(new RegExp(`#/convocatorias\\?estado=todas&cierre=${cierre}&orden=oficial$`));
    // The date fields show the range the window means today.
    const range = windowRange(cierre, today);
    await view.expectDay(view.desde, range.desde);
    await view.expectDay(view.hasta, range.hasta);
    await view.expectRow(view.rowAt(1), rowOf(shown[0], today));
    await view.toggleWindow(label);
    await expect(view.window(label)).toHaveAttribute('aria-pressed', 'false');
    await view.expectCount(total);
  }
  // "Esta semana" ends on Sunday, "Este mes" on the month's last day.
  expect(new Date(`${windowRange('semana', today).hasta}T00:00:00Z`).getUTCDay()).toBe(0);
  expect(addDays(windowRange('mes', today).hasta, 1).endsWith('-01')).toBe(true);
  await view.toggleWindow('Este mes');

  // One window at a time: pressing another replaces it.
  await view.toggleWindow('Esta semana');
  await expect(view.window('Este mes')).toHaveAttribute('aria-pressed', 'false');
  await view.expectCount(expected({ cierre: 'semana' }).length);

  // Each count applies every other filter: under "Esta semana", nothing is Vencida; under Abierta, nothing has a past date.
  await view.toggleWindow('Este mes');
  await expect(view.estadoCount('Ya cerró')).toHaveText(count(expected({ estado: 'vencida', cierre: 'mes' }).length));
  await expect(view.estadoCount('Abierta')).toHaveText(count(expected({ estado: 'abierta', cierre: 'mes' }).length));
  await view.filterByEstado('Abierta');
  await view.expectCount(expected({ estado: 'abierta', cierre: 'mes' }).length);
  await expect(view.windowCount('Antes de hoy')).toHaveText('0');
  await expect(view.windowCount('Esta semana')).toHaveText(count(expected({ estado: 'abierta', cierre: 'semana' }).length));

  // Published as open although their closing day has passed, as the real API does: Vencida.
  await view.filterByEstado('Ya cerró');
  await view.toggleWindow('Antes de hoy');
  const vencidas = expected({ estado: 'vencida', cierre: 'vencidas' });
  expect(vencidas.length, 'the corpus has open calls past their closing date').toBeGreaterThan(0);
  await view.expectCount(vencidas.length);
  await view.filterByEstado('Cerrada');
  await view.expectCount(expected({ estado: 'cerrada', cierre: 'vencidas' }).length);
  await expect(page).toHaveURL(/#\/convocatorias\?estado=cerrada&cierre=vencidas&orden=oficial$/);
});

test('a custom closing range is inclusive at both ends and combines with estado and search; editing a window makes it custom', async ({
  syncedPage: page,
  app,
}) => {
  const { view, expected, today } = await openSynced(page, app);
  const days = [...new Set(expected().map((c) => c.fechaFin))].sort();
  const desde = days[Math.floor(days.length * 0.3)] ?? '';
  const hasta = days[Math.floor(days.length * 0.5)] ?? '';
  const inRange = expected({ desde, hasta });
  const strictlyInside = inRange.filter((c) => c.fechaFin > desde && c.fechaFin < hasta);
  expect(inRange.length, 'records close on both bounds, so inclusiveness shows in the count').toBeGreaterThan(strictlyInside.length + 1);

  await view.closingBetween(desde, hasta);
  await view.expectCount(inRange.length);
  await expect(page).toHaveURL(new RegExp(`desde=${desde}&hasta=${hasta}&orden=oficial$`));
  await view.sortBy('Cierre más próximo');
  await expect(view.rowAt(1).locator('.time-chip')).toHaveAttribute('title', `Fecha de cierre: ${shortDate(desde)}`);
  await view.expectRow(view.rowAt(1), rowOf(expected({ desde, hasta, orden: 'cierre-asc' })[0], today));
  await view.sortBy('Cierre más lejano');
  await expect(view.rowAt(1).locator('.time-chip')).toHaveAttribute('title', `Fecha de cierre: ${shortDate(hasta)}`);

  await view.filterByEstado('Cerrada');
  await view.searchFor('convocatoria');
  const combined = expected({ desde, hasta, estado: 'cerrada', q: 'convocatoria', orden: 'cierre-desc' });
  await view.expectCount(combined.length);
  await view.expectRow(view.rowAt(1), rowOf(combined[0], today));

  // Editing a date while a window is on turns the window into the same range, now custom.
  await view.clearFilters();
  await view.toggleWindow('Este mes');
  const hastaSoon = addDays(today, 10);
  await view.setDay(view.hasta, hastaSoon);
  await expect(view.window('Este mes')).toHaveAttribute('aria-pressed', 'false');
  await view.expectDay(view.desde, today);
  await view.expectCount(expected({ estado: 'abierta', desde: today, hasta: hastaSoon }).length);
  await expect(page).toHaveURL(new RegExp(`#/convocatorias\\?desde=${today}&hasta=${hastaSoon}&orden=cierre-desc$`));
});

test('search ignores accents and case: the folded and the accented uppercase word find the same convocatorias', async ({
  syncedPage: page,
  app,
}) => {
  const { view, expected } = await openSynced(page, app);
  const word = ['Córdoba', 'Canción', 'Música'].find((candidate) => expected().some((c) => c.titulo.includes(candidate)));
  if (word === undefined) throw new Error('the corpus has no título with Córdoba, Canción or Música');
  const folded = fold(word);
  const matches = expected({ q: folded });
  expect(matches.length).toBeGreaterThan(0);
  expect(matches.length).toBeLessThan(expected().length);

  await view.searchFor(folded);
  await view.expectCount(matches.length);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${folded}$`));
  await expect(view.rowAt(1).locator('.row-title')).toHaveText(matches[0]?.titulo ?? '');

  await view.searchFor(word.toUpperCase());
  await view.expectCount(matches.length);
  await expect(view.rowAt(1).locator('.row-title')).toHaveText(matches[0]?.titulo ?? '');

  // Every word must appear, in any order.
  const twoWords = expected({ q: `convocatoria ${folded}` });
  expect(twoWords.length).toBeLessThan(matches.length);
  await view.searchFor(`${word.toUpperCase()}   Convocatoria`);
  await view.expectCount(twoWords.length);
  // Punctuation around a word is not looked for: a list typed with commas, a word in quotes or ¡!.
  await view.searchFor(`«${word},convocatoria»`);
  await view.expectCount(twoWords.length);
  await view.searchFor(`¡${word}!`);
  await view.expectCount(matches.length);

  await view.searchFor('zzqxj inexistente');
  await view.expectCount(0);
  await expect(page.getByText('Ninguna convocatoria coincide con estos filtros.')).toBeVisible();
});

test('ordering: official order, título A–Z and Z–A, closing soonest and latest', async ({ syncedPage: page, app }) => {
  const { view, expected, today } = await openSynced(page, app);
  const firstOf = (orden: Orden): Convocatoria => {
    const first = expected({ orden })[0];
    if (first === undefined) throw new Error('no convocatorias');
    return first;
  };
  expect(firstOf('titulo-asc').titulo).not.toBe(firstOf('titulo-desc').titulo);

  await expect(view.orden).toHaveValue('oficial');
  await view.expectRow(view.rowAt(1), rowOf(firstOf('oficial'), today));

  const orders: [OrdenOption, Orden][] = [
    ['Título A–Z', 'titulo-asc'],
    ['Título Z–A', 'titulo-desc'],
    ['Cierre más próximo', 'cierre-asc'],
    ['Cierre más lejano', 'cierre-desc'],
  ];
  for (const [label, orden] of orders) {
    const first = firstOf(orden);
    await view.sortBy(label);
    // Cierre más próximo is the first screen's order: the address leaves it out.
    await expect(page).toHaveURL(new RegExp(orden === 'cierre-asc' ? '\\?estado=todas$' : `[?&]orden=${orden}$`));
    await view.expectRow(view.rowAt(1), rowOf(first, today));
    await expect(view.rowAt(1).locator('.time-chip')).toHaveAttribute('title', `Fecha de cierre: ${shortDate(first.fechaFin)}`);
    await expect(view.rowAt(2).locator('.row-title')).toHaveText(expected({ orden })[1]?.titulo ?? '');
  }
  await view.expectCount(expected().length);
});

test('keyboard, wide window: from Buscar into the list, arrows open each row beside it, Enter reads it, Escape returns to the row', async ({
  syncedPage: page,
  app,
}) => {
  const { view, expected } = await openSynced(page, app);
  await view.filterByEstado('Abierta');
  await view.sortBy('Título A–Z');
  const shown = expected({ estado: 'abierta', orden: 'titulo-asc' });
  const titulo = (index: number): string => shown[index]?.titulo ?? '';
  const filters = 'orden=titulo-asc';
  await view.expectCount(shown.length);
  await expect(view.reader).toContainText('Elegí una convocatoria de la lista para leerla aquí.');

  await view.search.focus();
  await view.search.press('ArrowDown');
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', '1');
  await expect(view.focusedRow().locator('.row-title')).toHaveText(titulo(0));

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', '3');
  await expect(view.title).toHaveText(titulo(2));
  await expect(page).toHaveURL(new RegExp(`#/convocatorias/${shown[2]?.id ?? 0}\\?${filters}$`));
  await page.keyboard.press('ArrowUp');
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', '2');
  await expect(view.title).toHaveText(titulo(1));
  await expect(view.selectedRow()).toHaveAttribute('aria-posinset', '2');

  await page.keyboard.press('End');
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', String(shown.length));
  await expect(view.focusedRow().locator('.row-title')).toHaveText(titulo(shown.length - 1));
  await expect(view.title).toHaveText(titulo(shown.length - 1));
  await page.keyboard.press('Home');
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', '1');

  await page.keyboard.press('ArrowDown');
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', '2');
  // The arrow opened it beside the list; Enter then moves on to reading it.
  await expect(view.title).toHaveText(titulo(1));
  await page.keyboard.press('Enter');
  await expect(view.title).toBeFocused();
  await expect(view.title).toHaveText(titulo(1));
  await expect(page).toHaveURL(new RegExp(`#/convocatorias/${shown[1]?.id ?? 0}\\?${filters}$`));
  // The list stays beside the reader, with its filters.
  await view.expectCount(shown.length);

  await page.keyboard.press('Escape');
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', '2');
  await expect(view.focusedRow()).toHaveAttribute('aria-current', 'true');
  await expect(view.estadoOption('Abierta')).toBeChecked();
  await expect(view.orden).toHaveValue('titulo-asc');
});

test('keyboard, narrow window: Enter opens the record instead of the list, Escape brings the list back with its filters and the row focused', async ({
  syncedPage: page,
  app,
}) => {
  await page.setViewportSize({ width: 900, height: 760 });
  const { view, expected } = await openSynced(page, app);
  await view.filterByEstado('Ya cerró');
  await view.sortBy('Cierre más lejano');
  const shown = expected({ estado: 'vencida', orden: 'cierre-desc' });
  await view.expectCount(shown.length);
  await expect(view.reader).toHaveCount(0);

  await view.search.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', '3');
  // Narrow: the arrows only move; nothing opens until Enter.
  await expect(page).toHaveURL(/#\/convocatorias\?estado=vencida&orden=cierre-desc$/);
  await page.keyboard.press('Enter');
  await expect(view.title).toHaveText(shown[2]?.titulo ?? '');
  await expect(view.list).toHaveCount(0);
  await expect(page.getByRole('link', { name: '← Convocatorias' })).toBeVisible();

  await page.keyboard.press('Escape');
  await view.expectCount(shown.length);
  await expect(page).toHaveURL(/#\/convocatorias\?estado=vencida&orden=cierre-desc$/);
  await expect(view.estadoOption('Ya cerró')).toBeChecked();
  await expect(view.orden).toHaveValue('cierre-desc');

  // The back link does the same.
  await view.open(shown[0]?.titulo ?? '');
  await expect(view.list).toHaveCount(0);
  await page.getByRole('link', { name: '← Convocatorias' }).click();
  await view.expectCount(shown.length);
  await expect(page).toHaveURL(/#\/convocatorias\?estado=vencida&orden=cierre-desc$/);

  // Back on the list, the keyboard goes on from the row that was opened, not from the top of the page.
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', '1');
  await view.rowAt(3).getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(view.title).toHaveText(shown[2]?.titulo ?? '');
  await page.keyboard.press('Escape');
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', '3');
});

test('"Limpiar filtros" puts every filter back to the first screen (Abiertas), keeping the order', async ({ syncedPage: page, app }) => {
  const { view, expected } = await openSynced(page, app);
  // Todas is not the first screen: there is something to clear.
  await expect(view.clear).toBeEnabled();

  await view.filterByEstado('Cerrada');
  await view.toggleWindow('Antes de hoy');
  await view.sortBy('Título Z–A');
  await view.searchFor('música');
  const beforeDocuments = { estado: 'cerrada', cierre: 'vencidas', orden: 'titulo-desc', q: 'música' } as const;
  const conDocumentos = expected({ ...beforeDocuments, documentos: true }).length;
  await expect(view.optionCount('Con documentos')).toHaveText(count(conDocumentos));
  await view.conDocumentos.check();
  await view.expectCount(conDocumentos);
  await expect(view.rows.filter({ hasNot: page.locator('.row-docs') })).toHaveCount(0);

  await view.clearFilters();
  await view.expectCount(expected({ estado: 'abierta' }).length);
  await expect(page).toHaveURL(/#\/convocatorias\?orden=titulo-desc$/);
  await expect(view.estadoOption('Abierta')).toBeChecked();
  await expect(view.orden).toHaveValue('titulo-desc');
  await expect(view.search).toHaveValue('');
  await view.expectDay(view.desde, '');
  await view.expectDay(view.hasta, '');
  await expect(view.window('Antes de hoy')).toHaveAttribute('aria-pressed', 'false');
  await expect(view.conDocumentos).not.toBeChecked();
  await expect(view.clear).toBeDisabled();
  await expect(view.rowAt(1).locator('.row-title')).toHaveText(expected({ estado: 'abierta', orden: 'titulo-desc' })[0]?.titulo ?? '');
});

test('a reload restores a filtered view from the URL: same count, same controls, same first row', async ({ syncedPage: page, app }) => {
  const { view, expected, today } = await openSynced(page, app);
  const days = [...new Set(expected().map((c) => c.fechaFin))].sort();
  const custom = {
    estado: 'abierta',
    desde: days[Math.floor(days.length * 0.6)] ?? '',
    hasta: days[days.length - 1] ?? '',
    orden: 'titulo-desc',
    q: 'Convocatoria',
  } as const;
  const shown = expected(custom);
  expect(shown.length).toBeGreaterThan(1);

  await view.filterByEstado('Abierta');
  await view.closingBetween(custom.desde, custom.hasta);
  await view.sortBy('Título Z–A');
  await view.searchFor('Convocatoria');
  await view.expectCount(shown.length);
  await view.expectRow(view.rowAt(1), rowOf(shown[0], today));
  // The address follows the view a task later (replaceHash): a reload takes the address.
  await expect(page).toHaveURL(/[?&]q=Convocatoria(&|$)/);

  await page.reload();
  await view.expectCount(shown.length);
  await expect(view.estadoOption('Abierta')).toBeChecked();
  await expect(view.orden).toHaveValue('titulo-desc');
  await expect(view.search).toHaveValue('Convocatoria');
  await view.expectDay(view.desde, custom.desde);
  await view.expectDay(view.hasta, custom.hasta);
  await view.expectRow(view.rowAt(1), rowOf(shown[0], today));

  // A window survives a reload too, pressed.
  await view.clearFilters();
  await view.sortBy('Orden oficial');
  await view.toggleWindow('Este mes');
  await expect(page).toHaveURL(/#\/convocatorias\?cierre=mes&orden=oficial$/);
  await page.reload();
  await expect(view.window('Este mes')).toHaveAttribute('aria-pressed', 'true');
  await view.expectCount(expected({ estado: 'abierta', cierre: 'mes' }).length);
});

test('a Vencida says why, in its row and beside its title; an Abierta closing later does not', async ({ syncedPage: page, app }) => {
  const { view, expected, today } = await openSynced(page, app);
  const vencida = expected({ estado: 'vencida', orden: 'cierre-desc' })[0];
  const abierta = expected({ estado: 'abierta', desde: addDays(today, 1) })[0];
  if (vencida === undefined || abierta === undefined) throw new Error('the corpus lacks open calls before and after today');
  const why = `La API la publica como abierta; cerró el ${shortDate(vencida.fechaFin)}`;

  await view.filterByEstado('Ya cerró');
  await view.sortBy('Cierre más lejano');
  await view.expectRow(view.rowAt(1), rowOf(vencida, today));
  await expect(view.rowAt(1).locator('.badge-vencida')).toHaveAttribute('title', why);
  await view.open(vencida.titulo);
  await expect(view.reader.getByRole('note')).toHaveText(`${why}.`);
  await expect(view.reader.locator('.detail-meta .badge-vencida')).toHaveText('Ya cerró');
  await expect(view.reader.locator('.detail-meta .time-chip')).toHaveText(closingChip(vencida, today));

  await page.goto(`${app.web.url}#/convocatorias/${abierta.id}`);
  await expect(view.title).toHaveText(abierta.titulo);
  await expect(view.body).toBeVisible();
  await expect(view.reader.locator('.detail-meta .badge-abierta')).toHaveText('Abierta');
  await expect(view.reader.getByText('La API la publica como abierta')).toHaveCount(0);
});

// From 21:00 in Buenos Aires the UTC day is already tomorrow: a call closing today must still be
// Abierta, closing today, in the list, the filter and the reader (today is the local day).
test('late in the evening, a call closing today is Abierta and "Cierra hoy" (today is the local day)', async ({ page }) => {
  const app = await startApp({ seed: 5, ...small });
  try {
    const localDay = todayInBuenosAires();
    await page.clock.setFixedTime(new Date(`${localDay}T22:30:00-03:00`));
    const titulo = 'Convocatoria que cierra hoy a la noche';
    app.simulator.insert('convocatorias', { titulo, estado: 'abierta', fecha_inicio: addDays(localDay, -10), fecha_fin: localDay });
    const { view } = await openSynced(page, app);
    expect(await page.evaluate(() => new Date().toISOString().slice(0, 10)), 'the UTC day is already tomorrow').toBe(addDays(localDay, 1));

    await view.filterByEstado('Abierta');
    await view.searchFor('cierra hoy a la noche');
    await view.expectCount(1);
    await view.expectRow(view.rowAt(1), { titulo, state: 'Abierta', chip: 'Cierra hoy' });
    await view.open(titulo);
    await expect(view.body).toBeVisible();
    await expect(view.reader.locator('.detail-meta .time-chip')).toHaveText('Cierra hoy');
    await expect(view.reader.getByText('La API la publica como abierta')).toHaveCount(0);
  } finally {
    await app.close();
  }
});

test('in an open window the day turns at midnight in Buenos Aires, not at midnight UTC', async ({ page }) => {
  const app = await startApp({ seed: 5, ...small });
  try {
    const localDay = todayInBuenosAires();
    // 22:30 there is already tomorrow in UTC; the clock runs on from here, moved on by the test.
    await page.clock.install({ time: new Date(`${localDay}T22:30:00-03:00`) });
    const titulo = 'Convocatoria que cierra hoy a la noche';
    app.simulator.insert('convocatorias', { titulo, estado: 'abierta', fecha_inicio: addDays(localDay, -10), fecha_fin: localDay });
    const { view } = await openSynced(page, app);
    await view.searchFor('cierra hoy a la noche');
    await view.expectCount(1);
    await view.expectRow(view.rowAt(1), { titulo, state: 'Abierta', chip: 'Cierra hoy' });

    // An hour on (23:30 there): the app's minute check has run, and the day has not turned.
    await page.clock.fastForward('01:00:00');
    await view.expectRow(view.rowAt(1), { titulo, state: 'Abierta', chip: 'Cierra hoy' });

    // Past midnight there (00:10): the call closed yesterday.
    await page.clock.fastForward('00:40:00');
    const tomorrow = addDays(localDay, 1);
    await view.expectRow(view.rowAt(1), {
      titulo,
      state: 'Ya cerró',
      chip: closingChip({ estado: 'abierta', fechaFin: localDay }, tomorrow),
    });
  } finally {
    await app.close();
  }
});

test('in an open window "Cierra mañana" turns to "Cierra hoy" at midnight in Buenos Aires, in the row and the reader', async ({ page }) => {
  const app = await startApp({ seed: 5, ...small });
  try {
    const localDay = todayInBuenosAires();
    // 23:58 there is already 02:58 of tomorrow in UTC; the clock runs on from here, moved on by the test.
    await page.clock.install({ time: new Date(`${localDay}T23:58:00-03:00`) });
    const titulo = 'Convocatoria del cambio de día';
    const id = app.simulator.insert('convocatorias', {
      titulo,
      estado: 'abierta',
      fecha_inicio: addDays(localDay, -10),
      fecha_fin: addDays(localDay, 1),
    });
    const raw = app.simulator.records('convocatorias').find((record) => record.id === id);
    const closing = { estado: String(raw?.estado), fechaFin: String(raw?.fecha_fin) };
    const { view } = await openSynced(page, app);
    await view.searchFor('cambio de día');
    await view.expectCount(1);
    await view.open(titulo);
    const readerChip = view.reader.locator('.detail-meta .time-chip');
    const before = closingChip(closing, localDay);
    expect(before).toBe('Cierra mañana');
    await view.expectRow(view.rowAt(1), { titulo, state: 'Abierta', chip: before });
    await expect(readerChip).toHaveText(before);

    // A minute on (23:59 there): the app's minute check has run, and the day has not turned.
    await page.clock.fastForward('01:00');
    await view.expectRow(view.rowAt(1), { titulo, state: 'Abierta', chip: before });
    await expect(readerChip).toHaveText(before);

    // Past midnight there (00:01): the call closes today, in the row and in the reader left open.
    await page.clock.fastForward('02:00');
    const after = closingChip(closing, addDays(localDay, 1));
    expect(after).toBe('Cierra hoy');
    await view.expectRow(view.rowAt(1), { titulo, state: 'Abierta', chip: after });
    await expect(readerChip).toHaveText(after);
  } finally {
    await app.close();
  }
});

test('documents: the valid one opens outside the app; javascript: and file: ones are plain text that opens nothing', async ({ page }) => {
  const app = await startApp({ seed: 5, ...small });
  try {
    const valid = 'https://www.cultura.gob.ar/media/uploads/bases.pdf';
    app.simulator.insert('convocatorias', {
      titulo: 'Convocatoria con documentos mezclados',
      cuerpo: '<p>Bases adjuntas.</p>',
      estado: 'abierta',
      fecha_inicio: '2026-01-05',
      fecha_fin: '2026-12-20',
      documentos: [valid, 'javascript:alert(1)', 'file:///etc/passwd'],
    });
    // Offline here: whatever opens outside gets a stub page instead of the network.
    await page
      .context()
      .route('https://www.cultura.gob.ar/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>bases</title>' }));
    const { opened, dialogs } = watchOutside(page);

    const { view } = await openSynced(page, app);
    await view.searchFor('documentos mezclados');
    await view.open('Convocatoria con documentos mezclados');
    await expect(view.title).toHaveText('Convocatoria con documentos mezclados');

    const documents = view.documents;
    await expect(documents.getByRole('listitem')).toHaveCount(3);
    await expect(documents.getByRole('link')).toHaveCount(1);
    const bases = documents.getByRole('link', { name: 'Abrir: Bases' });
    await expect(bases).toHaveAttribute('href', valid);
    await expect(documents.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Abrir: Bases' }) })).toContainText('PDF');
    for (const invalid of ['javascript:alert(1)', 'file:///etc/passwd']) {
      await expect(documents.getByText(invalid, { exact: true })).toBeVisible();
      await documents.getByText(invalid, { exact: true }).click();
    }

    // The valid link last: once its page is open, any page the invalid clicks opened would be too.
    const popup = page.context().waitForEvent('page');
    await bases.click();
    const outside = await popup;
    await expect(outside).toHaveURL(valid);
    expect(opened.map((other) => other.url())).toEqual([valid]);
    await expect(page).toHaveURL(/#\/convocatorias\/\d+\?estado=todas&orden=oficial&q=documentos\+mezclados$/);
    expect(dialogs).toEqual([]);
  } finally {
    await app.close();
  }
});

test('a mailto: in the body goes to the mail app through the bridge; the page stays; one with a bcc is inert', async ({ page }) => {
  const app = await startApp({ seed: 5, ...small });
  try {
    app.simulator.insert('convocatorias', {
      titulo: 'Convocatoria con correo en el texto',
      cuerpo: [
        '<p>Consultas: <a href="mailto:prensa@cultura.gob.ar">escribinos</a>.</p>',
        '<p>No: <a href="mailto:prensa@cultura.gob.ar?bcc=espia@evil.example">copia oculta</a>.</p>',
      ].join('\r\n'),
      estado: 'abierta',
      fecha_inicio: '2026-01-05',
      fecha_fin: '2026-12-20',
    });
    // Browser mode hands a vetted mailto: to the OS by clicking a detached link: record those clicks.
    await page.addInitScript(() => {
      const handed: string[] = [];
      Object.assign(window, { __handed: handed });
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        handed.push(this.href);
        click.call(this);
      };
    });
    const { opened, dialogs } = watchOutside(page);

    const { view } = await openSynced(page, app);
    await view.searchFor('correo en el texto');
    await view.open('Convocatoria con correo en el texto');
    await expect(view.body.getByRole('link', { name: 'copia oculta' })).toHaveCount(0);
    await view.body.getByText('copia oculta').click();
    await view.body.getByRole('link', { name: 'escribinos' }).click();

    const handed = (): Promise<string[]> => page.evaluate(() => (window as unknown as { __handed: string[] }).__handed);
    await expect.poll(handed).toEqual(['mailto:prensa@cultura.gob.ar']);
    await expect(page).toHaveURL(/#\/convocatorias\/\d+\?estado=todas&orden=oficial&q=correo\+en\+el\+texto$/);
    await expect(view.title).toHaveText('Convocatoria con correo en el texto');
    expect(opened).toEqual([]);
    expect(dialogs).toEqual([]);
  } finally {
    await app.close();
  }
});

test('links in the body: an https one opens a new page through the bridge, a javascript: one is inert text', async ({ page }) => {
  const app = await startApp({ seed: 5, ...small });
  try {
    app.simulator.insert('convocatorias', {
      titulo: 'Convocatoria con enlaces en el texto',
      cuerpo: [
        '<p>Más información en <a href="https://example.org/x">ok</a>.</p>',
        '<p>No seguir <a href="javascript:window.__pwned = \'js-link\'">inerte</a>.</p>',
      ].join('\r\n'),
      estado: 'abierta',
      fecha_inicio: '2026-01-05',
      fecha_fin: '2026-12-20',
    });
    await page.context().route('https://example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>x</title>' }));
    const { opened, dialogs } = watchOutside(page);

    const { view } = await openSynced(page, app);
    await view.searchFor('enlaces en el texto');
    await view.open('Convocatoria con enlaces en el texto');
    await expect(view.title).toHaveText('Convocatoria con enlaces en el texto');

    const inert = view.body.getByText('inerte');
    await expect(inert).toBeVisible();
    await expect(view.body.getByRole('link', { name: 'inerte' })).toHaveCount(0);
    await inert.click();

    const popup = page.context().waitForEvent('page');
    await view.body.getByRole('link', { name: 'ok' }).click();
    const outside = await popup;
    await expect(outside).toHaveURL('https://example.org/x');
    expect(opened.map((other) => other.url())).toEqual(['https://example.org/x']);
    await expect(page).toHaveURL(/#\/convocatorias\/\d+\?estado=todas&orden=oficial&q=enlaces\+en\+el\+texto$/);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  } finally {
    await app.close();
  }
});

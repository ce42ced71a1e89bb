/**
 * The convocatorias list as a person filters, orders and walks it, checked against the
 * simulator's own records with the app's filter semantics (applyFilter), and the detail's
 * links, which may only leave the app when they are http(s).
 */
import type { Page } from '@playwright/test';
import { fold } from '../../src-shared/text';
import { addDays, applyFilter, defaultFilter, presetRange, type ConvocatoriaFilter } from '../../src-renderer/data/convocatoria-filter';
import type { ConvocatoriaRow } from '../../src-renderer/data/db';
import { browserToday, expectedConvocatorias, simulatorRows } from './expected';
import { expect, startApp, test, type AppServers } from './fixtures';
import { ConvocatoriasView, type CierrePreset } from './pages';
import { todayInBuenosAires } from './favoritos-pages';

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

/** dd/mm/aaaa, as list rows show a date. */
function shortDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}

type Expected = (filter?: Partial<ConvocatoriaFilter>) => ConvocatoriaRow[];

/** Opens the list, waits for the first sync, and returns what each filter should show. */
async function openSynced(page: Page, app: AppServers, hash?: string): Promise<{ view: ConvocatoriasView; expected: Expected; today: string }> {
  const view = new ConvocatoriasView(page);
  await view.open(app.web.url, hash);
  await view.waitForSyncedCount(expectedConvocatorias(app.simulator));
  const rows = simulatorRows(app.simulator);
  const today = await browserToday(page);
  return { view, today, expected: (filter = {}) => applyFilter(rows, { ...defaultFilter, ...filter }, today) };
}

/** A small corpus for tests that change the data: a simulator of their own syncs in a moment. */
const small = { sizes: { convocatorias: 30, organismos: 20, tramites: 10 } };

test('estado and each closing-date preset, alone and combined, show what the data says', async ({ page, app }) => {
  const { view, expected, today } = await openSynced(page, app);
  const total = expected().length;

  await view.filterByEstado('Abierta');
  await view.expectCount(expected({ estado: 'abierta' }).length);
  await expect(page).toHaveURL(/#\/convocatorias\?estado=abierta$/);
  await expect(view.rows.first()).toBeVisible();
  await expect(view.rows.filter({ hasText: /Cerrada/ })).toHaveCount(0);

  await view.filterByEstado('Cerrada');
  await view.expectCount(expected({ estado: 'cerrada' }).length);
  await expect(view.rows.filter({ hasText: /Abierta/ })).toHaveCount(0);

  await view.filterByEstado('Todas');
  await view.expectCount(total);

  const presets: [CierrePreset, ConvocatoriaFilter['cierre']][] = [
    ['Cierra en 7 días', '7'],
    ['Cierra en 30 días', '30'],
    ['Cerradas por fecha', 'cerradas'],
  ];
  for (const [label, cierre] of presets) {
    const shown = expected({ cierre });
    expect(shown.length, `the corpus has convocatorias for «${label}»`).toBeGreaterThan(0);
    await view.togglePreset(label);
    await expect(view.preset(label)).toHaveAttribute('aria-pressed', 'true');
    await view.expectCount(shown.length);
    await expect(page).toHaveURL(new RegExp(`[?&]cierre=${cierre}$`));
    // The date inputs show the range the preset means today.
    const range = presetRange(cierre, today);
    await expect(view.desde).toHaveValue(range.desde);
    await expect(view.hasta).toHaveValue(range.hasta);
    await expect(view.rowAt(1)).toContainText(shown[0]?.titulo ?? '');
    await view.togglePreset(label);
    await expect(view.preset(label)).toHaveAttribute('aria-pressed', 'false');
    await view.expectCount(total);
  }

  // One preset at a time: pressing another replaces it.
  await view.togglePreset('Cierra en 7 días');
  await view.togglePreset('Cierra en 30 días');
  await expect(view.preset('Cierra en 7 días')).toHaveAttribute('aria-pressed', 'false');
  await view.expectCount(expected({ cierre: '30' }).length);

  await view.filterByEstado('Abierta');
  await view.expectCount(expected({ estado: 'abierta', cierre: '30' }).length);

  // Listed as open although their closing date has passed, as the real API does.
  await view.togglePreset('Cerradas por fecha');
  const staleOpen = expected({ estado: 'abierta', cierre: 'cerradas' });
  expect(staleOpen.length, 'the corpus has open calls past their closing date').toBeGreaterThan(0);
  await view.expectCount(staleOpen.length);

  await view.filterByEstado('Cerrada');
  await view.expectCount(expected({ estado: 'cerrada', cierre: 'cerradas' }).length);
});

test('a custom closing-date range is inclusive at both ends and combines with a preset, estado and search', async ({ page, app }) => {
  const { view, expected, today } = await openSynced(page, app);
  const days = [...new Set(expected().map((row) => row.fechaFin))].sort();
  const desde = days[Math.floor(days.length * 0.3)] ?? '';
  const hasta = days[Math.floor(days.length * 0.5)] ?? '';
  const inRange = expected({ desde, hasta });
  const strictlyInside = inRange.filter((row) => row.fechaFin > desde && row.fechaFin < hasta);
  expect(inRange.length, 'records close on both bounds, so inclusiveness shows in the count').toBeGreaterThan(strictlyInside.length + 1);

  await view.closingBetween(desde, hasta);
  await view.expectCount(inRange.length);
  await expect(page).toHaveURL(new RegExp(`desde=${desde}&hasta=${hasta}$`));
  await view.sortBy('Cierre más próximo');
  await expect(view.rowAt(1)).toContainText(`al ${shortDate(desde)}`);
  await view.sortBy('Cierre más lejano');
  await expect(view.rowAt(1)).toContainText(`al ${shortDate(hasta)}`);

  await view.filterByEstado('Cerrada');
  await view.searchFor('convocatoria');
  await view.expectCount(expected({ desde, hasta, estado: 'cerrada', q: 'convocatoria', orden: 'cierre-desc' }).length);

  // Editing a date while a preset is on turns the preset into the same range, now custom.
  await view.clearFilters();
  await view.togglePreset('Cierra en 30 días');
  const hastaSoon = addDays(today, 10);
  await view.hasta.fill(hastaSoon);
  await expect(view.preset('Cierra en 30 días')).toHaveAttribute('aria-pressed', 'false');
  await expect(view.desde).toHaveValue(today);
  await view.expectCount(expected({ desde: today, hasta: hastaSoon }).length);
  await expect(page).toHaveURL(new RegExp(`#/convocatorias\\?desde=${today}&hasta=${hastaSoon}$`));
});

test('search ignores accents and case: the folded and the accented uppercase word find the same convocatorias', async ({ page, app }) => {
  const { view, expected } = await openSynced(page, app);
  const word = ['Córdoba', 'Canción', 'Música'].find((candidate) => expected().some((row) => row.titulo.includes(candidate)));
  if (word === undefined) throw new Error('the corpus has no título with Córdoba, Canción or Música');
  const folded = fold(word);
  const matches = expected({ q: folded });
  expect(matches.length).toBeGreaterThan(0);
  expect(matches.length).toBeLessThan(expected().length);

  await view.searchFor(folded);
  await view.expectCount(matches.length);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${folded}$`));
  await expect(view.rowAt(1)).toContainText(matches[0]?.titulo ?? '');

  await view.searchFor(word.toUpperCase());
  await view.expectCount(matches.length);
  await expect(view.rowAt(1)).toContainText(matches[0]?.titulo ?? '');

  // Every word must appear, in any order.
  const twoWords = expected({ q: `convocatoria ${folded}` });
  await view.searchFor(`${word.toUpperCase()}   Convocatoria`);
  await view.expectCount(twoWords.length);

  await view.searchFor('zzqxj inexistente');
  await view.expectCount(0);
  await expect(page.getByText('Ninguna convocatoria coincide con estos filtros.')).toBeVisible();
});

test('ordering: official order, título A–Z and Z–A, closing soonest and latest', async ({ page, app }) => {
  const { view, expected } = await openSynced(page, app);
  const firstOf = (orden: ConvocatoriaFilter['orden']): ConvocatoriaRow => {
    const first = expected({ orden })[0];
    if (first === undefined) throw new Error('no convocatorias');
    return first;
  };
  expect(firstOf('titulo-asc').titulo).not.toBe(firstOf('titulo-desc').titulo);

  await expect(view.orden).toHaveValue('oficial');
  await expect(view.rowAt(1)).toContainText(firstOf('oficial').titulo);

  const orders: [Parameters<ConvocatoriasView['sortBy']>[0], ConvocatoriaFilter['orden']][] = [
    ['Título A–Z', 'titulo-asc'],
    ['Título Z–A', 'titulo-desc'],
    ['Cierre más próximo', 'cierre-asc'],
    ['Cierre más lejano', 'cierre-desc'],
  ];
  for (const [label, orden] of orders) {
    const first = firstOf(orden);
    await view.sortBy(label);
    await expect(page).toHaveURL(new RegExp(`[?&]orden=${orden}$`));
    await expect(view.rowAt(1)).toContainText(first.titulo);
    await expect(view.rowAt(1)).toContainText(`Del ${shortDate(first.fechaInicio)} al ${shortDate(first.fechaFin)}`);
  }
  await view.expectCount(expected().length);
});

test('keyboard: ArrowDown from Buscar into the list, arrows, Home and End between rows, Enter opens, Escape returns with the filters', async ({ page, app }) => {
  const { view, expected } = await openSynced(page, app);
  await view.filterByEstado('Abierta');
  await view.sortBy('Título A–Z');
  const shown = expected({ estado: 'abierta', orden: 'titulo-asc' });
  const titulo = (index: number): string => shown[index]?.titulo ?? '';
  await view.expectCount(shown.length);

  await view.search.focus();
  await view.search.press('ArrowDown');
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', '1');
  await expect(view.focusedRow()).toContainText(titulo(0));

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', '3');
  await page.keyboard.press('ArrowUp');
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', '2');
  await expect(view.focusedRow()).toContainText(titulo(1));

  await page.keyboard.press('End');
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', String(shown.length));
  await expect(view.focusedRow()).toContainText(titulo(shown.length - 1));
  await page.keyboard.press('Home');
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', '1');

  await page.keyboard.press('ArrowDown');
  await expect(view.focusedRow()).toHaveAttribute('aria-posinset', '2');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/convocatorias/${shown[1]?.id ?? 0}$`));
  await expect(view.title).toHaveText(titulo(1));

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#\/convocatorias\?estado=abierta&orden=titulo-asc$/);
  await expect(view.estado).toHaveValue('abierta');
  await expect(view.orden).toHaveValue('titulo-asc');
  await view.expectCount(shown.length);
});

test('"Limpiar filtros" puts every control back and shows the whole list', async ({ page, app }) => {
  const { view, expected } = await openSynced(page, app);
  await expect(view.clear).toBeDisabled();

  await view.filterByEstado('Cerrada');
  await view.togglePreset('Cerradas por fecha');
  await view.sortBy('Título Z–A');
  await view.searchFor('música');
  await view.expectCount(expected({ estado: 'cerrada', cierre: 'cerradas', orden: 'titulo-desc', q: 'música' }).length);

  await view.clearFilters();
  await view.expectCount(expected().length);
  await expect(page).toHaveURL(/#\/convocatorias$/);
  await expect(view.estado).toHaveValue('todas');
  await expect(view.orden).toHaveValue('oficial');
  await expect(view.search).toHaveValue('');
  await expect(view.desde).toHaveValue('');
  await expect(view.hasta).toHaveValue('');
  await expect(view.preset('Cerradas por fecha')).toHaveAttribute('aria-pressed', 'false');
  await expect(view.clear).toBeDisabled();
  await expect(view.rowAt(1)).toContainText(expected()[0]?.titulo ?? '');
});

test('a reload restores a filtered view from the URL: same count, same control values, same first row', async ({ page, app }) => {
  const { view, expected } = await openSynced(page, app);
  const days = [...new Set(expected().map((row) => row.fechaFin))].sort();
  const custom = { estado: 'abierta', desde: days[Math.floor(days.length * 0.6)] ?? '', hasta: days[days.length - 1] ?? '', orden: 'titulo-desc', q: 'Convocatoria' } as const;
  const shown = expected(custom);
  expect(shown.length).toBeGreaterThan(1);

  await view.filterByEstado('Abierta');
  await view.closingBetween(custom.desde, custom.hasta);
  await view.sortBy('Título Z–A');
  await view.searchFor('Convocatoria');
  await view.expectCount(shown.length);
  await expect(view.rowAt(1)).toContainText(shown[0]?.titulo ?? '');

  await page.reload();
  await view.expectCount(shown.length);
  await expect(view.estado).toHaveValue('abierta');
  await expect(view.orden).toHaveValue('titulo-desc');
  await expect(view.search).toHaveValue('Convocatoria');
  await expect(view.desde).toHaveValue(custom.desde);
  await expect(view.hasta).toHaveValue(custom.hasta);
  await expect(view.rowAt(1)).toContainText(shown[0]?.titulo ?? '');

  // A preset survives a reload too, pressed.
  await view.clearFilters();
  await view.togglePreset('Cierra en 30 días');
  await page.reload();
  await expect(view.preset('Cierra en 30 días')).toHaveAttribute('aria-pressed', 'true');
  await view.expectCount(expected({ cierre: '30' }).length);
});

test('the detail notes an open call whose closing date has passed, and only then', async ({ page, app }) => {
  const { view, expected, today } = await openSynced(page, app);
  const stale = expected({ estado: 'abierta', cierre: 'cerradas' })[0];
  const current = expected({ estado: 'abierta', desde: today })[0];
  if (stale === undefined || current === undefined) throw new Error('the corpus lacks open calls before and after today');
  const longDate = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  await view.togglePreset('Cerradas por fecha');
  await view.filterByEstado('Abierta');
  await expect(view.rowAt(1)).toContainText(stale.titulo);
  await view.rowAt(1).getByRole('link').click();
  await expect(view.title).toHaveText(stale.titulo);
  await expect(page.getByRole('note')).toHaveText(
    `Figura como abierta, pero su fecha de cierre (${longDate.format(new Date(`${stale.fechaFin}T00:00:00Z`))}) ya pasó.`,
  );

  await page.goto(`${app.web.url}#/convocatorias/${current.id}`);
  await expect(view.title).toHaveText(current.titulo);
  await expect(view.body).toBeVisible();
  await expect(page.getByText('Figura como abierta')).toHaveCount(0);
});

// From 21:00 in Buenos Aires the UTC day is already tomorrow: the detail must judge "past" by the
// local day, as the list and its presets do, or a call closing today reads as closed.
test('late in the evening, a call closing today is not noted as past (today is the local day)', async ({ page }) => {
  const app = await startApp({ seed: 5, ...small });
  try {
    const localDay = todayInBuenosAires();
    await page.clock.setFixedTime(new Date(`${localDay}T22:30:00-03:00`));
    const id = app.simulator.insert('convocatorias', {
      titulo: 'Convocatoria que cierra hoy a la noche',
      estado: 'abierta',
      fecha_inicio: addDays(localDay, -10),
      fecha_fin: localDay,
    });
    const { view, expected, today } = await openSynced(page, app);
    expect(today).toBe(localDay);
    expect(await page.evaluate(() => new Date().toISOString().slice(0, 10)), 'the UTC day is already tomorrow').toBe(addDays(localDay, 1));
    expect(expected({ estado: 'abierta', cierre: 'cerradas' }).some((row) => row.id === id)).toBe(false);

    await view.searchFor('cierra hoy a la noche');
    await view.openConvocatoria('Convocatoria que cierra hoy a la noche');
    await expect(view.title).toHaveText('Convocatoria que cierra hoy a la noche');
    await expect(view.body).toBeVisible();
    await expect(page.getByText('Figura como abierta')).toHaveCount(0);
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
    await page.context().route('https://www.cultura.gob.ar/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>bases</title>' }));
    const { opened, dialogs } = watchOutside(page);

    const { view } = await openSynced(page, app);
    await view.searchFor('documentos mezclados');
    await view.openConvocatoria('Convocatoria con documentos mezclados');
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
    await expect(page).toHaveURL(/#\/convocatorias\/\d+$/);
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
    await view.openConvocatoria('Convocatoria con correo en el texto');
    await expect(view.body.getByRole('link', { name: 'copia oculta' })).toHaveCount(0);
    await view.body.getByText('copia oculta').click();
    await view.body.getByRole('link', { name: 'escribinos' }).click();

    const handed = (): Promise<string[]> => page.evaluate(() => (window as unknown as { __handed: string[] }).__handed);
    await expect.poll(handed).toEqual(['mailto:prensa@cultura.gob.ar']);
    await expect(page).toHaveURL(/#\/convocatorias\/\d+$/);
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
    await view.openConvocatoria('Convocatoria con enlaces en el texto');
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
    await expect(page).toHaveURL(/#\/convocatorias\/\d+$/);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  } finally {
    await app.close();
  }
});

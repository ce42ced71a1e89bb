/**
 * "Tells the truth": calls the API still publishes as "abierta" after their closing day
 * are Vencida, not Abierta. With stale calls in the data (the simulator's own plus hand-made ones
 * closing on known days), the Estado choices list exactly what today's date says, their counts
 * agree, every row carries the right state and closing chip, and the closing windows and "Con
 * documentos" list exactly what plain date arithmetic says. A small simulator of its own.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, startApp, test, type AppServers } from './fixtures';
import {
  countLabel,
  ddmmyyyy,
  endOfMonthOf,
  expectedState,
  expectedClosingChip,
  expectedStartChip,
  expectedStateChip,
  plusDays,
  rawConvocatorias,
  renderedIds,
  sortedIds,
  sundayOf,
  todayBA,
  waitForSync,
  type RawConvocatoria,
} from './list-oracles';
import { MisConvocatoriasView } from './mis-convocatorias-pages';

// Tall enough that the virtual list renders every row of this small corpus at once.
test.use({ viewport: { width: 1366, height: 3600 } });

let app: AppServers;
const today = todayBA();
/** Ids of the hand-made calls, by what they are. */
const made: Record<string, number> = {};

test.beforeAll(async () => {
  app = await startApp({ seed: 41, sizes: { convocatorias: 40, organismos: 10, tramites: 5 } });
  const call = (
    key: string,
    titulo: string,
    estado: string,
    fechaFin: string,
    documentos: string[] = [],
    fechaInicio = plusDays(fechaFin, -30),
  ): void => {
    made[key] = app.simulator.insert('convocatorias', {
      titulo,
      estado,
      fecha_inicio: fechaInicio,
      fecha_fin: fechaFin,
      documentos,
    });
  };
  call('vieja', 'Prueba honesta: premio de ensayo 2019', 'abierta', '2019-05-14');
  call('hoy', 'Prueba honesta: cierra hoy', 'abierta', today);
  call('manana', 'Prueba honesta: cierra mañana', 'abierta', plusDays(today, 1), ['https://www.cultura.gob.ar/media/uploads/bases.pdf']);
  call('cinco', 'Prueba honesta: cierra en cinco días', 'abierta', plusDays(today, 5));
  call('hace3', 'Prueba honesta: cerró hace tres días', 'abierta', plusDays(today, -3));
  call('cerrada', 'Prueba honesta: cerrada', 'cerrada', plusDays(today, -10));
  call('suspendida', 'Prueba honesta: suspendida', 'suspendida', plusDays(today, 10));
  call('empieza', 'Prueba honesta: empieza en cuatro días', 'abierta', plusDays(today, 20), [], plusDays(today, 4));
});

test.afterAll(async () => {
  await app.close();
});

const panelOf = (page: Page): Locator => page.getByRole('search', { name: 'Filtros de convocatorias' });
const listOf = (page: Page): Locator => page.getByRole('list', { name: 'Convocatorias' });
const rowTitled = (page: Page, titulo: string): Locator =>
  listOf(page)
    .getByTestId('list-row')
    .filter({ has: page.locator('.row-title').getByText(titulo, { exact: true }) });
const stateChip = (row: Locator): Locator => row.locator('.badge-abierta, .badge-vencida, .badge-cerrada, .badge-desconocido');
const idsWhere = (raw: RawConvocatoria[], keep: (r: RawConvocatoria) => boolean): number[] => sortedIds(raw.filter(keep).map((r) => r.id));

/** The estado radio whose label starts with `label`, and the count beside it. */
function estadoOption(page: Page, label: string): { radio: Locator; count: Locator } {
  const option = panelOf(page)
    .locator('label.facet-option')
    .filter({ has: page.locator('.facet-label', { hasText: new RegExp(`^${label}$`) }) });
  return { radio: option.getByRole('radio'), count: option.locator('.facet-count') };
}

async function openSynced(page: Page, hash = '#/convocatorias?estado=todas&orden=oficial'): Promise<RawConvocatoria[]> {
  const raw = rawConvocatorias(app.simulator);
  await page.goto(`${app.web.url}${hash}`);
  await waitForSync(page);
  return raw;
}

/** Waits for the list to say `count` rows, then returns the ids it shows. */
async function listed(page: Page, count: number): Promise<number[]> {
  await expect(page.getByTestId('result-count')).toHaveText(countLabel(count, 'convocatoria', 'convocatorias'));
  if (count === 0) return [];
  await expect(listOf(page).getByTestId('list-row')).toHaveCount(count);
  return sortedIds(await renderedIds(listOf(page)));
}

test('Abierta, Vencida and Cerrada list exactly the calls today says, with matching counts and URL', async ({ page }) => {
  const raw = await openSynced(page);
  const expected = {
    todas: sortedIds(raw.map((r) => r.id)),
    abierta: idsWhere(raw, (r) => r.estado === 'abierta' && r.fecha_fin >= today),
    vencida: idsWhere(raw, (r) => r.estado === 'abierta' && r.fecha_fin < today),
    cerrada: idsWhere(raw, (r) => r.estado === 'cerrada'),
  };
  // The corpus must really hold stale calls beyond the hand-made ones for this to prove anything.
  expect(expected.vencida.length).toBeGreaterThan(2);
  expect(expected.abierta).toContain(made['hoy']);
  expect(expected.vencida).toEqual(expect.arrayContaining([made['vieja'], made['hace3']]));

  expect(await listed(page, expected.todas.length)).toEqual(expected.todas);
  const labels = { todas: 'Todas', abierta: 'Abierta', vencida: 'Ya cerró', cerrada: 'Cerrada' } as const;
  for (const key of ['todas', 'abierta', 'vencida', 'cerrada'] as const) {
    await expect(estadoOption(page, labels[key]).count, `count beside ${labels[key]}`).toHaveText(String(expected[key].length));
  }

  for (const key of ['abierta', 'vencida', 'cerrada'] as const) {
    await estadoOption(page, labels[key]).radio.check();
    // Abierta is the first screen's estado: the address names only the others.
    if (key === 'abierta') await expect(page).not.toHaveURL(/estado=/);
    else await expect(page).toHaveURL(new RegExp(`[?&]estado=${key}(&|$)`));
    expect(await listed(page, expected[key].length), `rows under ${labels[key]}`).toEqual(expected[key]);
    // The unknown estado is in none of the three.
    expect(await renderedIds(listOf(page))).not.toContain(made['suspendida']);
  }

  await estadoOption(page, 'Todas').radio.check();
  await expect(page).toHaveURL(/[?&]estado=todas(&|$)/);
  expect(await listed(page, expected.todas.length)).toEqual(expected.todas);
  const suspendida = rowTitled(page, 'Prueba honesta: suspendida');
  await expect(stateChip(suspendida)).toHaveText('Estado desconocido: suspendida');
});

test('every row carries the state and closing chip its dates say; a Vencida tells why, in the list and the reader', async ({ page }) => {
  const raw = await openSynced(page);
  await listed(page, raw.length);

  const shown = await listOf(page)
    .getByTestId('list-row')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const badge = row.querySelector('.badge-abierta, .badge-vencida, .badge-cerrada, .badge-desconocido');
        return {
          id: Number(/^#\/convocatorias\/(\d+)/.exec(row.querySelector('a')?.getAttribute('href') ?? '')?.[1]),
          state: badge?.textContent ?? null,
          why: badge?.getAttribute('title') ?? null,
          start: row.querySelector('.start-chip')?.textContent ?? null,
          closing: row.querySelector('.time-chip')?.textContent ?? null,
          closingTitle: row.querySelector('.time-chip')?.getAttribute('title') ?? null,
        };
      }),
    );
  const wanted = raw.map((r) => ({
    id: r.id,
    state: expectedStateChip(r, today),
    why: expectedState(r, today) === 'vencida' ? `La API la publica como abierta; cerró el ${ddmmyyyy(r.fecha_fin)}` : null,
    start: expectedStartChip(r, today),
    closing: expectedClosingChip(r, today),
    closingTitle: `Fecha de cierre: ${ddmmyyyy(r.fecha_fin)}`,
  }));
  const byId = (a: { id: number }, b: { id: number }): number => a.id - b.id;
  expect(shown.sort(byId)).toEqual(wanted.sort(byId));

  // The hand-made calls, against hand-written texts.
  const chips: [string, string, string][] = [
    ['Prueba honesta: cierra hoy', 'Abierta', 'Cierra hoy'],
    ['Prueba honesta: cierra mañana', 'Abierta', 'Cierra mañana'],
    ['Prueba honesta: cierra en cinco días', 'Abierta', 'Cierra en 5 días'],
    ['Prueba honesta: cerró hace tres días', 'Ya cerró', 'Cerró hace 3 días'],
    ['Prueba honesta: cerrada', 'Cerrada', 'Cerró hace 10 días'],
    ['Prueba honesta: suspendida', 'Estado desconocido: suspendida', 'Cierra en 10 días'],
    ['Prueba honesta: premio de ensayo 2019', 'Ya cerró', 'Cerró el 14/05/2019'],
    ['Prueba honesta: empieza en cuatro días', 'Abierta', 'Cierra en 20 días'],
  ];
  for (const [titulo, state, closing] of chips) {
    const row = rowTitled(page, titulo);
    await expect(stateChip(row), titulo).toHaveText(state);
    await expect(row.locator('.time-chip'), titulo).toHaveText(closing);
  }
  await expect(rowTitled(page, 'Prueba honesta: empieza en cuatro días').locator('.start-chip')).toHaveText('Empieza en 4 días');
  const vieja = rowTitled(page, 'Prueba honesta: premio de ensayo 2019');
  await expect(stateChip(vieja)).toHaveAttribute('title', 'La API la publica como abierta; cerró el 14/05/2019');

  // Under Vencida, the 2019 call's reader says why it is not open.
  await estadoOption(page, 'Ya cerró').radio.check();
  await vieja.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#/convocatorias/${made['vieja']}\\?(.*&)?estado=vencida`));
  const reader = page.getByRole('region', { name: 'Lector' });
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Prueba honesta: premio de ensayo 2019');
  await expect(reader).toContainText('La API la publica como abierta; cerró el 14/05/2019.');

  // A call whose dates have not begun: its reader says when they begin, and when it closes.
  await estadoOption(page, 'Abierta').radio.check();
  await rowTitled(page, 'Prueba honesta: empieza en cuatro días').getByRole('link').click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Prueba honesta: empieza en cuatro días');
  await expect(reader.locator('.detail-meta .start-chip')).toHaveText('Empieza en 4 días');
  await expect(reader.locator('.detail-meta .time-chip')).toHaveText('Cierra en 20 días');
  const longDay = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const begins = longDay.format(new Date(`${plusDays(today, 4)}T00:00:00Z`));
  await expect(reader.getByRole('note')).toHaveText(`La API la publica como abierta, aunque sus fechas empiezan el ${begins}.`);

  // Followed, its row in Mis convocatorias says so too, before the closing chip.
  const misConvocatorias = new MisConvocatoriasView(page);
  await misConvocatorias.etapa().selectOption({ label: 'Me interesa' });
  await misConvocatorias.open();
  const followed = misConvocatorias.item('Me interesa', 'Prueba honesta: empieza en cuatro días');
  await expect(followed.locator('.row-meta > :is(.start-chip, .time-chip)')).toHaveText(['Empieza en 4 días', 'Cierra en 20 días']);
});

test('"Cierre más próximo" with Abierta starts with today\'s call, never a stale one', async ({ page }) => {
  const raw = await openSynced(page);
  const finOf = new Map(raw.map((r) => [r.id, r.fecha_fin]));
  const abiertas = raw.filter((r) => r.estado === 'abierta' && r.fecha_fin >= today);
  await estadoOption(page, 'Abierta').radio.check();
  await page.getByRole('combobox', { name: 'Orden' }).selectOption({ label: 'Cierre más próximo' });
  // Abierta, soonest closing first: the first screen, whose address names nothing.
  await expect(page).toHaveURL(/#\/convocatorias$/);
  await listed(page, abiertas.length);

  const order = await renderedIds(listOf(page)); // in the list's order (rows render top to bottom)
  const fins = order.map((id) => finOf.get(id) ?? '');
  expect(fins[0]).toBe(today);
  expect(fins).toEqual([...fins].sort());
  expect(order.filter((id) => finOf.get(id) === today)).toContain(made['hoy']);
  await expect(listOf(page).getByTestId('list-row').first().locator('.time-chip')).toHaveText('Cierra hoy');
});

test('the closing windows and "Con documentos" list exactly what date arithmetic says, with matching counts', async ({ page }) => {
  const raw = await openSynced(page);
  const sunday = sundayOf(today);
  const monthEnd = endOfMonthOf(today);
  const windows: [string, string, number[]][] = [
    ['Esta semana', 'semana', idsWhere(raw, (r) => r.fecha_fin >= today && r.fecha_fin <= sunday)],
    ['Este mes', 'mes', idsWhere(raw, (r) => r.fecha_fin >= today && r.fecha_fin <= monthEnd)],
    ['Antes de hoy', 'vencidas', idsWhere(raw, (r) => r.fecha_fin < today)],
  ];
  const conDocumentos = idsWhere(raw, (r) => r.documentos.length > 0);
  expect(windows[0]?.[2]).toContain(made['hoy']);
  expect(windows[2]?.[2]).toEqual(expect.arrayContaining([made['vieja'], made['hace3'], made['cerrada']]));
  expect(conDocumentos).toContain(made['manana']);

  await listed(page, raw.length);
  const panel = panelOf(page);
  const toggle = (label: string): Locator => panel.getByRole('button', { name: new RegExp(`^${label}`) });
  for (const [label, , ids] of windows) {
    await expect(toggle(label).locator('.facet-count'), `count beside ${label}`).toHaveText(String(ids.length));
  }
  const documentos = panel.locator('label.facet-option').filter({ hasText: /^Con documentos/ });
  await expect(documentos.locator('.facet-count')).toHaveText(String(conDocumentos.length));

  for (const [label, key, ids] of windows) {
    await toggle(label).click();
    await expect(toggle(label)).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`[?&]cierre=${key}(&|$)`));
    expect(await listed(page, ids.length), `rows under ${label}`).toEqual(ids);
  }
  await toggle('Antes de hoy').click();
  await expect(toggle('Antes de hoy')).toHaveAttribute('aria-pressed', 'false');
  await expect(page).not.toHaveURL(/cierre=/);

  await documentos.getByRole('checkbox').check();
  await expect(page).toHaveURL(/[?&]documentos=1(&|$)/);
  expect(await listed(page, conDocumentos.length)).toEqual(conDocumentos);
});

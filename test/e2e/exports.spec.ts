/**
 * Exports and documents offline, as a person uses them in browser mode: the filtered
 * list downloaded as .ics, CSV (for spreadsheets in Spanish, and international) and JSON (each
 * read back by an independent parser), one closing date from a detail, the favorites exported
 * with the calendar reminders set in Configuración, and documents saved, opened with every
 * server gone, then removed.
 */
import { expectNoAxeViolationsIn } from './directory-pages';
import ICAL from 'ical.js';
import Papa from 'papaparse';
import { addDays, expectedConvocatorias, listed, shortDate, simulatorConvocatorias, stateOf, todayInBuenosAires } from './expected';
import { SavedDocumentsView } from './exports-pages';
import { FavoritosView } from './favoritos-pages';
import { MisConvocatoriasView } from './mis-convocatorias-pages';
import { expect, startApp, test } from './fixtures';
import { ConvocatoriasView, downloadFrom, type DownloadedFile } from './pages';
import { SettingsView } from './settings-page';

/** The fields of a convocatoria as the API serves it, in its order; the export adds `estado_actual`, the state read today. */
const apiFields = ['id', 'url', 'link', 'imagen', 'titulo', 'bajada', 'cuerpo', 'estado', 'fecha_inicio', 'fecha_fin', 'documentos'];
type Exported = Record<string, unknown> & { estado_actual: unknown };

function calendarEvents(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

/** Each event's reminders, as their TRIGGER lines read. */
function reminderTriggers(text: string): string[][] {
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((vevent) => vevent.getAllSubcomponents('valarm').map((valarm) => valarm.getFirstProperty('trigger')?.toICALString() ?? ''));
}

/** The CSV for spreadsheets in Spanish: a UTF-8 BOM, then records split at ";". */
function spanishCsv(file: DownloadedFile) {
  expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const table = Papa.parse<Record<string, string>>(file.text.slice(1), { header: true, skipEmptyLines: true, delimiter: ';' });
  expect(table.errors).toEqual([]);
  return table.data;
}

test('the filtered list downloads as .ics, CSV and JSON holding exactly its convocatorias; a detail exports its own closing date', async ({
  page,
}) => {
  const app = await startApp({ seed: 13, sizes: { convocatorias: 120, organismos: 10, tramites: 5 } });
  try {
    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url);
    await view.waitForSyncedCount(expectedConvocatorias(app.simulator));
    const today = todayInBuenosAires();
    // The Abierta ones, soonest closing first: a selection and an order the API's own order would not give.
    const filter = { estado: 'abierta', orden: 'cierre-asc' } as const;
    const expected = listed(simulatorConvocatorias(app.simulator), filter, today);
    expect(expected.length, 'the corpus has open calls').toBeGreaterThan(1);
    const ids = expected.map((row) => row.id);

    await view.filterByEstado('Abierta');
    await view.sortBy('Cierre más próximo');
    await view.expectCount(expected.length);

    await view.exportMenu.click();
    await expect(page.getByRole('menu', { name: 'Exportar las convocatorias de la lista' }).getByRole('menuitem')).toHaveText([
      'Exportar calendario (.ics)',
      'Exportar CSV',
      'Exportar CSV (internacional)',
      'Exportar JSON',
    ]);
    await page.keyboard.press('Escape');

    const csv = await view.exportAs('Exportar CSV');
    expect(csv.name).toBe(`convocatorias-${today}.csv`);
    const table = spanishCsv(csv);
    expect(table.map((row) => Number(row['id']))).toEqual(ids);
    expect(table.map((row) => [row['titulo'], row['fecha_inicio'], row['fecha_fin']])).toEqual(
      expected.map((row) => [row.titulo, shortDate(row.fechaInicio), shortDate(row.fechaFin)]),
    );
    expect(table.every((row) => row['estado'] === 'abierta' && row['estado_actual'] === 'abierta')).toBe(true);

    const international = await view.exportAs('Exportar CSV (internacional)');
    expect(international.name).toBe(`convocatorias-${today}.csv`);
    const commaTable = Papa.parse<Record<string, string>>(international.text.slice(1), {
      header: true,
      skipEmptyLines: true,
      delimiter: ',',
    });
    expect(commaTable.errors).toEqual([]);
    expect(commaTable.data.map((row) => [Number(row['id']), row['fecha_fin']])).toEqual(expected.map((row) => [row.id, row.fechaFin]));

    const json = await view.exportAs('Exportar JSON');
    expect(json.name).toBe(`convocatorias-${today}.json`);
    const records = JSON.parse(json.text) as Exported[];
    expect(records.map((record) => record['id'])).toEqual(ids);
    // Each record exactly as the API served it (same fields, same values), plus its state today.
    const fromApi = new Map(
      [...app.simulator.records('convocatorias'), ...app.simulator.records('convocatorias/ordenadas')].map((record) => [
        record['id'],
        record,
      ]),
    );
    for (const { estado_actual: estadoActual, disciplina, tipo, provincia, ...record } of records) {
      expect(Object.keys(record)).toEqual(apiFields);
      expect(record).toEqual(fromApi.get(record['id']));
      expect(estadoActual).toBe('abierta');
      // The app's reading of its facets: never empty (Sin clasificar and Nacional are values); checked in convocatoria-facets.spec.ts.
      for (const labels of [disciplina, tipo, provincia]) {
        expect(Array.isArray(labels) && labels.length > 0 && labels.every((label) => typeof label === 'string')).toBe(true);
      }
    }

    const ics = await view.exportAs('Exportar calendario (.ics)');
    expect(ics.name).toBe(`convocatorias-${today}.ics`);
    const events = calendarEvents(ics.text);
    expect(events.map((event) => event.uid)).toEqual(ids.map((id) => `convocatoria-${id}@directorio-de-cultura`));
    expect(events.map((event) => event.startDate.toString())).toEqual(expected.map((row) => row.fechaFin));
    expect(events.every((event) => event.startDate.isDate && event.summary.startsWith('Cierre: '))).toBe(true);
    // Configuración's default reminders: 7 days and 1 day before each closing date.
    expect(reminderTriggers(ics.text)).toEqual(ids.map(() => ['TRIGGER:-P7D', 'TRIGGER:-P1D']));

    // Past their closing day: Vencida when the API still says abierta, Cerrada otherwise.
    await view.filterByEstado('Todas');
    await view.toggleWindow('Antes de hoy');
    const past = listed(simulatorConvocatorias(app.simulator), { cierre: 'vencidas', orden: 'cierre-asc' }, today);
    await view.expectCount(past.length);
    const pastJson = JSON.parse((await view.exportAs('Exportar JSON')).text) as Exported[];
    expect(pastJson.map((record) => [record['id'], record.estado_actual])).toEqual(past.map((c) => [c.id, stateOf(c, today)]));
    expect(new Set(pastJson.map((record) => record.estado_actual))).toEqual(new Set(['vencida', 'cerrada']));
    await view.filterByEstado('Abierta');
    await view.toggleWindow('Antes de hoy');
    await view.expectCount(expected.length);

    const first = expected[0];
    if (first === undefined) throw new Error('sin convocatorias');
    await view.open(first.titulo);
    const one = await downloadFrom(page, view.reader.getByRole('button', { name: 'Exportar calendario (.ics)' }));
    expect(one.name).toBe(`convocatoria-${first.id}.ics`);
    const [event] = calendarEvents(one.text);
    expect(calendarEvents(one.text)).toHaveLength(1);
    expect(event?.uid).toBe(`convocatoria-${first.id}@directorio-de-cultura`);
    expect(event?.summary).toBe(`Cierre: ${first.titulo}`);
    expect(event?.startDate.toString()).toBe(first.fechaFin);
  } finally {
    await app.close();
  }
});

test('Mis convocatorias exports its convocatorias in its order; the .ics carries the reminders of Configuración and the personal ones', async ({
  page,
}) => {
  const app = await startApp({ seed: 17, sizes: { convocatorias: 30, organismos: 10, tramites: 5 } });
  try {
    const today = todayInBuenosAires();
    // Open and far from closing; Me interesa is listed before Preparando.
    const first = {
      titulo: 'Becas de creación: música y danza en Córdoba',
      fecha_inicio: addDays(today, -10),
      fecha_fin: addDays(today, 40),
    };
    const second = { titulo: 'Premio «Ñandú» de artes escénicas', fecha_inicio: addDays(today, -5), fecha_fin: addDays(today, 75) };
    const firstId = app.simulator.insert('convocatorias', { ...first, estado: 'abierta' });
    const secondId = app.simulator.insert('convocatorias', { ...second, estado: 'abierta' });
    const organismo = app.simulator.records('organismos')[0] as { id: number; nombre: string };

    const settings = new SettingsView(page);
    await settings.goto(app.web.url);
    await expect(settings.syncStatus).toContainText('Datos actualizados', { timeout: 30_000 });
    await expect(settings.firstReminderDays).toHaveValue('7');
    await expect(settings.secondReminderDays).toHaveValue('1');
    await settings.firstReminderDays.fill('14');
    await settings.secondReminderDays.fill('');
    await settings.save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Configuración guardada' })).toBeVisible();
    await expect(settings.secondReminderDays).toHaveValue('0');

    const favoritos = new FavoritosView(page);
    const mis = new MisConvocatoriasView(page);
    const reminder = addDays(today, 20);
    await mis.setEtapa(`#/convocatorias/${firstId}`, first.titulo, 'Preparando');
    await mis.setEtapa(`#/convocatorias/${secondId}`, second.titulo, 'Me interesa');
    await mis.setRecordatorio(shortDate(reminder));
    await favoritos.starDetail(`#/organismos/${organismo.id}`, organismo.nombre);
    await mis.open();
    await expect(page.getByTestId('result-count')).toHaveText('2 convocatorias');

    const exportar = page.getByRole('button', { name: 'Exportar', exact: true });
    await exportar.click();
    await expect(page.getByRole('menu', { name: 'Exportar Mis convocatorias' }).getByRole('menuitem')).toHaveText([
      'Exportar calendario (.ics)',
      'Exportar CSV',
      'Exportar CSV (internacional)',
      'Exportar JSON',
    ]);
    const csv = await downloadFrom(page, page.getByRole('menuitem', { name: 'Exportar CSV', exact: true }));
    expect(csv.name).toBe(`convocatorias-${today}.csv`);
    // The organismo is not a convocatoria: only the two, Me interesa first.
    expect(spanishCsv(csv).map((row) => [Number(row['id']), row['titulo'], row['fecha_inicio'], row['fecha_fin']])).toEqual([
      [secondId, second.titulo, shortDate(second.fecha_inicio), shortDate(second.fecha_fin)],
      [firstId, first.titulo, shortDate(first.fecha_inicio), shortDate(first.fecha_fin)],
    ]);
    await expect(page.getByRole('status').filter({ hasText: 'Exportado (CSV): 2 convocatorias' })).toBeVisible();

    await exportar.click();
    const ics = await downloadFrom(page, page.getByRole('menuitem', { name: 'Exportar calendario (.ics)', exact: true }));
    expect(calendarEvents(ics.text).map((event) => [event.uid, event.startDate.toString()])).toEqual([
      [`convocatoria-${secondId}@directorio-de-cultura`, second.fecha_fin],
      [`convocatoria-${firstId}@directorio-de-cultura`, first.fecha_fin],
      [`recordatorio-${secondId}@directorio-de-cultura`, reminder],
    ]);
    // 14 days before, and the second reminder emptied: none; the personal one at 9 on its day.
    expect(reminderTriggers(ics.text)).toEqual([['TRIGGER:-P14D'], ['TRIGGER:-P14D'], ['TRIGGER:PT9H']]);
    await expect(page.getByRole('status').filter({ hasText: 'Exportado (calendario): 2 convocatorias y 1 recordatorio' })).toBeVisible();
  } finally {
    await app.close();
  }
});

const pdf = (text: string, size: number): Buffer => Buffer.from(`%PDF-1.4\n% ${text}\n${'%'.repeat(size)}\n%%EOF\n`);

test('documents saved for offline reading open with the API (which served them) gone; sizes, count and removal', async ({ page }) => {
  const files = {
    '/docs/bases.pdf': pdf('bases', 2000),
    '/docs/notas.txt': Buffer.from('Notas de la convocatoria: cierre, ñandú y artes escénicas.\n'),
  };
  // On the API's own origin: on 127.0.0.1, the only internal address a download may reach.
  const app = await startApp({ seed: 5, sizes: { convocatorias: 30, organismos: 10, tramites: 5 }, files });
  const documents = { url: app.simulator.url };
  let running = true;
  const stopServers = async (): Promise<void> => {
    if (!running) return;
    running = false;
    await app.simulator.close();
  };
  try {
    const titulo = 'Convocatoria con documentos para leer sin conexión';
    app.simulator.insert('convocatorias', {
      titulo,
      documentos: [`${documents.url}/docs/bases.pdf`, `${documents.url}/docs/notas.txt`, `${documents.url}/docs/falta.pdf`],
    });
    const view = new ConvocatoriasView(page);
    await view.goto(app.web.url);
    await view.waitForSyncedCount(expectedConvocatorias(app.simulator));
    await view.searchFor('leer sin conexión');
    await view.open(titulo);

    const saved = new SavedDocumentsView(page);
    await expect(saved.section.getByRole('heading', { name: 'Documentos (3)' })).toBeVisible();
    await expect(saved.summary).toHaveCount(0);
    await saved.saveAll.click();
    const bases = files['/docs/bases.pdf'].length;
    const notas = files['/docs/notas.txt'].length;
    // 2.024 and 62 bytes: "2 kB" (1,98 kB to one decimal, rounded) and "62 B"; together 2.086 bytes, "2 kB".
    expect([bases, notas]).toEqual([2024, 62]);
    const summary = '2 documentos guardados en este equipo (2 kB).';
    await expect(saved.summary).toHaveText(summary);
    await expect(saved.item('Bases')).toContainText('Guardado · 2 kB');
    await expect(saved.item('Notas')).toContainText('Guardado · 62 B');
    await expect(saved.item('Falta')).not.toContainText('Guardado');
    // In words beside the document; the status only under Detalles técnicos, folded.
    await expect(saved.problem('Falta').locator('p')).toHaveText('No se pudo guardar: el documento ya no está en el servidor.');
    await expect(saved.problem('Falta').locator('details:not([open]) > summary')).toHaveText('Detalles técnicos');
    await expect(saved.problem('Falta').locator('details pre')).toHaveText('HTTP 404');
    await expect(saved.section.getByRole('alert')).toHaveCount(1);
    await expectNoAxeViolationsIn(page, '[data-testid="documents"]');

    await stopServers();
    await page.reload();
    await expect(view.title).toHaveText(titulo);
    await expect(saved.summary).toHaveText(summary);
    // The PDF goes to Chromium's viewer, which streams it: its headers say it is the saved file.
    const opened = await saved.openSaved('Bases', app.web.documentsOrigin);
    const openedUrl = new URL(opened.tab.url());
    expect(openedUrl.origin).toBe(app.web.documentsOrigin);
    expect(openedUrl.pathname).toMatch(/^\/[A-Za-z0-9_-]{43}\/bases\.pdf$/);
    expect(opened.response.status()).toBe(200);
    expect(opened.response.headers()).toMatchObject({ 'content-type': 'application/pdf', 'content-length': String(bases) });
    await opened.tab.close();
    // A text document shows its very contents.
    const { tab, response } = await saved.openSaved('Notas', app.web.documentsOrigin);
    expect(await response.body()).toEqual(files['/docs/notas.txt']);
    await expect(tab.locator('body')).toHaveText(files['/docs/notas.txt'].toString('utf8').trim());
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    await saved.remove.click();
    await expect(saved.summary).toHaveCount(0);
    await expect(saved.section).not.toContainText('Guardado ·');
    await expect(saved.remove).toHaveCount(0);
    // Its address was valid for the server's life, but the file is checked at each request: gone.
    expect((await fetch(openedUrl)).status).toBe(404);
  } finally {
    await app.web.close();
    await stopServers();
  }
});

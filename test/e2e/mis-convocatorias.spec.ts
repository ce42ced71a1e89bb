/**
 * Mis convocatorias as a person uses it: etapas, a note and a reminder set from the reader; the
 * view groups them by etapa with their closing day, time left, the note's first line and the
 * reminder; all of it survives a reload, a sync after the call is deleted upstream (its last copy
 * kept, "Ya no está publicada en la API") and Borrar datos with its default choice. The notices:
 * closing soon only before Presentada, and one on the reminder's day; axe on the view. A simulator of its own.
 */
import { axeViolations } from './axe';
import { expect, startApp, test } from './fixtures';
import { addDays, shortDate, todayInBuenosAires } from './expected';
import { MisConvocatoriasView } from './mis-convocatorias-pages';
import { downloadFrom } from './pages';
import { SettingsView } from './settings-page';

const small = { sizes: { convocatorias: 30, organismos: 20, tramites: 10 } };

test('etapas, notes and reminders survive a reload, a sync that deletes the call upstream, and Borrar datos', async ({ page }) => {
  test.setTimeout(120_000);
  const app = await startApp({ seed: 51, ...small });
  try {
    const today = todayInBuenosAires();
    const call = (titulo: string, fechaFin: string) =>
      app.simulator.insert('convocatorias', { titulo, estado: 'abierta', fecha_inicio: addDays(today, -20), fecha_fin: fechaFin });
    const soon = call('Becas de danza que cierran pronto', addDays(today, 3));
    const gone = call('Residencia en el archivo que se retira', addDays(today, 20));
    const presented = call('Premio de ensayo ya presentado', addDays(today, 40));
    const selected = call('Fondo de música con resultado', addDays(today, -5));
    const reminder = addDays(today, 10);
    const nota = 'Pedir la carta de aval al municipio\nY el presupuesto firmado.\n\n  Con espacios al final  ';

    const mis = new MisConvocatoriasView(page);
    await page.goto(app.web.url);
    await expect(mis.syncStatus).toContainText('Datos actualizados', { timeout: 30_000 });
    await mis.setEtapa(`#/convocatorias/${soon}`, 'Becas de danza que cierran pronto', 'Me interesa');
    await mis.setEtapa(`#/convocatorias/${gone}`, 'Residencia en el archivo que se retira', 'Me interesa');
    await mis.etapa().focus();
    await mis.etapa().selectOption({ label: 'Preparando' }); // changed on second thought
    // Stored with the focus still on the select (the arrows change it: it must not drop the focus).
    await expect(mis.etapa()).toHaveValue('preparando');
    await expect(mis.etapa()).toBeFocused();
    await mis.writeNota(nota);
    // A reminder after the closing day is kept, and said to be after it (once stored: each step waits for it).
    const aviso = page.getByTestId('recordatorio-aviso');
    await mis.setRecordatorio(shortDate(addDays(today, 21)));
    await expect(aviso).toHaveText(`Es después del cierre: la convocatoria cierra el ${shortDate(addDays(today, 20))}.`);
    await mis.setRecordatorio(shortDate(addDays(today, 20)));
    await expect(aviso).toHaveText('');
    await mis.setRecordatorio(shortDate(reminder));
    await mis.setEtapa(`#/convocatorias/${presented}`, 'Premio de ensayo ya presentado', 'Presentada');
    await mis.setEtapa(`#/convocatorias/${selected}`, 'Fondo de música con resultado', 'Seleccionada');
    // The note typed last is kept even when the person leaves at once (no pause in typing).
    await mis.nota().fill('Cobrar el premio');
    await mis.go(`#/convocatorias/${soon}`);
    await expect(page.locator('#detail-title')).toHaveText('Becas de danza que cierran pronto');

    // The list's row carries the etapa.
    await mis.go('#/convocatorias?q=danza');
    const row = page.getByRole('list', { name: 'Convocatorias' }).getByRole('listitem').filter({ hasText: 'Becas de danza que cierran' });
    await expect(row.locator('.badge-etapa')).toHaveText('Mis convocatorias: Me interesa');

    /** `goneText`: what the deleted call says, if anything; `mirrored`: false once Borrar datos emptied the mirror. */
    const expectView = async (goneText: string | null, mirrored = true) => {
      await mis.open();
      await expect(page.getByTestId('result-count')).toHaveText('4 convocatorias');
      const first = mis.item('Me interesa', 'Becas de danza que cierran pronto');
      await expect(first).toContainText(`Cierre: ${shortDate(addDays(today, 3))}`);
      await expect(first.locator('.time-chip')).toHaveText('Cierra en 3 días');
      const preparing = mis.item('Preparando', 'Residencia en el archivo que se retira');
      await expect(preparing).toContainText(`Recordatorio: ${shortDate(reminder)}`);
      await expect(preparing.locator('.mis-nota')).toHaveText('Nota: Pedir la carta de aval al municipio');
      if (goneText === null) await expect(preparing.locator('.badge-gone')).toHaveCount(0);
      else await expect(preparing.locator('.badge-gone')).toHaveText(goneText);
      await expect(mis.item('Presentada', 'Premio de ensayo ya presentado')).toBeVisible();
      const result = mis.item('Resultado', 'Fondo de música con resultado');
      await expect(result.locator('.badge-etapa')).toHaveText('Seleccionada');
      await expect(result.locator('.mis-nota')).toHaveText('Nota: Cobrar el premio');
      await expect(result.locator('.time-chip')).toHaveText('Cerró hace 5 días');
      // Only the one still open to apply to counts as closing soon (while its record is there to say it is open).
      if (mirrored) await expect(page.getByTestId('closing-soon')).toHaveText('1 convocatoria que seguís cierra en los próximos 7 días.');
      else await expect(page.getByTestId('closing-soon')).toHaveCount(0);
    };
    await expectView(null);
    // axe on the view with every etapa, a note, a reminder and the closing-soon line, in both schemes.
    expect.soft(await axeViolations(page), 'axe').toEqual([]);

    await page.reload();
    await expectView(null);
    // The note exactly as typed, in the reader.
    await mis.item('Preparando', 'Residencia en el archivo que se retira').getByRole('link').click();
    await expect(mis.nota()).toHaveValue(nota);

    app.simulator.remove('convocatorias', gone);
    await expect(await mis.syncAgain()).toHaveText('Cambios: 0 nuevos, 0 cambiados, 1 eliminado');
    await expectView('Ya no está publicada en la API');
    // Exportar writes the published ones: the one gone from the API has no record to export, and that is said.
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    const menu = page.getByRole('menu', { name: 'Exportar Mis convocatorias' });
    const csv = await downloadFrom(page, menu.getByRole('menuitem', { name: 'Exportar CSV', exact: true }));
    expect(csv.text).toContain('Becas de danza que cierran pronto');
    expect(csv.text).not.toContain('Residencia en el archivo que se retira');
    await expect(page.locator('.export-menu [role="status"]')).toHaveText(
      `Exportado (CSV): 3 convocatorias en ${csv.name}. 1 convocatoria que ya no está publicada en la API no se exportó.`,
    );
    // Its reader shows the last copy, and its note and etapa can still be changed.
    await mis.item('Preparando', 'Residencia en el archivo que se retira').getByRole('link').click();
    await expect(page.locator('#detail-title')).toHaveText('Residencia en el archivo que se retira');
    await expect(mis.reader.getByRole('note')).toHaveText(/^Ya no está publicada en la API\. Esto es lo último que se guardó de ella/);
    await expect(mis.nota()).toHaveValue(nota);
    await expect(mis.etapa().locator('option:checked')).toHaveText('Preparando');

    // Borrar datos, its default choice: the mirror goes, Mis convocatorias stays.
    const settings = new SettingsView(page);
    await mis.go('#/configuracion');
    await settings.askToClear();
    await settings.dialog.getByRole('button', { name: 'Borrar', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Se borraron los datos descargados.' })).toBeVisible();
    await expectView('Sin descargar: se muestra la última copia guardada', false);
    await page.reload();
    await mis.open();
    await expect(page.getByTestId('result-count')).toHaveText('4 convocatorias');
    await expect(mis.item('Preparando', 'Residencia en el archivo que se retira').locator('.mis-nota')).toHaveText(
      'Nota: Pedir la carta de aval al municipio',
    );
  } finally {
    await app.close();
  }
});

test('sorting, Dejar de seguir asks first when there is a note, and an old #/favoritos link opens the view', async ({ page }) => {
  const app = await startApp({ seed: 52, ...small });
  try {
    const today = todayInBuenosAires();
    const call = (titulo: string, days: number) =>
      app.simulator.insert('convocatorias', {
        titulo,
        estado: 'abierta',
        fecha_inicio: addDays(today, -20),
        fecha_fin: addDays(today, days),
      });
    const zeta = call('Zeta: convocatoria que cierra primero', 4);
    const alfa = call('Alfa: convocatoria que cierra después', 30);

    const mis = new MisConvocatoriasView(page);
    await page.goto(`${app.web.url}#/favoritos`);
    await expect(page).toHaveURL(/#\/mis-convocatorias$/);
    await expect(mis.heading).toBeAttached();
    await expect(mis.syncStatus).toContainText('Datos actualizados', { timeout: 30_000 });
    await mis.setEtapa(`#/convocatorias/${zeta}`, 'Zeta: convocatoria que cierra primero', 'Me interesa');
    await mis.setEtapa(`#/convocatorias/${alfa}`, 'Alfa: convocatoria que cierra después', 'Me interesa');
    // Typed and the page reloaded at once, before any pause: the note is written as the page goes.
    await mis.nota().fill('Escrita justo antes de recargar');
    await page.reload();
    await expect(mis.nota()).toHaveValue('Escrita justo antes de recargar');
    await mis.writeNota('Una nota');

    await mis.open();
    const titles = mis.group('Me interesa').locator('.mis-item-title');
    await expect(titles).toHaveText(['Zeta: convocatoria que cierra primero', 'Alfa: convocatoria que cierra después']);
    await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Título' });
    await expect(titles).toHaveText(['Alfa: convocatoria que cierra después', 'Zeta: convocatoria que cierra primero']);
    await expect(page).toHaveURL(/orden=titulo/);
    await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Última edición' });
    await expect(titles).toHaveText(['Alfa: convocatoria que cierra después', 'Zeta: convocatoria que cierra primero']);

    // In a narrow window a record replaces the list: Enter opens it, Escape comes back to its row.
    await page.setViewportSize({ width: 800, height: 600 });
    const zetaLink = mis.item('Me interesa', 'Zeta').getByRole('link');
    await zetaLink.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#detail-title')).toBeFocused();
    await expect(zetaLink).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(zetaLink).toBeFocused();
    await page.setViewportSize({ width: 1366, height: 768 });

    // With a note, Dejar de seguir asks; Cancelar keeps it. Without one, it goes at once.
    await mis.item('Me interesa', 'Alfa').getByRole('link').click();
    await page.getByRole('button', { name: 'Dejar de seguir', exact: true }).click();
    await expect(page.getByText('Se borrará también la nota. ¿Dejar de seguir esta convocatoria?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(mis.nota()).toHaveValue('Una nota');
    await page.getByRole('button', { name: 'Dejar de seguir', exact: true }).click();
    await page.getByRole('button', { name: 'Dejar de seguir y borrar la nota' }).click();
    await expect(page.getByTestId('result-count')).toHaveText('1 convocatoria');
    await mis.item('Me interesa', 'Zeta').getByRole('link').click();
    await page.getByRole('button', { name: 'Dejar de seguir', exact: true }).click();
    await expect(page.getByTestId('result-count')).toHaveText('0 convocatorias');
    await expect(page.getByText('Todavía no seguís ninguna convocatoria.', { exact: false }).first()).toBeVisible();
  } finally {
    await app.close();
  }
});

test('browser mode: a notice for the one closing soon before Presentada, and one on the reminder day', async ({ page }) => {
  const app = await startApp({ seed: 53, ...small });
  try {
    const today = todayInBuenosAires();
    const closing = (titulo: string, days: number) =>
      app.simulator.insert('convocatorias', {
        titulo,
        estado: 'abierta',
        fecha_inicio: addDays(today, -5),
        fecha_fin: addDays(today, days),
      });
    const murales = closing('Concurso de murales', 2);
    const archivos = closing('Beca de investigación en archivos', 5);
    const lejana = closing('Residencia que cierra en dos meses', 60);
    // The browser's Notifications API, recorded: what the person would see, kept across reloads.
    await page.addInitScript(() => {
      const read = (): { title: string; body: string }[] =>
        JSON.parse(sessionStorage.getItem('avisos') ?? '[]') as { title: string; body: string }[];
      function RecordedNotification(title: string, options?: { body?: string }): void {
        sessionStorage.setItem('avisos', JSON.stringify([...read(), { title, body: options?.body ?? '' }]));
      }
      Object.defineProperty(RecordedNotification, 'permission', { get: () => sessionStorage.getItem('permiso') ?? 'default' });
      Object.defineProperty(RecordedNotification, 'requestPermission', {
        value: () => {
          sessionStorage.setItem('permiso', 'granted');
          return Promise.resolve('granted');
        },
      });
      Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true });
    });
    const notices = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('avisos') ?? '[]') as { title: string; body: string }[]);

    const mis = new MisConvocatoriasView(page);
    await page.goto(app.web.url);
    await expect(mis.syncStatus).toContainText('Datos actualizados', { timeout: 30_000 });
    // Presentada: closing soon, but nothing more to do for it.
    await mis.setEtapa(`#/convocatorias/${archivos}`, 'Beca de investigación en archivos', 'Presentada');
    await mis.setEtapa(`#/convocatorias/${murales}`, 'Concurso de murales', 'Preparando');
    await mis.open();
    expect(await notices()).toEqual([]); // nothing before the person allows it
    await page.getByRole('button', { name: 'Activar avisos' }).click();
    await expect(page.getByText(/^Avisos activados en este navegador/)).toBeVisible();
    await expect
      .poll(notices)
      .toEqual([{ title: 'Una convocatoria que seguís cierra pronto', body: '«Concurso de murales»: cierra en 2 días.' }]);

    // A reminder set for today, on one far from closing: its notice, once, even after a reload.
    await mis.setEtapa(`#/convocatorias/${lejana}`, 'Residencia que cierra en dos meses', 'Me interesa');
    await mis.setRecordatorio(shortDate(today));
    const reminderNotice = {
      title: 'Recordatorio de Mis convocatorias',
      body: `Hoy es el día que elegiste para «Residencia que cierra en dos meses». Cierra el ${longDate(addDays(today, 60))}.`,
    };
    await expect.poll(async () => (await notices()).slice(1)).toEqual([reminderNotice]);
    await page.reload();
    await mis.open();
    await expect(page.getByTestId('result-count')).toHaveText('3 convocatorias');
    expect((await notices()).length).toBe(2);
  } finally {
    await app.close();
  }
});

const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "5 de enero de 2027", as es-AR writes a day in full. */
function longDate(day: string): string {
  return `${Number(day.slice(8, 10))} de ${months[Number(day.slice(5, 7)) - 1] ?? ''} de ${day.slice(0, 4)}`;
}

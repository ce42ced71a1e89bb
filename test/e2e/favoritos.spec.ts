/**
 * Favoritos as a person uses them: starred from the details, kept when a sync removes the
 * record upstream (marked "Ya no está publicado"), the one closing soon highlighted, kept across
 * a reload, and the view accessible. A simulator of its own: the test removes a record.
 */
import { expect, startApp, test } from './fixtures';
import { closingChip, shortDate } from './expected';
import { addDays, FavoritosView, todayInBuenosAires } from './favoritos-pages';

const small = { sizes: { convocatorias: 30, organismos: 20, tramites: 10 } };

test('a favorite survives a sync that removes its record; the one closing soon is highlighted', async ({ page }) => {
  const app = await startApp({ seed: 31, ...small });
  try {
    const today = todayInBuenosAires();
    const closing = app.simulator.insert('convocatorias', {
      titulo: 'Becas de danza que cierran pronto',
      estado: 'abierta',
      fecha_inicio: addDays(today, -20),
      fecha_fin: addDays(today, 3),
    });
    const later = app.simulator.insert('convocatorias', {
      titulo: 'Premio que cierra en dos meses',
      estado: 'abierta',
      fecha_inicio: addDays(today, -20),
      fecha_fin: addDays(today, 60),
    });
    // Published as open, but its closing day passed: Vencida, never "closing soon".
    const vencida = app.simulator.insert('convocatorias', {
      titulo: 'Beca que venció hace dos días',
      estado: 'abierta',
      fecha_inicio: addDays(today, -30),
      fecha_fin: addDays(today, -2),
    });
    const organismo = app.simulator.records('organismos')[0] as { id: number; nombre: string };

    const favoritos = new FavoritosView(page);
    await page.goto(app.web.url);
    await expect(favoritos.syncStatus).toContainText('Datos actualizados', { timeout: 30_000 });
    await favoritos.starDetail(`#/convocatorias/${closing}`, 'Becas de danza que cierran pronto');
    await expect(page.getByRole('region', { name: 'Lector' }).getByText('Favorita: cierra en 3 días')).toBeVisible();
    await favoritos.starDetail(`#/convocatorias/${later}`, 'Premio que cierra en dos meses');
    await favoritos.starDetail(`#/convocatorias/${vencida}`, 'Beca que venció hace dos días');
    await favoritos.starDetail(`#/organismos/${organismo.id}`, organismo.nombre);

    app.simulator.remove('convocatorias', later);
    await expect(await favoritos.syncAgain()).toHaveText('Cambios: 0 nuevos, 0 cambiados, 1 eliminado');

    await favoritos.open();
    await expect(page.getByTestId('result-count')).toHaveText('4 favoritos');
    const gone = favoritos.item('Convocatorias', 'Premio que cierra en dos meses');
    await expect(gone).toContainText('Ya no está publicado');
    const soon = favoritos.item('Convocatorias', 'Becas de danza que cierran pronto');
    const soonDates = { estado: 'abierta', fechaInicio: addDays(today, -20), fechaFin: addDays(today, 3) };
    expect(closingChip(soonDates, today)).toBe('Cierra en 3 días');
    await expect(soon.locator('.badge-abierta')).toHaveText('Abierta');
    await expect(soon.locator('.time-chip')).toHaveText('Cierra en 3 días');
    await expect(soon).toContainText(`Del ${shortDate(soonDates.fechaInicio)} al ${shortDate(soonDates.fechaFin)}`);
    // Closing soon comes first.
    await expect(page.getByRole('list', { name: 'Convocatorias' }).getByRole('listitem').first()).toContainText(
      'Becas de danza que cierran pronto',
    );
    await expect(soon).toHaveClass(/favorito-pronto/);
    await expect(gone).not.toHaveClass(/favorito-pronto/);
    const past = favoritos.item('Convocatorias', 'Beca que venció hace dos días');
    await expect(past.locator('.badge-vencida')).toHaveText('Ya cerró');
    await expect(past.locator('.time-chip')).toHaveText('Cerró hace 2 días');
    await expect(past).not.toHaveClass(/favorito-pronto/);
    await expect(page.getByTestId('closing-soon')).toHaveText('1 convocatoria favorita cierra en los próximos 7 días.');
    await expect(favoritos.item('Organismos', organismo.nombre)).toBeVisible();
    // Browser mode: notices need the browser's permission, asked only from this button.
    await expect(page.getByRole('button', { name: 'Activar avisos' })).toBeVisible();
    await favoritos.expectNoAxeViolations();

    // The gone one's detail shows what was kept of it.
    await gone.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Convocatoria no encontrada' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ya no está publicado' })).toContainText('Premio que cierra en dos meses');

    // The list row of the favorite closing soon carries the mark too.
    await page.evaluate(() => {
      window.location.hash = '#/convocatorias?q=danza';
    });
    const row = page
      .getByRole('list', { name: 'Convocatorias' })
      .getByRole('listitem')
      .filter({ hasText: 'Becas de danza que cierran pronto' });
    await expect(row).toContainText('Favorita: cierra en 3 días');

    await page.reload();
    await favoritos.open();
    await expect(page.getByTestId('result-count')).toHaveText('4 favoritos');
    await expect(favoritos.item('Convocatorias', 'Premio que cierra en dos meses')).toContainText('Ya no está publicado');
  } finally {
    await app.close();
  }
});

test('browser mode: "Activar avisos" allows the notices, and each favorite closing soon is notified once a day', async ({ page }) => {
  const app = await startApp({ seed: 33, ...small });
  try {
    const today = todayInBuenosAires();
    const closing = (titulo: string, days: number) =>
      app.simulator.insert('convocatorias', {
        titulo,
        estado: 'abierta',
        fecha_inicio: addDays(today, -5),
        fecha_fin: addDays(today, days),
      });
    const first = closing('Concurso de murales', 2);
    const second = closing('Beca de investigación en archivos', 5);
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

    const favoritos = new FavoritosView(page);
    await page.goto(app.web.url);
    await expect(favoritos.syncStatus).toContainText('Datos actualizados', { timeout: 30_000 });
    await favoritos.starDetail(`#/convocatorias/${first}`, 'Concurso de murales');
    await favoritos.open();
    expect(await notices()).toEqual([]); // nothing before the person allows it
    await page.getByRole('button', { name: 'Activar avisos' }).click();
    await expect(page.getByText(/^Avisos activados en este navegador/)).toBeVisible();
    await expect
      .poll(notices)
      .toEqual([{ title: 'Una convocatoria favorita cierra pronto', body: '«Concurso de murales»: cierra en 2 días.' }]);

    // Same day, after a reload: starring another one notifies it, and only it.
    await page.reload();
    await favoritos.starDetail(`#/convocatorias/${second}`, 'Beca de investigación en archivos');
    await expect
      .poll(async () => (await notices()).map((notice) => notice.body))
      .toEqual(['«Concurso de murales»: cierra en 2 días.', '«Beca de investigación en archivos»: cierra en 5 días.']);
  } finally {
    await app.close();
  }
});

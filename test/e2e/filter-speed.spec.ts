/**
 * Filtering 10.000 convocatorias: changes made back to back, as fast as the controls take them
 * (estado, both ends of a closing range and a search word, then only the word), always end with
 * the list, its count, its first row and the panel's counts of the LAST change: no stale result
 * from an earlier change wins. Timings are not measured here; `npm run bench` does that.
 */
import { addDays, expectedConvocatorias, listed, simulatorConvocatorias, todayInBuenosAires, type Filter } from './expected';
import { expect, startApp, test } from './fixtures';
import { ConvocatoriasView, type EstadoOption } from './pages';

type Step = Pick<Filter, 'estado' | 'desde' | 'hasta' | 'q'>;
const estadoLabel: Record<Step['estado'], EstadoOption> = { todas: 'Todas', abierta: 'Abierta', vencida: 'Ya cerró', cerrada: 'Cerrada' };

test('filtering 10.000 convocatorias: changes in a row end showing the last one, count, first row and panel counts', async ({ page }) => {
  test.setTimeout(120_000);
  const app = await startApp({ seed: 9, sizes: { convocatorias: 10_000 } });
  try {
    const total = expectedConvocatorias(app.simulator);
    const view = new ConvocatoriasView(page);
    // The first sync runs from Sincronización, where no list follows it: this test is about the
    // filters, and the list's re-renders while 10,000 rows arrive only add to its run time.
    await view.goto(app.web.url, '#/sincronizacion');
    await expect(view.syncStatus).toContainText('Datos actualizados', { timeout: 100_000 });
    // The whole list in the official order (the first screen lists only the abiertas).
    await page.evaluate(() => {
      window.location.hash = '#/convocatorias?estado=todas&orden=oficial';
    });
    await view.expectCount(total);

    const all = simulatorConvocatorias(app.simulator);
    const today = todayInBuenosAires();
    const closed: Step = { estado: 'cerrada', desde: addDays(today, -2000), hasta: addDays(today, -30), q: 'música' };
    const open: Step = { estado: 'abierta', desde: addDays(today, -400), hasta: addDays(today, 120), q: 'convocatoria' };
    const otherWord: Step = { ...open, q: 'danza' };
    for (const [x, y] of [
      [closed, open],
      [otherWord, open],
    ] as const) {
      const [a, b] = [listed(all, x, today), listed(all, y, today)];
      expect(a.length, 'each change shows something').toBeGreaterThan(0);
      expect(a.length, 'each change shows a different count').not.toBe(b.length);
      expect(a[0]?.titulo, 'each change shows a different first row').not.toBe(b[0]?.titulo);
    }

    /** Makes every change of `step` without waiting for the list in between, then checks what it shows. */
    const apply = async (step: Step, only?: 'q'): Promise<void> => {
      if (only === undefined) {
        await view.filterByEstado(estadoLabel[step.estado]);
        await view.closingBetween(step.desde, step.hasta);
      }
      await view.searchFor(step.q);
      const shown = listed(all, step, today);
      await view.expectCount(shown.length);
      await expect(view.rowAt(1).locator('.row-title')).toHaveText(shown[0]?.titulo ?? '');
    };
    for (let round = 0; round < 3; round++) {
      await apply(closed);
      await apply(open);
    }
    for (let round = 0; round < 3; round++) {
      await apply(otherWord, 'q');
      await apply(open, 'q');
    }

    // The page agrees with the data after the last change: URL, controls and the panel's counts.
    // Abierta is the first screen's estado, so the address leaves it out; the official order stays written.
    const query = new URLSearchParams({ desde: open.desde, hasta: open.hasta, orden: 'oficial', q: open.q });
    expect(new URL(page.url()).hash).toBe(`#/convocatorias?${query.toString()}`);
    await expect(view.estadoOption('Abierta')).toBeChecked();
    await view.expectDay(view.desde, open.desde);
    await view.expectDay(view.hasta, open.hasta);
    for (const estado of ['cerrada', 'vencida', 'abierta'] as const) {
      await expect(view.estadoCount(estadoLabel[estado])).toHaveText(
        listed(all, { ...open, estado }, today).length.toLocaleString('es-AR'),
      );
    }
  } finally {
    await app.close();
  }
});

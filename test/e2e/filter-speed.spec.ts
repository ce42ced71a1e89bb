/**
 * How long filtering takes with 10.000 convocatorias saved: from a filter change (estado, a
 * closing-date range and a search word) to the new count and first row in the page. Timings are
 * printed, never asserted; the counts are.
 */
import type { Page } from '@playwright/test';
import { addDays, applyFilter, defaultFilter, type ConvocatoriaFilter } from '../../src-renderer/data/convocatoria-filter';
import { browserToday, expectedConvocatorias, simulatorRows } from './expected';
import { expect, startApp, test } from './fixtures';
import { ConvocatoriasView } from './pages';



function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

type Control = 'estado' | 'desde' | 'hasta' | 'q';

/** One change as the page receives it (the controls set, in order), and what it must then show. */
interface Step {
  changes: [Control, string][];
  count: number;
  first: string;
}

/**
 * Runs the steps in the page: for each, performance.now(), the native input events a person's
 * edits fire, then the time the count and first row are in the DOM, and the next frame.
 */
async function measure(page: Page, view: ConvocatoriasView, steps: Step[]): Promise<{ dom: number; frame: number }[]> {
  const handles = await Promise.all([view.estado, view.desde, view.hasta, view.search, view.resultCount].map((locator) => locator.elementHandle()));
  return page.evaluate(
    async ({ elements, steps }) => {
      const [estado, desde, hasta, q, count] = elements as [HTMLSelectElement, HTMLInputElement, HTMLInputElement, HTMLInputElement, HTMLElement];
      const controls = { estado, desde, hasta, q };
      // React listens for the native events; its value tracker needs the prototype's setter.
      const set = (element: HTMLInputElement | HTMLSelectElement, value: string): Promise<void> => {
        const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
        element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
        // Let React commit before the next control reads the filter.
        return new Promise((resolve) => queueMicrotask(resolve));
      };
      const firstRow = (): string => document.querySelector('[role="list"][aria-label="Convocatorias"] [aria-posinset="1"]')?.textContent ?? '';
      const out: { dom: number; frame: number }[] = [];
      for (const step of steps) {
        const text = `${step.count.toLocaleString('es-AR')} ${step.count === 1 ? 'convocatoria' : 'convocatorias'}`;
        const shown = (): boolean => count.textContent === text && firstRow().includes(step.first);
        const start = performance.now();
        const updated = new Promise<number>((resolve, reject) => {
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            clearTimeout(guard);
            resolve(performance.now());
          });
          // A guard against a wrong count, not a wait: the test fails saying what the page shows.
          const guard = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`expected «${text}» starting with «${step.first}»; the page shows «${count.textContent ?? ''}» / «${firstRow()}»`));
          }, 10_000);
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
        for (const [control, value] of step.changes) await set(controls[control], value);
        const domAt = await updated;
        const frameAt = await new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
        out.push({ dom: domAt - start, frame: frameAt - start });
      }
      return out;
    },
    { elements: handles, steps },
  );
}

function summarize(what: string, timings: { dom: number; frame: number }[]): string {
  const ms = (values: number[], p: number): string => `${percentile(values, p).toFixed(1)} ms`;
  const dom = timings.map((t) => t.dom);
  const frame = timings.map((t) => t.frame);
  return `${what} (${timings.length} veces): p50 ${ms(dom, 50)}, p95 ${ms(dom, 95)} hasta el DOM actualizado; p50 ${ms(frame, 50)}, p95 ${ms(frame, 95)} hasta el cuadro siguiente`;
}

test('filtering 10.000 convocatorias: time from a filter change to the new count and list on screen', async ({ page }) => {
  test.setTimeout(180_000);
  const app = await startApp({ seed: 9, sizes: { convocatorias: 10_000 } });
  try {
    const total = expectedConvocatorias(app.simulator);
    const view = new ConvocatoriasView(page);
    // The first sync runs from Sincronización: with the list on screen it takes about ten times
    // longer (the list re-reads the whole table on every page written; see the test report).
    await view.open(app.web.url, '#/sincronizacion');
    await view.syncStatus.getByText(/Última sincronización completa/).waitFor({ timeout: 150_000 });
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Convocatorias' }).click();
    await view.expectCount(total);

    const rows = simulatorRows(app.simulator);
    const today = await browserToday(page);
    const plan = (filter: Pick<ConvocatoriaFilter, 'estado' | 'desde' | 'hasta' | 'q'>, changed: readonly Control[]): Step => {
      const shown = applyFilter(rows, { ...defaultFilter, ...filter }, today);
      return { changes: changed.map((control) => [control, filter[control]]), count: shown.length, first: shown[0]?.titulo ?? '' };
    };
    const everything = ['estado', 'desde', 'hasta', 'q'] as const;
    const closed = { estado: 'cerrada', desde: addDays(today, -2000), hasta: addDays(today, -30), q: 'música' } as const;
    const open = { estado: 'abierta', desde: addDays(today, -400), hasta: addDays(today, 120), q: 'convocatoria' } as const;
    const [a, b] = [plan(closed, everything), plan(open, everything)];
    // The second round only types another word, the rest of the filter staying as `open` left it.
    const [c, d] = [plan({ ...open, q: 'cancion' }, ['q']), plan(open, ['q'])];
    for (const [x, y] of [[a, b], [c, d]] as const) {
      expect(x.count, 'each change shows something').toBeGreaterThan(0);
      expect(x.count, 'each change shows a different count').not.toBe(y.count);
      expect(x.first, 'each change shows a different first row').not.toBe(y.first);
    }

    const whole = await measure(page, view, Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b)));
    const word = await measure(page, view, Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? c : d)));

    // The page agrees with the data after the last change.
    await view.expectCount(d.count);
    await expect(view.rowAt(1)).toContainText(d.first);
    await expect(view.estado).toHaveValue(open.estado);
    const query = new URLSearchParams({ estado: open.estado, desde: open.desde, hasta: open.hasta, q: open.q });
    expect(new URL(page.url()).hash).toBe(`#/convocatorias?${query.toString()}`);

    const summary = [
      summarize(`filtrar ${total.toLocaleString('es-AR')} convocatorias, estado + rango de cierre + palabra`, whole),
      summarize(`filtrar ${total.toLocaleString('es-AR')} convocatorias, solo otra palabra`, word),
    ];
    for (const line of summary) {
      console.log(line);
      test.info().annotations.push({ type: 'filter-speed', description: line });
    }
  } finally {
    await app.close();
  }
});

/**
 * Filter latency in the app's page: with estado, a closing-date range and a search word in force,
 * one control changes (as one input event, the way a person's edit arrives) and we time until the
 * new count and the new first row are in the DOM, laid out, and the next frame starts.
 */
import type { Page } from '@playwright/test';
import { addDays, todayInBuenosAires } from '../e2e/expected';
import { percentile } from './stats';

type Control = 'estado' | 'desde' | 'hasta' | 'q';

interface Step {
  control: Control;
  value: string;
}

export interface FilterTimings {
  rows: number;
  samples: number;
  /** performance.now() before the event → count and first row in the DOM and laid out (style + layout forced). */
  p50Ms: number;
  p95Ms: number;
  /** The same, to the start of the next animation frame (adds the wait for the display's next frame). */
  frameP50Ms: number;
  frameP95Ms: number;
  /** How many of the changes rendered after the event returned (deferred or async rendering). */
  asyncRenders: number;
}


/**
 * A cycle of one-control changes that comes back to where it started, each changing the count:
 * the search word, the estado, each end of the range, in turn.
 */
function plan(today: string): { start: Record<Control, string>; steps: Step[] } {
  const start = { estado: 'abierta', desde: addDays(today, -400), hasta: addDays(today, 120), q: 'convocatoria' };
  const steps: Step[] = [
    { control: 'q', value: 'musica' },
    { control: 'estado', value: 'cerrada' },
    { control: 'hasta', value: addDays(today, -30) },
    { control: 'desde', value: addDays(today, -2000) },
    { control: 'q', value: 'convocatoria' },
    // The range's start moves while the estado is Cerrada: under Abierta (closing today or later) it would change nothing.
    { control: 'desde', value: start.desde },
    { control: 'hasta', value: start.hasta },
    { control: 'estado', value: 'abierta' },
  ];
  return { start, steps };
}

/** Times `cycles` rounds of the plan (after one untimed round that learns what each change must show). */
export async function measureFilter(page: Page, cycles: number): Promise<FilterTimings> {
  const today = todayInBuenosAires();
  const { start, steps } = plan(today);
  const count = page.getByTestId('result-count');
  const show = async (query: string): Promise<void> => {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#/convocatorias${query === '' ? '' : `?${query}`}`);
    await count.filter({ hasText: /^\d/ }).waitFor();
  };
  await show('');
  const rows = Number((await count.innerText()).replace(/\D/g, ''));
  await show(new URLSearchParams(start).toString());
  const panel = page.getByRole('search', { name: 'Filtros de convocatorias' });
  const locators = [
    // The estado is a radio group: the change is a click on the radio whose value is wanted.
    panel.getByRole('group', { name: 'Estado', exact: true }),
    panel.getByLabel('Cierra desde', { exact: true }),
    panel.getByLabel('Cierra hasta', { exact: true }),
    panel.getByLabel('Buscar', { exact: true }),
    count,
  ];
  const handles = await Promise.all(locators.map((locator) => locator.elementHandle()));
  const result = await page.evaluate(
    async ({ elements, steps, cycles }) => {
      const [estado, desde, hasta, q, countElement] = elements as [HTMLElement, HTMLInputElement, HTMLInputElement, HTMLInputElement, HTMLElement];
      const fields = { desde, hasta, q };
      const firstRow = (): HTMLElement | null => document.querySelector('[role="list"][aria-label="Convocatorias"] [aria-posinset="1"]');
      const shown = (): string => `${countElement.textContent ?? ''}|${firstRow()?.textContent ?? ''}`;
      const frame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
      const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
      // A radio takes a click. A field: React tracks its value through the prototype's setter, then the
      // native event a person's edit fires; the es-AR date field (a text input) commits on Enter.
      const change = (step: { control: 'estado' | 'desde' | 'hasta' | 'q'; value: string }): void => {
        if (step.control === 'estado') {
          estado.querySelector<HTMLInputElement>(`input[type="radio"][value="${step.value}"]`)?.click();
          return;
        }
        const element = fields[step.control];
        const textDate = step.control !== 'q' && element.type !== 'date';
        const value = textDate ? step.value.split('-').reverse().join('/') : step.value;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, value);
        element.dispatchEvent(new Event('input', { bubbles: true }));
        if (textDate) element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      };
      const until = (done: () => boolean): Promise<number> =>
        new Promise((resolve, reject) => {
          const finish = (): boolean => {
            if (!done()) return false;
            observer.disconnect();
            clearTimeout(guard);
            resolve(performance.now());
            return true;
          };
          const observer = new MutationObserver(() => {
            finish();
          });
          const guard = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`the list did not reach the expected state; it shows «${shown()}»`));
          }, 20_000);
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          const poll = (): void => {
            if (!finish()) requestAnimationFrame(poll);
          };
          poll();
        });

      // The untimed round: what each change shows once the page has settled.
      const expected: string[] = [];
      for (const step of steps) {
        change(step);
        let last = '';
        for (let stable = 0; stable < 4; ) {
          await pause(75);
          const now = shown();
          stable = now === last && !now.startsWith('Cargando') ? stable + 1 : 0;
          last = now;
        }
        expected.push(last);
      }
      const repeats = expected.filter((state, index) => state === expected[(index + expected.length - 1) % expected.length]).length;

      const ready: number[] = [];
      const frames: number[] = [];
      let asyncRenders = 0;
      for (let cycle = 0; cycle < cycles; cycle++) {
        for (const [index, step] of steps.entries()) {
          const target = expected[index] ?? '';
          await pause(100);
          await frame();
          const started = performance.now();
          change(step);
          if (shown() !== target) asyncRenders++;
          await until(() => shown() === target);
          firstRow()?.getBoundingClientRect();
          ready.push(performance.now() - started);
          frames.push((await frame()) - started);
        }
      }
      return { ready, frames, asyncRenders, repeats };
    },
    { elements: handles, steps, cycles },
  );
  if (result.repeats > 0) console.error(`aviso: ${result.repeats} cambios del filtro no cambiaron lo que muestra la lista`);
  return {
    rows,
    samples: result.ready.length,
    p50Ms: percentile(result.ready, 50),
    p95Ms: percentile(result.ready, 95),
    frameP50Ms: percentile(result.frames, 50),
    frameP95Ms: percentile(result.frames, 95),
    asyncRenders: result.asyncRenders,
  };
}

/**
 * Filter latency in the app's page, as a person meets it: with an estado, a closing-date range
 * and a search word in force, one control changes (as the one input event or click a person's
 * edit fires). Every other sample types a search word not typed before in this page — so no
 * per-word memo is warm — and the ones between change the estado or an end of the range under
 * the word just typed. Each sample is timed from just before the event to the moment the list's
 * count and first row show their final state, laid out (style and layout forced); the next
 * animation frame after that is reported beside it. Nothing is known in advance about what the
 * list will show: a sample ends once what it shows has changed and then stayed put for 250 ms.
 */
import type { Page } from '@playwright/test';
import { addDays, todayInBuenosAires } from '../e2e/expected';
import { convocatoriasList } from './probe';
import { percentile } from './stats';

type Control = 'estado' | 'desde' | 'hasta' | 'q';

interface Step {
  control: Control;
  value: string;
}

export interface FilterTimings {
  rows: number;
  samples: number;
  /** performance.now() before the event → final count and first row in the DOM, laid out. */
  p50Ms: number;
  p95Ms: number;
  /** The same for the samples that typed a new word, and for those that changed estado or a date. */
  wordP95Ms: number;
  otherP95Ms: number;
  /** The same, to the next animation frame after the final state (each change starts just after a frame: at least 16.7 ms). */
  frameP50Ms: number;
  frameP95Ms: number;
  /** Samples whose final state came after the event had returned (asynchronous rendering). */
  asyncRenders: number;
  /** Changes left out because the list showed the same before and after (their time is unknown). */
  unchanged: string[];
  /** Every timed change: what changed, and its two times in ms. */
  log: string[];
}

/**
 * `words[0]` is in force at the start; `words[1…]` are typed one per two samples. The estado and
 * the range move through a cycle in which each change alters what an Abierta or Cerrada list shows.
 */
function plan(today: string, words: readonly string[], samples: number): { start: Record<Control, string>; steps: Step[] } {
  const start = { estado: 'abierta', desde: addDays(today, -400), hasta: addDays(today, 120), q: words[0] ?? '' };
  const others: Step[] = [
    { control: 'estado', value: 'cerrada' },
    { control: 'hasta', value: addDays(today, -200) },
    { control: 'desde', value: addDays(today, -2000) },
    { control: 'hasta', value: start.hasta },
    { control: 'desde', value: start.desde },
    { control: 'estado', value: 'abierta' },
  ];
  const steps: Step[] = [];
  for (let i = 0; steps.length < samples; i++) {
    const word = words[i + 1];
    if (word === undefined) throw new Error(`${samples} samples need ${Math.ceil(samples / 2) + 1} search words; ${words.length} given`);
    steps.push({ control: 'q', value: word });
    if (steps.length < samples) steps.push(others[i % others.length] as Step);
  }
  return { start, steps };
}

/** `extra`: more of the route's parameters, in force throughout (`docs: '1'`: the search takes in the saved documents). */
export async function measureFilter(
  page: Page,
  words: readonly string[],
  samples: number,
  extra: Record<string, string> = {},
): Promise<FilterTimings> {
  const { start, steps } = plan(todayInBuenosAires(), words, samples);
  const count = page.getByTestId('result-count');
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, '#/convocatorias');
  await count.filter({ hasText: /^\d/ }).waitFor();
  const rows = Number((await count.innerText()).replace(/\D/g, ''));
  await page.evaluate(
    (hash) => {
      window.location.hash = hash;
    },
    `#/convocatorias?${new URLSearchParams({ ...start, ...extra }).toString()}`,
  );
  await count.filter({ hasText: /^\d/ }).waitFor();
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
    async ({ elements, steps, list }) => {
      const [estado, desde, hasta, q, countElement] = elements as [
        HTMLElement,
        HTMLInputElement,
        HTMLInputElement,
        HTMLInputElement,
        HTMLElement,
      ];
      const fields = { desde, hasta, q };
      const firstRow = (): HTMLElement | null => document.querySelector(`${list} [aria-posinset="1"]`);
      const shown = (): string => `${countElement.textContent ?? ''}|${firstRow()?.textContent ?? ''}`;
      const settled = (state: string): boolean => /^\d/.test(state);
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

      interface Seen {
        state: string;
        laid: number;
        frame: number;
      }
      const samples: { word: boolean; laid: number; frame: number; async: boolean }[] = [];
      const unchanged: string[] = [];
      const log: string[] = [];
      for (const step of steps) {
        // Start in a task just after a frame, not inside its rendering step (where a synchronous
        // change would be painted by the frame under way).
        await pause(100);
        await frame();
        await pause(0);
        const before = shown();
        const seen: Seen[] = [];
        let last = before;
        // Each new state of the count and first row: laid out at once, and the next frame noted.
        const note = (): void => {
          const now = shown();
          if (now === last) return;
          last = now;
          firstRow()?.getBoundingClientRect();
          countElement.getBoundingClientRect();
          const entry: Seen = { state: now, laid: performance.now(), frame: Number.NaN };
          seen.push(entry);
          requestAnimationFrame(() => {
            entry.frame = performance.now();
          });
        };
        const observer = new MutationObserver(note);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const started = performance.now();
        change(step);
        note();
        const renderedInEvent = seen.length;
        // Settled: changed from before, a count (not "Cargando…"), still for 250 ms, its frame come.
        for (;;) {
          await pause(25);
          const final = seen.at(-1);
          const idle = performance.now() - (final?.laid ?? started);
          if (final !== undefined && final.state !== before && settled(final.state) && idle >= 250 && !Number.isNaN(final.frame)) {
            samples.push({
              word: step.control === 'q',
              laid: final.laid - started,
              frame: final.frame - started,
              async: renderedInEvent < seen.length,
            });
            log.push(
              `${step.control}=${step.value}: ${(final.laid - started).toFixed(1)} / ${(final.frame - started).toFixed(1)}${renderedInEvent < seen.length ? ' async' : ''} → ${final.state.slice(0, 60)}`,
            );
            break;
          }
          if ((final === undefined || final.state === before) && idle >= 5000) {
            unchanged.push(`${step.control}=${step.value}: «${before.slice(0, 60)}»`);
            break;
          }
          if (idle >= 20_000) throw new Error(`the list did not settle; it shows «${shown()}»`);
        }
        observer.disconnect();
      }
      return { samples, unchanged, log };
    },
    { elements: handles, steps, list: convocatoriasList },
  );
  const laid = result.samples.map((sample) => sample.laid);
  const frames = result.samples.map((sample) => sample.frame);
  return {
    rows,
    samples: result.samples.length,
    p50Ms: percentile(laid, 50),
    p95Ms: percentile(laid, 95),
    wordP95Ms: percentile(
      result.samples.filter((sample) => sample.word).map((sample) => sample.laid),
      95,
    ),
    otherP95Ms: percentile(
      result.samples.filter((sample) => !sample.word).map((sample) => sample.laid),
      95,
    ),
    frameP50Ms: percentile(frames, 50),
    frameP95Ms: percentile(frames, 95),
    asyncRenders: result.samples.filter((sample) => sample.async).length,
    unchanged: result.unchanged,
    log: result.log,
  };
}

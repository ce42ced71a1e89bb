/**
 * What the benchmark watches inside the app's page, installed before the app's own scripts on
 * every navigation: when the status bar first says the mirror is complete, and when the first
 * row of the convocatorias list enters the DOM and reaches the next frame. Times are
 * performance.now(), i.e. milliseconds since the navigation started.
 */
import type { BrowserContext, Page } from '@playwright/test';

export interface ProbeTimes {
  syncDoneAt: number | null;
  firstRowAt: number | null;
  firstRowFrameAt: number | null;
  /** The convocatorias list holds every row (it is no longer aria-busy with only its first screen). */
  wholeListAt: number | null;
}

interface ProbeWindow {
  __benchProbe?: ProbeTimes;
}

function probe(): void {
  const times: ProbeTimes = { syncDoneAt: null, firstRowAt: null, firstRowFrameAt: null, wholeListAt: null };
  (window as ProbeWindow).__benchProbe = times;
  // The default buffer keeps 250 entries; a mirror makes a few hundred bridge calls.
  performance.setResourceTimingBufferSize(100_000);
  const check = (): void => {
    if (times.syncDoneAt === null) {
      const status = document.querySelector('[data-testid="sync-status"]')?.textContent ?? '';
      if (status.includes('Última sincronización completa')) times.syncDoneAt = performance.now();
    }
    if (times.firstRowAt === null && document.querySelector('[role="list"][aria-label="Convocatorias"] [aria-posinset="1"]') !== null) {
      times.firstRowAt = performance.now();
      requestAnimationFrame(() => {
        times.firstRowFrameAt = performance.now();
      });
    }
    if (times.wholeListAt === null && document.querySelector('[role="list"][aria-label="Convocatorias"][aria-busy="false"]') !== null) {
      times.wholeListAt = performance.now();
    }
    if (times.syncDoneAt !== null && times.firstRowAt !== null && times.wholeListAt !== null) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
}

export async function installProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(probe);
}

export function probeTimes(page: Page): Promise<ProbeTimes> {
  return page.evaluate(() => (window as ProbeWindow).__benchProbe ?? { syncDoneAt: null, firstRowAt: null, firstRowFrameAt: null, wholeListAt: null });
}

/** Waits (polling every 100 ms, so the wait itself costs the page nearly nothing) for a probe time. */
export async function waitForProbe(page: Page, key: keyof ProbeTimes, timeoutMs: number): Promise<number> {
  const handle = await page.waitForFunction((name) => (window as ProbeWindow).__benchProbe?.[name] ?? null, key, { polling: 100, timeout: timeoutMs });
  return (await handle.jsonValue()) as number;
}

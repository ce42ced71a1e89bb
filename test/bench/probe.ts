/**
 * What the benchmark watches inside the app's page, installed before the app's own scripts on
 * every navigation (so it sees everything from navigation start): when the first convocatorias
 * row enters the DOM and the frame after it; when the status bar first says the mirror is
 * complete; when the list's count first shows the expected total; when the list stops being
 * aria-busy; and every long task (≥ 50 ms) of the page's main thread. Only the DOM and
 * browser APIs are read, never the app's code. Times are performance.now(): milliseconds since
 * the navigation started.
 */
import type { BrowserContext, Page } from '@playwright/test';

export interface ProbeTimes {
  firstRowAt: number | null;
  firstRowFrameAt: number | null;
  syncDoneAt: number | null;
  /** The count above the list shows `expectedCount` (null when none was given). */
  countShownAt: number | null;
  /** The convocatorias list holds every row (it is no longer aria-busy with only its first screen). */
  wholeListAt: number | null;
}

export interface LongTask {
  start: number;
  duration: number;
}

interface ProbeState {
  times: ProbeTimes;
  longTasks: LongTask[];
}

interface ProbeWindow {
  __benchProbe?: ProbeState;
}

export const convocatoriasList = '[role="list"][aria-label="Convocatorias"]';

function probe({ expectedCount, list }: { expectedCount: string | null; list: string }): void {
  const times: ProbeTimes = { firstRowAt: null, firstRowFrameAt: null, syncDoneAt: null, countShownAt: null, wholeListAt: null };
  const longTasks: LongTask[] = [];
  (window as ProbeWindow).__benchProbe = { times, longTasks };
  // The default buffer keeps 250 entries; a mirror makes a few hundred bridge calls (diagnose.ts reads them).
  performance.setResourceTimingBufferSize(100_000);
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const check = (): void => {
    if (times.firstRowAt === null && document.querySelector(`${list} [data-testid="list-row"]`) !== null) {
      times.firstRowAt = performance.now();
      requestAnimationFrame(() => {
        times.firstRowFrameAt = performance.now();
      });
    }
    if (
      times.syncDoneAt === null &&
      (document.querySelector('[data-testid="sync-status"]')?.textContent ?? '').includes('Datos actualizados')
    ) {
      times.syncDoneAt = performance.now();
    }
    if (
      times.countShownAt === null &&
      expectedCount !== null &&
      document.querySelector('[data-testid="result-count"]')?.textContent === expectedCount
    ) {
      times.countShownAt = performance.now();
    }
    if (times.wholeListAt === null && document.querySelector(`${list}[aria-busy="false"]`) !== null) {
      times.wholeListAt = performance.now();
    }
    if (
      Object.values(times).every((at) => at !== null) ||
      (expectedCount === null && times.firstRowAt !== null && times.syncDoneAt !== null && times.wholeListAt !== null)
    ) {
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
}

/** Installs the probe in every page of the context; `expectedCount` is the count text of a complete list, e.g. "10.004 convocatorias". */
export async function installProbe(context: BrowserContext, expectedCount: string | null): Promise<void> {
  await context.addInitScript(probe, { expectedCount, list: convocatoriasList });
}

export async function probeState(page: Page): Promise<ProbeState> {
  const state = await page.evaluate(() => (window as ProbeWindow).__benchProbe ?? null);
  if (state === null) throw new Error('the bench probe is not in the page');
  return state;
}

/**
 * Waits for a probe time, reading it every 100 ms through the DevTools protocol (one property,
 * Runtime.evaluate). Not with page.waitForFunction: its first call loads Playwright's injected
 * script into the page, a task of tens of ms on the page's main thread, which the long tasks of a
 * mirror would then charge to the app.
 */
export async function waitForProbe(page: Page, key: keyof ProbeTimes, timeoutMs: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const expression = `window.__benchProbe?.times[${JSON.stringify(key)}] ?? null`;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
      if (typeof result.value === 'number') return result.value;
      if (Date.now() > deadline) throw new Error(`the probe's ${key} did not come within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** The page's clock as epoch milliseconds: performance.timeOrigin (navigation start) + a probe time. */
export function pageTimeOrigin(page: Page): Promise<number> {
  return page.evaluate(() => performance.timeOrigin);
}

/**
 * The mirror as a person gets it: the app's page in Chromium (browser mode), an empty profile,
 * the first sync starting by itself with the default settings on the default route (the
 * convocatorias list); then a second sync with nothing changed upstream. Timed from outside the
 * app: the tap sees the first API request, the probe sees the status bar and the list.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { countWrites, firstPage, type WriteCounter } from './chromium';
import { startAppCpuMeter, type AppCpu } from './machine';
import { installProbe, probeState, waitForProbe, type LongTask } from './probe';
import type { BenchApp } from './setup';
import { epochNow, summarize } from './tap';

export interface LongTasks {
  longestMs: number;
  count: number;
  totalMs: number;
}

export interface MirrorRun {
  /** First API request → the status bar says complete and the list counts every convocatoria (the later of the two). */
  ms: number;
  /** First API request → the status bar says complete. */
  statusMs: number;
  /** Navigation start → the same end as `ms` (page load, settings, opening the database included). */
  fromNavigationMs: number;
  /** Navigation start → the frame after the first convocatorias row entered the DOM. */
  firstRowsMs: number;
  /** The page's main thread from navigation start to the end of the mirror. */
  longTasks: LongTasks;
  /** The same from the first API request on (the app's start left out). */
  longTasksSyncing: LongTasks;
  requests: number;
  perPath: Record<string, number>;
  limits: number[];
  maxInFlight: number;
  /** IndexedDB writes per object store during the mirror. */
  writes: Record<string, number>;
}

export interface MirrorSession {
  page: Page;
  writes: WriteCounter;
  run: MirrorRun;
}

/** How far the page's epoch clock (timeOrigin + now) is ahead of ours, within half a round trip. */
async function clockOffset(page: Page): Promise<number> {
  const before = epochNow();
  const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now());
  return pageNow - (before + epochNow()) / 2;
}

export function longTasksIn(tasks: readonly LongTask[], fromMs: number, untilMs: number): LongTasks {
  const within = tasks.filter((task) => task.start + task.duration >= fromMs && task.start <= untilMs);
  return {
    longestMs: Math.max(0, ...within.map((task) => task.duration)),
    count: within.length,
    totalMs: within.reduce((sum, task) => sum + task.duration, 0),
  };
}

/** The first sync in the context's (empty) profile; the page stays open with every convocatoria listed. */
export async function mirror(context: BrowserContext, app: BenchApp, expectedCount: string): Promise<MirrorSession> {
  await installProbe(context, expectedCount);
  const page = await firstPage(context);
  const writes = await countWrites(page, app.web.origin);
  app.tap.reset();
  // Every convocatoria listed (the first screen lists only the open ones), so the count can reach the whole.
  await page.goto(`${app.web.url}#/convocatorias?estado=todas&orden=oficial`);
  const statusAt = await waitForProbe(page, 'syncDoneAt', 600_000);
  // Locators are used only once the list has caught up, outside the measured time: the first one
  // loads Playwright's injected script into the page (see waitForProbe).
  const problem = page.getByTestId('sync-status').getByRole('alert');
  const failIfProblem = async (): Promise<void> => {
    if ((await problem.count()) > 0)
      throw new Error(`the mirror ended with a problem: ${await page.getByTestId('sync-status').innerText()}`);
  };
  // The list follows the store a little behind; one that has not caught up 30 s later is a bug.
  const shownAt = await waitForProbe(page, 'countShownAt', 30_000).catch(async () => {
    await failIfProblem();
    throw new Error(
      `the status bar says complete but the list shows «${await page.getByTestId('result-count').innerText()}», not «${expectedCount}»`,
    );
  });
  await failIfProblem();
  const { times, longTasks } = await probeState(page);
  const offset = await clockOffset(page);
  const origin = await page.evaluate(() => performance.timeOrigin);
  const requests = app.tap.requests();
  const firstRequestAt = Math.min(...requests.map((request) => request.startedAt));
  const endAt = Math.max(statusAt, shownAt);
  const sinceFirstRequest = (at: number): number => origin - offset + at - firstRequestAt;
  const { perPath, limits, failed } = summarize(requests);
  if (failed > 0) {
    const which = requests
      .filter((request) => request.status >= 400)
      .map(
        (request) =>
          `${request.path} (limit ${String(request.limit)}): HTTP ${request.status} after ${(request.endedAt - request.startedAt).toFixed(0)} ms`,
      );
    throw new Error(`${failed} API requests of the mirror failed: ${which.join('; ')}`);
  }
  return {
    page,
    writes,
    run: {
      ms: sinceFirstRequest(endAt),
      statusMs: sinceFirstRequest(statusAt),
      fromNavigationMs: endAt,
      firstRowsMs: times.firstRowFrameAt ?? Number.NaN,
      longTasks: longTasksIn(longTasks, 0, endAt),
      longTasksSyncing: longTasksIn(longTasks, firstRequestAt - origin + offset, endAt),
      requests: requests.length,
      perPath,
      limits,
      maxInFlight: app.tap.maxInFlight(),
      writes: writes.perStore(),
    },
  };
}

export interface ResyncRun {
  /** The click on the status bar's "Sincronizar" → "Datos actualizados" again. */
  ms: number;
  requests: number;
  maxInFlight: number;
  /** IndexedDB writes per object store from the click to half a second after the end. */
  writes: Record<string, number>;
  /** Writes to any object store but syncState (the per-collection bookkeeping of runs). */
  rowsWritten: number;
  /** CPU the app's processes used from the click to the end (the simulator's, in its own process, left out). */
  cpu: AppCpu & {
    /** rendererMs + otherChromiumMs + nodeMs: `resync_cpu_ms_app`. */
    totalMs: number;
    /** The page's main thread alone, as the DevTools protocol counts it (Performance.getMetrics' TaskDuration). */
    pageTaskMs: number;
  };
}

/** The page's main thread's busy time so far (ms), from the DevTools protocol. */
async function pageTaskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** A second sync with nothing changed upstream (what the automatic sync usually finds). */
export async function resync(session: MirrorSession, app: BenchApp): Promise<ResyncRun> {
  app.tap.reset();
  const cdp = await session.page.context().newCDPSession(session.page);
  await cdp.send('Performance.enable');
  const taskBefore = await pageTaskMs(cdp);
  const clickedAt = epochNow();
  const cpu = startAppCpuMeter();
  const ms = await session.page.evaluate(async () => {
    const bar = document.querySelector('[data-testid="sync-status"]');
    const status = (): string => bar?.textContent ?? '';
    const syncButton = (): HTMLButtonElement | undefined =>
      [...(bar?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent === 'Sincronizar');
    const button = syncButton();
    if (bar === null || button === undefined) throw new Error(`no "Sincronizar" button in the status bar: «${status()}»`);
    const until = (done: () => boolean): Promise<void> =>
      new Promise((resolve, reject) => {
        if (done()) return resolve();
        const guard = setTimeout(() => reject(new Error(`the re-sync did not end: «${status()}»`)), 300_000);
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          clearTimeout(guard);
          resolve();
        });
        observer.observe(bar, { subtree: true, childList: true, characterData: true });
      });
    const started = performance.now();
    button.click();
    // Running: the bar says so, or at least its "Sincronizar" button has given way (to "Cancelar").
    await until(() => status().includes('Sincronizando') || syncButton() === undefined);
    await until(() => syncButton() !== undefined || bar.querySelector('[role="alert"]') !== null);
    if (!status().includes('Datos actualizados')) throw new Error(`the re-sync ended with «${status()}»`);
    return performance.now() - started;
  });
  const used = cpu();
  const taskMs = (await pageTaskMs(cdp)) - taskBefore;
  await cdp.detach();
  await session.page.waitForTimeout(500);
  const writes = session.writes.perStore(clickedAt);
  return {
    ms,
    requests: app.tap.requests().length,
    maxInFlight: app.tap.maxInFlight(),
    writes,
    rowsWritten: Object.entries(writes).reduce((sum, [store, count]) => (store === 'syncState' ? sum : sum + count), 0),
    cpu: { ...used, totalMs: used.rendererMs + used.otherChromiumMs + used.nodeMs, pageTaskMs: taskMs },
  };
}

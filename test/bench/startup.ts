/** Cold start (a reload with the cache full, to the first rows on screen) and the renderer's heap. */
import type { Page } from '@playwright/test';
import { heapAfterGc } from './chromium';
import { waitForProbe } from './probe';
import { median } from './stats';

export interface ColdStart {
  /** Navigation start → first row of the list in the DOM. */
  domMs: number;
  /** Navigation start → the next animation frame after it (the frame that shows it). */
  frameMs: number;
  /** Navigation start → every row read and listed (the first screen shows before). */
  wholeListMs: number;
  runs: number[];
}

/** Reloads `times` times; each reload is timed by the page itself (performance.now() counts from navigation start). */
export async function coldStart(page: Page, times: number): Promise<ColdStart> {
  const dom: number[] = [];
  const frame: number[] = [];
  const whole: number[] = [];
  for (let i = 0; i < times; i++) {
    await page.reload();
    frame.push(await waitForProbe(page, 'firstRowFrameAt', 60_000));
    dom.push(await waitForProbe(page, 'firstRowAt', 1000));
    whole.push(await waitForProbe(page, 'wholeListAt', 120_000));
    // Let the rest of the start (status bar, idle work) finish before the next reload.
    await page.waitForTimeout(300);
  }
  return { domMs: median(dom), frameMs: median(frame), wholeListMs: median(whole), runs: frame };
}

/** The renderer's used JS heap after a forced full GC, median of `times` readings, in MiB. */
export async function heapMiB(page: Page, times = 3): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < times; i++) readings.push((await heapAfterGc(page)).usedBytes / 2 ** 20);
  return median(readings);
}

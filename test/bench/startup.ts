/**
 * Cold start: a new browser process on a profile folder that already holds the mirror, opening
 * the app's address, to the first rows on screen; then the JS heap once every row is listed.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { firstPage, heapAfterGc, onDiskContext } from './chromium';
import { installProbe, waitForProbe } from './probe';
import type { BenchApp } from './setup';

export interface ColdStart {
  /** Navigation start → the frame after the first convocatorias row entered the DOM. */
  firstRowsMs: number;
  /** Navigation start → that row in the DOM. */
  inDomMs: number;
  /** Navigation start → every row read and listed (the list is no longer aria-busy). */
  wholeListMs: number;
}

export interface ColdSession {
  context: BrowserContext;
  page: Page;
  cold: ColdStart;
}

/**
 * Launches Chromium on `profileDir` and opens the app's address with its launch token (a new
 * browser has no session: the token's answer is the page, carrying it). The context stays open for the measures that follow.
 */
export async function coldStart(profileDir: string, app: BenchApp, timeoutMs: number): Promise<ColdSession> {
  const context = await onDiskContext(profileDir);
  await installProbe(context, null);
  return openApp(context, await firstPage(context), app, timeoutMs);
}

/** Opens the app in `page` (fresh: its own JS heap) of a context that holds the mirror and has the probe installed. */
export async function openApp(context: BrowserContext, page: Page, app: BenchApp, timeoutMs: number): Promise<ColdSession> {
  await page.goto(app.web.url);
  const firstRowsMs = await waitForProbe(page, 'firstRowFrameAt', timeoutMs);
  const inDomMs = await waitForProbe(page, 'firstRowAt', 1000);
  const wholeListMs = await waitForProbe(page, 'wholeListAt', timeoutMs);
  return { context, page, cold: { firstRowsMs, inDomMs, wholeListMs } };
}

export interface Heap {
  /** Page and workers, MiB (2^20 bytes). */
  totalMiB: number;
  pageMiB: number;
  workersMiB: number[];
}

/** The used JS heap of the page and its workers, each after a forced full GC. */
export async function heap(page: Page): Promise<Heap> {
  // Let the start's idle work (status bar, deferred counts) finish first.
  await page.waitForTimeout(500);
  const usage = await heapAfterGc(page);
  const mib = (bytes: number): number => bytes / 2 ** 20;
  const workersMiB = usage.workerBytes.map(mib);
  return { totalMiB: mib(usage.pageBytes) + workersMiB.reduce((sum, value) => sum + value, 0), pageMiB: mib(usage.pageBytes), workersMiB };
}

/**
 * Debian's Chromium through Playwright, launched exactly as the e2e tests launch it
 * (playwright.config.ts), never a downloaded browser.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import config from '../../playwright.config';

export async function launchChromium(): Promise<Browser> {
  const launch = config.use?.launchOptions ?? {};
  return chromium.launch({
    ...launch,
    executablePath: process.env.CHROMIUM_PATH ?? launch.executablePath ?? '/usr/bin/chromium',
    args: launch.args ?? [],
  });
}

// tsx compiles with esbuild's keepNames, which wraps named functions in `__name(...)`: the
// functions handed to page.evaluate need that helper in the page too.
const keepNamesShim = 'globalThis.__name = (target) => target;';

/** A fresh context (so a fresh, empty IndexedDB) with the e2e tests' locale, time zone and viewport. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  const use = config.use ?? {};
  const options: BrowserContextOptions = {};
  if (use.locale !== undefined) options.locale = use.locale;
  if (use.timezoneId !== undefined) options.timezoneId = use.timezoneId;
  if (use.viewport !== undefined) options.viewport = use.viewport;
  const context = await browser.newContext(options);
  await context.addInitScript({ content: keepNamesShim });
  return context;
}

/** The renderer's JS heap after a full GC, from the DevTools protocol. */
export async function heapAfterGc(page: Page): Promise<{ usedBytes: number; totalBytes: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = await cdp.send('Runtime.getHeapUsage');
    return { usedBytes: usage.usedSize, totalBytes: usage.totalSize };
  } finally {
    await cdp.detach();
  }
}

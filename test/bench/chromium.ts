/**
 * Debian's Chromium through Playwright, launched exactly as the e2e tests launch it
 * (playwright.config.ts), never a downloaded browser: either off the record (a browser context
 * whose IndexedDB lives in memory) or on a profile folder on disk, as the desktop app keeps its
 * data. Plus what the DevTools protocol tells from outside the app: the JS heap of the page and
 * of its workers, and each write IndexedDB commits.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type LaunchOptions,
  type Page,
} from '@playwright/test';
import config from '../../playwright.config';
import { epochNow } from './tap';

function launchOptions(): LaunchOptions {
  const launch = config.use?.launchOptions ?? {};
  return { ...launch, executablePath: process.env.CHROMIUM_PATH ?? launch.executablePath ?? '/usr/bin/chromium', args: launch.args ?? [] };
}

/** The e2e tests' locale, time zone and viewport. */
function contextOptions(): BrowserContextOptions {
  const use = config.use ?? {};
  const options: BrowserContextOptions = {};
  if (use.locale !== undefined) options.locale = use.locale;
  if (use.timezoneId !== undefined) options.timezoneId = use.timezoneId;
  if (use.viewport !== undefined) options.viewport = use.viewport;
  return options;
}

// tsx compiles with esbuild's keepNames, which wraps named functions in `__name(...)`: the
// functions handed to page.evaluate need that helper in the page too.
const keepNamesShim = 'globalThis.__name = (target) => target;';

export function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/** A fresh off-the-record context: an empty IndexedDB, kept in memory. */
export async function inMemoryContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext(contextOptions());
  await context.addInitScript({ content: keepNamesShim });
  return context;
}

/** A new browser process on the profile folder `dir` (created empty, or as a previous run left it): IndexedDB on disk. */
export async function onDiskContext(dir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(dir, { ...launchOptions(), ...contextOptions() });
  await context.addInitScript({ content: keepNamesShim });
  return context;
}

/** The context's first page (a persistent context opens with one). */
export async function firstPage(context: BrowserContext): Promise<Page> {
  return context.pages()[0] ?? context.newPage();
}

export interface HeapUsage {
  /** The page's main thread, after a full GC. */
  pageBytes: number;
  /** Each dedicated worker of the page, after a full GC in it. */
  workerBytes: number[];
}

/**
 * Used JS heap after a full GC (HeapProfiler.collectGarbage, then Runtime.getHeapUsage) of the
 * page and of each of its dedicated workers, which the DevTools protocol reaches through
 * auto-attach (not flattened, so messages to a worker go through Target.sendMessageToTarget).
 */
export async function heapAfterGc(page: Page): Promise<HeapUsage> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const workers: string[] = [];
    cdp.on('Target.attachedToTarget', (event) => {
      if (event.targetInfo.type === 'worker') workers.push(event.sessionId);
    });
    const replies = new Map<string, (result: unknown) => void>();
    cdp.on('Target.receivedMessageFromTarget', (event) => {
      const message = JSON.parse(event.message) as { id?: number; result?: unknown };
      if (message.id !== undefined) replies.get(`${event.sessionId}:${message.id}`)?.(message.result);
    });
    // The page's own workers: those whose parent is the page's target.
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    const { targetInfos } = await cdp.send('Target.getTargets');
    const expected = targetInfos.filter((target) => target.type === 'worker' && target.parentId === targetInfo.targetId).length;
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
    for (const deadline = Date.now() + 5000; workers.length < expected && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    if (workers.length < expected) throw new Error(`the page has ${expected} workers; the DevTools protocol attached ${workers.length}`);
    let id = 0;
    const ask = (sessionId: string, method: string): Promise<unknown> => {
      const key = `${sessionId}:${++id}`;
      const answer = new Promise<unknown>((resolve, reject) => {
        replies.set(key, resolve);
        setTimeout(() => reject(new Error(`the worker did not answer ${method}`)), 30_000);
      });
      return cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) }).then(() => answer);
    };
    const workerBytes: number[] = [];
    for (const sessionId of workers) {
      await ask(sessionId, 'HeapProfiler.collectGarbage');
      workerBytes.push(((await ask(sessionId, 'Runtime.getHeapUsage')) as { usedSize: number }).usedSize);
    }
    await cdp.send('Target.setAutoAttach', { autoAttach: false, waitForDebuggerOnStart: false });
    return { pageBytes: usedSize, workerBytes };
  } finally {
    await cdp.detach();
  }
}

/**
 * Every write IndexedDB commits for an origin, whoever makes it (page or worker): Chromium's
 * storage backend reports each put, add, delete and clear to the DevTools protocol
 * (Storage.indexedDBContentUpdated, one event per operation, with its object store), which is
 * how DevTools keeps its IndexedDB view live.
 */
export interface WriteCounter {
  /** Writes per object store since `fromEpochMs` (all of them when omitted). */
  perStore(fromEpochMs?: number): Record<string, number>;
  stop(): Promise<void>;
}

export async function countWrites(page: Page, origin: string): Promise<WriteCounter> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const writes: { at: number; store: string }[] = [];
  cdp.on('Storage.indexedDBContentUpdated', (event) => writes.push({ at: epochNow(), store: event.objectStoreName }));
  await cdp.send('Storage.trackIndexedDBForOrigin', { origin });
  return {
    perStore: (fromEpochMs = 0) => {
      const counts: Record<string, number> = {};
      for (const write of writes) if (write.at >= fromEpochMs) counts[write.store] = (counts[write.store] ?? 0) + 1;
      return counts;
    },
    stop: async () => {
      await cdp.send('Storage.untrackIndexedDBForOrigin', { origin }).catch(() => undefined);
      await cdp.detach().catch(() => undefined);
    },
  };
}

/**
 * Each test file gets its own API simulator and browser-mode server on random ports;
 * each test gets a fresh browser context, so a fresh IndexedDB.
 *
 * `syncedPage` is the exception, for tests that only read: a new page in one browser context per
 * worker, so its IndexedDB and localStorage are shared by every test of that worker that asks for
 * it. The first of them runs the first sync; the others open the mirror it left (about a second
 * instead of a full sync of the corpus). When the worker's simulator has changed since (another
 * test inserted or removed a record), the next `syncedPage` starts a new context, so the mirror
 * always holds what the simulator serves. A test that writes anything the app keeps (favorites,
 * settings, saved documents, the list's width or hidden panel), changes the simulator, or watches
 * a first sync takes `page` instead.
 */
import { test as base, type Browser, type BrowserContextOptions, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWebServer, type WebServer, type WebServerOptions } from '../../src-main/web';
import { startSimulator, type CollectionPath, type Simulator, type SimulatorOptions } from '../simulator/server';

export interface AppServers {
  simulator: Simulator;
  web: WebServer;
  /** Stops the browser-mode server, then the simulator. */
  close(): Promise<void>;
}

const rendererDir = fileURLToPath(new URL('../../out/renderer/', import.meta.url));

/** `web`: the browser-mode server's own options (a request's deadline, for instance). */
export async function startApp(options: SimulatorOptions = {}, web: Pick<WebServerOptions, 'timeoutMs'> = {}): Promise<AppServers> {
  const simulator = await startSimulator({ seed: 7, ...options });
  const server = await startWebServer({
    ...web,
    baseUrl: simulator.url,
    rendererDir,
    dataDir: mkdtempSync(join(tmpdir(), 'directorio-e2e-')),
  });
  return {
    simulator,
    web: server,
    close: async () => {
      await server.close();
      await simulator.close();
    },
  };
}

const collections: readonly CollectionPath[] = [
  'organismos',
  'programas',
  'museos',
  'institutos',
  'convocatorias',
  'convocatorias/ordenadas',
  'tramites',
];

/** Everything the simulator serves, as one string to compare. */
function corpusOf(simulator: Simulator): string {
  return JSON.stringify(collections.map((collection) => simulator.records(collection)));
}

/** The browser context of a worker's `syncedPage`s, renewed when the simulator's records change. */
class SharedMirror {
  private context: BrowserContext | null = null;
  private corpus = '';

  constructor(
    private readonly browser: Browser,
    private readonly options: BrowserContextOptions,
  ) {}

  async newPage(simulator: Simulator): Promise<Page> {
    const corpus = corpusOf(simulator);
    if (this.context === null || corpus !== this.corpus) {
      await this.context?.close();
      this.context = await this.browser.newContext(this.options);
      this.corpus = corpus;
    }
    return this.context.newPage();
  }

  async close(): Promise<void> {
    await this.context?.close();
  }
}

export const test = base.extend<{ syncedPage: Page }, { app: AppServers; sharedMirror: SharedMirror }>({
  app: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const app = await startApp();
      await use(app);
      await app.close();
    },
    { scope: 'worker' },
  ],
  sharedMirror: [
    async ({ browser }, use, workerInfo) => {
      // The project's locale and time zone, as the fresh contexts of `page` get them.
      const { locale, timezoneId } = workerInfo.project.use;
      const mirror = new SharedMirror(browser, {
        ...(locale === undefined ? {} : { locale }),
        ...(timezoneId === undefined ? {} : { timezoneId }),
      });
      await use(mirror);
      await mirror.close();
    },
    { scope: 'worker' },
  ],
  syncedPage: async ({ sharedMirror, app, viewport }, use) => {
    const page = await sharedMirror.newPage(app.simulator);
    if (viewport !== null) await page.setViewportSize(viewport);
    await use(page);
    await page.close();
  },
});

export { expect } from '@playwright/test';

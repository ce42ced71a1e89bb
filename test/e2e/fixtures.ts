/**
 * Each test file gets its own API simulator and browser-mode server on random ports;
 * each test gets a fresh browser context, so a fresh IndexedDB.
 */
import { test as base } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWebServer, type WebServer } from '../../src-main/web';
import { startSimulator, type Simulator, type SimulatorOptions } from '../simulator/server';

export interface AppServers {
  simulator: Simulator;
  web: WebServer;
  /** Stops the browser-mode server, then the simulator. */
  close(): Promise<void>;
}

const rendererDir = fileURLToPath(new URL('../../out/renderer/', import.meta.url));

export async function startApp(options: SimulatorOptions = {}): Promise<AppServers> {
  const simulator = await startSimulator({ seed: 7, ...options });
  const web = await startWebServer({ baseUrl: simulator.url, rendererDir, dataDir: mkdtempSync(join(tmpdir(), 'directorio-e2e-')) });
  return {
    simulator,
    web,
    close: async () => {
      await web.close();
      await simulator.close();
    },
  };
}

export const test = base.extend<object, { app: AppServers }>({
  app: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const app = await startApp();
      await use(app);
      await app.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';

/** The API simulator with latency and browser mode in front of it, as `npm run demo` runs them. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWebServer, type WebServer } from '../../src-main/web';
import { startSimulator, type Simulator } from '../simulator/server';
import { simulatorSizes, type BenchSizes } from './corpus';

export interface BenchApp {
  simulator: Simulator;
  web: WebServer;
  close(): Promise<void>;
}

export const rendererDir = fileURLToPath(new URL('../../out/renderer/', import.meta.url));

export async function startBenchApp(sizes: BenchSizes, latencyMs: number): Promise<BenchApp> {
  const simulator = await startSimulator({ seed: 1, sizes: simulatorSizes(sizes), faults: { latencyMs } });
  // A fresh settings folder: the app runs with its default settings (page 100, 4 in flight).
  const dataDir = mkdtempSync(join(tmpdir(), 'directorio-bench-'));
  const web = await startWebServer({ baseUrl: simulator.url, rendererDir, dataDir });
  return {
    simulator,
    web,
    close: async () => {
      await web.close();
      await simulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

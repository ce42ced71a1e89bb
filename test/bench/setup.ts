/**
 * The API simulator with latency, the tap that watches what the app asks of it, and browser
 * mode in front of them, as `npm run demo` runs them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWebServer, type WebServer } from '../../src-main/web';
import { startSimulator, type Simulator } from '../simulator/server';
import { simulatorSizes, type BenchSizes } from './corpus';
import { startApiTap, type ApiTap } from './tap';

export interface BenchApp {
  simulator: Simulator;
  tap: ApiTap;
  web: WebServer;
  close(): Promise<void>;
}

export const rendererDir = fileURLToPath(new URL('../../out/renderer/', import.meta.url));

export async function startBenchApp(sizes: BenchSizes, latencyMs: number): Promise<BenchApp> {
  const simulator = await startSimulator({ seed: 1, sizes: simulatorSizes(sizes), faults: { latencyMs } });
  const tap = await startApiTap(simulator.url);
  // A fresh settings folder: the app runs with its default settings (page 100, 4 in flight).
  const dataDir = mkdtempSync(join(tmpdir(), 'directorio-bench-'));
  const web = await startWebServer({ baseUrl: tap.url, rendererDir, dataDir });
  return {
    simulator,
    tap,
    web,
    close: async () => {
      await web.close();
      await tap.close();
      await simulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The API simulator with latency in a process of its own, the tap that watches what the app asks
 * of it, and browser mode in front of them, as `npm run demo` runs them. The bench keeps a copy of
 * the same corpus in its own process (same seed, sizes and day): the records it compares with and
 * takes words and documents from. The app's requests never reach that copy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWebServer, type WebServer } from '../../src-main/web';
import { startSimulator, type Simulator } from '../simulator/server';
import { simulatorSizes, type BenchSizes } from './corpus';
import { startSimulatorProcess, type SimulatorProcess } from './simulator-process';
import { startApiTap, type ApiTap } from './tap';

export interface BenchApp {
  /** The bench's copy of the corpus: the app's requests go to `served`, never to it. */
  simulator: Simulator;
  /** The simulator the app's requests reach (through the tap), in a process of its own. */
  served: SimulatorProcess;
  tap: ApiTap;
  web: WebServer;
  close(): Promise<void>;
}

export const rendererDir = fileURLToPath(new URL('../../out/renderer/', import.meta.url));

export async function startBenchApp(sizes: BenchSizes, latencyMs: number): Promise<BenchApp> {
  // The corpus's dates follow its UTC day: both copies are made for the same one.
  const day = new Date().toISOString().slice(0, 10);
  const simulator = await startSimulator({
    seed: 1,
    sizes: simulatorSizes(sizes),
    now: new Date(`${day}T12:00:00Z`),
    faults: { latencyMs },
  });
  const served = await startSimulatorProcess({ seed: 1, day, sizes: simulatorSizes(sizes), latencyMs });
  const tap = await startApiTap(served.url);
  // A fresh settings folder: the app runs with its default settings (page 100, 4 in flight).
  const dataDir = mkdtempSync(join(tmpdir(), 'directorio-bench-'));
  const web = await startWebServer({ baseUrl: tap.url, rendererDir, dataDir });
  return {
    simulator,
    served,
    tap,
    web,
    close: async () => {
      await web.close();
      await tap.close();
      await served.close();
      await simulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The API simulator in a process of its own (test/simulator/cli.ts), so that what it spends
 * answering is not charged to the app: a real API costs its client no CPU. Started with the
 * bench's seed, sizes, latency and day, it serves the very corpus the bench's in-process copy holds.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CorpusSizes } from '../simulator/corpus';

export interface SimulatorProcess {
  url: string;
  /** Its process id, to leave its CPU out of the app's. */
  pid: number;
  close(): Promise<void>;
}

const sizeFlags: Record<keyof CorpusSizes, string> = {
  convocatorias: 'convocatorias',
  ordenadasExtra: 'ordenadas-extra',
  organismos: 'organismos',
  programas: 'programas',
  museos: 'museos',
  institutos: 'institutos',
  tramites: 'tramites',
};

export function startSimulatorProcess(options: {
  seed: number;
  day: string;
  sizes: Partial<CorpusSizes>;
  latencyMs: number;
}): Promise<SimulatorProcess> {
  const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));
  const cli = fileURLToPath(new URL('../simulator/cli.ts', import.meta.url));
  const sizes = Object.entries(options.sizes).flatMap(([key, value]) => [`--${sizeFlags[key as keyof CorpusSizes]}`, String(value)]);
  const args = [
    tsx,
    cli,
    '--port',
    '0',
    '--seed',
    String(options.seed),
    '--now',
    options.day,
    '--latency',
    String(options.latencyMs),
    ...sizes,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer): void => {
      out += chunk.toString('utf8');
      const url = /escuchando en (http:\/\/\S+)/.exec(out)?.[1];
      if (url === undefined) return;
      child.stdout.off('data', onData);
      resolve({
        url,
        pid: child.pid ?? -1,
        close: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the simulator exited with ${String(code)} before it listened: «${out}»`)));
  });
}

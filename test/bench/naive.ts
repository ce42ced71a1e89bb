/**
 * The naive client on its own: run.ts starts this file as a child process, with nothing else
 * measured meanwhile, and reads one JSON line from its stdout.
 * `tsx test/bench/naive.ts --url http://127.0.0.1:PORT` (the simulator's address).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseOptions } from '../../src-main/cli/options';
import { naiveCrawl } from './corpus';

export interface NaiveRun {
  ms: number;
  requests: number;
  records: number;
}

const self = fileURLToPath(import.meta.url);

/** Runs the crawl in a child process and waits for it. */
export function naiveInChild(simulatorUrl: string): Promise<NaiveRun> {
  const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, self, '--url', simulatorUrl], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the naive client exited with ${code}`));
      try {
        resolve(JSON.parse(out) as NaiveRun);
      } catch (cause) {
        reject(new Error(`the naive client printed «${out}»`, { cause }));
      }
    });
  });
}

if (process.argv[1] === self) {
  const parsed = parseOptions(process.argv.slice(2), { values: ['url'] });
  if (!parsed.ok) throw new Error(parsed.message);
  const { url } = parsed.value.values;
  if (url === undefined || url === '') throw new Error('--url of the simulator is needed');
  const started = performance.now();
  const crawled = await naiveCrawl(url);
  const run: NaiveRun = { ms: performance.now() - started, ...crawled };
  console.log(JSON.stringify(run));
}

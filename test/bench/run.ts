/**
 * `npm run bench`: every key in one run, each with its goal; nothing fails on a missed goal (the
 * bench is not a test). The table, the machine and the commit go to test/bench/RESULTS.md. Options:
 * - `--json`: one JSON object on stdout (keys → values, targets, spread, details); text on stderr
 *   (`npm run -s bench -- --json`: without -s, npm prints its own header on stdout first).
 * - `--out FILE`: the same JSON written to FILE as well.
 * - `--runs 3`: everything three times; each key is the median, with min – max beside it.
 * - `--samples 24`: filter changes per page; `--latency 50`: ms per API request;
 *   `--no-100k`: skip the 100k figures (no 100k profile to sync: a quicker run).
 * - `--no-results`: leave test/bench/RESULTS.md as it is (a trial run).
 * - `--diagnose`: only where a mirror's time goes (see diagnose.ts).
 * The table again from a saved JSON: `npx tsx test/bench/report.ts bench.json` (`--results`: into RESULTS.md).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { parseOptions } from '../../src-main/cli/options';
import { launchChromium } from './chromium';
import { defaultBenchSizes } from './corpus';
import { diagnoseMirror } from './diagnose';
import { startCpuMeter } from './machine';
import { benchOnce, prepare100k, type Profile100k, type Run } from './once';
import { aggregate, json, markdownTable, notes, resultsFile, writeResults, type Machine } from './report';
import { startBenchApp } from './setup';

const parsed = parseOptions(process.argv.slice(2), {
  values: ['latency', 'runs', 'samples', 'out'],
  flags: ['json', 'diagnose', 'no-100k', 'no-results'],
});
if (!parsed.ok) throw new Error(parsed.message);
const { values, flags } = parsed.value;
// Checked now rather than after a run of minutes.
if (values.out === '') throw new Error('--out needs a file name');
const asJson = flags.has('json');
const latencyMs = Number(values.latency ?? 50);
const runs = Number(values.runs ?? 1);
const samples = Number(values.samples ?? 24);

const started = performance.now();
const log = (message: string): void => console.error(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

const cpuShare = startCpuMeter();
buildIfNeeded();
const loadBefore = loadavg();

if (flags.has('diagnose')) {
  const app = await startBenchApp(defaultBenchSizes, latencyMs);
  const browser = await launchChromium();
  try {
    await diagnoseMirror(browser, app);
  } finally {
    await browser.close();
    await app.close();
  }
} else {
  await bench();
}

async function bench(): Promise<void> {
  if (!(runs >= 1) || !(samples >= 2)) throw new Error('--runs must be at least 1 and --samples at least 2');
  let profile100k: Profile100k | null = null;
  const done: Run[] = [];
  try {
    if (!flags.has('no-100k')) {
      log('syncing 100,004 convocatorias through the app into a profile folder (once; no latency)…');
      profile100k = await prepare100k();
      log(`100k profile ready: synced in ${(profile100k.syncMs / 1000).toFixed(1)} s`);
    }
    for (let run = 1; run <= runs; run++) {
      log(`run ${run} of ${runs}`);
      done.push(await benchOnce({ latencyMs, samples, profile100k, log }));
    }
  } finally {
    await profile100k?.close();
  }
  const first = done[0]?.details;
  if (first === undefined) throw new Error('no run');
  const results = aggregate(
    done,
    { latencyMs, perCollection: first.perCollection, floorMs: first.floorMs, samples, sync100kMs: profile100k?.syncMs ?? null },
    await machine(),
    (performance.now() - started) / 1000,
  );
  const printed = `${markdownTable(results)}\n\n${notes(results)}`;
  if (asJson) {
    console.error(printed);
    console.log(json(results));
  } else {
    console.log(printed);
  }
  if (values.out !== undefined) writeFileSync(values.out, `${json(results)}\n`);
  if (!flags.has('no-results')) {
    await writeResults(results);
    log(`results written to ${resultsFile}`);
  }
}

async function machine(): Promise<Machine> {
  const browser = await launchChromium();
  const chromium = browser.version();
  await browser.close();
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    if (execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '')
      commit += ' (with uncommitted changes)';
  } catch {
    // Not a git checkout: the commit stays unknown.
  }
  return {
    cores: availableParallelism(),
    model: cpus()[0]?.model ?? 'unknown',
    chromium,
    node: process.version,
    commit,
    date: new Date().toISOString(),
    loadBefore,
    loadAfter: loadavg(),
    cpu: cpuShare(),
  };
}

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
 * - `--only docs`: only the documents' keys (documents.ts), in a page of an in-memory mirror; RESULTS.md untouched.
 * - `--only mirror`: only the in-memory first mirror's keys (its IndexedDB writes among them); RESULTS.md untouched.
 * - `--only first-rows`: only `first_rows_first_launch_ms` (and the in-memory mirror it is taken in); RESULTS.md untouched.
 * - `--only resync`: only the mirror on disk and the re-sync after it (app-mirror.ts); RESULTS.md untouched.
 * - `--only cold-start`: one mirror on disk, then `--runs` cold starts on it (startup.ts); RESULTS.md untouched.
 * The table again from a saved JSON: `npx tsx test/bench/report.ts bench.json` (`--results`: into RESULTS.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { parseOptions } from '../../src-main/cli/options';
import { defaultSettings } from '../../src-shared/settings-defaults';
import { inMemoryContext, launchChromium, onDiskContext } from './chromium';
import { collectionSizes, defaultBenchSizes, networkFloorMs } from './corpus';
import { diagnoseMirror } from './diagnose';
import { startCpuMeter } from './machine';
import { mirror, resync, type MirrorRun, type ResyncRun } from './app-mirror';
import { measureDocuments, type DocumentsRun } from './documents';
import { documentKeys, mirrorKeys, type Figures, type Key } from './keys';
import { benchOnce, countText, documentFigures, mirrorFigures, prepare100k, type Profile100k, type Run } from './once';
import { median } from './stats';
import { aggregate, json, markdownTable, notes, partialTable, resultsFile, writeResults, type Machine } from './report';
import { startBenchApp } from './setup';
import { coldStart, type ColdStart } from './startup';

const parsed = parseOptions(process.argv.slice(2), {
  values: ['latency', 'runs', 'samples', 'out', 'only'],
  flags: ['json', 'diagnose', 'no-100k', 'no-results'],
});
if (!parsed.ok) throw new Error(parsed.message);
const { values, flags } = parsed.value;
// Checked now rather than after a run of minutes.
if (values.out === '') throw new Error('--out needs a file name');
if (values.only !== undefined && !['docs', 'mirror', 'first-rows', 'resync', 'cold-start'].includes(values.only))
  throw new Error('--only takes docs, mirror, first-rows, resync or cold-start');
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
} else if (values.only === 'docs') {
  await documentsOnly();
} else if (values.only === 'mirror') {
  await mirrorOnly();
} else if (values.only === 'first-rows') {
  await firstRowsOnly();
} else if (values.only === 'resync') {
  await resyncOnly();
} else if (values.only === 'cold-start') {
  await coldStartOnly();
} else {
  await bench();
}

/** First rows on a first launch alone, `--runs` times: each an in-memory mirror in a new context, as in a whole run. */
async function firstRowsOnly(): Promise<void> {
  const app = await startBenchApp(defaultBenchSizes, latencyMs);
  const browser = await launchChromium();
  const firstRows: number[] = [];
  const lines: string[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const load = loadavg()
        .map((value) => value.toFixed(2))
        .join(' ');
      const session = await mirror(await inMemoryContext(browser), app, countText(app));
      await session.writes.stop();
      await session.page.context().close();
      firstRows.push(session.run.firstRowsMs);
      lines.push(
        `run ${run} (load ${load}): first rows at ${session.run.firstRowsMs.toFixed(0)} ms, mirror ${(session.run.ms / 1000).toFixed(1)} s, ${session.run.requests} requests (${JSON.stringify(session.run.perPath)})`,
      );
      log(lines[lines.length - 1] ?? '');
    }
  } finally {
    await browser.close();
    await app.close();
  }
  const m = await machine();
  const load = (values: number[]): string => values.map((value) => value.toFixed(2)).join(' ');
  const printed = `${partialTable({ first_rows_first_launch_ms: median(firstRows) })}\n\n${lines.join('\n')}\nMachine: ${m.cores} cores, commit ${m.commit}; load average ${load(m.loadBefore)} before, ${load(m.loadAfter)} after.`;
  console.log(printed);
  if (values.out !== undefined)
    writeFileSync(
      values.out,
      `${JSON.stringify({ first_rows_first_launch_ms: median(firstRows), runs: firstRows, machine: m }, null, 2)}\n`,
    );
}

/** The documents' keys alone, `--runs` times, in a page holding an in-memory mirror of the 10k corpus. */
async function documentsOnly(): Promise<void> {
  const browser = await launchChromium();
  const figures: Figures[] = [];
  const details: DocumentsRun[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      log(
        `documents, run ${run} of ${runs} (load ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')})`,
      );
      // Servers of its own, as a whole run's: a copy the last run saved (its data folder) would be
      // read again and searched as a 501st document.
      const app = await startBenchApp(defaultBenchSizes, latencyMs);
      try {
        const session = await mirror(await inMemoryContext(browser), app, countText(app));
        await session.writes.stop();
        try {
          const measured = await measureDocuments(session.page, app, log);
          details.push(measured);
          figures.push(documentFigures(measured) as Figures);
        } finally {
          await session.page.context().close();
        }
      } finally {
        await app.close();
      }
    }
  } finally {
    await browser.close();
  }
  await printPartial(documentKeys, figures, details);
}

/** The in-memory first mirror alone, `--runs` times: its keys, and its IndexedDB writes per store. */
async function mirrorOnly(): Promise<void> {
  const app = await startBenchApp(defaultBenchSizes, latencyMs);
  const browser = await launchChromium();
  const floorMs = networkFloorMs(collectionSizes(app.simulator), defaultSettings.pageSize, defaultSettings.concurrency, latencyMs);
  const details: { loadBefore: number[]; inMemory: MirrorRun }[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const loadBefore = loadavg();
      log(`mirror, run ${run} of ${runs} (load ${loadBefore.map((value) => value.toFixed(2)).join(' ')})`);
      const session = await mirror(await inMemoryContext(browser), app, countText(app));
      await session.writes.stop();
      await session.page.context().close();
      details.push({ loadBefore, inMemory: session.run });
      const writes = Object.entries(session.run.writes).map(([store, count]) => `${store} ${count.toLocaleString('en-US')}`);
      log(`IndexedDB writes: ${writes.join(', ')}`);
    }
  } finally {
    await browser.close();
    await app.close();
  }
  await printPartial(
    mirrorKeys,
    details.map((run) => mirrorFigures(run.inMemory, floorMs)),
    details,
  );
}

/** The mirror on disk and the re-sync after it alone, `--runs` times, each in a new profile folder. */
async function resyncOnly(): Promise<void> {
  const app = await startBenchApp(defaultBenchSizes, latencyMs);
  const floorMs = networkFloorMs(collectionSizes(app.simulator), defaultSettings.pageSize, defaultSettings.concurrency, latencyMs);
  const figures: Partial<Figures>[] = [];
  const details: { onDisk: MirrorRun; resync: ResyncRun }[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      log(
        `mirror on disk and re-sync, run ${run} of ${runs} (load ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')})`,
      );
      const dir = mkdtempSync(join(tmpdir(), 'directorio-bench-profile-'));
      const context = await onDiskContext(dir);
      try {
        const session = await mirror(context, app, countText(app));
        const again = await resync(session, app);
        await session.writes.stop();
        details.push({ onDisk: session.run, resync: again });
        figures.push({
          mirror_disk_vs_network_floor: session.run.ms / floorMs,
          resync_vs_network_floor: again.ms / floorMs,
          resync_cpu_ms_app: again.cpu.totalMs,
        });
        log(
          `re-sync: ${(again.ms / 1000).toFixed(1)} s (${(again.ms / floorMs).toFixed(2)}×), ${again.requests} requests, ${again.rowsWritten} rows written, CPU ${again.cpu.totalMs.toFixed(0)} ms (renderer ${again.cpu.rendererMs.toFixed(0)}, other Chromium ${again.cpu.otherChromiumMs.toFixed(0)}, Node ${again.cpu.nodeMs.toFixed(0)}, page thread ${again.cpu.pageTaskMs.toFixed(0)})`,
        );
      } finally {
        await context.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await app.close();
  }
  await printPartial(['mirror_disk_vs_network_floor', 'resync_vs_network_floor', 'resync_cpu_ms_app'], figures, details);
}

/** One mirror on disk, then `--runs` cold starts on that profile, each a new browser process. */
async function coldStartOnly(): Promise<void> {
  const app = await startBenchApp(defaultBenchSizes, latencyMs);
  const dir = mkdtempSync(join(tmpdir(), 'directorio-bench-profile-'));
  const figures: Partial<Figures>[] = [];
  const details: ColdStart[] = [];
  try {
    const context = await onDiskContext(dir);
    try {
      const session = await mirror(context, app, countText(app));
      await session.writes.stop();
    } finally {
      await context.close();
    }
    for (let run = 1; run <= runs; run++) {
      const cold = await coldStart(dir, app, 60_000);
      await cold.context.close();
      details.push(cold.cold);
      figures.push({ cold_start_disk_ms: cold.cold.firstRowsMs });
      log(
        `cold start ${run} of ${runs}: first row in the DOM at ${cold.cold.inDomMs.toFixed(0)} ms, its frame at ${cold.cold.firstRowsMs.toFixed(0)} ms, every row at ${cold.cold.wholeListMs.toFixed(0)} ms`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await app.close();
  }
  await printPartial(['cold_start_disk_ms'], figures, details);
}

/** The medians of some keys, the machine, and the runs' details (as JSON with `--json` or `--out`). */
async function printPartial(only: readonly Key[], figures: Partial<Figures>[], details: unknown[]): Promise<void> {
  const medians = Object.fromEntries(only.map((key) => [key, median(figures.map((f) => f[key] ?? Number.NaN))])) as Partial<Figures>;
  const m = await machine();
  const load = (values: number[]): string => values.map((value) => value.toFixed(2)).join(' ');
  const printed = `${partialTable(medians)}\n\nMachine: ${m.cores} cores, commit ${m.commit}; load average ${load(m.loadBefore)} before, ${load(m.loadAfter)} after; CPU used by the bench ${m.cpu.ours === null ? '?' : (m.cpu.ours * 100).toFixed(0)} %, by other processes ${m.cpu.others === null ? '?' : (m.cpu.others * 100).toFixed(0)} %.`;
  const result = JSON.stringify({ ...medians, runs: details, machine: m }, null, 2);
  if (asJson) {
    console.error(printed);
    console.log(result);
  } else console.log(printed);
  if (values.out !== undefined) writeFileSync(values.out, `${result}\n`);
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

/**
 * `npm run bench [-- --json --naive-alone --runs 3 --latency 50 --reloads 5 --cycles 3 --copies 10]`:
 * how fast the app is, in Debian's Chromium against the API simulator with latency, compared with the
 * naive client and with the floor. Prints a table (stderr: progress); with --json, one JSON object
 * on stdout instead. Not a test: nothing fails on a missed target.
 * `npm run bench -- --diagnose`: only where a mirror's time goes (see diagnose.ts).
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { optionValue } from '../../src-main/config';
import { defaultSettings } from '../../src-shared/settings-defaults';
import { syncOrder } from '../../src-shared/sync';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { idbWriteFloor, mirrorInChromium, resync, type MirrorSession } from './app-mirror';
import { bundleSizes } from './bundle';
import { launchChromium } from './chromium';
import { diagnoseMirror } from './diagnose';
import { collectionSizes, defaultBenchSizes, naiveCrawl, networkFloorMs } from './corpus';
import { measureFilter } from './filter';
import { waitForProbe } from './probe';
import { startCpuMeter } from './machine';
import { json, table, targetsOf, type BenchResults, type MirrorFigures } from './report';
import { multiplyConvocatorias } from './seed';
import { rendererDir, startBenchApp } from './setup';
import { coldStart, heapMiB } from './startup';
import { median } from './stats';

const argv = process.argv.slice(2);
const number = (name: string, fallback: number): number => Number(optionValue(argv, name) ?? fallback);
const asJson = argv.includes('--json');
const latencyMs = number('--latency', 50);
const runs = number('--runs', 3);
const reloads = number('--reloads', 5);
const cycles = number('--cycles', 3);
const copies = number('--copies', 10);
const naiveAlone = argv.includes('--naive-alone');
// The mirror runs with the app's default settings; the floor is computed for the same page size and concurrency.
const { pageSize, concurrency } = defaultSettings;

const started = performance.now();
const log = (message: string): void => console.error(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

const cpuShare = startCpuMeter();
buildIfNeeded();
const loadBefore = loadavg();
const app = await startBenchApp(defaultBenchSizes, latencyMs);
const browser = await launchChromium();
try {
  if (argv.includes('--diagnose')) {
    await diagnoseMirror(browser, app);
  } else {
    await bench();
  }
} finally {
  await browser.close();
  await app.close();
}

async function bench(): Promise<void> {
  const perCollection = collectionSizes(app.simulator);
  const convocatorias = new Set([...app.simulator.records('convocatorias'), ...app.simulator.records('convocatorias/ordenadas')].map((record) => record['id'])).size;

  // 1. Mirror time: a first sync in a fresh profile each run, the IndexedDB floor measured right after it.
  const mirrorRuns: MirrorFigures['runs'] = [];
  const networkMs = networkFloorMs(perCollection, pageSize, concurrency, latencyMs);
  let session: MirrorSession | null = null;
  let idbRecords = 0;
  for (let run = 1; run <= runs; run++) {
    await session?.context.close();
    const expected = `${convocatorias.toLocaleString('es-AR')} convocatorias`;
    session = await mirrorInChromium(browser, app, expected);
    if (session.run.shownCount !== expected) throw new Error(`after the mirror the list shows «${session.run.shownCount}», expected «${expected}»`);
    const write = await idbWriteFloor(session.page, syncOrder);
    idbRecords = write.records;
    mirrorRuns.push({ ms: session.run.syncMs, fromNavigationMs: session.run.fromNavigationMs, apiRequests: session.run.apiRequests, listLagMs: session.run.listLagMs, idbWriteMs: write.ms, vsFloor: session.run.syncMs / (networkMs + write.ms) });
    log(
      `mirror ${run}/${runs}: ${(session.run.syncMs / 1000).toFixed(1)} s, ${session.run.apiRequests} requests, list current ${session.run.listLagMs.toFixed(0)} ms later; ` +
        `IndexedDB writes of the floor ${(write.ms / 1000).toFixed(1)} s`,
    );
  }
  if (session === null) throw new Error('--runs must be at least 1');
  const { page } = session;
  const requestsBefore = app.simulator.stats().listRequests;
  const resyncMs = await resync(page);
  const resyncRequests = app.simulator.stats().listRequests - requestsBefore;
  log(`re-sync, nothing changed upstream: ${(resyncMs / 1000).toFixed(1)} s, ${resyncRequests} requests`);

  // The naive client is latency-bound (one request at a time, little CPU): unless --naive-alone it
  // runs alongside the page measurements below, which keeps the whole run well under 5 minutes.
  const crawlNaive = async (): Promise<MirrorFigures['naive']> => {
    const naiveStart = performance.now();
    const crawled = await naiveCrawl(app.simulator.url);
    const ms = performance.now() - naiveStart;
    log(`naive client: ${(ms / 1000).toFixed(1)} s, ${crawled.requests} requests`);
    return { ms, ...crawled };
  };
  log(`naive client (sequential, follows next at limit 20)${naiveAlone ? '' : ', alongside what follows'}…`);
  const naiveRun = naiveAlone ? await crawlNaive() : crawlNaive();
  // Awaited below; this only keeps an earlier failure from being reported as an unhandled rejection.
  if (naiveRun instanceof Promise) naiveRun.catch(() => undefined);

  // 3 and 4. Cold start and heap with 10k cached and listed (the page is on #/convocatorias).
  const cold = await coldStart(page, reloads);
  log(`cold start: ${cold.frameMs.toFixed(0)} ms (every row listed at ${cold.wholeListMs.toFixed(0)} ms)`);
  const heap = await heapMiB(page);
  log(`heap: ${heap.toFixed(1)} MiB`);

  // 2. Filter latency at 10k, then at 100k seeded straight into IndexedDB.
  const at10k = await measureFilter(page, cycles);
  log(`filter at ${at10k.rows}: p50 ${at10k.p50Ms.toFixed(1)} ms, p95 ${at10k.p95Ms.toFixed(1)} ms`);
  const seeded = await multiplyConvocatorias(page, copies);
  log(`seeded ${seeded.rows} convocatorias (IndexedDB version ${seeded.idbVersion})`);
  await page.goto(`${app.web.url}#/convocatorias`);
  await page.reload();
  const cold100k = await waitForProbe(page, 'firstRowFrameAt', 120_000);
  const whole100k = await waitForProbe(page, 'wholeListAt', 120_000);
  const heap100k = await heapMiB(page, 1);
  const at100k = await measureFilter(page, cycles);
  log(`filter at ${at100k.rows}: p50 ${at100k.p50Ms.toFixed(1)} ms, p95 ${at100k.p95Ms.toFixed(1)} ms`);

  const naive = await naiveRun;
  const medianMs = median(mirrorRuns.map((run) => run.ms));
  const idbWriteMs = median(mirrorRuns.map((run) => run.idbWriteMs));
  const partial = {
    machine: {
      cores: availableParallelism(),
      model: cpus()[0]?.model ?? 'unknown',
      chromium: browser.version(),
      node: process.version,
      loadBefore,
      loadAfter: loadavg(),
      cpu: cpuShare(),
    },
    corpus: { latencyMs, perCollection, convocatorias },
    mirror: {
      runs: mirrorRuns,
      medianMs,
      apiRequests: median(mirrorRuns.map((run) => run.apiRequests)),
      naive,
      naiveAlone,
      floor: { networkMs, idbWriteMs, idbRecords, totalMs: networkMs + idbWriteMs },
      resync: { ms: resyncMs, apiRequests: resyncRequests },
    },
    mirror_speedup_vs_naive: naive.ms / medianMs,
    mirror_vs_floor: median(mirrorRuns.map((run) => run.vsFloor)),
    filter: { at10k, at100k: { ...at100k, seeded: true as const, idbVersion: seeded.idbVersion } },
    coldStart: { ...cold, at100kMs: cold100k, wholeListAt100kMs: whole100k },
    heap: { usedMiB: heap, at100kMiB: heap100k },
    bundle: bundleSizes(rendererDir),
  };
  const results: BenchResults = { ...partial, targets: targetsOf(partial), totalSeconds: (performance.now() - started) / 1000 };
  const printed = `${table(results)}\n\n${cores(results)}`;
  if (asJson) {
    console.error(printed);
    console.log(json(results));
  } else {
    console.log(printed);
  }
}

function cores(r: BenchResults): string {
  const load = (values: number[]): string => values.map((value) => value.toFixed(2)).join(' ');
  const share = (value: number | null): string => (value === null ? '?' : `${(value * 100).toFixed(0)} %`);
  const { cpu } = r.machine;
  return (
    `${r.machine.cores} cores (${r.machine.model}), Chromium ${r.machine.chromium}, Node ${r.machine.node}; ` +
    `load average ${load(r.machine.loadBefore)} before, ${load(r.machine.loadAfter)} after; ` +
    `CPU used by the benchmark ${share(cpu.ours)}, by other processes ${share(cpu.others)}; ${r.totalSeconds.toFixed(0)} s in all.`
  );
}

/**
 * One run of every figure, one after the other so none competes with another: the first sync in
 * memory and on disk, the re-sync, a cold start from a new browser with the filter and the heap,
 * the same at 100k, the bundle, and last the naive client alone in its own process.
 */
import type { BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSettings } from '../../src-shared/settings-defaults';
import { mirror, resync, type MirrorRun, type ResyncRun } from './app-mirror';
import { bundleSizes, type BundleSizes } from './bundle';
import { inMemoryContext, launchChromium, onDiskContext } from './chromium';
import { collectionSizes, defaultBenchSizes, networkFloorMs, type BenchSizes } from './corpus';
import { measureDocuments, type DocumentsRun } from './documents';
import { measureFilter, type FilterTimings } from './filter';
import type { documentKeys, Figures, mirrorKeys } from './keys';
import { naiveInChild, type NaiveRun } from './naive';
import { rendererDir, startBenchApp, type BenchApp } from './setup';
import { coldStart, heap, openApp, type ColdStart, type Heap } from './startup';
import { searchWords } from './words';

export interface RunDetails {
  loadBefore: number[];
  perCollection: Record<string, number>;
  floorMs: number;
  inMemory: MirrorRun;
  onDisk: MirrorRun;
  resync: ResyncRun;
  coldStart: ColdStart;
  heap: Heap;
  filter10k: FilterTimings;
  /** Absent in JSON saved before the documents were measured. */
  documents?: DocumentsRun;
  at100k: { coldStart: ColdStart; heap: Heap; filter: FilterTimings } | null;
  bundle: BundleSizes;
  naive: NaiveRun;
  seconds: number;
}

export interface Run {
  figures: Figures;
  details: RunDetails;
}

/**
 * 100,004 convocatorias synced through the app into an off-the-record context that stays open
 * (with no page) for every run, with its own simulator and browser-mode server.
 */
export interface Profile100k {
  app: BenchApp;
  context: BrowserContext;
  syncMs: number;
  close(): Promise<void>;
}

export const sizes100k: BenchSizes = { ...defaultBenchSizes, convocatorias: 100_000 };

export function countText(app: BenchApp): string {
  const ids = new Set(
    [...app.simulator.records('convocatorias'), ...app.simulator.records('convocatorias/ordenadas')].map((record) => record['id']),
  );
  return `${ids.size.toLocaleString('es-AR')} convocatorias`;
}

/**
 * Syncs 100k once, with no latency (only the rows matter), in memory: on disk it takes about twice
 * as long, and the filter works on rows in memory whatever the storage.
 */
export async function prepare100k(): Promise<Profile100k> {
  const app = await startBenchApp(sizes100k, 0);
  const browser = await launchChromium();
  const close = async (): Promise<void> => {
    await browser.close();
    await app.close();
  };
  try {
    const context = await inMemoryContext(browser);
    const session = await mirror(context, app, countText(app));
    await session.writes.stop();
    await session.page.close();
    return { app, context, syncMs: session.run.ms, close };
  } catch (cause) {
    await close();
    throw cause;
  }
}

export interface RunOptions {
  latencyMs: number;
  samples: number;
  profile100k: Profile100k | null;
  log: (message: string) => void;
}

export async function benchOnce({ latencyMs, samples, profile100k, log }: RunOptions): Promise<Run> {
  const started = performance.now();
  const loadBefore = loadavg();
  const app = await startBenchApp(defaultBenchSizes, latencyMs);
  const diskDir = mkdtempSync(join(tmpdir(), 'directorio-bench-profile-'));
  try {
    const expectedCount = countText(app);
    // The floor at the app's default page size and requests in flight (the polite defaults).
    const perCollection = collectionSizes(app.simulator);
    const floorMs = networkFloorMs(perCollection, defaultSettings.pageSize, defaultSettings.concurrency, latencyMs);
    const words = searchWords(app.simulator, 2 * (Math.ceil(samples / 2) + 1));
    const half = words.length / 2;
    const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

    const browser = await launchChromium();
    let inMemory: MirrorRun;
    try {
      const session = await mirror(await inMemoryContext(browser), app, expectedCount);
      await session.writes.stop();
      inMemory = session.run;
    } finally {
      await browser.close();
    }
    log(
      `mirror in memory: ${s(inMemory.ms)} (${(inMemory.ms / floorMs).toFixed(2)}× the floor of ${s(floorMs)}), first rows at ${inMemory.firstRowsMs.toFixed(0)} ms, longest task ${inMemory.longTasks.longestMs.toFixed(0)} ms`,
    );

    const diskContext = await onDiskContext(diskDir);
    let onDisk: MirrorRun;
    let again: ResyncRun;
    try {
      const session = await mirror(diskContext, app, expectedCount);
      onDisk = session.run;
      log(`mirror on disk: ${s(onDisk.ms)} (${(onDisk.ms / floorMs).toFixed(2)}×)`);
      again = await resync(session, app);
      await session.writes.stop();
    } finally {
      await diskContext.close();
    }
    log(
      `re-sync on disk: ${s(again.ms)} (${(again.ms / floorMs).toFixed(2)}×), ${again.requests} requests, ${again.rowsWritten} rows written, CPU ${again.cpu.totalMs.toFixed(0)} ms (renderer ${again.cpu.rendererMs.toFixed(0)}, other Chromium ${again.cpu.otherChromiumMs.toFixed(0)}, Node ${again.cpu.nodeMs.toFixed(0)}, page thread ${again.cpu.pageTaskMs.toFixed(0)})`,
    );

    const cold = await coldStart(diskDir, app, 60_000);
    let heap10k: Heap;
    let filter10k: FilterTimings;
    let documents: DocumentsRun;
    try {
      heap10k = await heap(cold.page);
      filter10k = await measureFilter(cold.page, words.slice(0, half), samples);
      // After the heap and the filter: it writes 500 documents' texts into this profile.
      documents = await measureDocuments(cold.page, app, log);
    } finally {
      await cold.context.close();
    }
    log(
      `cold start on disk: ${cold.cold.firstRowsMs.toFixed(0)} ms; heap ${heap10k.totalMiB.toFixed(1)} MiB; filter at 10k p95 ${filter10k.p95Ms.toFixed(1)} ms`,
    );

    let at100k: RunDetails['at100k'] = null;
    if (profile100k !== null) {
      const page = await profile100k.context.newPage();
      try {
        const cold100k = await openApp(profile100k.context, page, profile100k.app, 180_000);
        const heap100k = await heap(page);
        const filter100k = await measureFilter(page, words.slice(half), samples);
        at100k = { coldStart: cold100k.cold, heap: heap100k, filter: filter100k };
      } finally {
        await page.close();
      }
      log(
        `at 100k: cold start ${at100k.coldStart.firstRowsMs.toFixed(0)} ms (every row at ${s(at100k.coldStart.wholeListMs)}); heap ${at100k.heap.totalMiB.toFixed(1)} MiB; filter p95 ${at100k.filter.p95Ms.toFixed(1)} ms`,
      );
    }

    const bundle = bundleSizes(rendererDir);
    // Last, with no browser open: the naive client alone, in a child process of its own.
    const naive = await naiveInChild(app.served.url);
    log(`naive client alone: ${s(naive.ms)}, ${naive.requests} requests`);

    const figures: Figures = {
      ...mirrorFigures(inMemory, floorMs),
      mirror_disk_vs_network_floor: onDisk.ms / floorMs,
      resync_vs_network_floor: again.ms / floorMs,
      resync_cpu_ms_app: again.cpu.totalMs,
      filter_p95_ms_10k: filter10k.p95Ms,
      filter_p95_ms_100k: at100k?.filter.p95Ms ?? Number.NaN,
      filter_frame_p95_ms_10k: filter10k.frameP95Ms,
      filter_frame_p95_ms_100k: at100k?.filter.frameP95Ms ?? Number.NaN,
      cold_start_disk_ms: cold.cold.firstRowsMs,
      heap_mb_10k: heap10k.totalMiB,
      bundle_initial_kb_gzip: (bundle.initial.js + bundle.initial.css) / 1000,
      mirror_speedup_vs_naive: naive.ms / inMemory.ms,
      ...documentFigures(documents),
    };
    return {
      figures,
      details: {
        loadBefore,
        perCollection,
        floorMs,
        inMemory,
        onDisk,
        resync: again,
        coldStart: cold.cold,
        heap: heap10k,
        filter10k,
        documents,
        at100k,
        bundle,
        naive,
        seconds: (performance.now() - started) / 1000,
      },
    };
  } finally {
    await app.close();
    rmSync(diskDir, { recursive: true, force: true });
  }
}

/** The keys of the in-memory first mirror. */
export function mirrorFigures(inMemory: MirrorRun, floorMs: number): Pick<Figures, (typeof mirrorKeys)[number]> {
  return {
    mirror_vs_network_floor: inMemory.ms / floorMs,
    first_rows_first_launch_ms: inMemory.firstRowsMs,
    longest_task_during_mirror_ms: inMemory.longTasks.longestMs,
    idb_writes_first_mirror: Object.values(inMemory.writes).reduce((sum, count) => sum + count, 0),
  };
}

export function documentFigures(documents: DocumentsRun): Pick<Figures, (typeof documentKeys)[number]> {
  return {
    doc_text_extract_ms_per_page: documents.extraction.medianMsPerPage,
    longest_task_during_extract_ms: documents.viewer.extractLongestTaskMs,
    doc_search_p95_ms_500: documents.search.filter.wordP95Ms,
    viewer_first_page_ms: documents.viewer.medianMs,
  };
}

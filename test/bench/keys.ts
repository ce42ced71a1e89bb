/** The bench's figures, each a key of `npm run bench -- --json`, with its goal and what it measures. */

export const keys = [
  'mirror_vs_network_floor',
  'mirror_disk_vs_network_floor',
  'resync_vs_network_floor',
  'resync_cpu_ms_app',
  'first_rows_first_launch_ms',
  'longest_task_during_mirror_ms',
  'idb_writes_first_mirror',
  'filter_p95_ms_10k',
  'filter_p95_ms_100k',
  'filter_frame_p95_ms_10k',
  'filter_frame_p95_ms_100k',
  'cold_start_disk_ms',
  'heap_mb_10k',
  'bundle_initial_kb_gzip',
  'mirror_speedup_vs_naive',
  'doc_text_extract_ms_per_page',
  'longest_task_during_extract_ms',
  'doc_search_p95_ms_500',
  'viewer_first_page_ms',
] as const;

/** The keys `--only mirror` measures: the in-memory first mirror's (app-mirror.ts). */
export const mirrorKeys = [
  'mirror_vs_network_floor',
  'first_rows_first_launch_ms',
  'longest_task_during_mirror_ms',
  'idb_writes_first_mirror',
] as const satisfies readonly Key[];

/** The keys `--only docs` measures (documents.ts). */
export const documentKeys = [
  'doc_text_extract_ms_per_page',
  'longest_task_during_extract_ms',
  'doc_search_p95_ms_500',
  'viewer_first_page_ms',
] as const satisfies readonly Key[];

export type Key = (typeof keys)[number];

export interface Goal {
  /** "≤ 1.3"; null when the figure is only reported. */
  target: string | null;
  met: (value: number) => boolean | null;
  unit: '×' | 'ms' | 'MiB' | 'kB' | 'writes';
  /** What was measured, and how: printed beside the figure ({samples}: the filter changes per page). */
  what: string;
}

const atMost = (limit: number): Pick<Goal, 'target' | 'met'> => ({
  target: `≤ ${limit.toLocaleString('en-US')}`,
  met: (value) => value <= limit,
});

export const goals: Record<Key, Goal> = {
  mirror_vs_network_floor: {
    ...atMost(1.3),
    unit: '×',
    what: 'first sync, empty in-memory profile (off the record); first API request → status bar complete and list counting every convocatoria; ÷ network floor (Σ ⌈N/100⌉ ÷ 4 × latency over the 7 collections)',
  },
  mirror_disk_vs_network_floor: {
    ...atMost(1.6),
    unit: '×',
    what: 'the same on an empty on-disk profile (a new Chromium on a temporary profile folder)',
  },
  resync_vs_network_floor: {
    ...atMost(1.2),
    unit: '×',
    what: 'second sync on the on-disk profile, nothing changed upstream; click on "Sincronizar" → complete; ÷ the same floor; rows written counted by Chromium (DevTools protocol)',
  },
  resync_cpu_ms_app: {
    target: null,
    met: () => null,
    unit: 'ms',
    what: "CPU time the app's processes used during that re-sync: Chromium's (renderer: the page and its workers; browser, GPU, utilities) from /proc, plus the bench's Node process (browser mode's main, with the tap and Playwright's driver) from process.cpuUsage; the simulator answers from a process of its own and is not counted",
  },
  first_rows_first_launch_ms: {
    ...atMost(400),
    unit: 'ms',
    what: 'empty in-memory profile, first sync running: navigation start → the frame after the first convocatorias row',
  },
  longest_task_during_mirror_ms: {
    ...atMost(50),
    unit: 'ms',
    what: "longest task of the page's main thread (PerformanceObserver longtask) from navigation start to the end of the in-memory mirror",
  },
  idb_writes_first_mirror: {
    ...atMost(14_500),
    unit: 'writes',
    what: 'IndexedDB writes of the in-memory first mirror, every object store (puts, adds, deletes and clears Chromium reports to the DevTools protocol); per store in the details',
  },
  filter_p95_ms_10k: {
    ...atMost(8),
    unit: 'ms',
    what: 'p95 of {samples} changes in a cold-started on-disk page, every other one a search word never typed before in the page, the rest estado or a date; event → final count and first row laid out',
  },
  filter_p95_ms_100k: {
    ...atMost(16),
    unit: 'ms',
    what: 'the same at 100,004 convocatorias, in a new page of an in-memory profile they were synced into once (through the app, at no latency)',
  },
  filter_frame_p95_ms_10k: {
    target: null,
    met: () => null,
    unit: 'ms',
    what: 'the same 10k changes, to the next animation frame after the final state: when a person can see it. Each change starts just after a frame, so this is at least one frame (16.7 ms) plus whatever holds the frame back',
  },
  filter_frame_p95_ms_100k: { target: null, met: () => null, unit: 'ms', what: 'the same at 100,004' },
  cold_start_disk_ms: {
    ...atMost(400),
    unit: 'ms',
    what: 'a new Chromium process on an on-disk profile holding the 10k mirror: navigation start → the frame after the first row',
  },
  heap_mb_10k: {
    ...atMost(50),
    unit: 'MiB',
    what: 'used JS heap of the page and its workers after a forced GC (DevTools protocol), the 10k mirror listed in a cold-started page',
  },
  bundle_initial_kb_gzip: {
    ...atMost(200),
    unit: 'kB',
    what: "gzip -9 of what the window loads before its first screen (index.html's script and stylesheet, the start's stages and their imports)",
  },
  mirror_speedup_vs_naive: {
    target: null,
    met: () => null,
    unit: '×',
    what: 'naive client (follows `next` at limit 20, one request at a time) run alone in its own process, ÷ the in-memory mirror',
  },
  doc_text_extract_ms_per_page: {
    target: null,
    met: () => null,
    unit: 'ms',
    what: "median over 40 of the simulator's PDFs with text of (time to read all its pages' text ÷ its pages): the app's extractPdfText in Node with PDF.js's legacy build and in-process worker, not in the page (no worker start, no bridge read)",
  },
  longest_task_during_extract_ms: {
    ...atMost(50),
    unit: 'ms',
    what: 'longest task of the page\'s main thread (PerformanceObserver longtask) from a click on "Guardar sin conexión" of a several-page PDF until its text is kept in the cache: the save, the read back, the extraction in its PDF.js worker and the write',
  },
  doc_search_p95_ms_500: {
    ...atMost(16),
    unit: 'ms',
    what: 'p95 of 16 new search words with "Buscar también en los documentos" on (docs=1) and 500 documents\' texts in the cache (the simulator\'s PDF pages, one per convocatoria), in the 10k page; event → final count and first row laid out',
  },
  viewer_first_page_ms: {
    ...atMost(300),
    unit: 'ms',
    what: 'median of 7 opens of a saved copy (a several-page PDF of the simulator\'s): click on "Ver" → page 1\'s canvas drawn and text layer built, to the next animation frame',
  },
};

export type Figures = Record<Key, number>;

export function format(key: Key, value: number): string {
  const unit = goals[key].unit;
  if (unit === '×') return `${value.toFixed(2)}×`;
  if (unit === 'kB') return `${value.toFixed(1)} kB`;
  if (unit === 'MiB') return `${value.toFixed(1)} MiB`;
  if (unit === 'writes') return value.toLocaleString('en-US', { maximumFractionDigits: 0 });
  return `${value.toFixed(value >= 100 ? 0 : 1)} ms`;
}

export function describe(key: Key, samples: number): string {
  return goals[key].what.replace('{samples}', String(samples));
}

/** The benchmark's results: one JSON object, and the table printed for people. */
import type { BundleSizes } from './bundle';
import type { FilterTimings } from './filter';
import type { CpuShare } from './machine';
import type { ColdStart } from './startup';
import { round } from './stats';

export interface MirrorFigures {
  /** Each run: the mirror in Chromium and the IndexedDB writes of the floor measured right after it, in the same page. */
  runs: {
    ms: number;
    fromNavigationMs: number;
    apiRequests: number;
    /** The list showed the full count this long after the status bar said complete. */
    listLagMs: number;
    idbWriteMs: number;
    vsFloor: number;
  }[];
  medianMs: number;
  apiRequests: number;
  naive: { ms: number; requests: number; records: number };
  /** Whether the naive client ran alone (--naive-alone) or alongside the page measurements. */
  naiveAlone: boolean;
  floor: { networkMs: number; idbWriteMs: number; idbRecords: number; totalMs: number };
  /** A second sync right after the last mirror, nothing changed upstream (no row to write). */
  resync: { ms: number; apiRequests: number };
}

export interface BenchResults {
  machine: { cores: number; model: string; chromium: string; node: string; loadBefore: number[]; loadAfter: number[]; cpu: CpuShare };
  corpus: { latencyMs: number; perCollection: Record<string, number>; convocatorias: number };
  mirror: MirrorFigures;
  mirror_speedup_vs_naive: number;
  mirror_vs_floor: number;
  filter: { at10k: FilterTimings; at100k: FilterTimings & { seeded: true; idbVersion: number } };
  coldStart: ColdStart & { at100kMs: number; wholeListAt100kMs: number };
  heap: { usedMiB: number; at100kMiB: number };
  bundle: BundleSizes;
  targets: Record<string, { value: number; target: string; met: boolean }>;
  totalSeconds: number;
}

export function targetsOf(r: Omit<BenchResults, 'targets' | 'totalSeconds'>): BenchResults['targets'] {
  const initialKb = (r.bundle.initial.js + r.bundle.initial.css) / 1000;
  return {
    mirror_speedup_vs_naive: { value: r.mirror_speedup_vs_naive, target: '≥ 20×', met: r.mirror_speedup_vs_naive >= 20 },
    mirror_vs_floor: { value: r.mirror_vs_floor, target: '≤ 1.5×', met: r.mirror_vs_floor <= 1.5 },
    filter_p95_10k_ms: { value: r.filter.at10k.p95Ms, target: '≤ 16 ms', met: r.filter.at10k.p95Ms <= 16 },
    filter_p95_100k_ms: { value: r.filter.at100k.p95Ms, target: '≤ 50 ms', met: r.filter.at100k.p95Ms <= 50 },
    cold_start_ms: { value: r.coldStart.frameMs, target: '≤ 400 ms', met: r.coldStart.frameMs <= 400 },
    heap_mib: { value: r.heap.usedMiB, target: '≤ 80 MB', met: r.heap.usedMiB <= 80 },
    bundle_initial_gzip_kb: { value: initialKb, target: '≤ 250 kB', met: initialKb <= 250 },
  };
}

const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const ms = (value: number): string => `${value.toFixed(1)} ms`;
const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
const n = (value: number): string => value.toLocaleString('en-US');

export function table(r: BenchResults): string {
  const t = r.targets;
  const mark = (key: string): string => (t[key]?.met === true ? 'yes' : 'NO');
  const f10 = r.filter.at10k;
  const f100 = r.filter.at100k;
  const m = r.mirror;
  const rows: [string, string, string, string][] = [
    [
      `Mirror in Chromium (${n(r.corpus.convocatorias)} conv. + ${n(r.corpus.perCollection['organismos'] ?? 0)} org. + ${n(r.corpus.perCollection['tramites'] ?? 0)} trám., ${r.corpus.latencyMs} ms/request)`,
      `${s(m.medianMs)} (median of ${m.runs.map((run) => s(run.ms)).join(', ')}; ${n(m.apiRequests)} requests)`,
      '',
      '',
    ],
    ['Naive client (follows `next`, limit 20)', `${s(m.naive.ms)} (${n(m.naive.requests)} requests)`, '', ''],
    [
      'Floor: network + IndexedDB writes',
      `${s(m.floor.totalMs)} = ${s(m.floor.networkMs)} + ${s(m.floor.idbWriteMs)} (${n(m.floor.idbRecords)} puts)`,
      '',
      '',
    ],
    ['Re-sync, nothing changed upstream (after the last mirror)', `${s(m.resync.ms)} (${n(m.resync.apiRequests)} requests)`, '', ''],
    ['mirror_speedup_vs_naive', `${r.mirror_speedup_vs_naive.toFixed(1)}×`, '≥ 20×', mark('mirror_speedup_vs_naive')],
    ['mirror_vs_floor', `${r.mirror_vs_floor.toFixed(2)}×`, '≤ 1.5×', mark('mirror_vs_floor')],
    [`Filter at ${n(f10.rows)}, p50 / p95 (${f10.samples} changes)`, `${ms(f10.p50Ms)} / ${ms(f10.p95Ms)} (next frame ${ms(f10.frameP50Ms)} / ${ms(f10.frameP95Ms)})`, 'p95 ≤ 16 ms', mark('filter_p95_10k_ms')],
    [`Filter at ${n(f100.rows)} (seeded), p50 / p95 (${f100.samples} changes)`, `${ms(f100.p50Ms)} / ${ms(f100.p95Ms)} (next frame ${ms(f100.frameP50Ms)} / ${ms(f100.frameP95Ms)})`, 'p95 ≤ 50 ms', mark('filter_p95_100k_ms')],
    [
      `Cold start, ${n(f10.rows)} cached: reload → first rows on screen`,
      `${ms(r.coldStart.frameMs)} (median of ${r.coldStart.runs.length}; in the DOM at ${ms(r.coldStart.domMs)}; every row listed at ${ms(r.coldStart.wholeListMs)}; ` +
        `${n(f100.rows)} cached: ${ms(r.coldStart.at100kMs)}, every row at ${ms(r.coldStart.wholeListAt100kMs)})`,
      '≤ 400 ms',
      mark('cold_start_ms'),
    ],
    [`JS heap after GC, ${n(f10.rows)} cached and listed`, `${r.heap.usedMiB.toFixed(1)} MB (${n(f100.rows)}: ${r.heap.at100kMiB.toFixed(1)} MB)`, '≤ 80 MB', mark('heap_mib')],
    [
      'Bundle, gzip: initial JS + CSS',
      `${kb(r.bundle.initial.js + r.bundle.initial.css)} (JS ${kb(r.bundle.initial.js)}, CSS ${kb(r.bundle.initial.css)}); lazy JS ${kb(r.bundle.lazy.js)}`,
      '≤ 250 kB',
      mark('bundle_initial_gzip_kb'),
    ],
  ];
  const header: [string, string, string, string] = ['Figure', 'Measured', 'Target', 'Met'];
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The JSON figure set, rounded: more digits than this are noise. */
export function json(r: BenchResults): string {
  return JSON.stringify(r, (_key, value: unknown) => (typeof value === 'number' && !Number.isInteger(value) ? round(value, 2) : value), 2);
}

/**
 * The benchmark's results: one JSON object (each key → its median over the runs, plus targets,
 * spread and every run's details), the text printed for people, and RESULTS.md, the latest table
 * with the machine and commit it was measured on. Both again from a saved JSON:
 * `npx tsx test/bench/report.ts bench.json [--results]` (after `npm run -s bench -- --runs 3 --json > bench.json`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format as prettierFormat, resolveConfig } from 'prettier';
import { describe, format, goals, keys, type Figures, type Key } from './keys';
import type { Run } from './once';
import { median, round } from './stats';

export interface Machine {
  cores: number;
  model: string;
  chromium: string;
  node: string;
  commit: string;
  /** When the bench ran (ISO 8601); absent in JSON saved before it was recorded. */
  date?: string;
  loadBefore: number[];
  loadAfter: number[];
  /** Shares of the machine's CPU over the whole invocation, 0–1 (null off Linux). */
  cpu: { ours: number | null; others: number | null };
}

export type BenchResults = Figures & {
  targets: Record<Key, string | null>;
  met: Record<Key, boolean | null>;
  /** [min, max] over the runs. */
  spread: Record<Key, [number, number]>;
  what: Record<Key, string>;
  setup: { latencyMs: number; perCollection: Record<string, number>; floorMs: number; samples: number; sync100kMs: number | null };
  machine: Machine;
  runs: Run[];
  totalSeconds: number;
};

export function aggregate(runs: readonly Run[], setup: BenchResults['setup'], machine: Machine, totalSeconds: number): BenchResults {
  const values = (key: Key): number[] => runs.map((run) => run.figures[key]).filter((value) => !Number.isNaN(value));
  const byKey = <T>(make: (key: Key) => T): Record<Key, T> => Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<Key, T>;
  const figures = byKey((key) => median(values(key)));
  return {
    ...figures,
    targets: byKey((key) => goals[key].target),
    met: byKey((key) => (Number.isNaN(figures[key]) ? null : goals[key].met(figures[key]))),
    spread: byKey((key) => [Math.min(...values(key)), Math.max(...values(key))]),
    what: byKey((key) => describe(key, setup.samples)),
    setup,
    machine,
    runs: [...runs],
    totalSeconds,
  };
}

/** Rounded: more digits than this are noise. NaN (a figure not measured) becomes null. */
export function json(results: BenchResults): string {
  return JSON.stringify(
    results,
    (key, value: unknown) => {
      if (key === 'files') return undefined;
      return typeof value === 'number' && !Number.isInteger(value) ? round(value, 2) : value;
    },
    2,
  );
}

const metText = (met: boolean | null): string => (met === null ? '' : met ? 'yes' : 'NO');

function measured(results: BenchResults, key: Key): string {
  const value: number | null = results[key];
  if (value === null || Number.isNaN(value)) return 'not measured';
  const [low, high] = results.spread[key];
  return results.runs.length > 1 ? `${format(key, value)} (${format(key, low)} – ${format(key, high)})` : format(key, value);
}

/** The key table, for the terminal or the README: one row per key. */
export function markdownTable(results: BenchResults): string {
  const runs = results.runs.length;
  const header = ['key', runs > 1 ? `median of ${runs} runs (min – max)` : 'measured', 'goal', 'met', 'what was measured'];
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  const rows = keys.map((key) =>
    line([`\`${key}\``, measured(results, key), results.targets[key] ?? 'reported', metText(results.met[key]), results.what[key]]),
  );
  return [line(header), line(header.map(() => '---')), ...rows].join('\n');
}

/** Some keys only (`--only docs`): key, figure, goal, met, what was measured. */
export function partialTable(figures: Partial<Record<Key, number>>): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  const header = ['key', 'measured', 'goal', 'met', 'what was measured'];
  const rows = keys.flatMap((key) => {
    const value = figures[key];
    if (value === undefined) return [];
    const goal = goals[key];
    return [
      line([
        `\`${key}\``,
        Number.isNaN(value) ? 'not measured' : format(key, value),
        goal.target ?? 'reported',
        metText(goal.met(value)),
        goal.what,
      ]),
    ];
  });
  return [line(header), line(header.map(() => '---')), ...rows].join('\n');
}

/** The lines under the table: the corpus, the machine and its load, and a few details per run. */
export function notes(results: BenchResults): string {
  const { machine: m, setup } = results;
  const load = (values: number[]): string => values.map((value) => value.toFixed(2)).join(' ');
  const share = (value: number | null): string => (value === null ? '?' : `${(value * 100).toFixed(0)} %`);
  const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
  const n = (value: number): string => value.toLocaleString('en-US');
  const lines = [
    `Corpus: ${Object.entries(setup.perCollection)
      .map(([collection, count]) => `${collection} ${n(count)}`)
      .join(', ')}; ${setup.latencyMs} ms per request; network floor ${s(setup.floorMs)} (page 100, 4 in flight)` +
      (setup.sync100kMs === null ? '.' : `; the 100k profile synced once in ${s(setup.sync100kMs)} at no latency.`),
    `Machine: ${m.cores} cores (${m.model}), Chromium ${m.chromium}, Node ${m.node}, commit ${m.commit}; load average ${load(m.loadBefore)} before, ${load(m.loadAfter)} after; ` +
      `CPU used by the bench ${share(m.cpu.ours)}, by other processes ${share(m.cpu.others)}; ${results.totalSeconds.toFixed(0)} s in all.`,
  ];
  results.runs.forEach(({ details: d }, index) => {
    const writes = (counts: Record<string, number>): string =>
      Object.entries(counts)
        .map(([store, count]) => `${store} ${n(count)}`)
        .join(', ') || 'none';
    lines.push(
      `Run ${index + 1} (load ${load(d.loadBefore)}): mirror ${s(d.inMemory.ms)} in memory (${n(d.inMemory.requests)} requests, at most ${d.inMemory.maxInFlight} in flight, ` +
        `${d.inMemory.longTasks.count} long tasks, ${d.inMemory.longTasks.totalMs.toFixed(0)} ms in all, the longest after the first request ${d.inMemory.longTasksSyncing.longestMs.toFixed(0)} ms; ` +
        `IndexedDB writes: ${writes(d.inMemory.writes)}), ` +
        `${s(d.onDisk.ms)} on disk (first rows at ${d.onDisk.firstRowsMs.toFixed(0)} ms, longest task ${d.onDisk.longTasks.longestMs.toFixed(0)} ms); ` +
        `re-sync ${s(d.resync.ms)}, ${n(d.resync.requests)} requests, rows written ${n(d.resync.rowsWritten)} (writes: ${writes(d.resync.writes)}); ` +
        `cold start: every row listed at ${d.coldStart.wholeListMs.toFixed(0)} ms; heap: page ${d.heap.pageMiB.toFixed(1)} MiB, workers [${d.heap.workersMiB.map((w) => w.toFixed(1)).join(', ')}]; ` +
        `filter 10k: p50 ${d.filter10k.p50Ms.toFixed(1)} ms, words p95 ${d.filter10k.wordP95Ms.toFixed(1)}, estado/date p95 ${d.filter10k.otherP95Ms.toFixed(1)}, next frame p95 ${d.filter10k.frameP95Ms.toFixed(1)}` +
        (d.at100k === null
          ? ''
          : `; at 100k: cold start ${d.at100k.coldStart.firstRowsMs.toFixed(0)} ms (every row at ${s(d.at100k.coldStart.wholeListMs)}), heap ${d.at100k.heap.totalMiB.toFixed(1)} MiB, ` +
            `filter p50 ${d.at100k.filter.p50Ms.toFixed(1)} ms, next frame p95 ${d.at100k.filter.frameP95Ms.toFixed(1)}`) +
        (d.documents === undefined
          ? ''
          : `; documents: extraction ${d.documents.extraction.documents} PDFs, ${d.documents.extraction.pages} pages; search in ${d.documents.search.documents} documents p50 ${d.documents.search.filter.p50Ms.toFixed(1)} ms, ` +
            `estado/date p95 ${d.documents.search.filter.otherP95Ms.toFixed(1)}; viewer opens ${d.documents.viewer.opensMs.map((ms) => ms.toFixed(0)).join(', ')} ms`) +
        `; naive ${s(d.naive.ms)} (${n(d.naive.requests)} requests); ${d.seconds.toFixed(0)} s.`,
    );
  });
  return lines.join('\n');
}

/** Where the bench keeps its latest results, beside its code. */
export const resultsFile = fileURLToPath(new URL('./RESULTS.md', import.meta.url));

/**
 * RESULTS.md: what was measured, where and when, then the table and the lines under it. Formatted
 * with the project's Prettier settings, so the generated file passes `npm run lint` as written.
 */
export async function resultsMarkdown(results: BenchResults): Promise<string> {
  const m = results.machine;
  const runs = results.runs.length;
  const text = [
    '# Benchmark results',
    '',
    '<!-- Generated by `npm run bench` (test/bench/run.ts, report.ts): every run replaces this file. Do not edit it by hand. -->',
    '',
    `Generated by \`npm run bench\`: ${runs === 1 ? 'one run' : `${runs} runs`} of commit \`${m.commit}\`` +
      `${m.date === undefined ? '' : ` on ${m.date.slice(0, 10)}`}, on ${m.cores} cores (${m.model}) with Chromium ${m.chromium} and Node ${m.node}.`,
    'How each key is measured: [README.md](README.md). Figures move with the machine and what else it is doing (its load and',
    "the other processes' share of the CPU are in the lines under the table): compare only runs made on the same machine in the same hour.",
    '',
    markdownTable(results),
    '',
    ...notes(results)
      .split('\n')
      .map((line) => `- ${line}`),
    '',
  ].join('\n');
  return prettierFormat(text, { ...(await resolveConfig(resultsFile)), parser: 'markdown' });
}

export async function writeResults(results: BenchResults, file = resultsFile): Promise<void> {
  writeFileSync(file, await resultsMarkdown(results));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // parseArgs itself, not src-main/cli/options.ts: this tool takes its file as a positional argument.
  const { positionals, values } = parseArgs({ options: { results: { type: 'boolean' } }, allowPositionals: true });
  const [file] = positionals;
  if (file === undefined || positionals.length > 1) throw new Error('usage: npx tsx test/bench/report.ts bench.json [--results]');
  // A figure not measured was written as null.
  const results = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
  console.log(`${markdownTable(results)}\n\n${notes(results)}`);
  if (values.results === true) await writeResults(results);
}

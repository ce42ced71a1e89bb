/**
 * The headless export: the same sync engine, fetching with the main-process fetcher into an
 * in-memory store, then written as JSON files with a report. No Electron, no browser.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { collections, type Collection } from '../../src-shared/api';
import { MemoryStore, syncCollections, type SyncOutcome } from '../../src-shared/sync';
import { createFetcher } from '../api/fetcher';
import { optionValue, resolveBaseUrl } from '../config';

export interface ExportArgs {
  baseUrl: string;
  out: string;
  collections: Collection[];
  pageSize: number;
  concurrency: number;
}

export const exportUsage =
  'Uso: npm run export -- --out DIR [--base-url URL] [--collections organismos,convocatorias,...] [--page-size N] [--concurrency N]';

const known = new Set(['--out', '--base-url', '--collections', '--page-size', '--concurrency']);

export function parseExportArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): { ok: true; args: ExportArgs } | { ok: false; message: string } {
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i]?.split('=')[0] ?? '';
    if (!known.has(name)) return { ok: false, message: `Opción desconocida: «${argv[i] ?? ''}»` };
    if (!(argv[i] ?? '').includes('=')) i++;
  }
  const base = resolveBaseUrl(argv, env);
  if (!base.ok) return base;
  const out = optionValue(argv, '--out');
  if (out === undefined || out.trim() === '') return { ok: false, message: 'Falta --out DIR (la carpeta donde escribir los archivos).' };
  const names = (optionValue(argv, '--collections') ?? collections.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => (name === 'ordenadas' ? 'convocatorias/ordenadas' : name));
  const unknown = names.filter((name) => !(collections as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0) {
    return { ok: false, message: `Colecciones inválidas: «${unknown.join(', ')}». Válidas: ${collections.join(', ')} (u «ordenadas»).` };
  }
  const pageSize = integerOption(argv, '--page-size', 100, 1, 1000);
  if (typeof pageSize === 'string') return { ok: false, message: pageSize };
  const concurrency = integerOption(argv, '--concurrency', 4, 1, 16);
  if (typeof concurrency === 'string') return { ok: false, message: concurrency };
  return { ok: true, args: { baseUrl: base.baseUrl, out: resolve(out), collections: names as Collection[], pageSize, concurrency } };
}

function integerOption(argv: readonly string[], name: string, fallback: number, min: number, max: number): number | string {
  const raw = optionValue(argv, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max
    ? value
    : `${name} debe ser un entero entre ${min} y ${max} (se recibió «${raw}»).`;
}

export interface ExportReport {
  baseUrl: string;
  startedAt: string;
  finishedAt: string;
  complete: boolean;
  collections: Partial<Record<Collection, Omit<SyncOutcome, 'collection' | 'error'> & { error: string | null }>>;
}

/** Runs the export; resolves to the exit code (0 all complete, 2 some incomplete). */
export async function runExport(args: ExportArgs, log: (line: string) => void): Promise<number> {
  const startedAt = new Date().toISOString();
  const store = new MemoryStore();
  const fetcher = createFetcher({ baseUrl: args.baseUrl });
  const outcomes = await syncCollections(args.collections, fetcher, store, {
    pageSize: args.pageSize,
    concurrency: args.concurrency,
    onOutcome: (o) => log(progressLine(o)),
  });
  await mkdir(args.out, { recursive: true });
  const has = (...names: Collection[]): boolean => names.some((name) => args.collections.includes(name));
  if (has('organismos', 'programas', 'museos', 'institutos')) {
    await writeJson(
      args.out,
      'organismos.json',
      rows(store, 'organismo').map((row) => ({ ...row.record, listas: row.listas })),
    );
  }
  if (has('convocatorias', 'convocatorias/ordenadas')) {
    const convocatorias = rows(store, 'convocatoria').map((row) => ({
      ...row.record,
      ...(row.ordenadasRank === null ? {} : { ordenadas_rank: row.ordenadasRank }),
    }));
    await writeJson(args.out, 'convocatorias.json', convocatorias);
  }
  if (has('tramites'))
    await writeJson(
      args.out,
      'tramites.json',
      rows(store, 'tramite').map((row) => row.record),
    );
  const report: ExportReport = {
    baseUrl: args.baseUrl,
    startedAt,
    finishedAt: new Date().toISOString(),
    complete: outcomes.every((o) => o.complete),
    collections: Object.fromEntries(
      outcomes.map(({ collection, error, ...rest }) => [collection, { ...rest, error: error === null ? null : JSON.stringify(error) }]),
    ),
  };
  await writeJson(args.out, 'report.json', report);
  for (const o of outcomes.filter((outcome) => !outcome.complete)) log(`${o.collection}: INCOMPLETA — ${o.problem ?? ''}`);
  return report.complete ? 0 : 2;
}

function rows(store: MemoryStore, table: keyof MemoryStore['tables']) {
  return [...store.tables[table].values()].sort((a, b) => a.record.id - b.record.id);
}

function progressLine(o: SyncOutcome): string {
  const total = o.count === null ? '?' : String(o.count);
  const status = o.complete ? 'completa' : 'incompleta';
  const extras = [`${o.requests} pedidos`, `${o.retries} reintentos`, `${o.rejects.length} rechazados`];
  if (o.passes > 1) extras.push(`${o.passes} pasadas`);
  return `${o.collection}: ${o.stored}/${total} ${status} (${extras.join(', ')})`;
}

/** Written to a temporary name and renamed, so a crash never leaves half a file. */
async function writeJson(dir: string, name: string, value: unknown): Promise<void> {
  const file = join(dir, name);
  await writeFile(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`, 'utf8');
  await rename(`${file}.tmp`, file);
}

/**
 * The headless export: the same sync engine, fetching with the main-process fetcher into an
 * in-memory store, then written as JSON files with a report. No Electron, no browser.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { collections, type Collection } from '../../src-shared/api';
import { bridgeErrorDetail } from '../../src-shared/errors';
import { defaultSettings, settingsLimits } from '../../src-shared/settings';
import { MemoryStore, syncCollections, type SyncOutcome } from '../../src-shared/sync';
import { createFetcher } from '../api/fetcher';
import { resolveBaseUrl } from '../config';
import { integerOption, parseOptions } from './options';

export interface ExportArgs {
  baseUrl: string;
  out: string;
  collections: Collection[];
  pageSize: number;
  concurrency: number;
  /** Requests one collection may send; a collection that needs more stops, with the reason. */
  maxRequests: number;
}

export const exportUsage =
  'Uso: npm run export -- --out DIR [--base-url URL] [--collections organismos,convocatorias,...] [--page-size N] [--concurrency N] [--max-requests N]';

export function parseExportArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): { ok: true; args: ExportArgs } | { ok: false; message: string } {
  const parsed = parseOptions(argv, { values: ['out', 'base-url', 'collections', 'page-size', 'concurrency', 'max-requests'] });
  if (!parsed.ok) return parsed;
  const { values } = parsed.value;
  const base = resolveBaseUrl(values['base-url'], env);
  if (!base.ok) return base;
  const out = values.out;
  if (out === undefined || out.trim() === '') return { ok: false, message: 'Falta --out DIR (la carpeta donde escribir los archivos).' };
  const names = (values.collections ?? collections.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => (name === 'ordenadas' ? 'convocatorias/ordenadas' : name));
  const valid = names.filter(isCollection);
  const unknown = names.filter((name) => !isCollection(name));
  if (unknown.length > 0 || valid.length === 0) {
    return { ok: false, message: `Colecciones inválidas: «${unknown.join(', ')}». Válidas: ${collections.join(', ')} (u «ordenadas»).` };
  }
  const pageSize = integerOption('--page-size', values['page-size'], 100, 1, 1000);
  if (!pageSize.ok) return pageSize;
  const concurrency = integerOption('--concurrency', values.concurrency, 4, 1, 16);
  if (!concurrency.ok) return concurrency;
  const { min, max } = settingsLimits.maxRequests;
  const maxRequests = integerOption('--max-requests', values['max-requests'], defaultSettings.maxRequests, min, max);
  if (!maxRequests.ok) return maxRequests;
  return {
    ok: true,
    args: {
      baseUrl: base.baseUrl,
      out: resolve(out),
      collections: valid,
      pageSize: pageSize.value,
      concurrency: concurrency.value,
      maxRequests: maxRequests.value,
    },
  };
}

function isCollection(name: string): name is Collection {
  return collections.some((collection) => collection === name);
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
    maxRequests: args.maxRequests,
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
  for (const o of outcomes.filter((outcome) => !outcome.complete)) {
    const why = o.error === null ? '' : ` (${bridgeErrorDetail(o.error)})`;
    log(`${o.collection}: INCOMPLETA — ${o.problem ?? ''}${why}`);
  }
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

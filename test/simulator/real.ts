// Loads the real API records saved under test/fixtures/real so the simulator
// can serve them verbatim (only `url` is regenerated from the request host).

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Entry } from './corpus';

export interface RealData {
  /** Convocatorias, newest first, with sort keys that keep each file's own order. */
  convocatorias: Entry[];
  /** Organismo records (all of them museos in the saved data). */
  museos: Entry[];
}

type Kind = 'convocatoria' | 'organismo';

/** Newest data first, so the first record seen for an id wins (SOURCES.md has the dates). */
const files: readonly (readonly [string, Kind])[] = [
  ['convocatorias-ObservatorioWeb2-20240326-additions.json', 'convocatoria'],
  ['convocatorias-ObservatorioWeb2-20240220.json', 'convocatoria'],
  ['museos-record27-gson-sample.json', 'organismo'],
  ['museos-jumanchuk-my-react-app-20191110.json', 'organismo'],
  ['convocatorias-Zamo78api-20191109.json', 'convocatoria'],
  ['convocatorias-detail-7273-angular-api-gateway.json', 'convocatoria'],
  ['convocatorias-via-gateway-angular-api-gateway.json', 'convocatoria'],
];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The records of a fixture file: a bare array, an envelope's `results`, or one record. */
function recordsOf(data: unknown): Record<string, unknown>[] {
  if (Array.isArray(data)) return data.filter(isObject);
  if (isObject(data) && Array.isArray(data['results'])) return data['results'].filter(isObject);
  return isObject(data) ? [data] : [];
}

/** Record without `id` and `url`, keeping the original key order. */
function fieldsOf(record: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) if (key !== 'id' && key !== 'url') fields[key] = value;
  return fields;
}

let cache: RealData | undefined;

export function loadRealData(): RealData {
  if (cache) return cache;
  const dir = fileURLToPath(new URL('../fixtures/real/', import.meta.url));
  const seen = new Set<number>();
  const convocatorias: Entry[] = [];
  const museos: Entry[] = [];
  for (const [file, kind] of files) {
    const records = recordsOf(JSON.parse(readFileSync(dir + file, 'utf8')) as unknown);
    // Sort keys follow the file order even where it is not id order (13742 before 13743):
    // each record's key is its id, capped just below the previous record's key.
    let previousKey = Number.POSITIVE_INFINITY;
    for (const record of records) {
      const id = record['id'];
      if (typeof id !== 'number' || !Number.isInteger(id)) continue;
      const key = Math.min(id, previousKey - 0.5);
      previousKey = key;
      if (seen.has(id)) continue;
      seen.add(id);
      const target = kind === 'convocatoria' ? convocatorias : museos;
      target.push({ id, key: kind === 'convocatoria' ? key : id, fields: fieldsOf(record) });
    }
  }
  convocatorias.sort((a, b) => b.key - a.key || b.id - a.id);
  museos.sort((a, b) => a.id - b.id);
  cache = { convocatorias, museos };
  return cache;
}

/** Deep copy so the store can mutate entries without touching the cached originals. */
export function cloneEntry(entry: Entry): Entry {
  return { id: entry.id, key: entry.key, fields: structuredClone(entry.fields) };
}

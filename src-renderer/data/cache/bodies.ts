/**
 * Records' bodies, kept apart from their rows in chunks (see BodyChunk): read for the record
 * shown, an export or version 11's upgrade, each through the chunk key its row carries.
 */
import type { Table } from 'dexie';
import type { Collection } from '../../../src-shared/api';
import { db, type BodyChunk, type BodyKind, type DirectorioDb } from './db';

/** What a row says of its body. */
type WithBody = { id: number; bodyChunk?: string };

/** The chunk of the records a sync stores first from a page: a key of its own for each page of each pass. */
export const pageChunkKey = (collection: Collection, offset: number, generation: number): string => `${collection}@${offset}#${generation}`;

const rowsOf = (from: DirectorioDb, kind: BodyKind): Table<WithBody, number> =>
  kind === 'convocatoria' ? from.convocatorias : kind === 'organismo' ? from.organismos : from.tramites;

/** The bodies of these rows, by id ('' for a row whose body is not cached): each chunk read once. */
export async function bodiesOfRows(
  chunks: Table<BodyChunk, string>,
  rows: readonly ({ id: number; bodyChunk?: string | undefined } | undefined)[],
): Promise<Map<number, string>> {
  const keys = [...new Set(rows.flatMap((row) => (row?.bodyChunk === undefined ? [] : [row.bodyChunk])))];
  const found = await chunks.bulkGet(keys);
  const byKey = new Map(keys.map((key, index) => [key, found[index]?.bodies]));
  const bodies = new Map<number, string>();
  for (const row of rows) if (row !== undefined) bodies.set(row.id, byKey.get(row.bodyChunk ?? '')?.[row.id] ?? '');
  return bodies;
}

/** The bodies of these records, by id ('' for a record whose body is not cached). */
export async function readBodies(kind: BodyKind, ids: readonly number[], from: DirectorioDb = db): Promise<Map<number, string>> {
  const table = rowsOf(from, kind);
  const bodies = await from.transaction('r', table, from.cuerpos, async () => bodiesOfRows(from.cuerpos, await table.bulkGet([...ids])));
  return new Map(ids.map((id) => [id, bodies.get(id) ?? '']));
}

/** One record's row with its body: null when the row is not cached. */
export async function readWithBody<R extends WithBody, F extends string>(
  field: F,
  row: R | undefined,
  from: DirectorioDb = db,
): Promise<(R & Record<F, string>) | null> {
  if (row === undefined) return null;
  const body = row.bodyChunk === undefined ? undefined : (await from.cuerpos.get(row.bodyChunk))?.bodies[row.id];
  return { ...row, [field]: body ?? '' } as R & Record<F, string>;
}

/**
 * Writes bodies into their chunks (chunk key → id → body) and takes the bodies of deleted records
 * out of theirs (chunk key → ids): each chunk touched is read and written once; one left empty is deleted.
 */
export async function writeBodies(
  chunks: Table<BodyChunk, string>,
  put: ReadonlyMap<string, ReadonlyMap<number, string>>,
  removed: ReadonlyMap<string, readonly number[]> = new Map(),
): Promise<void> {
  const keys = [...new Set([...put.keys(), ...removed.keys()])];
  if (keys.length === 0) return;
  const stored = await chunks.bulkGet(keys);
  const written: BodyChunk[] = [];
  const emptied: string[] = [];
  keys.forEach((key, index) => {
    const bodies: Record<number, string> = { ...stored[index]?.bodies };
    for (const id of removed.get(key) ?? []) Reflect.deleteProperty(bodies, id);
    for (const [id, html] of put.get(key) ?? []) bodies[id] = html;
    if (Object.keys(bodies).length > 0) written.push({ key, bodies });
    else if (stored[index] !== undefined) emptied.push(key);
  });
  await Promise.all([chunks.bulkPut(written), chunks.bulkDelete(emptied)]);
}

/** The chunk key → ids of these rows, for writeBodies' `removed`. */
export function chunksOf(rows: readonly WithBody[]): Map<string, number[]> {
  const chunks = new Map<string, number[]>();
  for (const row of rows) {
    if (row.bodyChunk === undefined) continue;
    const ids = chunks.get(row.bodyChunk) ?? [];
    ids.push(row.id);
    chunks.set(row.bodyChunk, ids);
  }
  return chunks;
}

/**
 * What the cache holds in its chunks, read straight from the tables: the bodies (through the chunk
 * key each row carries) and the official order's ranks. Written here, not with the app's readers,
 * so the tests that use them check those readers too.
 */
import type { DirectorioDb } from '../../../src-renderer/data/cache/db';

/**
 * Every body the cache holds, keyed `${kind}:${id}`; a body in a chunk that no row of that id
 * points to is listed as `stray ${chunk key}:${id}`, so a test comparing the map sees it.
 */
export async function storedBodies(db: DirectorioDb): Promise<Map<string, string>> {
  const chunks = new Map((await db.cuerpos.toArray()).map((chunk) => [chunk.key, { ...chunk.bodies }]));
  const bodies = new Map<string, string>();
  const tables = [
    ['convocatoria', await db.convocatorias.toArray()],
    ['organismo', await db.organismos.toArray()],
    ['tramite', await db.tramites.toArray()],
  ] as const;
  for (const [kind, rows] of tables) {
    for (const row of rows) {
      const chunk = row.bodyChunk === undefined ? undefined : chunks.get(row.bodyChunk);
      const html = chunk?.[row.id];
      if (chunk === undefined || html === undefined) continue;
      bodies.set(`${kind}:${row.id}`, html);
      Reflect.deleteProperty(chunk, row.id);
    }
  }
  for (const [key, left] of chunks) for (const [id, html] of Object.entries(left)) bodies.set(`stray ${key}:${id}`, html);
  return bodies;
}

/** One body, as storedBodies keys it; undefined when the cache holds none. */
export async function storedBody(db: DirectorioDb, key: string): Promise<string | undefined> {
  return (await storedBodies(db)).get(key);
}

/** The official order as the cache holds it: { id, rank } by rank (then id); an id in two chunks shows twice. */
export async function storedRanks(db: DirectorioDb): Promise<{ id: number; rank: number }[]> {
  const ranks = (await db.orden.toArray()).flatMap((chunk) => chunk.ranks.map(([id, rank]) => ({ id, rank })));
  return ranks.sort((a, b) => a.rank - b.rank || a.id - b.id);
}

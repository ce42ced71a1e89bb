/**
 * Version 9's upgrade: the official order, a row per rank until version 8, becomes chunks of ranks
 * (RankChunk); the bodies, a row per record, become chunks of 100 records in id order (BodyChunk),
 * each row given its chunk's key (and the fingerprint of its body, where it had none). A few
 * chunks at a time, so a large cache is never held in memory whole.
 */
import type { Transaction } from 'dexie';
import { fingerprint } from './fingerprint';
import { toRankChunks } from './ranks';

const bodiesPerChunk = 100;

const tables = [
  ['convocatorias', 'convocatoria'],
  ['organismos', 'organismo'],
  ['tramites', 'tramite'],
] as const;

export async function chunkBodiesAndRanks(tx: Transaction): Promise<void> {
  const ranks = await tx.table<{ id: number; rank: number }, number>('ordenadas').toArray();
  await tx.table('orden').bulkPut(toRankChunks(ranks.map(({ id, rank }) => [id, rank] as const)));

  const cuerpos = tx.table<{ key: string; html?: string; bodies?: Record<number, string> }, string>('cuerpos');
  // Every key of version 8 is `${kind}:${id}`; a chunk's key has no colon, so none is taken for an old one.
  const oldKeys = await cuerpos.toCollection().primaryKeys();
  for (const [name, kind] of tables) {
    const rows = tx.table<Record<string, unknown>, number>(name);
    const ids = await rows.toCollection().primaryKeys();
    for (let at = 0; at < ids.length; at += bodiesPerChunk) {
      const slice = ids.slice(at, at + bodiesPerChunk);
      const key = `${kind}@v9#${at / bodiesPerChunk}`;
      const old = await cuerpos.bulkGet(slice.map((id) => `${kind}:${id}`));
      const bodies: Record<number, string> = {};
      slice.forEach((id, index) => {
        bodies[id] = old[index]?.html ?? '';
      });
      await rows
        .where(':id')
        .anyOf(slice)
        .modify((row) => {
          const body = bodies[row.id as number] ?? '';
          row.bodyChunk = key;
          row.bodyHash ??= fingerprint(body);
        });
      await cuerpos.put({ key, bodies });
    }
  }
  // What is left of version 8: the bodies moved, and any of a record no longer cached.
  await cuerpos.bulkDelete(oldKeys);
}

/** The official order beside the stored convocatorias (see RankRow): rows as the lists and the reader see them. */
import type { Table } from 'dexie';
import type { ConvocatoriaRow, DirectorioDb, RankRow, StoredConvocatoriaRow } from './db';

/** The rank of each id in the official order, read key by key; null for an id not in it. */
export async function rankMap(ranks: Table<RankRow, number>, ids: readonly number[]): Promise<Map<number, number | null>> {
  const found = await ranks.bulkGet([...ids]);
  return new Map(ids.map((id, index) => [id, found[index]?.rank ?? null]));
}

/** Beyond this many rows, their ranks are read as one range of ids rather than key by key. */
const byRangeFrom = 64;

/**
 * The rows with their rank in the official order (null when not in it), in the order given. A
 * large batch (a live table's slice: ids in a row) reads the ranks of its id range at once: one
 * request instead of one per row, which at 100,000 rows made the first read several times slower.
 */
export async function withRanks<S extends StoredConvocatoriaRow>(from: DirectorioDb, rows: readonly S[]): Promise<(S & ConvocatoriaRow)[]> {
  let ranks: Map<number, number | null>;
  if (rows.length > byRangeFrom) {
    const low = rows.reduce((min, row) => Math.min(min, row.id), Infinity);
    const high = rows.reduce((max, row) => Math.max(max, row.id), -Infinity);
    const found = await from.ordenadas.where(':id').between(low, high, true, true).toArray();
    ranks = new Map(found.map((rank) => [rank.id, rank.rank]));
  } else {
    ranks = await rankMap(
      from.ordenadas,
      rows.map((row) => row.id),
    );
  }
  return rows.map((row) => ({ ...row, ordenadasRank: ranks.get(row.id) ?? null }));
}

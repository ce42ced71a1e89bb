/** The official order beside the stored convocatorias (see RankRow): rows as the lists and the reader see them. */
import type { ConvocatoriaRow, DirectorioDb, StoredConvocatoriaRow } from './db';

/** Beyond this many rows, their ranks are read as one range of ids rather than key by key. */
const byRangeFrom = 64;

/**
 * The rows with their rank in the official order (null when not in it), in the order given. A
 * large batch (a live table's slice: ids in a row) reads the ranks of its id range at once: one
 * request instead of one per row, which at 100,000 rows made the first read several times slower.
 */
export async function withRanks<S extends StoredConvocatoriaRow>(from: DirectorioDb, rows: readonly S[]): Promise<(S & ConvocatoriaRow)[]> {
  let rankOf: (id: number, index: number) => number | undefined;
  if (rows.length > byRangeFrom) {
    const low = rows.reduce((min, row) => Math.min(min, row.id), Infinity);
    const high = rows.reduce((max, row) => Math.max(max, row.id), -Infinity);
    const found = await from.ordenadas.where(':id').between(low, high, true, true).toArray();
    const ranks = new Map(found.map((rank) => [rank.id, rank.rank]));
    rankOf = (id) => ranks.get(id);
  } else {
    const found = await from.ordenadas.bulkGet(rows.map((row) => row.id));
    rankOf = (_id, index) => found[index]?.rank;
  }
  return rows.map((row, index) => ({ ...row, ordenadasRank: rankOf(row.id, index) ?? null }));
}

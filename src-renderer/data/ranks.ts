/** The official order beside the stored convocatorias (see RankRow): rows as the lists and the reader see them. */
import type { ConvocatoriaRow, DirectorioDb, StoredConvocatoriaRow } from './db';

/** The rows with their rank in the official order (null when not in it), in the order given. */
export async function withRanks<S extends StoredConvocatoriaRow>(from: DirectorioDb, rows: readonly S[]): Promise<(S & ConvocatoriaRow)[]> {
  const ranks = await from.ordenadas.bulkGet(rows.map((row) => row.id));
  return rows.map((row, index) => ({ ...row, ordenadasRank: ranks[index]?.rank ?? null }));
}

/** The official order beside the stored convocatorias, in chunks of ranks (see RankChunk): rows as the lists and the reader see them. */
import type { Table } from 'dexie';
import type { ConvocatoriaRow, DirectorioDb, RankChunk, StoredConvocatoriaRow } from './db';

/**
 * Ranks per chunk: a page of the order (100 by default) falls in one chunk or two, and the whole
 * order of 10,000 convocatorias is ten values.
 */
export const ranksPerChunk = 1000;

/** The start of the chunk a rank falls in: its key. */
export const chunkOfRank = (rank: number): number => rank - (rank % ranksPerChunk);

/** The order's ranks (id → rank) as the chunks that hold them. */
export function toRankChunks(ranks: Iterable<readonly [number, number]>): RankChunk[] {
  const chunks = new Map<number, RankChunk>();
  for (const [id, rank] of ranks) {
    const start = chunkOfRank(rank);
    let chunk = chunks.get(start);
    if (chunk === undefined) {
      chunk = { start, ranks: [] };
      chunks.set(start, chunk);
    }
    chunk.ranks.push([id, rank]);
  }
  return [...chunks.values()];
}

/** Every rank of the official order, by id: the whole order in one read. */
export async function readRanks(table: Table<RankChunk, number>): Promise<Map<number, number>> {
  const ranks = new Map<number, number>();
  for (const chunk of await table.toArray()) for (const [id, rank] of chunk.ranks) ranks.set(id, rank);
  return ranks;
}

/** The rows with their rank in the official order (null when not in it), in the order given. */
export function joinRanks<S extends StoredConvocatoriaRow>(
  rows: readonly S[],
  ranks: ReadonlyMap<number, number>,
): (S & ConvocatoriaRow)[] {
  return rows.map((row) => ({ ...row, ordenadasRank: ranks.get(row.id) ?? null }));
}

/** The rows with their rank, the order read for them (a list reading many slices reads it once: `readRanks`, `joinRanks`). */
export async function withRanks<S extends StoredConvocatoriaRow>(from: DirectorioDb, rows: readonly S[]): Promise<(S & ConvocatoriaRow)[]> {
  return joinRanks(rows, await readRanks(from.orden));
}

/** The head of the order: its `size` lowest ranks as [id, rank], reading chunks from the first only until it has them. */
export async function firstRanks(table: Table<RankChunk, number>, size: number): Promise<[number, number][]> {
  const found: [number, number][] = [];
  for (let after = -Infinity; found.length < size;) {
    const chunk = await table.where(':id').above(after).first();
    if (chunk === undefined) break;
    found.push(...chunk.ranks);
    after = chunk.start;
  }
  return found.sort((a, b) => a[1] - b[1] || a[0] - b[0]).slice(0, size);
}

/**
 * The official order as one sync run writes it: every rank in memory (read once, then kept by
 * the run's own writes: only one sync writes at a time), the chunks a change touches read and
 * written again in the writer's transaction. A table found empty while the run holds ranks was
 * emptied meanwhile (_Borrar datos_): the ranks are read again.
 */
export class RankWriter {
  private ranks: Map<number, number> | null = null;

  constructor(private readonly table: Table<RankChunk, number>) {}

  /** The ranks as stored, by id. Call inside the writer's transaction. */
  current(): Promise<ReadonlyMap<number, number>> {
    return this.held();
  }

  /** Drops what it holds (a write whose transaction failed): the next run of it reads the table. */
  forget(): void {
    this.ranks = null;
  }

  /** Writes these ranks (null: the id leaves the order), each chunk they touch read and written once. */
  async write(changes: ReadonlyMap<number, number | null>): Promise<void> {
    if (changes.size === 0) return;
    const ranks = await this.held();
    const touched = new Set<number>();
    for (const [id, rank] of changes) {
      const before = ranks.get(id);
      if (before !== undefined) touched.add(chunkOfRank(before));
      if (rank !== null) touched.add(chunkOfRank(rank));
    }
    const starts = [...touched];
    const stored = await this.table.bulkGet(starts);
    const chunks = new Map(starts.map((start, index) => [start, new Map(stored[index]?.ranks ?? [])]));
    for (const [id, rank] of changes) {
      const before = ranks.get(id);
      if (before !== undefined) chunks.get(chunkOfRank(before))?.delete(id);
      if (rank === null) {
        ranks.delete(id);
      } else {
        ranks.set(id, rank);
        chunks.get(chunkOfRank(rank))?.set(id, rank);
      }
    }
    const entries = [...chunks];
    await Promise.all([
      this.table.bulkPut(entries.filter(([, held]) => held.size > 0).map(([start, held]) => ({ start, ranks: [...held] }))),
      this.table.bulkDelete(entries.filter(([, held]) => held.size === 0).map(([start]) => start)),
    ]);
  }

  private async held(): Promise<Map<number, number>> {
    if (this.ranks === null || (this.ranks.size > 0 && (await this.table.count()) === 0)) this.ranks = await readRanks(this.table);
    return this.ranks;
  }
}

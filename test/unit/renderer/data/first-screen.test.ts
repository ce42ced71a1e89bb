import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createFetcher } from '../../../../src-main/api/fetcher';
import { syncCollections, type SyncOptions } from '../../../../src-shared/sync';
import { applyFilter, wholeList, todayInArgentina, readFirstScreen } from '../../../../src-renderer/data/convocatorias';
import { DirectorioDb } from '../../../../src-renderer/data/cache/db';
import { createRecordStore } from '../../../../src-renderer/data/cache/record-writer';
import { smallSizes, simulatorsClosedAfterEach } from '../../support/mirror-helpers';
import { storedRanks } from '../../support/stored-chunks';

const fast: Partial<SyncOptions> = { sleep: () => Promise.resolve(), maxAttempts: 8, pageSize: 40 };
const startSimulator = simulatorsClosedAfterEach();
let dbCount = 0;

async function synced(collections: Parameters<typeof syncCollections>[0]) {
  const sim = await startSimulator({ seed: 5, sizes: smallSizes });
  const db = new DirectorioDb(`first-screen-${++dbCount}`);
  await syncCollections(collections, createFetcher({ baseUrl: sim.url }), createRecordStore(db), fast);
  // The rows as the list holds them: each with its rank from the official order's table.
  const ranks = new Map((await storedRanks(db)).map((rank) => [rank.id, rank.rank]));
  const rows = (await db.convocatorias.toArray()).map((row) => ({ ...row, ordenadasRank: ranks.get(row.id) ?? null }));
  const whole = applyFilter(rows, wholeList, todayInArgentina());
  return { db, whole };
}

describe('the first screen of the convocatorias list, read by index while the whole table loads', () => {
  it('is the head of what the unfiltered list shows once complete, with the full count', async () => {
    const { db, whole } = await synced(['convocatorias', 'convocatorias/ordenadas']);
    expect(whole.length).toBeGreaterThan(60);
    const screen = await readFirstScreen(db, 60);
    expect(screen?.complete).toBe(false);
    expect(screen?.total).toBe(whole.length);
    expect(screen?.rows.map((row) => row.id)).toEqual(whole.slice(0, 60).map((row) => row.id));
    // A screen as tall as the list is the list.
    const all = await readFirstScreen(db, whole.length);
    expect(all?.complete).toBe(true);
    expect(all?.rows.map((row) => row.id)).toEqual(whole.map((row) => row.id));
  });

  it('is not offered when too few rows carry the official rank to fill it', async () => {
    const { db, whole } = await synced(['convocatorias']);
    expect(whole.length).toBeGreaterThan(0);
    expect(await readFirstScreen(db, 60)).toBeUndefined();
  });
});

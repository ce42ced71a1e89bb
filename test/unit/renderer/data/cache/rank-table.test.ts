/**
 * The official order kept as ranks beside the convocatorias (RankRow): what the Dexie store
 * writes, expires and tells the lists. Hand-made pages, so each case is exactly the one named;
 * the expected values are written out here, never computed by the app.
 */
import 'fake-indexeddb/auto';
import { Dexie, type Table } from 'dexie';
import { describe, expect, it } from 'vitest';
import type { Convocatoria } from '../../../../../src-shared/api';
import type { Page } from '../../../../../src-shared/bridge';
import type { RecordStore } from '../../../../../src-shared/sync';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { liveTablesOf } from '../../../../../src-renderer/data/live/live-table';
import { withRanks } from '../../../../../src-renderer/data/cache/ranks';
import { createRecordStore } from '../../../../../src-renderer/data/cache/record-writer';
import { unclassified } from '../../../support/facets';
import { completeOutcome, convocatoria as record } from '../../../support/sync-fakes';

let dbCount = 0;

/** A convocatoria with a body of its own. */
const convocatoria = (id: number, titulo = `Convocatoria ${id}`): Convocatoria => record(id, { titulo, cuerpo: `<p>Bases ${id}</p>` });

type List = 'convocatorias' | 'convocatorias/ordenadas';

function page(collection: List, offset: number, records: readonly Convocatoria[]): Page {
  const ids = records.map((record) => record.id);
  return {
    collection,
    offset,
    limit: ids.length,
    count: ids.length,
    next: null,
    previous: null,
    received: ids.length,
    ids,
    records: [...records],
    rejects: [],
    warnings: [],
  };
}

/** One complete run of `list` holding exactly `records`, in that order. */
async function run(store: RecordStore, list: List, records: readonly Convocatoria[]): Promise<void> {
  const generation = await store.beginRun(list);
  await store.putPages(list, [page(list, 0, records)], generation);
  await store.completeRun(list, generation, completeOutcome(list), new Set(records.map((record) => record.id)));
}

/** Counts the rows each table's bulkPut writes. */
function countPuts(table: Table<{ id: number }, number>): { ids: number[] } {
  const written = { ids: [] as number[] };
  const bulkPut = table.bulkPut.bind(table);
  Object.defineProperty(table, 'bulkPut', {
    value: (rows: { id: number }[]) => {
      written.ids.push(...rows.map((row) => row.id));
      return bulkPut(rows);
    },
  });
  return written;
}

const ranks = async (db: DirectorioDb) => db.ordenadas.orderBy('rank').toArray();

describe('the official order as a rank table', () => {
  it('a convocatoria synced by both lists is written once, its rank apart', async () => {
    const db = new DirectorioDb(`ranks-${++dbCount}`);
    const rows = countPuts(db.convocatorias);
    const [a, b, c] = [convocatoria(1), convocatoria(2), convocatoria(3)];
    await run(createRecordStore(db), 'convocatorias', [a, b]);
    await run(createRecordStore(db), 'convocatorias/ordenadas', [b, c, a]);
    // 1 and 2 by convocatorias, 3 (only in the official order) by ordenadas: each once.
    expect(rows.ids.sort()).toEqual([1, 2, 3]);
    expect(await ranks(db)).toEqual([
      { id: 2, rank: 0 },
      { id: 3, rank: 1 },
      { id: 1, rank: 2 },
    ]);
    expect((await db.convocatorias.get(1))?.listas).toEqual(['convocatorias']);
    expect((await db.convocatorias.get(3))?.listas).toEqual([]);
    expect(await db.cuerpos.get('convocatoria:3')).toEqual({ key: 'convocatoria:3', html: '<p>Bases 3</p>' });
  });

  it('a record the official order sees changed is written again, with its other lists kept', async () => {
    const db = new DirectorioDb(`ranks-${++dbCount}`);
    await run(createRecordStore(db), 'convocatorias', [convocatoria(1)]);
    const rows = countPuts(db.convocatorias);
    await run(createRecordStore(db), 'convocatorias/ordenadas', [convocatoria(1, 'Título nuevo')]);
    expect(rows.ids).toEqual([1]);
    expect(await db.convocatorias.get(1)).toMatchObject({ titulo: 'Título nuevo', listas: ['convocatorias'] });
  });

  it('an unchanged official order writes nothing; a move writes only the ranks that moved', async () => {
    const db = new DirectorioDb(`ranks-${++dbCount}`);
    const [a, b, c] = [convocatoria(1), convocatoria(2), convocatoria(3)];
    await run(createRecordStore(db), 'convocatorias', [a, b, c]);
    await run(createRecordStore(db), 'convocatorias/ordenadas', [a, b, c]);
    const rows = countPuts(db.convocatorias);
    const rankPuts = countPuts(db.ordenadas);
    await run(createRecordStore(db), 'convocatorias/ordenadas', [a, b, c]);
    expect([rows.ids, rankPuts.ids]).toEqual([[], []]);
    await run(createRecordStore(db), 'convocatorias/ordenadas', [c, b, a]);
    expect(rows.ids).toEqual([]);
    expect(rankPuts.ids.sort()).toEqual([1, 3]);
    expect(await ranks(db)).toEqual([
      { id: 3, rank: 0 },
      { id: 2, rank: 1 },
      { id: 1, rank: 2 },
    ]);
  });

  it('leaving the official order drops the rank; the row stays while another list has it, and goes with its body when none does', async () => {
    const db = new DirectorioDb(`ranks-${++dbCount}`);
    const [a, b, c] = [convocatoria(1), convocatoria(2), convocatoria(3)];
    await run(createRecordStore(db), 'convocatorias', [a, b]);
    await run(createRecordStore(db), 'convocatorias/ordenadas', [a, b, c]);
    await run(createRecordStore(db), 'convocatorias/ordenadas', [b]);
    expect(await ranks(db)).toEqual([{ id: 2, rank: 0 }]);
    expect((await db.convocatorias.get(1))?.listas).toEqual(['convocatorias']);
    expect(await db.convocatorias.get(3)).toBeUndefined();
    expect(await db.cuerpos.get('convocatoria:3')).toBeUndefined();
    expect((await db.syncState.get('convocatorias/ordenadas'))?.changes).toMatchObject({ removed: 2, records: { removed: 1 } });
  });

  it('leaving convocatorias keeps a row the official order still ranks; leaving both removes it', async () => {
    const db = new DirectorioDb(`ranks-${++dbCount}`);
    const [a, b] = [convocatoria(1), convocatoria(2)];
    await run(createRecordStore(db), 'convocatorias', [a, b]);
    await run(createRecordStore(db), 'convocatorias/ordenadas', [a]);
    await run(createRecordStore(db), 'convocatorias', []);
    expect(await db.convocatorias.get(1)).toMatchObject({ id: 1, listas: [], seen: {} });
    expect(await db.convocatorias.get(2)).toBeUndefined();
    expect(await ranks(db)).toEqual([{ id: 1, rank: 0 }]);
    await run(createRecordStore(db), 'convocatorias/ordenadas', []);
    expect(await db.convocatorias.count()).toBe(0);
    expect(await db.cuerpos.count()).toBe(0);
  });

  it('counts joins and changes of the official order by its ranks', async () => {
    const db = new DirectorioDb(`ranks-${++dbCount}`);
    await run(createRecordStore(db), 'convocatorias', [convocatoria(1), convocatoria(2)]);
    await run(createRecordStore(db), 'convocatorias/ordenadas', [convocatoria(1)]);
    await run(createRecordStore(db), 'convocatorias/ordenadas', [convocatoria(1, 'Otro título'), convocatoria(2), convocatoria(3)]);
    // 2 and 3 joined the order; 1, already in it, changed; 3 alone was new to the cache.
    expect((await db.syncState.get('convocatorias/ordenadas'))?.changes).toMatchObject({
      added: 2,
      changed: 1,
      records: { added: 1, changed: 1 },
    });
  });

  it('the lists in memory follow the ranks: joined at the first read, then moved and dropped as the store commits', async () => {
    const db = new DirectorioDb(`ranks-${++dbCount}`);
    const [a, b, c] = [convocatoria(1), convocatoria(2), convocatoria(3)];
    await run(createRecordStore(db), 'convocatorias', [a, b, c]);
    await run(createRecordStore(db), 'convocatorias/ordenadas', [c, a]);
    const live = liveTablesOf(db).convocatorias;
    const unsubscribe = live.subscribe(() => undefined);
    const shown = () => Object.fromEntries((live.getSnapshot() ?? []).map((row) => [row.id, row.ordenadasRank]));
    await expect.poll(shown).toEqual({ 1: 1, 2: null, 3: 0 });
    await run(createRecordStore(db), 'convocatorias/ordenadas', [b, a]);
    await expect.poll(shown).toEqual({ 1: 1, 2: 0, 3: null });
    unsubscribe();
  });

  it('within one run, the official order reads no row the run already stored with the same content', async () => {
    const db = new DirectorioDb(`ranks-${++dbCount}`);
    const store = createRecordStore(db);
    await run(store, 'convocatorias', [convocatoria(1), convocatoria(2)]);
    const reads: number[] = [];
    const bulkGet = db.convocatorias.bulkGet.bind(db.convocatorias);
    Object.defineProperty(db.convocatorias, 'bulkGet', { value: (ids: number[]) => (reads.push(...ids), bulkGet(ids)) });
    const rows = countPuts(db.convocatorias);
    await run(store, 'convocatorias/ordenadas', [convocatoria(2), convocatoria(1)]);
    expect([reads, rows.ids]).toEqual([[], []]);
    expect(await ranks(db)).toEqual([
      { id: 2, rank: 0 },
      { id: 1, rank: 1 },
    ]);
    // Met again with other content: read and written.
    await run(store, 'convocatorias/ordenadas', [convocatoria(2, 'Cambió'), convocatoria(1)]);
    expect([reads, rows.ids]).toEqual([[2], [2]]);
    expect((await db.convocatorias.get(2))?.titulo).toBe('Cambió');
  });

  it('within one run, a row emptied from the cache meanwhile is stored again', async () => {
    const db = new DirectorioDb(`ranks-${++dbCount}`);
    const store = createRecordStore(db);
    await run(store, 'convocatorias', [convocatoria(1), convocatoria(2)]);
    await db.convocatorias.delete(1);
    await run(store, 'convocatorias/ordenadas', [convocatoria(1), convocatoria(2)]);
    expect(await db.convocatorias.get(1)).toMatchObject({ id: 1, titulo: 'Convocatoria 1', listas: [] });
    expect(await db.cuerpos.get('convocatoria:1')).toEqual({ key: 'convocatoria:1', html: '<p>Bases 1</p>' });
  });

  it('joins a few rows or a whole slice with their ranks, by key or by id range, the same', async () => {
    const db = new DirectorioDb(`ranks-${++dbCount}`);
    // Ids 10, 20, … 2000; every third one ranked, and both ends (rank = 5000 - id); one rank for an id with no row.
    const stored = Array.from({ length: 200 }, (_, index) => ({
      id: (index + 1) * 10,
      titulo: `C${index}`,
      listas: [],
      seen: {},
      firstSeen: 0,
    }));
    const ranked = (id: number) => id % 30 === 0 || id === 10 || id === 2000;
    await db.ordenadas.bulkPut([
      ...stored.filter((row) => ranked(row.id)).map((row) => ({ id: row.id, rank: 5000 - row.id })),
      { id: 15, rank: 1 },
    ]);
    const rows = stored as unknown as Parameters<typeof withRanks>[1];
    const expected = (id: number) => (ranked(id) ? 5000 - id : null);
    expect((await withRanks(db, rows)).map((row) => [row.id, row.ordenadasRank])).toEqual(stored.map((row) => [row.id, expected(row.id)]));
    const few = rows.slice(0, 5);
    expect((await withRanks(db, few)).map((row) => [row.id, row.ordenadasRank])).toEqual([
      [10, 4990],
      [20, null],
      [30, 4970],
      [40, null],
      [50, null],
    ]);
  });

  it('upgrading a version-4 cache moves the ranks out of the rows and the official order out of their lists', async () => {
    const name = `ranks-upgrade-${++dbCount}`;
    const v4 = new Dexie(name);
    v4.version(4).stores({
      convocatorias: 'id, estado, fechaFin, ordenadasRank, *listas',
      organismos: 'id, nombre, provincia, dependeDe, *listas',
      tramites: 'id, titulo, *listas',
      syncState: 'collection',
      favoritos: 'key, kind',
      cuerpos: 'key',
    });
    const both = { listas: ['convocatorias', 'convocatorias/ordenadas'], seen: { convocatorias: 2, 'convocatorias/ordenadas': 3 } };
    await v4.table('convocatorias').bulkPut([
      { id: 1, titulo: 'En las dos', ...both, ordenadasRank: 4, firstSeen: 0 },
      {
        id: 2,
        titulo: 'Solo en el orden',
        listas: ['convocatorias/ordenadas'],
        seen: { 'convocatorias/ordenadas': 3 },
        ordenadasRank: 0,
        firstSeen: 0,
      },
      { id: 3, titulo: 'Sin orden', listas: ['convocatorias'], seen: { convocatorias: 2 }, ordenadasRank: null, firstSeen: 0 },
      { id: 4, titulo: 'Huérfana', listas: ['convocatorias/ordenadas'], seen: {}, ordenadasRank: null, firstSeen: 0 },
    ]);
    await v4.table('cuerpos').bulkPut([1, 2, 3, 4].map((id) => ({ key: `convocatoria:${id}`, html: `<p>${id}</p>` })));
    v4.close();

    const db = new DirectorioDb(name);
    expect(await db.convocatorias.toArray()).toEqual([
      { id: 1, titulo: 'En las dos', listas: ['convocatorias'], seen: { convocatorias: 2 }, firstSeen: 0, facets: unclassified },
      { id: 2, titulo: 'Solo en el orden', listas: [], seen: {}, firstSeen: 0, facets: unclassified },
      { id: 3, titulo: 'Sin orden', listas: ['convocatorias'], seen: { convocatorias: 2 }, firstSeen: 0, facets: unclassified },
    ]);
    expect(await ranks(db)).toEqual([
      { id: 2, rank: 0 },
      { id: 1, rank: 4 },
    ]);
    expect((await db.cuerpos.toArray()).map((body) => body.key)).toEqual(['convocatoria:1', 'convocatoria:2', 'convocatoria:3']);
    db.close();
  });
});

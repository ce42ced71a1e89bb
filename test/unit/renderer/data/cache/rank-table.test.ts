/**
 * The official order kept as ranks beside the convocatorias, in chunks of ranks (RankChunk): what
 * the Dexie store writes, expires and tells the lists. Hand-made pages, so each case is exactly the one named;
 * the expected values are written out here, never computed by the app.
 */
import 'fake-indexeddb/auto';
import { Dexie, type Table } from 'dexie';
import { describe, expect, it } from 'vitest';
import type { Convocatoria } from '../../../../../src-shared/api';
import type { Page } from '../../../../../src-shared/bridge';
import type { RecordStore } from '../../../../../src-shared/sync';
import { DirectorioDb, type RankChunk } from '../../../../../src-renderer/data/cache/db';
import { liveTablesOf } from '../../../../../src-renderer/data/live/live-table';
import { firstRanks, joinRanks, withRanks } from '../../../../../src-renderer/data/cache/ranks';
import { createRecordStore } from '../../../../../src-renderer/data/cache/record-writer';
import { unclassified } from '../../../support/facets';
import { storedBodies, storedBody, storedRanks } from '../../../support/stored-chunks';
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

/** One complete run of `list` holding exactly `records`, in that order (from `offset` on: the list's head left out). */
async function run(store: RecordStore, list: List, records: readonly Convocatoria[], offset = 0): Promise<void> {
  const generation = await store.beginRun(list);
  await store.putPages(list, [page(list, offset, records)], generation);
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

/** The chunks of ranks written, by their start. */
function countChunkPuts(db: DirectorioDb): { starts: number[] } {
  const written = { starts: [] as number[] };
  const bulkPut = db.orden.bulkPut.bind(db.orden);
  Object.defineProperty(db.orden, 'bulkPut', {
    value: (chunks: RankChunk[]) => {
      written.starts.push(...chunks.map((chunk) => chunk.start));
      return bulkPut(chunks);
    },
  });
  return written;
}

const ranks = storedRanks;

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
    expect(await storedBody(db, 'convocatoria:3')).toBe('<p>Bases 3</p>');
  });

  it('a record the official order sees changed is written again, with its other lists kept', async () => {
    const db = new DirectorioDb(`ranks-${++dbCount}`);
    await run(createRecordStore(db), 'convocatorias', [convocatoria(1)]);
    const rows = countPuts(db.convocatorias);
    await run(createRecordStore(db), 'convocatorias/ordenadas', [convocatoria(1, 'Título nuevo')]);
    expect(rows.ids).toEqual([1]);
    expect(await db.convocatorias.get(1)).toMatchObject({ titulo: 'Título nuevo', listas: ['convocatorias'] });
  });

  it('an unchanged official order writes nothing; a move writes only the chunk of the ranks that moved', async () => {
    const db = new DirectorioDb(`ranks-${++dbCount}`);
    const [a, b, c] = [convocatoria(1), convocatoria(2), convocatoria(3)];
    await run(createRecordStore(db), 'convocatorias', [a, b, c]);
    await run(createRecordStore(db), 'convocatorias/ordenadas', [a, b, c]);
    const rows = countPuts(db.convocatorias);
    const rankPuts = countChunkPuts(db);
    await run(createRecordStore(db), 'convocatorias/ordenadas', [a, b, c]);
    expect([rows.ids, rankPuts.starts]).toEqual([[], []]);
    await run(createRecordStore(db), 'convocatorias/ordenadas', [c, b, a]);
    expect(rows.ids).toEqual([]);
    expect(rankPuts.starts).toEqual([0]);
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
    expect(await storedBodies(db)).toEqual(
      new Map([
        ['convocatoria:1', '<p>Bases 1</p>'],
        ['convocatoria:2', '<p>Bases 2</p>'],
      ]),
    );
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
    expect(await storedBody(db, 'convocatoria:1')).toBe('<p>Bases 1</p>');
  });

  it('within one run, an official order emptied meanwhile (Borrar datos) is written again', async () => {
    const db = new DirectorioDb(`ranks-${++dbCount}`);
    const store = createRecordStore(db);
    await run(store, 'convocatorias/ordenadas', [convocatoria(1), convocatoria(2)]);
    await db.transaction('rw', db.convocatorias, db.orden, db.cuerpos, async () => {
      for (const table of [db.convocatorias, db.orden, db.cuerpos]) await table.clear();
    });
    await run(store, 'convocatorias/ordenadas', [convocatoria(1), convocatoria(2)]);
    expect(await ranks(db)).toEqual([
      { id: 1, rank: 0 },
      { id: 2, rank: 1 },
    ]);
  });

  it('a rank that moves to another chunk leaves the one it was in; a chunk left empty goes', async () => {
    const db = new DirectorioDb(`ranks-${++dbCount}`);
    const store = createRecordStore(db);
    const [a, b] = [convocatoria(1), convocatoria(2)];
    // Ranks 998 and 999: the first chunk (0 to 999).
    await run(store, 'convocatorias/ordenadas', [a, b], 998);
    expect((await db.orden.toArray()).map((chunk) => chunk.start)).toEqual([0]);
    // 1 at 999, 2 at 1000: one in each chunk.
    await run(store, 'convocatorias/ordenadas', [a, b], 999);
    expect(await db.orden.toArray()).toEqual([
      { start: 0, ranks: [[1, 999]] },
      { start: 1000, ranks: [[2, 1000]] },
    ]);
    // Both at 2500 and 2501: the first two chunks emptied, deleted.
    await run(createRecordStore(db), 'convocatorias/ordenadas', [a, b], 2500);
    expect(await db.orden.toArray()).toEqual([
      {
        start: 2000,
        ranks: [
          [1, 2500],
          [2, 2501],
        ],
      },
    ]);
  });

  it('joins rows with their ranks from every chunk; the head of the order reads chunks from the first', async () => {
    const db = new DirectorioDb(`ranks-${++dbCount}`);
    await db.orden.bulkPut([
      {
        start: 0,
        ranks: [
          [15, 999],
          [10, 1],
        ],
      },
      { start: 1000, ranks: [[30, 1001]] },
      {
        start: 4000,
        ranks: [
          [2000, 4970],
          [40, 4000],
        ],
      },
    ]);
    const row = (id: number) => ({ id, titulo: `C${id}`, listas: [], seen: {}, firstSeen: 0 });
    const rows = [row(10), row(20), row(30), row(40), row(2000)] as unknown as Parameters<typeof withRanks>[1];
    const expected = [
      [10, 1],
      [20, null],
      [30, 1001],
      [40, 4000],
      [2000, 4970],
    ];
    expect((await withRanks(db, rows)).map((joined) => [joined.id, joined.ordenadasRank])).toEqual(expected);
    expect(joinRanks(rows, new Map([[20, 7]])).map((joined) => [joined.id, joined.ordenadasRank])).toEqual([
      [10, null],
      [20, 7],
      [30, null],
      [40, null],
      [2000, null],
    ]);
    expect(await firstRanks(db.orden, 3)).toEqual([
      [10, 1],
      [15, 999],
      [30, 1001],
    ]);
    expect(await firstRanks(db.orden, 10)).toEqual([
      [10, 1],
      [15, 999],
      [30, 1001],
      [40, 4000],
      [2000, 4970],
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
    // Since version 9, each row also names its body's chunk and has its fingerprint.
    const since9 = { bodyChunk: expect.any(String), bodyHash: expect.any(Number) };
    expect(await db.convocatorias.toArray()).toEqual([
      { id: 1, titulo: 'En las dos', listas: ['convocatorias'], seen: { convocatorias: 2 }, firstSeen: 0, facets: unclassified, ...since9 },
      { id: 2, titulo: 'Solo en el orden', listas: [], seen: {}, firstSeen: 0, facets: unclassified, ...since9 },
      { id: 3, titulo: 'Sin orden', listas: ['convocatorias'], seen: { convocatorias: 2 }, firstSeen: 0, facets: unclassified, ...since9 },
    ]);
    expect(await ranks(db)).toEqual([
      { id: 2, rank: 0 },
      { id: 1, rank: 4 },
    ]);
    expect([...(await storedBodies(db)).keys()]).toEqual(['convocatoria:1', 'convocatoria:2', 'convocatoria:3']);
    db.close();
  });
});

import 'fake-indexeddb/auto';
import type { Table } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { createFetcher } from '../../../../../src-main/api/fetcher';
import { syncCollections, syncOrder, type SyncOptions } from '../../../../../src-shared/sync';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { asStored, LiveTable, liveTablesOf } from '../../../../../src-renderer/data/live/live-table';
import { announceCommitted } from '../../../../../src-renderer/data/cache/committed';
import { createRecordStore } from '../../../../../src-renderer/data/cache/record-writer';
import { smallSizes, simulatorsClosedAfterEach } from '../../../support/mirror-helpers';

// clear.ts reaches the app's bridge for its hook; these tests only use its Dexie part.
vi.mock('../../../../../src-renderer/bridge', () => ({ bridge: {} }));
const { clearMirror } = await import('../../../../../src-renderer/data/cache/clear');

const fast: Partial<SyncOptions> = { sleep: () => Promise.resolve(), maxAttempts: 8, pageSize: 25 };
const startSimulator = simulatorsClosedAfterEach();
let dbCount = 0;

async function setup(seed = 1) {
  const sim = await startSimulator({ seed, sizes: smallSizes });
  const db = new DirectorioDb(`live-table-${++dbCount}`);
  // Creating the database signals every table as changed; the tests start after that.
  await db.open();
  return { sim, db, source: createFetcher({ baseUrl: sim.url }) };
}

/** Subscribes like a view does and records every snapshot it is told about. */
function watch<R extends { id: number }, S extends { id: number }>(table: LiveTable<R, S>) {
  const seen: (readonly R[] | undefined)[] = [];
  const unsubscribe = table.subscribe(() => seen.push(table.getSnapshot()));
  return { seen, unsubscribe, ids: () => [...(table.getSnapshot() ?? [])].map((row) => row.id).sort((a, b) => a - b) };
}

/**
 * Counts the live table's reads (`where(':id').above(…).limit(…).toArray()`, a slice of the table
 * by id) and, given a gate, holds each slice's rows until it opens.
 */
function spySlices(table: Table<{ id: number }, number>, gate: Promise<void> = Promise.resolve()) {
  const reads = { slices: 0 };
  const where = table.where.bind(table);
  Object.defineProperty(table, 'where', {
    value: (index: string) => {
      const clause = where(index);
      if (index !== ':id') return clause;
      // Only `above` (the slices) is watched; the store's own key lookups pass through.
      return {
        anyOf: clause.anyOf.bind(clause),
        above: (key: number) => ({
          limit: (rows: number) => ({
            toArray: async () => {
              const slice = await clause.above(key).limit(rows).toArray();
              reads.slices++;
              await gate;
              return slice;
            },
          }),
        }),
      };
    },
  });
  return reads;
}

const idsOf = async (rows: Promise<{ id: number }[]>): Promise<number[]> => (await rows).map((row) => row.id).sort((a, b) => a - b);

describe('live tables: what the lists show, kept in memory and patched by the record store', () => {
  it('follows a sync that starts after the first read, row for row, without re-reading', async () => {
    const { sim, db, source } = await setup();
    const live = liveTablesOf(db);
    const convocatorias = watch(live.convocatorias);
    await expect.poll(() => live.convocatorias.getSnapshot()).toEqual([]);
    // Whole-table reads (slices by id) from here on; the store's own reads are by key.
    const reads = spySlices(db.convocatorias);

    await syncCollections(syncOrder, source, createRecordStore(db), fast);
    await expect.poll(convocatorias.ids).toEqual(await idsOf(db.convocatorias.toArray()));
    expect(reads.slices).toBe(0);
    // The rows are the stored rows, bookkeeping included, each with its place in the official order.
    const stored = await db.convocatorias.toArray();
    const official = sim.records('convocatorias/ordenadas').map((record) => record.id as number);
    // (The last of them may be a rank alone, a publication behind the rows.)
    const byId = () => Object.fromEntries((live.convocatorias.getSnapshot() ?? []).map((row) => [row.id, row]));
    await expect
      .poll(byId)
      .toEqual(
        Object.fromEntries(
          stored.map((row) => [row.id, { ...row, ordenadasRank: official.includes(row.id) ? official.indexOf(row.id) : null }]),
        ),
      );

    // A second sync that removes one, changes one and adds one: the list follows.
    const [first, second] = sim.records('convocatorias').map((record) => record.id as number);
    sim.remove('convocatorias', first as number);
    sim.update('convocatorias', second as number, { titulo: 'Título cambiado' });
    sim.insert('convocatorias', { titulo: 'Convocatoria recién publicada' });
    convocatorias.seen.length = 0;
    await syncCollections(['convocatorias', 'convocatorias/ordenadas'], source, createRecordStore(db), fast);
    await expect.poll(convocatorias.ids).toEqual(await idsOf(db.convocatorias.toArray()));
    expect(convocatorias.ids()).not.toContain(first);
    expect(live.convocatorias.getSnapshot()?.find((row) => row.id === second)?.titulo).toBe('Título cambiado');
    expect(live.convocatorias.getSnapshot()?.some((row) => row.titulo === 'Convocatoria recién publicada')).toBe(true);
    // The official order moved with them: every row's rank is its new place there.
    const moved = sim.records('convocatorias/ordenadas').map((record) => record.id as number);
    const ranks = () => Object.fromEntries((live.convocatorias.getSnapshot() ?? []).map((row) => [row.id, row.ordenadasRank]));
    await expect
      .poll(ranks)
      .toEqual(Object.fromEntries(convocatorias.ids().map((id) => [id, moved.includes(id) ? moved.indexOf(id) : null])));
    // A burst of writes reaches the list as a few snapshots, not one per page.
    expect(convocatorias.seen.length).toBeGreaterThan(0);
    expect(convocatorias.seen.length).toBeLessThan(sim.records('convocatorias').length / 25);
    convocatorias.unsubscribe();
  });

  it('replays writes that commit while the first read is in flight', async () => {
    const { db, source } = await setup(2);
    const live = liveTablesOf(db);
    // The first read has its rows (an empty table) but hands them over only when let go.
    let letGo = (): void => undefined;
    const reads = spySlices(db.organismos, new Promise<void>((resolve) => (letGo = resolve)));
    const organismos = watch(live.organismos);
    await expect.poll(() => reads.slices).toBe(1);
    await syncCollections(['organismos', 'museos'], source, createRecordStore(db), fast);
    letGo();
    await expect.poll(organismos.ids).toEqual(await idsOf(db.organismos.toArray()));
    const stored = new Map((await db.organismos.toArray()).map((row) => [row.id, row.listas]));
    for (const row of live.organismos.getSnapshot() ?? []) expect(row.listas).toEqual(stored.get(row.id));
  });

  it('shows the first rows of an empty list at once, and holds later ones for the next publication', async () => {
    const db = new DirectorioDb(`live-first-${Date.now()}`);
    // Publications at most every 60 s: only the first rows may skip the wait.
    const table = new LiveTable('tramites', db.tramites, asStored, null, 60_000);
    const rows = watch(table);
    await expect.poll(() => table.getSnapshot()).toEqual([]);
    const row = (id: number) => ({
      id,
      url: '',
      titulo: `T${id}`,
      bajada: '',
      documentos: [],
      searchText: '',
      firstSeen: 0,
      listas: ['tramites' as const],
      seen: {},
    });
    announceCommitted(db.name, { table: 'tramites', type: 'changes', put: [row(1)], deleted: [], ranks: [] });
    await expect.poll(rows.ids).toEqual([1]);
    announceCommitted(db.name, { table: 'tramites', type: 'changes', put: [row(2)], deleted: [], ranks: [] });
    // A later marker on the same channel: once it is delivered, so was row 2 (one sender, in order).
    const marker = vi.fn();
    const listen = new BroadcastChannel(`directorio-cambios:${db.name}`);
    listen.onmessage = marker;
    announceCommitted(db.name, { table: 'organismos', type: 'changes', put: [], deleted: [], ranks: [] });
    await expect.poll(() => marker.mock.calls.length).toBeGreaterThan(0);
    expect(rows.ids()).toEqual([1]);
    listen.close();
    rows.unsubscribe();
  });

  it('reads a table larger than a slice whole, slice by slice', async () => {
    const { db, source } = await setup(5);
    await syncCollections(['convocatorias'], source, createRecordStore(db), fast);
    const reads = spySlices(db.convocatorias);
    const table = new LiveTable('convocatorias', db.convocatorias, asStored, null, 200, 7);
    const rows = watch(table);
    const stored = await idsOf(db.convocatorias.toArray());
    await expect.poll(rows.ids).toEqual(stored);
    expect(reads.slices).toBe(Math.floor(stored.length / 7) + 1);
  });

  it('re-reads when a writer says the table was emptied (Borrar datos, in any window)', async () => {
    const { db, source } = await setup(3);
    await syncCollections(['tramites'], source, createRecordStore(db), fast);
    const live = liveTablesOf(db);
    const tramites = watch(live.tramites);
    await expect.poll(tramites.ids).toEqual(await idsOf(db.tramites.toArray()));
    expect(tramites.ids().length).toBeGreaterThan(0);
    const other = new DirectorioDb(db.name);
    await clearMirror(other, { personal: false, documentos: false });
    await expect.poll(tramites.ids).toEqual([]);
    other.close();
  });

  it('a failed write changes nothing in memory', async () => {
    const { sim, db, source } = await setup(4);
    await syncCollections(['tramites'], source, createRecordStore(db), fast);
    const live = liveTablesOf(db);
    const tramites = watch(live.tramites);
    await expect.poll(tramites.ids).toEqual(await idsOf(db.tramites.toArray()));
    const before = tramites.ids();
    // Upstream one trámite goes and one comes; the write of that change fails.
    sim.remove('tramites', before[0] as number);
    const added = sim.insert('tramites', { titulo: 'Trámite nuevo' });
    const putRows = db.tramites.bulkPut.bind(db.tramites);
    Object.defineProperty(db.tramites, 'bulkPut', { configurable: true, value: () => Promise.reject(new Error('disco lleno')) });
    const [failed] = await syncCollections(['tramites'], source, createRecordStore(db), { ...fast, maxAttempts: 1 });
    expect(failed?.complete).toBe(false);
    // A marker sent on the same channel after the failed run: once the table shows it, anything
    // the failed write had announced would have arrived before it (one sender, in order).
    const shown = tramites.seen.length;
    announceCommitted(db.name, { table: 'tramites', type: 'changes', put: [], deleted: [], ranks: [] });
    await expect.poll(() => tramites.seen.length).toBeGreaterThan(shown);
    expect(tramites.ids()).toEqual(before);
    expect(tramites.ids()).toEqual(await idsOf(db.tramites.toArray()));
    Object.defineProperty(db.tramites, 'bulkPut', { configurable: true, value: putRows });
    await syncCollections(['tramites'], source, createRecordStore(db), fast);
    await expect.poll(tramites.ids).toContain(added);
  });
});

import 'fake-indexeddb/auto';
import { Dexie, type Table } from 'dexie';
import { describe, expect, it } from 'vitest';
import { createFetcher } from '../../../../../src-main/api/fetcher';
import type { Collection, Convocatoria } from '../../../../../src-shared/api';
import { syncCollection, syncCollections, syncOrder, type PageSource, type SyncOptions } from '../../../../../src-shared/sync';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { createRecordStore } from '../../../../../src-renderer/data/cache/record-writer';
import { toConvocatoriaRow } from '../../../../../src-renderer/data/cache/rows';
import { smallSizes, sortedIds, upstreamIds, simulatorsClosedAfterEach } from '../../../support/mirror-helpers';
import { storedRanks } from '../../../support/stored-chunks';

const fast: Partial<SyncOptions> = { sleep: () => Promise.resolve(), maxAttempts: 8, pageSize: 40 };
const startSimulator = simulatorsClosedAfterEach();
let dbCount = 0;

async function setup(seed = 1) {
  const sim = await startSimulator({ seed, sizes: smallSizes });
  const db = new DirectorioDb(`dexie-store-${++dbCount}`);
  return { sim, db, store: createRecordStore(db), source: createFetcher({ baseUrl: sim.url }) };
}

async function cachedIds(db: DirectorioDb, collection: Collection): Promise<number[]> {
  // The official order is kept as ranks (see RankChunk), not in the rows' lists.
  if (collection === 'convocatorias/ordenadas') return sortedIds((await storedRanks(db)).map((rank) => rank.id));
  const table = collection === 'tramites' ? db.tramites : collection.startsWith('convocatorias') ? db.convocatorias : db.organismos;
  return sortedIds((await table.where('listas').equals(collection).toArray()).map((row) => row.id));
}

describe('the Dexie store (fake-indexeddb) under the sync engine', () => {
  it('mirrors every collection: one organismo row per id with its lists, convocatorias with the official rank', async () => {
    const { sim, db, store, source } = await setup();
    const outcomes = await syncCollections(syncOrder, source, store, fast);
    expect(outcomes.every((o) => o.complete)).toBe(true);
    for (const collection of syncOrder) expect(await cachedIds(db, collection), collection).toEqual(upstreamIds(sim, collection));
    const ordenadas = sim.records('convocatorias/ordenadas').map((r) => r.id as number);
    expect(await storedRanks(db)).toEqual(ordenadas.map((id, rank) => ({ id, rank })));
    // A record only in the official order is stored, in no other list.
    const onlyOrdenadas = ordenadas.filter((id) => !upstreamIds(sim, 'convocatorias').includes(id));
    expect(onlyOrdenadas.length).toBeGreaterThan(0);
    for (const id of onlyOrdenadas) expect((await db.convocatorias.get(id))?.listas).toEqual([]);
    const row = await db.convocatorias.get(ordenadas[2] as number);
    expect(row?.listas).toEqual(['convocatorias']);
    expect(row).not.toHaveProperty('ordenadasRank');
    expect(row?.searchText).toBe(row?.searchText.toLowerCase());
    const states = await db.syncState.toArray();
    expect(states.map((s) => s.collection).sort()).toEqual([...syncOrder].sort());
    expect(states.every((s) => s.lastCompleteAt !== null && !s.running)).toBe(true);
  });

  it('drops a list membership without dropping the organismo, and the organismo when no list has it', async () => {
    const { sim, db, store, source } = await setup(2);
    await syncCollections(['organismos', 'museos'], source, store, fast);
    const museo = upstreamIds(sim, 'museos').find((id) => upstreamIds(sim, 'organismos').includes(id));
    const onlyOrganismo = upstreamIds(sim, 'organismos').find((id) => !upstreamIds(sim, 'museos').includes(id)) as number;
    expect(museo).toBeDefined();
    sim.listRemove('museos', museo as number);
    sim.remove('organismos', onlyOrganismo);
    await syncCollections(['organismos', 'museos'], source, store, fast);
    expect((await db.organismos.get(museo as number))?.listas).toEqual(['organismos']);
    expect(await db.organismos.get(onlyOrganismo)).toBeUndefined();
  });

  it('a failing run keeps the cache; an interrupted run is restarted cleanly by the next one', async () => {
    const { sim, db, store, source } = await setup(3);
    await syncCollection('convocatorias', source, store, fast);
    const before = await cachedIds(db, 'convocatorias');
    sim.remove('convocatorias', before[0] as number);

    sim.setFaults({ errorRate: 1 });
    const failed = await syncCollection('convocatorias', source, store, { ...fast, maxAttempts: 2 });
    expect(failed.complete).toBe(false);
    expect(await cachedIds(db, 'convocatorias')).toEqual(before);
    expect((await db.syncState.get('convocatorias'))?.problem).toMatch(/se conservan/);
    sim.setFaults({ errorRate: 0 });

    // A window closed mid-run: the third page never answers and the run is abandoned.
    let calls = 0;
    const hanging: PageSource = { fetchPage: (args) => (++calls >= 3 ? new Promise(() => undefined) : source.fetchPage(args)) };
    void syncCollection('convocatorias', hanging, store, { ...fast, concurrency: 1 });
    await expect.poll(() => calls).toBeGreaterThanOrEqual(3);
    expect((await db.syncState.get('convocatorias'))?.running).toBe(true);
    expect(await cachedIds(db, 'convocatorias')).toEqual(before);

    const next = await syncCollection('convocatorias', source, store, fast);
    expect(next.complete).toBe(true);
    expect(await cachedIds(db, 'convocatorias')).toEqual(upstreamIds(sim, 'convocatorias'));
    expect((await db.syncState.get('convocatorias'))?.running).toBe(false);
  });

  it('a record seen again keeps its search text unless the text it comes from changed', async () => {
    const { sim, db, store, source } = await setup(4);
    await syncCollections(['convocatorias', 'convocatorias/ordenadas'], source, store, fast);
    const [changed, same] = upstreamIds(sim, 'convocatorias');
    sim.update('convocatorias', changed as number, { cuerpo: '<p>Bases para <strong>ZAMPOÑAS</strong> y charangos</p>' });
    await syncCollections(['convocatorias', 'convocatorias/ordenadas'], source, createRecordStore(db), fast);
    const after = await db.convocatorias.get(changed as number);
    expect(after?.searchText).toContain('zamponas y charangos');
    // Unchanged text: the same folded text a fresh row would get.
    const kept = await db.convocatorias.get(same as number);
    const fresh = toConvocatoriaRow(sim.records('convocatorias').find((r) => r.id === same) as Convocatoria, { listas: [], seen: {} });
    expect(kept?.searchText).toBe(fresh.searchText);
  });

  it('a sync of an unchanged directory writes no row; a change writes that row and what it moved', async () => {
    const { sim, db, store, source } = await setup(6);
    await syncCollections(syncOrder, source, store, fast);
    const written: number[] = [];
    for (const table of [db.convocatorias, db.organismos, db.tramites] as Table<{ id: number }, number>[]) {
      const bulkPut = table.bulkPut.bind(table);
      Object.defineProperty(table, 'bulkPut', {
        value: (rows: { id: number }[]) => {
          written.push(...rows.map((row) => row.id));
          return bulkPut(rows);
        },
      });
    }
    const again = await syncCollections(syncOrder, source, createRecordStore(db), fast);
    expect(again.every((outcome) => outcome.complete)).toBe(true);
    expect(written).toEqual([]);
    for (const collection of syncOrder) expect(await cachedIds(db, collection), collection).toEqual(upstreamIds(sim, collection));

    const [changed] = upstreamIds(sim, 'tramites');
    // A museo that is also an organismo: leaving museos rewrites its row (it stays cached).
    const museo = upstreamIds(sim, 'museos').find((id) => upstreamIds(sim, 'organismos').includes(id)) as number;
    sim.update('tramites', changed as number, { titulo: 'Trámite con otro título' });
    sim.listRemove('museos', museo);
    await syncCollections(syncOrder, source, createRecordStore(db), fast);
    expect([...new Set(written)].sort((a, b) => a - b)).toEqual([changed as number, museo].sort((a, b) => a - b));
    expect((await db.tramites.get(changed as number))?.titulo).toBe('Trámite con otro título');
    expect((await db.organismos.get(museo))?.listas ?? []).not.toContain('museos');
    for (const collection of syncOrder) expect(await cachedIds(db, collection), collection).toEqual(upstreamIds(sim, collection));
  });

  it('upgrades a version-1 cache without losing its convocatorias', async () => {
    const name = `dexie-upgrade-${++dbCount}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ convocatorias: 'id, estado, fechaFin, generation', syncState: 'collection' });
    await v1.table('convocatorias').put({ id: 7, titulo: 'Antigua', estado: 'abierta', fechaFin: '2026-12-01', generation: 3 });
    await v1.table('syncState').put({ collection: 'convocatorias', generation: 3, rejects: [] });
    v1.close();
    const db = new DirectorioDb(name);
    expect(await db.convocatorias.get(7)).toMatchObject({ titulo: 'Antigua', listas: ['convocatorias'], seen: { convocatorias: 3 } });
    expect(await db.orden.count()).toBe(0);
    expect(await db.convocatorias.where('listas').equals('convocatorias').count()).toBe(1);
    expect((await db.syncState.get('convocatorias'))?.warnings).toEqual([]);
  });
});

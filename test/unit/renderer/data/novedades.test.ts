/**
 * What each sync changed, in the Dexie store (fake-indexeddb) against the simulator: added,
 * changed and removed per collection, "Nuevo" only for records first seen in the last sync,
 * and the version-2 cache upgraded to version 3 without losing anything.
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { createFetcher } from '../../../../src-main/api/fetcher';
import type { Collection } from '../../../../src-shared/api';
import { syncCollections, syncOrder, type RecordStore, type SyncOptions } from '../../../../src-shared/sync';
import { DirectorioDb, type SyncChanges } from '../../../../src-renderer/data/cache/db';
import { isNewRecord, lastRunTotals, lastRunUnfinished, newSinceOf, describeTotals } from '../../../../src-renderer/data/novedades';
import { sameContent } from '../../../../src-renderer/data/cache/changes';
import { createRecordStore } from '../../../../src-renderer/data/cache/record-writer';
import { smallSizes, upstreamIds, simulatorsClosedAfterEach } from '../../support/mirror-helpers';

const fast: Partial<SyncOptions> = { sleep: () => Promise.resolve(), maxAttempts: 8, pageSize: 40 };
const startSimulator = simulatorsClosedAfterEach();
let dbCount = 0;

async function setup(seed = 5) {
  const sim = await startSimulator({ seed, sizes: smallSizes });
  const db = new DirectorioDb(`novedades-${++dbCount}`);
  const source = createFetcher({ baseUrl: sim.url });
  let clock = 1_000;
  // One store per sync run, as the app does; each run starts later than the one before.
  const sync = async (collections: readonly Collection[] = syncOrder) => {
    clock += 1_000;
    const at = clock;
    return syncCollections(
      collections,
      source,
      createRecordStore(db, () => at),
      fast,
    );
  };
  return { sim, db, sync, runAt: () => clock };
}

async function changesOf(db: DirectorioDb): Promise<Partial<Record<Collection, SyncChanges | null>>> {
  return Object.fromEntries((await db.syncState.toArray()).map((state) => [state.collection, state.changes]));
}

describe('what a sync changed', () => {
  it('the first sync counts its records but marks none as new', async () => {
    const { sim, db, sync, runAt } = await setup();
    await sync();
    const changes = await changesOf(db);
    const all = upstreamIds(sim, 'convocatorias').length;
    expect(changes.convocatorias).toMatchObject({ runId: runAt(), added: all, changed: 0, removed: 0, first: true, complete: true });
    // Lists sync side by side: a record is counted once, by whichever of its lists stored it first.
    const ordenadas = changes['convocatorias/ordenadas'];
    expect((changes.convocatorias?.records.added ?? 0) + (ordenadas?.records.added ?? 0)).toBe(
      new Set([...upstreamIds(sim, 'convocatorias'), ...upstreamIds(sim, 'convocatorias/ordenadas')]).size,
    );
    expect([changes.convocatorias?.records.changed, changes.convocatorias?.records.removed]).toEqual([0, 0]);
    const states = await db.syncState.toArray();
    expect(lastRunTotals(states)).toBeNull();
    const since = newSinceOf(states, 'convocatoria');
    expect((await db.convocatorias.toArray()).filter((row) => isNewRecord(row, since))).toEqual([]);
  });

  it('the second sync counts added, changed and removed per collection and marks exactly the added as new', async () => {
    const { sim, db, sync, runAt } = await setup(6);
    await sync();
    const [first, second, third] = upstreamIds(sim, 'convocatorias');
    const addedConvocatoria = sim.insert('convocatorias', { titulo: 'Convocatoria recién publicada', estado: 'abierta' });
    const addedOrdenadas = sim.insert('convocatorias', { titulo: 'Solo en el orden oficial' }, { ordenadasOnly: true });
    sim.update('convocatorias', first as number, { titulo: 'Título corregido' });
    sim.remove('convocatorias', second as number);
    sim.remove('convocatorias', third as number);
    const tramite = sim.insert('tramites', { titulo: 'Trámite nuevo' });
    const inLists = new Set((['programas', 'museos', 'institutos'] as const).flatMap((list) => upstreamIds(sim, list)));
    const organismo = upstreamIds(sim, 'organismos').find((id) => !inLists.has(id)) as number;
    sim.remove('organismos', organismo);

    await sync();
    const changes = await changesOf(db);
    const counts = (c: SyncChanges | null | undefined) =>
      c && { list: [c.added, c.changed, c.removed], records: c.records, first: c.first };
    // Per list: what joined it, what of it changed, what left it. The official order lists every
    // convocatoria, so it sees the same changes, plus the one only it lists.
    expect(counts(changes.convocatorias)).toEqual({ list: [1, 1, 2], records: { added: 1, changed: 1, removed: 0 }, first: false });
    // Each record counted once over the lists: stored first by one, deleted by the last list that had it.
    expect(counts(changes['convocatorias/ordenadas'])).toEqual({
      list: [2, 1, 2],
      records: { added: 1, changed: 0, removed: 2 },
      first: false,
    });
    expect(counts(changes.tramites)).toEqual({ list: [1, 0, 0], records: { added: 1, changed: 0, removed: 0 }, first: false });
    expect(counts(changes.organismos)).toEqual({ list: [0, 0, 1], records: { added: 0, changed: 0, removed: 1 }, first: false });
    expect(counts(changes.museos)).toEqual({ list: [0, 0, 0], records: { added: 0, changed: 0, removed: 0 }, first: false });

    const states = await db.syncState.toArray();
    expect(lastRunTotals(states)).toEqual({ added: 3, changed: 1, removed: 3 });
    expect(describeTotals({ added: 3, changed: 1, removed: 3 })).toBe('3 nuevos, 1 cambiado, 3 eliminados');

    const since = newSinceOf(states, 'convocatoria');
    expect(since).toBe(runAt());
    const nuevas = (await db.convocatorias.toArray()).filter((row) => isNewRecord(row, since)).map((row) => row.id);
    expect(nuevas.sort((a, b) => a - b)).toEqual([addedConvocatoria, addedOrdenadas].sort((a, b) => a - b));
    // Changed content is not "new", and keeps the run that first stored it.
    expect((await db.convocatorias.get(first as number))?.firstSeen).toBe(0);
    const tramites = (await db.tramites.toArray()).filter((row) => isNewRecord(row, newSinceOf(states, 'tramite')));
    expect(tramites.map((row) => row.id)).toEqual([tramite]);

    // A third sync with nothing upstream changed: nothing is new any more.
    await sync();
    const after = await db.syncState.toArray();
    expect(lastRunTotals(after)).toEqual({ added: 0, changed: 0, removed: 0 });
    const since3 = newSinceOf(after, 'convocatoria');
    expect((await db.convocatorias.toArray()).filter((row) => isNewRecord(row, since3))).toEqual([]);
  });

  it("a run that cannot reach the API keeps the last run's changes and marks", async () => {
    const { sim, db, sync } = await setup(7);
    await sync();
    const added = sim.insert('convocatorias', { titulo: 'Nueva antes del corte' });
    await sync(['convocatorias']);
    const before = await changesOf(db);
    sim.setFaults({ errorRate: 1 });
    const outcomes = await syncCollections(
      ['convocatorias'],
      createFetcher({ baseUrl: sim.url }),
      createRecordStore(db, () => 99_000),
      { ...fast, maxAttempts: 1 },
    );
    expect(outcomes[0]?.complete).toBe(false);
    expect((await changesOf(db)).convocatorias).toEqual(before.convocatorias);
    const states = await db.syncState.toArray();
    expect(isNewRecord((await db.convocatorias.get(added)) as { firstSeen: number }, newSinceOf(states, 'convocatoria'))).toBe(true);
  });

  it('a run stopped after storing some changes hands them on: the retry reports them and they stay new', async () => {
    const { sim, db, sync, runAt } = await setup(8);
    await sync();
    // The API's order: a new convocatoria goes to its head, the one that was first becomes second.
    const served = (): number[] => sim.records('convocatorias').map((record) => Number(record['id']));
    const first = served()[0] as number;
    const added = sim.insert('convocatorias', { titulo: 'Publicada durante la sincronización' });
    sim.update('convocatorias', first, { titulo: 'Título cambiado durante la sincronización' });
    // Both are on the first page; the person cancels once it is stored.
    expect(served().slice(0, 2)).toEqual([added, first]);
    const stop = new AbortController();
    // Between the first sync and the next (runs are ordered by their start).
    const stoppedAt = runAt() + 500;
    const store = createRecordStore(db, () => stoppedAt);
    const stopping: RecordStore = {
      ...store,
      putPages: async (...page) => {
        await store.putPages(...page);
        stop.abort();
      },
    };
    const [cancelled] = await syncCollections(['convocatorias'], createFetcher({ baseUrl: sim.url }), stopping, {
      ...fast,
      signal: stop.signal,
    });
    expect(cancelled?.complete).toBe(false);
    const stopped = (await changesOf(db)).convocatorias;
    expect(stopped).toMatchObject({ runId: stoppedAt, complete: false, records: { added: 1, changed: 1, removed: 0 } });
    const isNew = async (id: number): Promise<boolean> =>
      isNewRecord((await db.convocatorias.get(id)) as { firstSeen: number }, newSinceOf(await db.syncState.toArray(), 'convocatoria'));
    expect(await isNew(added)).toBe(true);
    expect(lastRunUnfinished(await db.syncState.toArray())).toBe(true);

    // Tried again, nothing more upstream: the complete run says what the two did, and the new one is still new.
    await sync(['convocatorias']);
    const retried = (await changesOf(db)).convocatorias;
    expect(retried).toMatchObject({
      runId: runAt(),
      since: stoppedAt,
      complete: true,
      added: 1,
      changed: 1,
      records: { added: 1, changed: 1 },
    });
    expect(lastRunTotals(await db.syncState.toArray())).toEqual({ added: 1, changed: 1, removed: 0 });
    expect(lastRunUnfinished(await db.syncState.toArray())).toBe(false);
    expect(await isNew(added)).toBe(true);
    expect(await isNew(first)).toBe(false);

    // The next complete run starts afresh: nothing new any more.
    await sync(['convocatorias']);
    expect((await changesOf(db)).convocatorias).toMatchObject({ runId: runAt(), since: runAt(), added: 0, changed: 0 });
    expect(lastRunTotals(await db.syncState.toArray())).toEqual({ added: 0, changed: 0, removed: 0 });
    expect(await isNew(added)).toBe(false);
  });

  it('compares API content only, not what the app keeps beside it', () => {
    const row = {
      id: 1,
      titulo: 'A',
      documentos: ['x.pdf'],
      autoridad: null,
      listas: ['convocatorias'],
      seen: { convocatorias: 1 },
      firstSeen: 0,
      ordenadasRank: 3,
    };
    expect(
      sameContent(row, {
        ...row,
        listas: ['convocatorias', 'convocatorias/ordenadas'],
        seen: { convocatorias: 2 },
        firstSeen: 9,
        ordenadasRank: null,
      }),
    ).toBe(true);
    expect(sameContent(row, { ...row, documentos: ['x.pdf', 'y.pdf'] })).toBe(false);
    expect(sameContent(row, { ...row, titulo: 'B' })).toBe(false);
  });
});

describe('the version 3 cache', () => {
  it('upgrades a version-2 cache keeping its records and sync state, with nothing marked new', async () => {
    const name = `novedades-upgrade-${++dbCount}`;
    const v2 = new Dexie(name);
    v2.version(2).stores({
      convocatorias: 'id, estado, fechaFin, ordenadasRank, *listas',
      organismos: 'id, nombre, provincia, dependeDe, *listas',
      tramites: 'id, titulo, *listas',
      syncState: 'collection',
    });
    await v2.table('convocatorias').put({
      id: 7,
      titulo: 'Antigua',
      estado: 'abierta',
      fechaFin: '2026-12-01',
      listas: ['convocatorias'],
      seen: { convocatorias: 3 },
      ordenadasRank: null,
    });
    await v2.table('organismos').put({ id: 8, nombre: 'Museo', listas: ['organismos', 'museos'], seen: { organismos: 2, museos: 2 } });
    await v2.table('tramites').put({ id: 9, titulo: 'Trámite', listas: ['tramites'], seen: { tramites: 1 } });
    await v2
      .table('syncState')
      .put({ collection: 'convocatorias', generation: 3, running: false, lastCompleteAt: 5, rejects: [], warnings: [] });
    v2.close();

    const db = new DirectorioDb(name);
    expect(await db.convocatorias.get(7)).toMatchObject({
      titulo: 'Antigua',
      listas: ['convocatorias'],
      seen: { convocatorias: 3 },
      firstSeen: 0,
    });
    expect(await db.organismos.where('listas').equals('museos').first()).toMatchObject({ id: 8, firstSeen: 0 });
    expect(await db.tramites.get(9)).toMatchObject({ titulo: 'Trámite', firstSeen: 0 });
    expect(await db.syncState.get('convocatorias')).toMatchObject({ generation: 3, lastCompleteAt: 5, changes: null });
    expect(await db.favoritos.count()).toBe(0);
    db.close();
  });
});

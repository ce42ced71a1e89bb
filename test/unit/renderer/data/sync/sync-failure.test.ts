/**
 * A cache that cannot be written (a full disk): the run ends as failed with the reason, the
 * collections' states say it is over, and nothing cached is expired or deleted. startSync, which
 * the views call as `void startSync()`, resolves whatever happens.
 */
import 'fake-indexeddb/auto';
import type { Table } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetcher } from '../../../../../src-main/api/fetcher';
import type { DirectorioPreload } from '../../../../../src-shared/bridge';
import { syncCollections, syncOrder, type RecordStore, type SyncOptions } from '../../../../../src-shared/sync';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { createRecordStore } from '../../../../../src-renderer/data/cache/record-writer';
import { describeFailure } from '../../../../../src-renderer/features/sync/describe';
import { simulatorsClosedAfterEach, smallSizes, sortedIds, upstreamIds } from '../../../support/mirror-helpers';

const fast: Partial<SyncOptions> = { sleep: () => Promise.resolve(), maxAttempts: 4, pageSize: 40 };
const startSimulator = simulatorsClosedAfterEach();
const quota = (): DOMException => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
let dbCount = 0;

/** The store as it is, except that storing pages fails as a full disk makes IndexedDB fail. */
function fullDisk(store: RecordStore): RecordStore {
  return { ...store, putPages: () => Promise.reject(quota()) };
}

async function everyId(db: DirectorioDb): Promise<number[][]> {
  const tables: Table<{ id: number }, number>[] = [db.organismos, db.convocatorias, db.tramites];
  return Promise.all(tables.map(async (table) => sortedIds(await table.toCollection().primaryKeys())));
}

describe('a storage failure during a sync (Dexie on fake-indexeddb)', () => {
  it('ends the run as failed with the reason, no state left running, nothing expired or deleted', async () => {
    const sim = await startSimulator({ seed: 3, sizes: smallSizes });
    const db = new DirectorioDb(`sync-failure-${++dbCount}`);
    const source = createFetcher({ baseUrl: sim.url });
    const first = await syncCollections(syncOrder, source, createRecordStore(db), fast);
    expect(first.every((o) => o.complete)).toBe(true);
    const before = await everyId(db);
    // Upstream, records left: a complete run would expire them; this one must not.
    sim.remove('convocatorias', upstreamIds(sim, 'convocatorias')[0] as number);
    sim.remove('organismos', upstreamIds(sim, 'organismos')[0] as number);

    const outcomes = await syncCollections(syncOrder, source, fullDisk(createRecordStore(db)), fast);
    // Every collection fails with the reason: the first write that fails halts the run for all.
    expect(outcomes.map((o) => [o.collection, o.complete, o.error?.kind])).toEqual(syncOrder.map((c) => [c, false, 'internal']));
    const failed = outcomes.find((o) => o.collection === 'organismos');
    expect(failed?.error).toEqual({
      kind: 'internal',
      message: 'No queda espacio en este equipo para guardar los datos (QuotaExceededError).',
    });
    expect(describeFailure(failed as NonNullable<typeof failed>, null, Date.now()).short).toBe(
      'La sincronización no terminó: no queda espacio en este equipo para guardar los datos (QuotaExceededError).',
    );
    const states = await db.syncState.toArray();
    expect(states.filter((state) => state.running)).toEqual([]);
    expect((await db.syncState.get('organismos'))?.problem).toMatch(/se conservan los datos anteriores/);
    expect(await everyId(db)).toEqual(before);
  });
});

describe('startSync when the cache cannot be written', () => {
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  afterEach(() => {
    process.off('unhandledRejection', unhandled);
    Reflect.deleteProperty(globalThis, 'window');
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('resolves; the snapshot shows the failed run with its reason; no row stays running', async () => {
    const sim = await startSimulator({ seed: 4, sizes: smallSizes });
    const fetcher = createFetcher({ baseUrl: sim.url });
    const fake: Partial<DirectorioPreload> = {
      fetchPage: (args) => fetcher.fetchPage({ ordering: undefined, ...args }),
      getSettings: () => Promise.resolve({ ok: false, error: { kind: 'internal', message: 'sin configuración en la prueba' } }),
    };
    const saved = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => saved.set(key, value),
    };
    Object.assign(globalThis, { window: { directorio: fake }, localStorage });
    const { startSync, syncIfStale, currentSyncSnapshot } = await import('../../../../../src-renderer/data/sync/controller');
    const { db } = await import('../../../../../src-renderer/data/cache/db');
    Object.defineProperty(db.organismos, 'bulkPut', { value: () => Promise.reject(quota()) });

    await expect(startSync()).resolves.toBeUndefined();
    const snapshot = currentSyncSnapshot();
    expect(snapshot.running).toBe(false);
    expect(snapshot.outcomes.find((o) => o.collection === 'organismos')).toMatchObject({
      complete: false,
      error: { message: expect.stringMatching(/No queda espacio/) },
    });
    // The others either finished before the failure or were halted by it; none claims more.
    for (const outcome of snapshot.outcomes) expect(outcome.complete || outcome.error?.kind === 'internal', outcome.collection).toBe(true);
    expect((await db.syncState.toArray()).filter((state) => state.running)).toEqual([]);
    expect(await db.organismos.count()).toBe(0);

    // As App.tsx calls it: nothing rejects unseen.
    void syncIfStale();
    // Waits for that second run to end (finishedAt is null while it runs).
    await vi.waitFor(() => expect([null, snapshot.finishedAt]).not.toContain(currentSyncSnapshot().finishedAt));
    expect(currentSyncSnapshot().running).toBe(false);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

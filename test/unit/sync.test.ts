import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createFetcher } from '../../src-main/api/fetcher';
import { syncCollection, type SyncOptions } from '../../src-shared/sync';
import { DirectorioDb } from '../../src-renderer/data/db';
import { createRecordStore } from '../../src-renderer/data/store';
import { startSimulator, type Simulator } from '../simulator/server';

const fast: Partial<SyncOptions> = { sleep: () => Promise.resolve(), maxAttempts: 8 };
const running: Simulator[] = [];
let dbCount = 0;

afterEach(async () => {
  await Promise.all(running.splice(0).map((sim) => sim.close()));
});

async function setup(options: Parameters<typeof startSimulator>[0] = {}) {
  const sim = await startSimulator({ sizes: { convocatorias: 333 }, ...options });
  running.push(sim);
  const db = new DirectorioDb(`sync-test-${++dbCount}`);
  return { sim, db, store: createRecordStore(db), source: createFetcher({ baseUrl: sim.url }) };
}

const ids = (records: readonly { id?: unknown }[]): number[] => records.map((r) => r.id as number).sort((a, b) => a - b);

describe('first sync of convocatorias into Dexie (fake-indexeddb)', () => {
  it('mirrors exactly the simulator records, with concurrency and a page size that does not divide the count', async () => {
    const { sim, db, store, source } = await setup();
    const outcome = await syncCollection('convocatorias', source, store, { ...fast, pageSize: 40, concurrency: 3 });
    expect(outcome).toMatchObject({ complete: true, count: 333, stored: 333, rejects: [], requests: 9, retries: 0 });
    expect(ids(await db.convocatorias.toArray())).toEqual(ids(sim.records('convocatorias')));
    const state = await db.syncState.get('convocatorias');
    expect(state?.lastCompleteAt).toEqual(expect.any(Number));
    expect(state?.running).toBe(false);
  });

  it('removes records that disappeared upstream only after a complete run', async () => {
    const { sim, db, store, source } = await setup();
    await syncCollection('convocatorias', source, store, fast);
    const gone = sim.records('convocatorias')[5]?.id as number;
    sim.remove('convocatorias', gone);
    const added = sim.insert('convocatorias', { ...sim.records('convocatorias')[0], id: undefined, titulo: 'Nueva convocatoria' });
    const outcome = await syncCollection('convocatorias', source, store, fast);
    expect(outcome.complete).toBe(true);
    const cached = ids(await db.convocatorias.toArray());
    expect(cached).toEqual(ids(sim.records('convocatorias')));
    expect(cached).not.toContain(gone);
    expect(cached).toContain(added);
  });

  it('retries 5xx, 429 and dropped or truncated responses and still mirrors exactly', async () => {
    for (const seed of [1, 2, 3]) {
      const { sim, db, store, source } = await setup({ seed });
      sim.setFaults({ errorRate: 0.15, rateLimitRate: 0.1, retryAfterSeconds: 1, dropRate: 0.05, truncateRate: 0.05 });
      const outcome = await syncCollection('convocatorias', source, store, { ...fast, pageSize: 25 });
      expect(outcome.complete).toBe(true);
      expect(outcome.retries).toBeGreaterThan(0);
      expect(ids(await db.convocatorias.toArray())).toEqual(ids(sim.records('convocatorias')));
    }
  });

  it('re-crawls when the list drifts during the run, and ends with the final record set or removes nothing', async () => {
    const { sim, db, store, source } = await setup();
    await syncCollection('convocatorias', source, store, fast);
    const before = ids(await db.convocatorias.toArray());
    sim.setFaults({ driftEvery: 4 });
    const outcome = await syncCollection('convocatorias', source, store, { ...fast, pageSize: 20, concurrency: 1 });
    sim.setFaults({ driftEvery: 0 });
    const cached = ids(await db.convocatorias.toArray());
    if (outcome.complete) {
      expect(cached).toEqual(ids(sim.records('convocatorias')));
    } else {
      expect(outcome.problem).toMatch(/no se pudo conciliar/);
      for (const id of before) expect(cached).toContain(id);
    }
    expect(sim.stats().drifts).toBeGreaterThan(0);
  });

  it('a failing run keeps the previous cache intact and says why', async () => {
    const { sim, db, store, source } = await setup();
    await syncCollection('convocatorias', source, store, fast);
    const before = ids(await db.convocatorias.toArray());
    sim.remove('convocatorias', before[0] as number);
    sim.setFaults({ errorRate: 1 });
    const outcome = await syncCollection('convocatorias', source, store, { ...fast, maxAttempts: 2 });
    expect(outcome).toMatchObject({ complete: false, error: { kind: 'http' } });
    expect(outcome.problem).toMatch(/se conservan los datos anteriores/);
    expect(ids(await db.convocatorias.toArray())).toEqual(before);
    expect((await db.syncState.get('convocatorias'))?.problem).toMatch(/se conservan/);
  });

  it('fails fast on a 4xx other than 429', async () => {
    const { db, store } = await setup();
    let calls = 0;
    const notFound = { ok: false, error: { kind: 'http', status: 404, retryAfterMs: null } } as const;
    const outcome = await syncCollection('convocatorias', { fetchPage: () => (calls++, Promise.resolve(notFound)) }, store, fast);
    expect(outcome.complete).toBe(false);
    expect(calls).toBe(1);
    expect(await db.convocatorias.count()).toBe(0);
  });

  it('cancels without removing anything', async () => {
    const { sim, db, store, source } = await setup();
    await syncCollection('convocatorias', source, store, fast);
    sim.remove('convocatorias', sim.records('convocatorias')[0]?.id as number);
    const controller = new AbortController();
    const outcome = await syncCollection('convocatorias', source, store, {
      ...fast,
      signal: controller.signal,
      onProgress: (p) => p.phase === 'fetching' && controller.abort(),
    });
    expect(outcome.complete).toBe(false);
    expect(outcome.problem).toMatch(/cancelada/);
    expect(await db.convocatorias.count()).toBe(333);
  });
});

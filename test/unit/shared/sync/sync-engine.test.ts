import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../../src-shared/api';
import type { BridgeArgs } from '../../../../src-shared/bridge';
import { MemoryStore, syncCollection, syncCollections, syncOrder, type PageSource, type SyncOptions } from '../../../../src-shared/sync';
import { createFetcher } from '../../../../src-main/api/fetcher';
import type { Faults, Simulator } from '../../../simulator/server';
import { mirroredIds, smallSizes, upstreamIds, simulatorsClosedAfterEach } from '../../support/mirror-helpers';

const fast: Partial<SyncOptions> = { sleep: () => Promise.resolve(), maxAttempts: 10, pageSize: 30, concurrency: 3 };
const startSimulator = simulatorsClosedAfterEach();

async function simulator(seed: number, faults: Partial<Faults> = {}): Promise<Simulator> {
  const sim = await startSimulator({ seed, sizes: smallSizes, faults });
  return sim;
}

function expectExactMirror(sim: Simulator, store: MemoryStore, list: readonly Collection[] = syncOrder): void {
  for (const collection of list) expect(mirroredIds(store, collection), collection).toEqual(upstreamIds(sim, collection));
}

describe('sync engine against the simulator (in-memory store)', () => {
  it('mirrors every collection exactly: organismos once with their lists, ordenadas joined by id with its rank', async () => {
    const sim = await simulator(1);
    const store = new MemoryStore();
    const outcomes = await syncCollections(syncOrder, createFetcher({ baseUrl: sim.url }), store, fast);
    expect(outcomes.map((o) => [o.collection, o.complete, o.passes])).toEqual(syncOrder.map((c) => [c, true, 1]));
    expectExactMirror(sim, store);

    const organismos = store.tables.organismo;
    expect(organismos.size).toBe(
      new Set([
        ...upstreamIds(sim, 'organismos'),
        ...upstreamIds(sim, 'museos'),
        ...upstreamIds(sim, 'programas'),
        ...upstreamIds(sim, 'institutos'),
      ]).size,
    );
    const museoId = upstreamIds(sim, 'museos')[0] as number;
    expect(organismos.get(museoId)?.listas).toEqual(expect.arrayContaining(['museos']));

    const ordenadas = sim.records('convocatorias/ordenadas').map((r) => r.id as number);
    ordenadas.forEach((id, rank) => expect(store.tables.convocatoria.get(id)?.ordenadasRank).toBe(rank));
    const onlyOrdenadas = ordenadas.filter((id) => !upstreamIds(sim, 'convocatorias').includes(id));
    expect(onlyOrdenadas).toHaveLength(3);
    for (const id of onlyOrdenadas) expect(store.tables.convocatoria.get(id)?.listas).toEqual(['convocatorias/ordenadas']);
    const tramiteId = upstreamIds(sim, 'tramites')[0] as number;
    expect(store.tables.tramite.get(tramiteId)?.record.id).toBe(tramiteId);
  });

  const faultKinds: [string, Partial<Faults>][] = [
    ['5xx', { errorRate: 0.25 }],
    ['429 + Retry-After', { rateLimitRate: 0.25, retryAfterSeconds: 2 }],
    ['dropped connections', { dropRate: 0.2 }],
    ['truncated bodies', { truncateRate: 0.2 }],
    ['a capped limit', { maxLimit: 7 }],
    ['everything at once', { errorRate: 0.1, rateLimitRate: 0.1, dropRate: 0.05, truncateRate: 0.05, maxLimit: 25 }],
  ];
  for (const [name, faults] of faultKinds) {
    it(`stays exact under ${name}, over many seeds`, async () => {
      let retries = 0;
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const sim = await simulator(seed, faults);
        const store = new MemoryStore();
        const list: Collection[] = ['convocatorias', 'museos', 'tramites'];
        const outcomes = await syncCollections(list, createFetcher({ baseUrl: sim.url }), store, fast);
        expect(
          outcomes.every((o) => o.complete),
          `seed ${seed}`,
        ).toBe(true);
        expectExactMirror(sim, store, list);
        retries += outcomes.reduce((n, o) => n + o.retries, 0);
      }
      if (faults.maxLimit === undefined) expect(retries).toBeGreaterThan(0);
    });
  }

  it('re-crawls when the list drifts during a run and ends with the final record set', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const sim = await simulator(seed);
      const store = new MemoryStore();
      const fetcher = createFetcher({ baseUrl: sim.url });
      await syncCollection('convocatorias', fetcher, store, fast);
      // The list moves during the first pass only, then settles.
      sim.setFaults({ driftEvery: 2 });
      let calls = 0;
      const settling: PageSource = {
        fetchPage: (args: BridgeArgs<'fetchPage'>) => {
          if (++calls === 4) sim.setFaults({ driftEvery: 0 });
          return fetcher.fetchPage(args);
        },
      };
      const outcome = await syncCollection('convocatorias', settling, store, { ...fast, concurrency: 1 });
      expect(outcome.complete, `seed ${seed}: ${outcome.problem ?? ''}`).toBe(true);
      expect(outcome.passes).toBeGreaterThan(1);
      expect(sim.stats().drifts).toBeGreaterThan(0);
      expectExactMirror(sim, store, ['convocatorias']);
    }
  });

  it('notices a record added at the head after the head was read', async () => {
    const sim = await simulator(9);
    const store = new MemoryStore();
    const fetcher = createFetcher({ baseUrl: sim.url });
    const template = sim.records('convocatorias')[0] ?? {};
    let added = 0;
    const source: PageSource = {
      fetchPage: async (args) => {
        const result = await fetcher.fetchPage(args);
        if (args.offset > 100 && added === 0)
          added = sim.insert('convocatorias', { ...template, id: undefined, titulo: 'Recién publicada' });
        return result;
      },
    };
    const outcome = await syncCollection('convocatorias', source, store, fast);
    expect(outcome).toMatchObject({ complete: true, passes: 2 });
    expect(mirroredIds(store, 'convocatorias')).toContain(added);
    expectExactMirror(sim, store, ['convocatorias']);
  });

  it('notices a count that changed between pages, when no position moved: a record removed at the tail after its page was read', async () => {
    const sim = await simulator(10);
    const store = new MemoryStore();
    const fetcher = createFetcher({ baseUrl: sim.url });
    const before = sim.records('convocatorias');
    const last = before[before.length - 1]?.['id'] as number;
    expect(before.length).toBeGreaterThan(2 * (fast.pageSize ?? 0)); // the head page does not reach the tail
    let heads = 0;
    const source: PageSource = {
      fetchPage: (args) => {
        // The second read of the head is the pass's last request: every position was seen by then,
        // and removing the last one moves no other, so only the head's new count tells.
        if (args.offset === 0 && ++heads === 2) sim.remove('convocatorias', last);
        return fetcher.fetchPage(args);
      },
    };
    const outcome = await syncCollection('convocatorias', source, store, fast);
    expect(outcome).toMatchObject({ complete: true, passes: 2, count: before.length - 1 });
    expect(mirroredIds(store, 'convocatorias')).not.toContain(last);
    expectExactMirror(sim, store, ['convocatorias']);
  });

  it('gives up after maxPasses when the list never settles, and removes nothing', async () => {
    const sim = await simulator(4);
    const store = new MemoryStore();
    const fetcher = createFetcher({ baseUrl: sim.url });
    await syncCollection('convocatorias', fetcher, store, fast);
    const before = mirroredIds(store, 'convocatorias');
    sim.setFaults({ driftEvery: 2 });
    const outcome = await syncCollection('convocatorias', fetcher, store, { ...fast, maxPasses: 3 });
    expect(outcome).toMatchObject({ complete: false, passes: 3, error: null });
    expect(outcome.problem).toMatch(/no se pudo conciliar/);
    const after = mirroredIds(store, 'convocatorias');
    for (const id of before) expect(after).toContain(id);
  });

  it('keeps bad records out as rejects (collection position, id, reason), keeps the rest, flags an unknown estado', async () => {
    const sim = await simulator(5);
    const [first, second, third] = sim.records('convocatorias');
    sim.update('convocatorias', first?.id as number, { fecha_fin: '31/12/2026' });
    sim.update('convocatorias', second?.id as number, { documentos: 'no es una lista' });
    sim.update('convocatorias', third?.id as number, { estado: 'suspendida' });
    const store = new MemoryStore();
    const outcome = await syncCollection('convocatorias', createFetcher({ baseUrl: sim.url }), store, fast);
    expect(outcome.complete).toBe(true);
    expect(outcome.rejects).toEqual([
      { position: 0, id: first?.id, reason: expect.stringMatching(/fecha_fin/) },
      { position: 1, id: second?.id, reason: expect.stringMatching(/documentos/) },
    ]);
    expect(outcome.warnings).toEqual([{ position: 2, id: third?.id, reason: expect.stringMatching(/suspendida/) }]);
    expect(outcome.stored).toBe(upstreamIds(sim, 'convocatorias').length - 2);
    expect(store.tables.convocatoria.has(first?.id as number)).toBe(false);
    expect(store.tables.convocatoria.get(third?.id as number)?.record).toMatchObject({ estado: 'suspendida' });
  });

  it('a failing run leaves the previous mirror intact; the next run completes it', async () => {
    const sim = await simulator(6);
    const store = new MemoryStore();
    const fetcher = createFetcher({ baseUrl: sim.url });
    await syncCollection('tramites', fetcher, store, fast);
    const before = mirroredIds(store, 'tramites');
    sim.remove('tramites', before[0] as number);
    sim.setFaults({ errorRate: 1 });
    const failed = await syncCollection('tramites', fetcher, store, { ...fast, maxAttempts: 3 });
    expect(failed).toMatchObject({ complete: false, error: { kind: 'http' } });
    expect(mirroredIds(store, 'tramites')).toEqual(before);
    sim.setFaults({ errorRate: 0 });
    expect((await syncCollection('tramites', fetcher, store, fast)).complete).toBe(true);
    expectExactMirror(sim, store, ['tramites']);
  });

  it('stops the run when the API cannot be reached, instead of retrying every collection', async () => {
    let calls = 0;
    const unreachable: PageSource = {
      fetchPage: () => (calls++, Promise.resolve({ ok: false, error: { kind: 'network', message: 'ECONNREFUSED' } })),
    };
    // One request in flight at a time: the first collection spends its 3 attempts, then halts the rest.
    const outcomes = await syncCollections(syncOrder, unreachable, new MemoryStore(), { ...fast, maxAttempts: 3, concurrency: 1 });
    expect(outcomes.map((o) => [o.collection, o.complete, o.error?.kind])).toEqual(syncOrder.map((c) => [c, false, 'network']));
    // Every collection retrying on its own would be 7 × 3 = 21 requests.
    expect(calls).toBeLessThan(syncOrder.length * 3);
  });

  it('fails fast on a 4xx other than 429', async () => {
    let calls = 0;
    const source: PageSource = {
      fetchPage: () => (calls++, Promise.resolve({ ok: false, error: { kind: 'http', status: 403, retryAfterMs: null } })),
    };
    const outcome = await syncCollection('organismos', source, new MemoryStore(), fast);
    expect(outcome).toMatchObject({ complete: false, requests: 1, retries: 0 });
    expect(calls).toBe(1);
  });
});

/**
 * A re-sync sends, with each page, the hash of the body the store applied there; an "unchanged"
 * answer is confirmed from the store's copy and nothing is written for it. What the sync proves
 * stays proven: the mirror exact, drift noticed, deletions only after a complete pass.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeArgs, Page } from '../../../../src-shared/bridge';
import { createFetcher } from '../../../../src-main/api/fetcher';
import {
  MemoryStore,
  syncCollection,
  syncCollections,
  syncOrder,
  type PageSource,
  type RecordStore,
  type SyncOptions,
} from '../../../../src-shared/sync';
import { mirroredIds, smallSizes, simulatorsClosedAfterEach, upstreamIds } from '../../support/mirror-helpers';
import { ids, pageOf, quiet, scriptedSource, tramite, type Reply } from '../../support/sync-fakes';

const fast: Partial<SyncOptions> = { sleep: () => Promise.resolve(), maxAttempts: 8, pageSize: 30, concurrency: 3 };
const startSimulator = simulatorsClosedAfterEach();

/** Every request and how it was answered: `known` sent or not, the page whole or unchanged. */
function watched(source: PageSource): {
  source: PageSource;
  log: { args: BridgeArgs<'fetchPage'>; answer: 'page' | 'unchanged' | 'failure' }[];
} {
  const log: { args: BridgeArgs<'fetchPage'>; answer: 'page' | 'unchanged' | 'failure' }[] = [];
  return {
    log,
    source: {
      fetchPage: async (args) => {
        const result = await source.fetchPage(args);
        log.push({ args, answer: !result.ok ? 'failure' : 'page' in result ? 'page' : 'unchanged' });
        return result;
      },
    },
  };
}

describe('a re-sync against the simulator (in-memory store)', () => {
  it('every page of an unchanged directory is answered unchanged, and nothing is written', async () => {
    const sim = await startSimulator({ seed: 21, sizes: smallSizes });
    const store = new MemoryStore();
    const fetcher = createFetcher({ baseUrl: sim.url });
    await syncCollections(syncOrder, fetcher, store, fast);
    const putPages = vi.spyOn(store, 'putPages');
    const { source, log } = watched(fetcher);

    const outcomes = await syncCollections(syncOrder, source, store, fast);
    expect(outcomes.map((o) => [o.collection, o.complete, o.passes])).toEqual(syncOrder.map((c) => [c, true, 1]));
    expect(log.length).toBeGreaterThan(20);
    expect(log.filter((request) => request.args.known === undefined)).toEqual([]);
    expect(log.filter((request) => request.answer !== 'unchanged')).toEqual([]);
    expect(putPages).not.toHaveBeenCalled();
    for (const collection of syncOrder) expect(mirroredIds(store, collection), collection).toEqual(upstreamIds(sim, collection));
    expect(outcomes.find((o) => o.collection === 'convocatorias')?.stored).toBe(smallSizes.convocatorias);
  });

  it('a page whose body changed (one record edited) comes whole and is applied; the others stay as stored', async () => {
    const sim = await startSimulator({ seed: 22, sizes: smallSizes });
    const store = new MemoryStore();
    const fetcher = createFetcher({ baseUrl: sim.url });
    await syncCollection('convocatorias', fetcher, store, { ...fast, concurrency: 1 });
    // Position 45 is on the page at offset 29 (29–58) only.
    const edited = sim.records('convocatorias')[45]?.id as number;
    sim.update('convocatorias', edited, { titulo: 'Convocatoria corregida' });
    const { source, log } = watched(fetcher);

    const outcome = await syncCollection('convocatorias', source, store, { ...fast, concurrency: 1 });
    expect(outcome).toMatchObject({ complete: true, passes: 1 });
    expect(log.filter((request) => request.answer === 'page').map((request) => request.args.offset)).toEqual([29]);
    expect(store.tables.convocatoria.get(edited)?.record).toMatchObject({ titulo: 'Convocatoria corregida' });
    expect(mirroredIds(store, 'convocatorias')).toEqual(upstreamIds(sim, 'convocatorias'));
  });

  it('a page at another limit never sends the hash of the earlier limit', async () => {
    const sim = await startSimulator({ seed: 23, sizes: smallSizes });
    const store = new MemoryStore();
    const fetcher = createFetcher({ baseUrl: sim.url });
    await syncCollection('tramites', fetcher, store, fast);
    const { source, log } = watched(fetcher);
    const outcome = await syncCollection('tramites', source, store, { ...fast, pageSize: 20 });
    expect(outcome.complete).toBe(true);
    // Only the head's re-read, at this run's own limit, carries a hash: the one its first page had.
    expect(log.map((request) => [request.args.offset, request.args.known === undefined ? 'sin hash' : 'hash', request.answer])).toEqual([
      [0, 'sin hash', 'page'],
      [19, 'sin hash', 'page'],
      [38, 'sin hash', 'page'],
      [0, 'hash', 'unchanged'],
    ]);
    expect(mirroredIds(store, 'tramites')).toEqual(upstreamIds(sim, 'tramites'));
  });

  it('drift during a re-sync is noticed and re-crawled, pages unchanged or not, and ends exact', async () => {
    for (const seed of [31, 32, 33]) {
      const sim = await startSimulator({ seed, sizes: smallSizes });
      const store = new MemoryStore();
      const fetcher = createFetcher({ baseUrl: sim.url });
      await syncCollection('convocatorias', fetcher, store, fast);
      // A record added at the head once three pages were read: every later page shifted.
      let calls = 0;
      const template = sim.records('convocatorias')[0] ?? {};
      const { source, log } = watched({
        fetchPage: (args) => {
          if (++calls === 4) sim.insert('convocatorias', { ...template, id: undefined, titulo: 'Recién publicada' });
          return fetcher.fetchPage(args);
        },
      });
      const outcome = await syncCollection('convocatorias', source, store, { ...fast, concurrency: 1 });
      expect(outcome, `seed ${seed}`).toMatchObject({ complete: true, passes: 2 });
      expect(log.slice(0, 3).map((request) => request.answer)).toEqual(['unchanged', 'unchanged', 'unchanged']);
      expect(mirroredIds(store, 'convocatorias')).toEqual(upstreamIds(sim, 'convocatorias'));
    }
  });
});

/** A source serving `list()` (which the test may change) with each body's hash, honouring `known` as main does. */
function hashingSource(list: () => readonly number[]) {
  const body = (page: Page): string => JSON.stringify({ count: page.count, records: page.records });
  return scriptedSource((args) => {
    const page = pageOf(list(), args.offset, args.limit);
    const hash = createHash('sha256').update(body(page)).digest('hex');
    if (args.known === hash) return { ok: true, unchanged: { count: page.count } };
    return { ok: true, page: { ...page, hash } };
  });
}

describe('what the store remembers across runs', () => {
  it('a hash stored by an earlier generation, at an offset the count no longer reached, is never sent', async () => {
    let list = ids(1, 10);
    const { source, requests } = hashingSource(() => list);
    const sent: (string | undefined)[] = [];
    const watching: PageSource = {
      fetchPage: (args) => {
        sent.push(args.offset === 6 ? args.known : 'not at 6');
        return source.fetchPage(args);
      },
    };
    const store = new MemoryStore();
    // Pages of 4 overlap by one: offsets 0, 3, 6, then the head again.
    expect((await syncCollection('tramites', watching, store, quiet())).complete).toBe(true);
    expect(requests.map(([offset]) => offset)).toEqual([0, 3, 6, 0]);

    // The count drifts down to 6: the page at 6 is no longer asked for, and 7–10 leave the list.
    list = ids(1, 6);
    expect((await syncCollection('tramites', watching, store, quiet())).complete).toBe(true);
    expect(store.list('tramites').map((row) => row.record.id)).toEqual(ids(1, 6));

    // Back to 10 with the very same records: the page at 6 has the body it had in the first run.
    list = ids(1, 10);
    sent.length = 0;
    // Two fetchers: the page at 6 is asked for before the page at 3 (which holds record 7 too) is stored.
    const outcome = await syncCollection('tramites', watching, store, quiet([], { concurrency: 2 }));
    expect(outcome).toMatchObject({ complete: true, count: 10, passes: 1 });
    expect(sent.filter((known) => known !== 'not at 6')).toEqual([undefined]);
    expect(store.list('tramites').map((row) => row.record)).toEqual(ids(1, 10).map(tramite));
  });

  it('a stored page whose records left the list is fetched again whole, not confirmed', async () => {
    const list = ids(1, 10);
    const { source } = hashingSource(() => list);
    const store = new MemoryStore();
    await syncCollection('tramites', source, store, quiet());
    // Behind the sync's back, records 8 and 9 (on the page at 6) are gone from the store.
    store.tables.tramite.delete(8);
    store.tables.tramite.delete(9);
    const { source: again, log } = watched(source);
    const outcome = await syncCollection('tramites', again, store, quiet());
    expect(outcome).toMatchObject({ complete: true, passes: 1, requests: 5 });
    expect(log.map((request) => [request.args.offset, request.answer])).toEqual([
      [0, 'unchanged'],
      [3, 'unchanged'],
      [6, 'unchanged'],
      [6, 'page'],
      [0, 'unchanged'],
    ]);
    expect(
      store
        .list('tramites')
        .map((row) => row.record.id)
        .sort((a, b) => a - b),
    ).toEqual(ids(1, 10));
  });

  /**
   * Trámites 1–10 synced in pages of 4 (offsets 0, 3, 6), then record 8 deleted behind the sync's
   * back, so the page at 6 cannot be confirmed; the re-sync's source answers that page as `at6` says.
   */
  async function resyncWithPageAt6(at6: (args: BridgeArgs<'fetchPage'>) => Reply | null) {
    const list = ids(1, 10);
    const { source } = hashingSource(() => list);
    const store = new MemoryStore();
    await syncCollection('tramites', source, store, quiet());
    store.tables.tramite.delete(8);
    const answering: PageSource = {
      fetchPage: async (args) => (args.offset === 6 ? at6(args) : null) ?? source.fetchPage(args),
    };
    return syncCollection('tramites', answering, store, quiet());
  }

  it('a page the store cannot confirm, whose whole copy then fails, fails the run with that failure', async () => {
    const failure = { kind: 'invalid-response', message: 'el servidor cortó la respuesta' } as const;
    const outcome = await resyncWithPageAt6((args) => (args.known === undefined ? { ok: false, error: failure } : null));
    expect(outcome.complete).toBe(false);
    expect(outcome.error).toEqual(failure);
  });

  it('a whole copy answered "unchanged" although no hash was sent fails the run, and says so', async () => {
    const outcome = await resyncWithPageAt6(() => ({ ok: true, unchanged: { count: 10 } }));
    expect(outcome.complete).toBe(false);
    expect(outcome.error).toEqual({ kind: 'invalid-response', message: 'página sin cambios que no se pidió así' });
  });

  it('a store that does not remember pages, or cannot confirm them, gets every page whole and ends exact', async () => {
    const list = ids(1, 10);
    for (const remembers of [false, true]) {
      const { source } = hashingSource(() => list);
      const memory = new MemoryStore();
      await syncCollection('tramites', source, memory, quiet());
      const store: RecordStore = {
        beginRun: (collection) => memory.beginRun(collection),
        putPages: (collection, pages, generation) => memory.putPages(collection, pages, generation),
        completeRun: (collection, generation, outcome, seen) => memory.completeRun(collection, generation, outcome, seen),
        failRun: (collection, generation, outcome) => memory.failRun(collection, generation, outcome),
        // Without confirmPage: a page answered unchanged cannot stand, and comes whole.
        ...(remembers ? { knownPage: (collection, offset, limit) => memory.knownPage(collection, offset, limit) } : {}),
      };
      const { source: again, log } = watched(source);
      const outcome = await syncCollection('tramites', again, store, quiet());
      expect(outcome, `remembers: ${remembers}`).toMatchObject({ complete: true, passes: 1 });
      expect(log.filter((request) => request.answer === 'page').map((request) => request.args.offset)).toEqual([0, 3, 6, 0]);
      expect(log.some((request) => request.args.known !== undefined)).toBe(remembers);
      expect(memory.list('tramites').map((row) => row.record.id)).toEqual(list);
    }
  });
});

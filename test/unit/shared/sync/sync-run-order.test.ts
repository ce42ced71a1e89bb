/** Several collections in one run: their order, and when the run stops early. */
import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../../src-shared/api';
import type { BridgeError } from '../../../../src-shared/bridge';
import { MemoryStore, syncCollections, syncOrder } from '../../../../src-shared/sync';
import { pageOf, quiet, scriptedSource } from '../../support/sync-fakes';

describe('syncCollections', () => {
  it('the order: lists before what joins them', () => {
    expect(syncOrder).toEqual(['organismos', 'programas', 'museos', 'institutos', 'convocatorias', 'convocatorias/ordenadas', 'tramites']);
  });

  it('reports the wanted collections in that order, whatever order they were asked in, and tells each outcome', async () => {
    const { source } = scriptedSource((args) => ({ ok: true, page: pageOf([1, 2], args.offset, args.limit) }));
    const told: Collection[] = [];
    const outcomes = await syncCollections(['tramites', 'museos', 'organismos'], source, new MemoryStore(), {
      ...quiet(),
      onOutcome: (outcome) => told.push(outcome.collection),
    });
    expect(outcomes.map((o) => [o.collection, o.complete])).toEqual([
      ['organismos', true],
      ['museos', true],
      ['tramites', true],
    ]);
    expect([...told].sort()).toEqual(['museos', 'organismos', 'tramites']);
  });

  it('runs nothing once cancelled, and sends no request after a cancel during the run', async () => {
    const before = new AbortController();
    before.abort();
    const { source, requests } = scriptedSource((args) => ({ ok: true, page: pageOf([1], args.offset, args.limit) }));
    expect(await syncCollections(syncOrder, source, new MemoryStore(), { ...quiet(), signal: before.signal })).toEqual([]);
    expect(requests).toEqual([]);

    // Cancelled while the second request is out: with one request in flight at a time, no third goes.
    const during = new AbortController();
    const counted = scriptedSource((args, call) => {
      if (call === 2) during.abort();
      return { ok: true, page: pageOf([1, 2, 3, 4, 5, 6, 7, 8, 9], args.offset, args.limit) };
    });
    const outcomes = await syncCollections(['organismos', 'museos', 'tramites'], counted.source, new MemoryStore(), {
      ...quiet(),
      signal: during.signal,
    });
    expect(counted.requests).toHaveLength(2);
    expect(outcomes.map((o) => [o.collection, o.complete])).toEqual([
      ['organismos', false],
      ['museos', false],
      ['tramites', false],
    ]);
    expect(outcomes.every((o) => /cancelada/.test(o.problem ?? ''))).toBe(true);
  });

  const failingWith = async (error: BridgeError, maxAttempts: number) => {
    const { source, requests } = scriptedSource(() => ({ ok: false, error }));
    const outcomes = await syncCollections(['organismos', 'museos', 'tramites'], source, new MemoryStore(), quiet([], { maxAttempts }));
    return { outcomes, requests: requests.length };
  };

  it.each<[string, BridgeError]>([
    ['no connection', { kind: 'network', message: 'ECONNREFUSED' }],
    ['an internal failure', { kind: 'internal', message: 'x' }],
  ])('halts every collection after %s: the others would only fail the same way', async (_name, error) => {
    const { source, requests } = scriptedSource(() => ({ ok: false, error }));
    const outcomes = await syncCollections(syncOrder, source, new MemoryStore(), quiet([], { maxAttempts: 3 }));
    expect(outcomes.map((o) => [o.collection, o.complete, o.error])).toEqual(syncOrder.map((c) => [c, false, error]));
    // Every collection spending its 3 attempts would be 7 × 3 = 21.
    expect(requests.length).toBeLessThan(21);
  });

  it.each<[string, BridgeError, number]>([
    ['a timeout (one slow list must not stop the others)', { kind: 'timeout', ms: 20_000 }, 3],
    ['an HTTP error', { kind: 'http', status: 404, retryAfterMs: null }, 1],
    ['an invalid response', { kind: 'invalid-response', message: 'x' }, 1],
    ['a refusal', { kind: 'rejected', message: 'x' }, 1],
  ])('every collection still asks after %s', async (_name, error, maxAttempts) => {
    const { outcomes, requests } = await failingWith(error, maxAttempts);
    expect(requests).toBe(3 * maxAttempts);
    expect(outcomes.map((o) => [o.collection, o.error])).toEqual([
      ['organismos', error],
      ['museos', error],
      ['tramites', error],
    ]);
  });
});

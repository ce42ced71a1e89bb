/** Several collections in one run: their order, and when the run stops early. */
import { describe, expect, it } from 'vitest';
import type { Collection } from '../../src-shared/api';
import type { BridgeError } from '../../src-shared/bridge';
import { MemoryStore, syncCollections, syncOrder, type SyncOutcome } from '../../src-shared/sync';
import { pageOf, quiet, scriptedSource } from './sync-fakes';

describe('syncCollections', () => {
  it('the order: lists before what joins them', () => {
    expect(syncOrder).toEqual(['organismos', 'programas', 'museos', 'institutos', 'convocatorias', 'convocatorias/ordenadas', 'tramites']);
  });

  it('runs the wanted collections in that order, whatever order they were asked in, and tells each outcome', async () => {
    const { source } = scriptedSource((args) => ({ ok: true, page: pageOf([1, 2], args.offset, args.limit) }));
    const told: Collection[] = [];
    const outcomes = await syncCollections(['tramites', 'museos', 'organismos'], source, new MemoryStore(), {
      ...quiet(),
      onOutcome: (outcome) => told.push(outcome.collection),
    });
    expect(outcomes.map((o) => [o.collection, o.complete])).toEqual([['organismos', true], ['museos', true], ['tramites', true]]);
    expect(told).toEqual(['organismos', 'museos', 'tramites']);
  });

  it('runs nothing once cancelled, and stops between collections when cancelled during one', async () => {
    const before = new AbortController();
    before.abort();
    const { source, requests } = scriptedSource((args) => ({ ok: true, page: pageOf([1], args.offset, args.limit) }));
    expect(await syncCollections(syncOrder, source, new MemoryStore(), { ...quiet(), signal: before.signal })).toEqual([]);
    expect(requests).toEqual([]);

    const during = new AbortController();
    const outcomes = await syncCollections(['organismos', 'museos'], source, new MemoryStore(), {
      ...quiet(),
      signal: during.signal,
      onOutcome: () => during.abort(),
    });
    expect(outcomes.map((o) => o.collection)).toEqual(['organismos']);
  });

  const failingWith = async (error: BridgeError): Promise<SyncOutcome[]> => {
    const { source } = scriptedSource(() => ({ ok: false, error }));
    return syncCollections(['organismos', 'museos', 'tramites'], source, new MemoryStore(), quiet([], { maxAttempts: 1 }));
  };

  it.each<[string, BridgeError]>([
    ['no connection', { kind: 'network', message: 'ECONNREFUSED' }],
    ['a timeout', { kind: 'timeout', ms: 20_000 }],
    ['an internal failure', { kind: 'internal', message: 'x' }],
  ])('stops after %s: the next collections would only fail the same way', async (_name, error) => {
    expect((await failingWith(error)).map((o) => o.collection)).toEqual(['organismos']);
  });

  it.each<[string, BridgeError]>([
    ['an HTTP error', { kind: 'http', status: 404, retryAfterMs: null }],
    ['an invalid response', { kind: 'invalid-response', message: 'x' }],
    ['a refusal', { kind: 'rejected', message: 'x' }],
  ])('goes on to the next collection after %s', async (_name, error) => {
    expect((await failingWith(error)).map((o) => o.collection)).toEqual(['organismos', 'museos', 'tramites']);
  });
});

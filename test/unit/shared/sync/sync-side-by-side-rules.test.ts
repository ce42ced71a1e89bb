/**
 * Collections side by side under one budget, rule by rule, with hand-made pages (no simulator):
 * which collections run, the order the budget hands out slots, what a halt and a cancel stop,
 * and what each collection's outcome counts.
 */
import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../../src-shared/api';
import type { BridgeError } from '../../../../src-shared/bridge';
import { MemoryStore, RequestBudget, syncCollections, type PageSource, type SyncOutcome } from '../../../../src-shared/sync';
import { heldSource, listenerCountingSignal, pageOf, quiet, scriptedSource } from '../../support/sync-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const network: BridgeError = { kind: 'network', message: 'ECONNREFUSED' };

const ask = (source: PageSource, collection: Collection, offset: number) => source.fetchPage({ collection, offset, limit: 4 });

describe('which collections run', () => {
  it('a preferred collection that was not wanted is not synced, and a wanted one is synced once', async () => {
    const { source, requests } = scriptedSource((args) => ({
      ok: true,
      page: pageOf([1, 2, 3], args.offset, args.limit, {}, args.collection),
    }));
    const asked: Collection[] = [];
    const counting: PageSource = { fetchPage: (args) => (asked.push(args.collection), source.fetchPage(args)) };
    const outcomes = await syncCollections(['museos', 'tramites'], counting, new MemoryStore(), {
      ...quiet(),
      first: ['organismos', 'tramites'],
    });
    expect(outcomes.map((o) => o.collection)).toEqual(['museos', 'tramites']);
    expect(new Set(asked)).toEqual(new Set(['museos', 'tramites']));
    // 3 records at page size 4: the count request and the head re-read, per collection.
    expect(asked.filter((c) => c === 'tramites')).toHaveLength(2);
    expect(requests).toHaveLength(4);
  });

  it('a collection whose run throws ends as failed with why; one that ended before keeps its outcome', async () => {
    // museos fails (404), and the hook that hears "failed" throws: the engine's run itself rejects.
    // Its answer comes once tramites has ended: an internal failure halts the collections still
    // running (see "halts every collection after …" in sync-run-order.test.ts).
    let tramitesEnded = (): void => undefined;
    const afterTramites = new Promise<void>((resolve) => (tramitesEnded = resolve));
    const { source } = scriptedSource((args) =>
      args.collection === 'museos'
        ? afterTramites.then(() => ({ ok: false, error: { kind: 'http', status: 404, retryAfterMs: null } }))
        : { ok: true, page: pageOf([1, 2], args.offset, args.limit, {}, args.collection) },
    );
    const outcomes = await syncCollections(['museos', 'tramites'], source, new MemoryStore(), {
      ...quiet(),
      // Side by side: museos's request, held, keeps no slot from tramites.
      concurrency: 2,
      onOutcome: (outcome) => {
        if (outcome.collection === 'tramites') tramitesEnded();
      },
      onProgress: (progress) => {
        if (progress.collection === 'museos' && progress.phase === 'failed') throw new Error('un aviso roto');
      },
    });
    expect(outcomes[0]).toMatchObject({
      collection: 'museos',
      complete: false,
      count: null,
      problem: 'La sincronización no terminó; se conservan los datos anteriores.',
      error: { kind: 'internal', message: 'Falló la sincronización por un error inesperado (Error: un aviso roto).' },
      rejects: [],
      warnings: [],
      stored: 0,
      requests: 0,
      passes: 0,
    });
    expect(outcomes[1]).toMatchObject({ collection: 'tramites', complete: true });
  });
});

describe('errors that do not halt the run', () => {
  it('a collection answered 404 leaves the others asking: their queued requests still go', async () => {
    const { source, sent, held } = heldSource();
    const run = syncCollections(['organismos', 'museos', 'tramites'], source, new MemoryStore(), quiet([], { maxAttempts: 1 }));
    await settle();
    expect(sent).toEqual(['organismos@0']);
    held.shift()?.({ ok: false, error: { kind: 'http', status: 404, retryAfterMs: null } });
    await settle();
    expect(sent).toEqual(['organismos@0', 'museos@0']);
    held.shift()?.({ ok: false, error: { kind: 'http', status: 404, retryAfterMs: null } });
    await settle();
    expect(sent).toEqual(['organismos@0', 'museos@0', 'tramites@0']);
    held.shift()?.({ ok: false, error: { kind: 'http', status: 404, retryAfterMs: null } });
    expect((await run).map((o) => o.error?.kind)).toEqual(['http', 'http', 'http']);
  });
});

describe('the order in which the budget hands out its slots', () => {
  it('a head queued first still goes before a page of the preferred collection; equal requests go in arrival order', async () => {
    const { source, sent, held } = heldSource();
    const budget = new RequestBudget(1, () => null);
    const preferred = budget.sourceFor(source, 0);
    const other = budget.sourceFor(source, 1);
    const all = [
      ask(other, 'tramites', 3),
      ask(other, 'tramites', 0),
      ask(preferred, 'museos', 3),
      ask(other, 'tramites', 6),
      ask(other, 'tramites', 9),
      ask(preferred, 'museos', 6),
    ];
    await settle();
    const next = async (): Promise<string | undefined> => {
      held.shift()?.({ ok: false, error: network });
      await settle();
      return sent.at(-1);
    };
    expect(sent).toEqual(['tramites@3']);
    expect(await next()).toBe('tramites@0');
    expect(await next()).toBe('museos@3');
    expect(await next()).toBe('museos@6');
    expect(await next()).toBe('tramites@6');
    expect(await next()).toBe('tramites@9');
    await next();
    await Promise.all(all);
  });
});

describe('a halt', () => {
  it('counts as requests only those sent: a halted collection makes no attempt after it', async () => {
    const sent = new Map<Collection, number>();
    const source: PageSource = {
      fetchPage: async (args) => {
        sent.set(args.collection, (sent.get(args.collection) ?? 0) + 1);
        await settle();
        // A new error each time, as from a real connection.
        return { ok: false, error: { ...network } };
      },
    };
    const outcomes = await syncCollections(
      ['organismos', 'programas', 'museos', 'institutos', 'tramites'],
      source,
      new MemoryStore(),
      quiet([], { maxAttempts: 4, concurrency: 2 }),
    );
    for (const outcome of outcomes)
      expect([outcome.collection, outcome.requests]).toEqual([outcome.collection, sent.get(outcome.collection) ?? 0]);
    expect(outcomes.every((o) => o.error?.kind === 'network')).toBe(true);
  });

  it.each([
    ['with no Cancelar of the user', false],
    ['with the user able to cancel too', true],
  ])('ends a backoff under way at once (%s)', async (_name, cancellable) => {
    const source: PageSource = {
      fetchPage: async (args) => {
        await settle();
        // museos's server is busy (museos backs off); organismos fails in a way that ends the run.
        if (args.collection === 'museos') return { ok: false, error: { kind: 'http', status: 503, retryAfterMs: null } };
        await settle();
        return { ok: false, error: { kind: 'internal', message: 'disco lleno' } };
      },
    };
    const controller = new AbortController();
    // A backoff that only a signal ends: without the halt reaching it, the run would never end.
    const sleep = (_ms: number, signal?: AbortSignal) =>
      new Promise<void>((resolve) => {
        if (signal?.aborted === true) resolve();
        signal?.addEventListener('abort', () => resolve(), { once: true });
      });
    const outcomes: SyncOutcome[] = await syncCollections(['organismos', 'museos'], source, new MemoryStore(), {
      ...quiet([], { maxAttempts: 5, concurrency: 2 }),
      sleep,
      ...(cancellable ? { signal: controller.signal } : {}),
    });
    expect(outcomes.map((o) => o.error?.kind)).toContain('internal');
    expect(controller.signal.aborted).toBe(false);
  });
});

describe('a cancel', () => {
  it('ends at once the requests waiting for a slot and the one in flight, and drops its late answer', async () => {
    const { source, sent, held } = heldSource();
    const controller = new AbortController();
    const ended: Collection[] = [];
    const store = new MemoryStore();
    const run = syncCollections(['organismos', 'museos'], source, store, {
      ...quiet(),
      signal: controller.signal,
      onOutcome: (outcome) => ended.push(outcome.collection),
    });
    await settle();
    expect(sent).toEqual(['organismos@0']);
    controller.abort();
    await settle();
    // Neither waits for organismos's request: the API may never answer it.
    expect([...ended].sort()).toEqual(['museos', 'organismos']);
    const outcomes = await run;
    expect(outcomes.map((o) => [o.collection, o.complete, o.error?.kind])).toEqual([
      ['organismos', false, 'cancelled'],
      ['museos', false, 'cancelled'],
    ]);
    held.shift()?.({ ok: true, page: pageOf([1, 2, 3], 0, 4, {}, 'organismos') });
    await settle();
    expect(store.list('organismos')).toEqual([]);
    // A request refused unsent, or cut off by the cancel, got no answer: neither counts as one.
    expect(outcomes.map((o) => [o.collection, o.requests])).toEqual([
      ['organismos', 0],
      ['museos', 0],
    ]);
    expect(sent).toEqual(['organismos@0']);
  });

  it('leaves no listener on the signal once the run is over', async () => {
    const { signal, listeners } = listenerCountingSignal();
    const { source } = scriptedSource((args) => ({ ok: true, page: pageOf([1], args.offset, args.limit, {}, args.collection) }));
    await syncCollections(['museos'], source, new MemoryStore(), { ...quiet(), signal });
    expect(listeners.size).toBe(0);
  });
});

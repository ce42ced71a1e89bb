/**
 * The bound on the requests one collection may send in a run (Configuración's "Pedidos por
 * colección (máximo)"): a count that would need more is stopped after its first page, with the
 * reason; retries and passes never send one past it; the other collections go on, and the
 * stopped one, being incomplete, loses nothing.
 */
import { describe, expect, it } from 'vitest';
import type { BridgeArgs, Page } from '../../../../src-shared/bridge';
import { MemoryStore, followingOffsets, pagesAfterFirst, syncCollection, syncCollections } from '../../../../src-shared/sync';
import { failureReason } from '../../../../src-renderer/features/sync/describe';
import { ids, listSource, pageOf, quiet, scriptedSource, type Reply } from '../../support/sync-fakes';

/** A page of a list that claims `count` records: ids from offset + 1, as many as asked for. */
function claiming(count: number, args: BridgeArgs<'fetchPage'>): Reply {
  const page: Page = pageOf(
    ids(args.offset + 1, Math.min(count, args.offset + args.limit)),
    0,
    args.limit,
    { count, offset: args.offset },
    args.collection,
  );
  return { ok: true, page };
}

const unavailable: Reply = { ok: false, error: { kind: 'http', status: 503, retryAfterMs: null } };

describe('pagesAfterFirst: the pages a pass plans after its first, counted without listing them', () => {
  it.each([
    // count, limit, pages: offsets 3, 6 … 24 for 28 records four at a time (each page overlaps the last by one).
    [28, 4, 8],
    [8, 4, 2],
    [4, 4, 0],
    [5, 4, 1],
    [0, 4, 0],
    [3, 10, 0],
    [5, 1, 4],
    [0, 0, 0],
    // 1,750,000 records ten at a time: (1,750,000 − 10) / 9 = 194,443.3…, so 194,444 pages.
    [1_750_000, 10, 194_444],
  ])('count %i, limit %i: %i pages', (count, limit, pages) => {
    expect(pagesAfterFirst(count, limit)).toBe(pages);
    if (count < 1000) expect(followingOffsets(count, limit)).toHaveLength(pages);
  });
});

describe('a collection whose count would take more requests than the bound', () => {
  it('stops after its first request, saying how many it would take, and keeps nothing as complete', async () => {
    const { source, requests } = scriptedSource((args) => claiming(1_750_000, args));
    const outcome = await syncCollection('museos', source, new MemoryStore(), quiet([], { pageSize: 10, maxRequests: 5000 }));
    expect(requests).toEqual([[0, 10]]);
    // 1 first page + 194,444 pages + 1 re-read of the head.
    const reason = 'La API anuncia 1.750.000 registros; harían falta 194.446 pedidos, más que el máximo de 5.000 por colección.';
    expect(outcome).toMatchObject({ complete: false, count: null, requests: 1, error: { kind: 'rejected', message: reason } });
    expect(outcome.problem).toBe('La sincronización no terminó; se conservan los datos anteriores.');
    expect(failureReason(outcome.error)).toBe(
      'la API anuncia 1.750.000 registros; harían falta 194.446 pedidos, más que el máximo de 5.000 por colección',
    );
  });

  it('completes when the plan takes exactly the bound, and stops after one request when it takes one more', async () => {
    // 28 records four at a time: the first page, 8 more, the head again: 10 requests.
    const exact = listSource(ids(1, 28));
    const fits = await syncCollection('tramites', exact.source, new MemoryStore(), quiet([], { maxRequests: 10 }));
    expect(fits).toMatchObject({ complete: true, requests: 10, stored: 28 });
    expect(exact.requests).toHaveLength(10);

    const over = listSource(ids(1, 28));
    const stopped = await syncCollection('tramites', over.source, new MemoryStore(), quiet([], { maxRequests: 9 }));
    expect(over.requests).toEqual([[0, 4]]);
    expect(stopped.error).toEqual({
      kind: 'rejected',
      message: 'La API anuncia 28 registros; harían falta 10 pedidos, más que el máximo de 9 por colección.',
    });
  });
});

describe('retries and passes count toward the bound', () => {
  it('sends no retry past the bound: the collection stops with the reason', async () => {
    // 8 records four at a time: 4 requests; offset 3 fails twice first, which would make 6.
    const { source, requests } = scriptedSource((args, call) =>
      call === 2 || call === 3 ? unavailable : { ok: true, page: pageOf(ids(1, 8), args.offset, args.limit) },
    );
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet([], { maxRequests: 5, maxAttempts: 6 }));
    expect(requests).toEqual([
      [0, 4],
      [3, 4],
      [3, 4],
      [3, 4],
      [6, 4],
    ]);
    expect(outcome).toMatchObject({
      complete: false,
      requests: 5,
      error: {
        kind: 'rejected',
        message: 'Se llegó al máximo de 5 pedidos por colección (con reintentos y pasadas repetidas) antes de terminar.',
      },
    });
  });

  it('counts a request when it leaves, so fetchers side by side never overshoot the bound together', async () => {
    // 8 records four at a time, two fetchers: offsets 3 and 6 are out together and both fail once.
    // The bound of 4 leaves room for one retry only; the other is never sent.
    const { source, requests } = scriptedSource((args, call) =>
      call === 2 || call === 3 ? unavailable : { ok: true, page: pageOf(ids(1, 8), args.offset, args.limit) },
    );
    const outcome = await syncCollection(
      'tramites',
      source,
      new MemoryStore(),
      quiet([], { maxRequests: 4, maxAttempts: 6, concurrency: 2 }),
    );
    expect(requests).toHaveLength(4);
    expect(outcome).toMatchObject({ complete: false, error: { kind: 'rejected', message: expect.stringContaining('máximo de 4') } });
  });

  it('stops before the pages when retries of the first one left too few for the pass', async () => {
    // 8 records four at a time take 4 requests, exactly the bound; the first page failing once makes 5.
    const { source, requests } = scriptedSource((args, call) =>
      call === 1 ? unavailable : { ok: true, page: pageOf(ids(1, 8), args.offset, args.limit) },
    );
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet([], { maxRequests: 4 }));
    expect(requests).toEqual([
      [0, 4],
      [0, 4],
    ]);
    expect(outcome.error).toEqual({
      kind: 'rejected',
      message: 'Se llegó al máximo de 4 pedidos por colección (con reintentos y pasadas repetidas) antes de terminar.',
    });
  });

  it('does not start another pass that would go past the bound', async () => {
    // A list that grows by one record between the first page and the re-read of the head: drift,
    // so a second pass is due; the first took 4 requests, and a second would take 4 more.
    let size = 8;
    const { source, requests } = scriptedSource((args) => {
      const page = pageOf(ids(1, size), args.offset, args.limit);
      if (args.offset === 6) size = 9;
      return { ok: true, page };
    });
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet([], { maxRequests: 6 }));
    // The whole first pass, then the second pass's first page, and no page after it.
    expect(requests).toEqual([
      [0, 4],
      [3, 4],
      [6, 4],
      [0, 4],
      [0, 4],
    ]);
    expect(outcome).toMatchObject({
      complete: false,
      passes: 2,
      error: {
        kind: 'rejected',
        message: 'Se llegó al máximo de 6 pedidos por colección (con reintentos y pasadas repetidas) antes de terminar.',
      },
    });
  });
});

describe('a run where one collection goes past the bound', () => {
  it('stops that one, completes the others, and deletes nothing of the stopped one', async () => {
    const store = new MemoryStore();
    const lists = { museos: ids(1, 6), programas: ids(11, 17), tramites: ids(21, 30) };
    const faithful = (args: BridgeArgs<'fetchPage'>): Reply => {
      const list = lists[args.collection as keyof typeof lists];
      return { ok: true, page: pageOf(list, args.offset, args.limit, {}, args.collection) };
    };
    const wanted = ['museos', 'programas', 'tramites'] as const;
    const first = await syncCollections(wanted, scriptedSource(faithful).source, store, quiet([], { maxRequests: 50 }));
    expect(first.every((outcome) => outcome.complete)).toBe(true);

    // Now the API claims 1,750,000 museos: a complete pass would drop museos 1–6 from the list.
    const sent: string[] = [];
    const { source } = scriptedSource((args) => {
      sent.push(`${args.collection}@${args.offset}`);
      return args.collection === 'museos' ? claiming(1_750_000, args) : faithful(args);
    });
    const outcomes = await syncCollections(wanted, source, store, quiet([], { maxRequests: 50, pageSize: 10, concurrency: 2 }));
    expect(sent.filter((request) => request.startsWith('museos'))).toEqual(['museos@0']);
    expect(outcomes.map((outcome) => [outcome.collection, outcome.complete])).toEqual([
      ['programas', true],
      ['museos', false],
      ['tramites', true],
    ]);
    expect(outcomes.find((outcome) => outcome.collection === 'museos')?.error).toEqual({
      kind: 'rejected',
      message: 'La API anuncia 1.750.000 registros; harían falta 194.446 pedidos, más que el máximo de 50 por colección.',
    });
    expect(
      store
        .list('museos')
        .map((row) => row.record.id)
        .sort((a, b) => a - b),
    ).toEqual(ids(1, 6));
  });
});

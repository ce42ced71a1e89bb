/**
 * One pass over a list, rule by rule, against hand-made pages (no simulator, no HTTP): which
 * requests it makes, what it reports, and each kind of drift it names. Every expected number is
 * worked out by hand in the comments: 10 records, pages of 4 overlapping by one position, so the
 * pass asks for offsets 0, 3 and 6, then re-reads the head.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../../src-shared/bridge';
import { MemoryStore, PageWriter, followingOffsets, syncCollection, type SyncProgress } from '../../../../src-shared/sync';
import { ids, listSource, pageOf, quiet, scriptedSource, type Reply } from '../../support/sync-fakes';

const ten = ids(101, 110);
const ok = (page: Page): Reply => ({ ok: true, page });
const cleanRequests: [number, number][] = [
  [0, 4],
  [3, 4],
  [6, 4],
  [0, 4],
];
const phases = (progress: SyncProgress[]): string[] => progress.map((p) => `${p.phase} ${p.fetched}/${p.total ?? '-'} r${p.retries}`);

describe('a clean pass', () => {
  it('asks for the overlapping pages, re-reads the head, reports every step and stores every record', async () => {
    const { source, requests } = listSource(ten);
    const store = new MemoryStore();
    const progress: SyncProgress[] = [];
    const outcome = await syncCollection('tramites', source, store, quiet(progress));
    expect(requests).toEqual(cleanRequests);
    expect(outcome).toStrictEqual({
      collection: 'tramites',
      complete: true,
      count: 10,
      stored: 10,
      requests: 4,
      retries: 0,
      rejects: [],
      warnings: [],
      passes: 1,
      problem: null,
      error: null,
    });
    // Positions known after each page: 0–3, 0–6, 0–9; then the head again.
    expect(phases(progress)).toEqual([
      'counting 0/- r0',
      'fetching 4/10 r0',
      'fetching 7/10 r0',
      'fetching 10/10 r0',
      'verifying 10/10 r0',
      'fetching 10/10 r0',
      'done 10/10 r0',
    ]);
    expect([...store.tables.tramite.keys()].sort((a, b) => a - b)).toEqual(ten);
  });

  it('an empty list is complete with count 0 after two requests', async () => {
    const { source, requests } = listSource([]);
    const progress: SyncProgress[] = [];
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet(progress));
    expect(requests).toEqual([
      [0, 4],
      [0, 4],
    ]);
    expect(outcome).toMatchObject({ complete: true, count: 0, stored: 0, requests: 2, error: null, problem: null });
    expect(phases(progress)).toEqual(['counting 0/- r0', 'fetching 0/0 r0', 'verifying 0/0 r0', 'fetching 0/0 r0', 'done 0/0 r0']);
  });

  it('an empty list is complete even with pages of 0 (the settings never give that; the engine does not need more)', async () => {
    const { source, requests } = listSource([]);
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet([], { pageSize: 0 }));
    expect(requests).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(outcome).toMatchObject({ complete: true, count: 0, error: null });
  });

  it('a list shorter than a page keeps the page size for the head re-read', async () => {
    const { source, requests } = listSource([7, 8, 9]);
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet([], { pageSize: 6 }));
    expect(requests).toEqual([
      [0, 6],
      [0, 6],
    ]);
    expect(outcome).toMatchObject({ complete: true, count: 3, stored: 3 });
  });

  it('pages by what a server that caps `limit` gives: 4 when 6 were asked', async () => {
    const { source, requests } = scriptedSource((args) => ok(pageOf(ten, args.offset, Math.min(args.limit, 4))));
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet([], { pageSize: 6 }));
    expect(requests).toEqual([
      [0, 6],
      [3, 4],
      [6, 4],
      [0, 4],
    ]);
    expect(outcome).toMatchObject({ complete: true, count: 10, stored: 10, requests: 4 });
  });

  it('a server that answers more than asked is still paged by what was asked', async () => {
    const { source, requests } = scriptedSource((args) => ok(pageOf(ten, args.offset, args.limit + 1)));
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet());
    expect(requests).toEqual(cleanRequests);
    expect(outcome).toMatchObject({ complete: true, count: 10, stored: 10 });
  });

  it('fetchers run ahead of a slow store by two pages each, then wait for it', async () => {
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const store = new MemoryStore();
    const put = store.putPages.bind(store);
    store.putPages = async (collection, pages, generation) => {
      await held;
      return put(collection, pages, generation);
    };
    const { source, requests } = listSource(ids(1, 40));
    const done = syncCollection('tramites', source, store, quiet([], { concurrency: 2 }));
    // Nothing here waits on a timer or I/O: once the pending promises have run, everyone is waiting.
    await new Promise((resolve) => setImmediate(resolve));
    // The first page is being written. Room for 2 × 2 = 4 pages: the fetcher whose page fills it
    // waits, and so does the other one with the page it had in flight: 1 + 5 requests.
    expect(requests).toHaveLength(6);
    release();
    expect(await done).toMatchObject({ complete: true, stored: 40 });
  });

  it('an item without id is no duplicate, and is not stored', async () => {
    const list: (number | null)[] = [101, null, 103, null, 105];
    const page = (offset: number, limit: number): Page => {
      const slice = list.slice(offset, offset + limit);
      return {
        ...pageOf([], offset, limit),
        count: list.length,
        received: slice.length,
        ids: slice,
        records: pageOf(
          slice.filter((id) => id !== null),
          0,
          limit,
        ).records,
      };
    };
    const { source } = scriptedSource((args) => ok(page(args.offset, args.limit)));
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet());
    expect(outcome).toMatchObject({ complete: true, count: 5, stored: 3, problem: null });
  });

  it('counts retries and tells them in the progress', async () => {
    const { source, requests } = scriptedSource((args, call) =>
      call === 2 ? { ok: false, error: { kind: 'http', status: 503, retryAfterMs: null } } : ok(pageOf(ten, args.offset, args.limit)),
    );
    const progress: SyncProgress[] = [];
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet(progress));
    expect(requests).toEqual([
      [0, 4],
      [3, 4],
      [3, 4],
      [6, 4],
      [0, 4],
    ]);
    expect(outcome).toMatchObject({ complete: true, requests: 5, retries: 1 });
    expect(phases(progress).slice(1, 3)).toEqual(['fetching 4/10 r0', 'fetching 7/10 r1']);
  });
});

describe('the first page decides the plan', () => {
  const firstPage = (count: number, received = 0): Reply => ok({ ...pageOf(ids(1, received), 0, received), count });

  it.each([
    [-1, 'La API declara -1 registros en la lista; la aplicación acepta hasta 10.000.000.'],
    [1.5, 'La API declara 1.50e+0 registros en la lista; la aplicación acepta hasta 10.000.000.'],
    [10_000_001, 'La API declara 10.000.001 registros en la lista; la aplicación acepta hasta 10.000.000.'],
  ])('refuses count %s before asking for more', async (count, message) => {
    const { source, requests } = scriptedSource(() => firstPage(count));
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet());
    expect(requests).toEqual([[0, 4]]);
    expect(outcome).toMatchObject({ complete: false, count: null, error: { kind: 'rejected', message } });
  });

  it('accepts count 10,000,000 and plans pages for it under the highest bound (the second request fails, so the run stops)', async () => {
    const { source, requests } = scriptedSource((args) =>
      args.offset === 0 ? firstPage(10_000_000, 1000) : { ok: false, error: { kind: 'http', status: 404, retryAfterMs: null } },
    );
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet([], { pageSize: 1000, maxRequests: 100_000 }));
    expect(requests).toEqual([
      [0, 1000],
      [999, 1000],
    ]);
    expect(outcome).toMatchObject({ complete: false, stored: 1000, error: { kind: 'http', status: 404 } });
  });

  it('an empty first page under a positive count is an invalid response, not a loop', async () => {
    const { source, requests } = scriptedSource(() => firstPage(5, 0));
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet());
    expect(requests).toEqual([[0, 4]]);
    expect(outcome).toMatchObject({
      complete: false,
      count: null,
      error: { kind: 'invalid-response', message: 'página vacía con count > 0' },
      problem: 'La sincronización no terminó; se conservan los datos anteriores.',
    });
  });
});

describe('drift, named by its first sign', () => {
  /** One pass only, so the problem names this pass's drift. */
  async function driftOf(reply: (offset: number, limit: number, call: number) => Page): Promise<string | null> {
    const { source } = scriptedSource((args, call) => ok(reply(args.offset, args.limit, call)));
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet([], { maxPasses: 1 }));
    expect(outcome).toMatchObject({ complete: false, error: null, count: 10, passes: 1 });
    return outcome.problem;
  }
  const problem = (why: string): string =>
    `La API cambió durante la descarga (${why}) y no se pudo conciliar tras 1 intentos; no se borró nada.`;

  it('count moved', async () => {
    const eleven = [...ten, 111];
    expect(await driftOf((offset, limit, call) => pageOf(call === 1 ? ten : eleven, offset, limit))).toBe(
      problem('count cambió de 10 a 11'),
    );
  });

  it('a position changed between two pages', async () => {
    const moved = ten.map((id, position) => (position === 3 ? 999 : id));
    expect(await driftOf((offset, limit, call) => pageOf(call === 1 ? ten : moved, offset, limit))).toBe(
      problem('la posición 3 cambió entre dos páginas'),
    );
  });

  it('a position never came', async () => {
    // The page at offset 3 holds only positions 3 and 4: 5 is never seen.
    expect(await driftOf((offset, limit) => (offset === 3 ? { ...pageOf(ten, 3, 2), count: 10 } : pageOf(ten, offset, limit)))).toBe(
      problem('faltó la posición 5'),
    );
  });

  it('more positions than count', async () => {
    // The last page runs one past the end: positions 6–10 for a count of 10.
    const tail = (): Page => ({ ...pageOf([...ten, 111], 6, 5), count: 10 });
    expect(await driftOf((offset, limit) => (offset === 6 ? tail() : pageOf(ten, offset, limit)))).toBe(
      problem('se recibieron 11 posiciones para count 10'),
    );
  });

  it('one id at two positions', async () => {
    const twice = ten.map((id, position) => (position === 8 ? 102 : id));
    expect(await driftOf((offset, limit) => pageOf(twice, offset, limit))).toBe(problem('un mismo id apareció en dos posiciones'));
  });

  it('a drift that settles is re-crawled: the second pass is clean', async () => {
    const eleven = [...ten, 111];
    const { source } = scriptedSource((args, call) => ok(pageOf(call === 1 ? ten : eleven, args.offset, args.limit)));
    const progress: SyncProgress[] = [];
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet(progress, { maxPasses: 3 }));
    expect(outcome).toMatchObject({ complete: true, passes: 2, count: 11, stored: 11, problem: null });
    expect(phases(progress)).toContain('reconciling 0/10 r0');
  });
});

describe('what a page carries besides records', () => {
  it('keeps the first notice any page carried', async () => {
    const notices = (first: string | undefined, later: string): Promise<string | undefined> => {
      const { source } = scriptedSource((args, call) => {
        const notice = call === 1 ? first : later;
        return ok(pageOf(ten, args.offset, args.limit, notice === undefined ? {} : { notice }));
      });
      return syncCollection('tramites', source, new MemoryStore(), quiet()).then((outcome) => outcome.notice);
    };
    expect(await notices('La API redirige a https.', 'otra')).toBe('La API redirige a https.');
    expect(await notices(undefined, 'La API redirige a https.')).toBe('La API redirige a https.');
  });

  it('rejects and warnings once per position, in position order, whatever page they came with', async () => {
    const reject = (position: number) => ({ position, id: 100 + position, reason: `motivo ${position}` });
    // Position 3 comes with two pages; the head re-read (call 4) brings position 1, which the first read did not.
    const byOffset: Record<number, number[]> = { 0: [], 3: [3, 5], 6: [8] };
    const { source } = scriptedSource((args, call) => {
      const listed = (call === 4 ? [1, 3] : (byOffset[args.offset] ?? [])).map(reject);
      return ok(pageOf(ten, args.offset, args.limit, { rejects: listed, warnings: listed }));
    });
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet());
    const expected = [1, 3, 5, 8].map(reject);
    expect(outcome.rejects).toEqual(expected);
    expect(outcome.warnings).toEqual(expected);
  });
});

describe('a pass that cannot finish', () => {
  const notFound: Reply = { ok: false, error: { kind: 'http', status: 404, retryAfterMs: null } };

  it('stops at a failed page, keeps what it stored, reports the failure', async () => {
    const { source, requests } = scriptedSource((args) => (args.offset === 3 ? notFound : ok(pageOf(ten, args.offset, args.limit))));
    const store = new MemoryStore();
    const progress: SyncProgress[] = [];
    const outcome = await syncCollection('tramites', source, store, quiet(progress));
    expect(requests).toEqual([
      [0, 4],
      [3, 4],
    ]);
    expect(outcome).toMatchObject({ complete: false, count: null, stored: 4, requests: 2, error: notFound.error });
    expect(phases(progress).at(-1)).toBe('failed 4/- r0');
    expect(store.tables.tramite.size).toBe(4);
  });

  it('with two fetchers, the other one stops after its page in flight', async () => {
    const list = ids(1, 22); // offsets 3, 6, 9, 12, 15, 18
    const { source, requests } = scriptedSource((args) => (args.offset === 3 ? notFound : ok(pageOf(list, args.offset, args.limit))));
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet([], { concurrency: 2 }));
    expect(requests).toEqual([
      [0, 4],
      [3, 4],
      [6, 4],
    ]);
    expect(outcome.error).toEqual(notFound.error);
  });

  it('a failed head re-read fails the pass', async () => {
    const { source, requests } = scriptedSource((args, call) => (call === 4 ? notFound : ok(pageOf(ten, args.offset, args.limit))));
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet());
    expect(requests).toEqual(cleanRequests);
    expect(outcome).toMatchObject({ complete: false, stored: 10, error: notFound.error });
  });

  it('cancelled while the last page was in flight: no head re-read, no verifying', async () => {
    const controller = new AbortController();
    const { source, requests } = scriptedSource((args) => {
      if (args.offset === 6) controller.abort();
      return ok(pageOf(ten, args.offset, args.limit));
    });
    const progress: SyncProgress[] = [];
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet(progress, { signal: controller.signal }));
    expect(requests).toEqual([
      [0, 4],
      [3, 4],
      [6, 4],
    ]);
    expect(outcome).toMatchObject({ complete: false, stored: 10, error: { kind: 'cancelled' } });
    expect(outcome.problem).toBe('Sincronización cancelada; se conservan los datos anteriores.');
    expect(phases(progress)).not.toContain('verifying 10/10 r0');
    expect(phases(progress).at(-1)).toBe('cancelled 10/- r0');
  });

  it('a store that cannot write stops the fetchers', async () => {
    const { source, requests } = listSource(ids(1, 40));
    const store = new MemoryStore();
    store.putPages = () => Promise.reject(new Error('disco roto'));
    const outcome = await syncCollection('tramites', source, store, quiet([], { concurrency: 2 }));
    expect(outcome).toMatchObject({
      complete: false,
      error: { kind: 'internal', message: 'No se pudieron guardar los datos en este equipo (Error: disco roto).' },
    });
    // 40 records are 13 following pages; the failed write is noticed long before.
    expect(requests.length).toBeLessThan(6);
  });
});

describe('following offsets', () => {
  it('step by limit − 1 and stop once the count is covered', () => {
    expect(followingOffsets(10, 4)).toEqual([3, 6]);
    expect(followingOffsets(11, 4)).toEqual([3, 6, 9]);
    expect(followingOffsets(4, 4)).toEqual([]);
    expect(followingOffsets(5, 4)).toEqual([3]);
    expect(followingOffsets(3, 1)).toEqual([1, 2]);
    expect(followingOffsets(2, 2)).toEqual([]);
    expect(followingOffsets(3, 2)).toEqual([1]);
    expect(followingOffsets(0, 4)).toEqual([]);
  });
});

describe('the page writer', () => {
  it('a failed write releases a fetcher even when the writer has no room at all', async () => {
    let fail = (_error: Error): void => undefined;
    const writer = new PageWriter(() => new Promise<void>((_resolve, reject) => (fail = reject)), 0);
    let released = false;
    void writer.add(pageOf(ten, 0, 4)).then(() => (released = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(released).toBe(false);
    fail(new Error('disco lleno'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(released).toBe(true);
    await expect(writer.drain()).rejects.toThrow('disco lleno');
  });
});

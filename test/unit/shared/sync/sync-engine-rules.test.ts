/**
 * The engine around the passes, against hand-made pages and a store that writes down every call:
 * which generation each write carries, when a run is completed or failed, and the words of its
 * error and problem when the store or the source throws.
 */
import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../../src-shared/api';
import type { Page } from '../../../../src-shared/bridge';
import {
  MemoryStore,
  defaultSyncOptions,
  syncCollection,
  thrownError,
  type RecordStore,
  type SyncOutcome,
  type SyncProgress,
} from '../../../../src-shared/sync';
import { ids, listSource, pageOf, quiet, scriptedSource } from '../../support/sync-fakes';

type Call =
  ['beginRun', Collection] | ['putPages', number, number[]] | ['completeRun', number, number[]] | ['failRun', number, string | null];

/** A MemoryStore whose calls are written down; `broken` makes one method throw `failure`. */
function recordingStore(broken?: { method: keyof RecordStore; failure: unknown }): {
  store: RecordStore;
  calls: Call[];
  memory: MemoryStore;
} {
  const memory = new MemoryStore();
  const calls: Call[] = [];
  const fail = (method: keyof RecordStore): void => {
    if (broken?.method === method) throw broken.failure;
  };
  const store: RecordStore = {
    beginRun: async (collection) => {
      calls.push(['beginRun', collection]);
      fail('beginRun');
      return memory.beginRun(collection);
    },
    putPages: async (collection, pages: readonly Page[], generation) => {
      calls.push(['putPages', generation, pages.map((page) => page.offset)]);
      fail('putPages');
      return memory.putPages(collection, pages, generation);
    },
    completeRun: async (collection, generation, outcome, seen) => {
      calls.push(['completeRun', generation, [...seen].sort((a, b) => a - b)]);
      fail('completeRun');
      return memory.completeRun(collection, generation, outcome, seen);
    },
    failRun: async (collection, generation, outcome: SyncOutcome) => {
      calls.push(['failRun', generation, outcome.problem]);
      fail('failRun');
      return memory.failRun(collection, generation, outcome);
    },
  };
  return { store, calls, memory };
}

const five = ids(1, 5);
const noRetry = { maxAttempts: 1 };
const unfinished = 'La sincronización no terminó; se conservan los datos anteriores.';

describe('generations and the end of a run', () => {
  it('a clean run: one generation for every write, then completeRun with the ids seen', async () => {
    const { store, calls } = recordingStore();
    const { source } = listSource(five);
    const outcome = await syncCollection('tramites', source, store, quiet());
    expect(outcome.complete).toBe(true);
    // Pages 0 and 3 (count 5, pages of 4), then the head: each stored as it comes.
    expect(calls).toEqual([
      ['beginRun', 'tramites'],
      ['putPages', 1, [0]],
      ['putPages', 1, [3]],
      ['putPages', 1, [0]],
      ['completeRun', 1, five],
    ]);
  });

  it('a drifting first pass: a new generation for the second; only the last one completes', async () => {
    const { store, calls, memory } = recordingStore();
    memory.generations.set('tramites', 6);
    const six = [...five, 6];
    const { source } = scriptedSource((args, call) => ({ ok: true, page: pageOf(call === 1 ? five : six, args.offset, args.limit) }));
    const progress: SyncProgress[] = [];
    const outcome = await syncCollection('tramites', source, store, quiet(progress));
    expect(outcome).toMatchObject({ complete: true, passes: 2, count: 6 });
    expect(calls.filter(([name]) => name === 'beginRun')).toHaveLength(2);
    expect(calls.at(-1)).toEqual(['completeRun', 8, six]);
    expect(progress.filter((p) => p.phase === 'reconciling')).toEqual([
      { collection: 'tramites', phase: 'reconciling', fetched: 0, total: 5, retries: 0 },
    ]);
  });

  it('a pass that drifted and then failed is not crawled again', async () => {
    const { source, requests } = scriptedSource((args, call) => {
      if (call === 3) return { ok: false, error: { kind: 'http', status: 404, retryAfterMs: null } };
      return { ok: true, page: pageOf(call === 1 ? five : [...five, 6], args.offset, args.limit) };
    });
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet());
    expect(outcome).toMatchObject({ complete: false, passes: 1, error: { kind: 'http', status: 404 } });
    expect(requests).toHaveLength(3);
  });

  it('crawls at least once even when maxPasses is 0', async () => {
    const { source, requests } = listSource(five);
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet([], { maxPasses: 0 }));
    expect(outcome).toMatchObject({ complete: true, passes: 1 });
    expect(requests).toHaveLength(3);
  });

  it('a run that fails ends with failRun, its problem, and a failed progress without total', async () => {
    const { store, calls } = recordingStore();
    const { source } = scriptedSource(() => ({ ok: false, error: { kind: 'network', message: 'ECONNREFUSED' } }));
    const progress: SyncProgress[] = [];
    const outcome = await syncCollection('tramites', source, store, quiet(progress, noRetry));
    expect(outcome).toStrictEqual({
      collection: 'tramites',
      complete: false,
      count: null,
      stored: 0,
      requests: 1,
      retries: 0,
      rejects: [],
      warnings: [],
      passes: 1,
      problem: unfinished,
      error: { kind: 'network', message: 'ECONNREFUSED' },
    });
    expect(calls).toEqual([
      ['beginRun', 'tramites'],
      ['failRun', 1, unfinished],
    ]);
    expect(progress.at(-1)).toEqual({ collection: 'tramites', phase: 'failed', fetched: 0, total: null, retries: 0 });
  });

  it('an unreconciled run keeps its count and says after how many passes', async () => {
    let call = 0;
    // Every request sees a list one longer than the one before: it never settles.
    const { source } = scriptedSource((args) => ({ ok: true, page: pageOf(ids(1, 5 + call++), args.offset, args.limit) }));
    const progress: SyncProgress[] = [];
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet(progress, { maxPasses: 2 }));
    expect(outcome).toMatchObject({ complete: false, passes: 2, error: null });
    expect(outcome.problem).toMatch(
      /^La API cambió durante la descarga \(count cambió de \d+ a \d+\) y no se pudo conciliar tras 2 intentos; no se borró nada\.$/,
    );
    expect(progress.at(-1)).toMatchObject({ phase: 'failed', total: outcome.count });
    expect(outcome.count).not.toBeNull();
  });
});

describe('a store or a source that throws', () => {
  const quota = (): DOMException => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  const noSpace = 'No queda espacio en este equipo para guardar los datos (QuotaExceededError).';

  async function runWith(
    method: keyof RecordStore,
    failure: unknown,
  ): Promise<{ outcome: SyncOutcome; calls: Call[]; progress: SyncProgress[] }> {
    const { store, calls } = recordingStore({ method, failure });
    const progress: SyncProgress[] = [];
    const outcome = await syncCollection('tramites', listSource(five).source, store, quiet(progress));
    return { outcome, calls, progress };
  }

  it('a full disk while storing pages', async () => {
    const { outcome, calls } = await runWith('putPages', quota());
    expect(outcome).toMatchObject({ complete: false, count: null, error: { kind: 'internal', message: noSpace }, problem: unfinished });
    expect(calls.at(-1)).toEqual(['failRun', 1, unfinished]);
  });

  it('a full disk as Dexie reports it: the quota error inside', async () => {
    const dexie = Object.assign(new Error('Transaction aborted'), { name: 'AbortError', inner: quota() });
    expect((await runWith('putPages', dexie)).outcome.error).toEqual({ kind: 'internal', message: noSpace });
  });

  it('an inner value that only looks like the quota error is not one', async () => {
    const lookalike = Object.assign(new Error('abortada'), { name: 'AbortError', inner: { name: 'QuotaExceededError' } });
    expect((await runWith('putPages', lookalike)).outcome.error).toEqual({
      kind: 'internal',
      message: 'No se pudieron guardar los datos en este equipo (AbortError: abortada).',
    });
  });

  it("another error inside Dexie's is not the quota one", async () => {
    const other = Object.assign(new Error('abortada'), {
      name: 'AbortError',
      inner: Object.assign(new Error('clave repetida'), { name: 'ConstraintError' }),
    });
    expect((await runWith('putPages', other)).outcome.error).toEqual({
      kind: 'internal',
      message: 'No se pudieron guardar los datos en este equipo (AbortError: abortada).',
    });
  });

  it('other store failures, named as they were thrown', async () => {
    const message = async (failure: unknown): Promise<string | undefined> => {
      const error = (await runWith('putPages', failure)).outcome.error;
      return error?.kind === 'internal' ? error.message : undefined;
    };
    expect(await message(new TypeError(''))).toBe('No se pudieron guardar los datos en este equipo (TypeError).');
    expect(await message('sin lugar')).toBe('No se pudieron guardar los datos en este equipo (sin lugar).');
    expect(await message(null)).toBe('No se pudieron guardar los datos en este equipo (null).');
    // An error is named by its name and message, whatever its own toString says.
    const dressed = Object.assign(new Error('sin lugar'), { toString: () => '[error disfrazado]' });
    expect(await message(dressed)).toBe('No se pudieron guardar los datos en este equipo (Error: sin lugar).');
  });

  it('beginRun failing: nothing fetched, nothing stored, the failure noted', async () => {
    const { outcome, calls } = await runWith('beginRun', new Error('bloqueada'));
    expect(outcome).toMatchObject({
      complete: false,
      count: null,
      stored: 0,
      requests: 0,
      passes: 1,
      problem: unfinished,
      rejects: [],
      warnings: [],
    });
    expect(outcome.error).toEqual({ kind: 'internal', message: 'No se pudieron guardar los datos en este equipo (Error: bloqueada).' });
    expect(calls).toEqual([
      ['beginRun', 'tramites'],
      ['failRun', 0, unfinished],
    ]);
  });

  it('completeRun failing: the run is not complete, has no count, and is noted as failed', async () => {
    const { outcome, calls, progress } = await runWith('completeRun', quota());
    expect(outcome).toMatchObject({
      complete: false,
      count: null,
      stored: 5,
      error: { kind: 'internal', message: noSpace },
      problem: unfinished,
    });
    expect(calls.slice(-2)).toEqual([
      ['completeRun', 1, five],
      ['failRun', 1, unfinished],
    ]);
    expect(progress.map((p) => p.phase)).not.toContain('done');
    expect(progress.at(-1)).toMatchObject({ phase: 'failed', fetched: 5, total: null });
  });

  it('failRun failing after another error: the first error stays', async () => {
    const { store } = recordingStore({ method: 'failRun', failure: new Error('tampoco') });
    const notFound = { kind: 'http', status: 404, retryAfterMs: null } as const;
    const { source } = scriptedSource(() => ({ ok: false, error: notFound }));
    const outcome = await syncCollection('tramites', source, store, quiet());
    expect(outcome.error).toEqual(notFound);
  });

  it('failRun failing after a drift: that failure becomes the error', async () => {
    const { store } = recordingStore({ method: 'failRun', failure: new Error('tampoco') });
    let call = 0;
    const { source } = scriptedSource((args) => ({ ok: true, page: pageOf(ids(1, 5 + call++), args.offset, args.limit) }));
    const outcome = await syncCollection('tramites', source, store, quiet([], { maxPasses: 1 }));
    expect(outcome.error).toEqual({ kind: 'internal', message: 'No se pudieron guardar los datos en este equipo (Error: tampoco).' });
    expect(outcome.problem).toMatch(/^La API cambió durante la descarga/);
  });

  it('a source that throws is a failed sync, not a storage one', async () => {
    const source = { fetchPage: () => Promise.reject(new RangeError('fuera de rango')) };
    const outcome = await syncCollection('tramites', source, new MemoryStore(), quiet());
    expect(outcome.error).toEqual({
      kind: 'internal',
      message: 'Falló la sincronización por un error inesperado (RangeError: fuera de rango).',
    });
  });

  it('thrownError on its own', () => {
    expect(thrownError(new Error('x'))).toEqual({
      kind: 'internal',
      message: 'Falló la sincronización por un error inesperado (Error: x).',
    });
    expect(thrownError(42)).toEqual({ kind: 'internal', message: 'Falló la sincronización por un error inesperado (42).' });
  });
});

describe('the defaults', () => {
  it('are the documented ones', () => {
    expect(defaultSyncOptions).toStrictEqual({
      pageSize: 100,
      concurrency: 4,
      maxAttempts: 6,
      maxBackoffMs: 30_000,
      baseBackoffMs: 500,
      maxPasses: 4,
      maxRequests: 5000,
    });
  });

  it('apply where an option is not given: pages of 100', async () => {
    const { source, requests } = listSource(ids(1, 150));
    await syncCollection('tramites', source, new MemoryStore());
    expect(requests[0]).toEqual([0, 100]);
  });
});

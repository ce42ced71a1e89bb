/**
 * The page and the data service's worker check each other's messages against their contract: what
 * either end accepts, written out by hand here, and what it drops. (The RPC layer applies these
 * schemas to each call's arguments and answer and to each event: see rpc.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { z } from '../../../../../src-shared/zod';
import { serviceContract } from '../../../../../src-renderer/data/sync/service/contract';

const { worker, page: pageSide } = serviceContract;
const sync = worker.calls.sync;
const fetchPage = pageSide.calls.fetchPage;

const page = {
  collection: 'tramites',
  offset: 0,
  limit: 2,
  count: 2,
  next: null,
  previous: null,
  received: 2,
  ids: [7, null],
  records: [{ id: 7, titulo: 'Registro' }],
  rejects: [{ position: 1, id: null, reason: 'sin url' }],
  warnings: [],
};
const hash = 'f'.repeat(64);
const outcome = {
  collection: 'museos',
  complete: false,
  count: null,
  stored: 0,
  requests: 3,
  retries: 2,
  rejects: [],
  warnings: [],
  passes: 1,
  problem: 'La sincronización no terminó; se conservan los datos anteriores.',
  error: { kind: 'network', message: 'ECONNREFUSED' },
};

const accepts = (schema: z.ZodMiniType, value: unknown): boolean => schema.safeParse(value).success;

describe('what the worker reads', () => {
  it.each([
    [
      'a sync',
      sync.args,
      {
        pageSize: 100,
        concurrency: 4,
        maxRequests: 5000,
        first: ['convocatorias'],
        transport: { via: 'http', secret: 'secreto-de-la-pestana' },
      },
    ],
    ['a fetched page', fetchPage.result, { ok: true, page }],
    ['a fetched page with its hash', fetchPage.result, { ok: true, page: { ...page, hash } }],
    ['an unchanged page: its count alone', fetchPage.result, { ok: true, unchanged: { count: 2 } }],
    ['an unchanged page with a notice', fetchPage.result, { ok: true, unchanged: { count: 2, notice: 'La API redirige a https://x.ar' } }],
    ['a fetched failure', fetchPage.result, { ok: false, error: { kind: 'http', status: 503, retryAfterMs: null } }],
  ])('accepts %s', (_name, schema, message) => {
    expect(accepts(schema, message)).toBe(true);
  });

  it.each([
    ['a transport of its own', sync.args, { pageSize: 100, concurrency: 4, maxRequests: 5000, first: [], transport: { via: 'socket' } }],
    [
      'an unknown collection first',
      sync.args,
      { pageSize: 100, concurrency: 4, maxRequests: 5000, first: ['usuarios'], transport: { via: 'page' } },
    ],
    ['no requests in flight', sync.args, { pageSize: 100, concurrency: 0, maxRequests: 5000, first: [], transport: { via: 'page' } }],
    ['no bound on requests', sync.args, { pageSize: 100, concurrency: 4, first: [], transport: { via: 'page' } }],
    ['a bound of no requests', sync.args, { pageSize: 100, concurrency: 4, maxRequests: 0, first: [], transport: { via: 'page' } }],
    ['a page whose record has no id', fetchPage.result, { ok: true, page: { ...page, records: [{ titulo: 'x' }] } }],
    ['a page with a negative count', fetchPage.result, { ok: true, page: { ...page, count: -1 } }],
    ['a page whose hash is not a sha-256', fetchPage.result, { ok: true, page: { ...page, hash: 'F'.repeat(64) } }],
    ['an unchanged page without its count', fetchPage.result, { ok: true, unchanged: {} }],
    ['an unchanged page with a negative count', fetchPage.result, { ok: true, unchanged: { count: -1 } }],
    ['an unchanged page that brings records', fetchPage.result, { ok: true, unchanged: { count: 2, records: [{ id: 7 }] } }],
    ['both a page and unchanged', fetchPage.result, { ok: true, page, unchanged: { count: 2 } }],
    ['a failure of an unknown kind', fetchPage.result, { ok: false, error: { kind: 'oops', message: 'x' } }],
    ['not an object', sync.args, 'sync'],
  ])('drops %s', (_name, schema, message) => {
    expect(accepts(schema, message)).toBe(false);
  });
});

describe('what the page reads', () => {
  it.each([
    ['a fetch', fetchPage.args, { collection: 'organismos', offset: 99, limit: 100 }],
    ['a fetch with the hash of the page applied there', fetchPage.args, { collection: 'organismos', offset: 99, limit: 100, known: hash }],
    ['a reached API', pageSide.events.api, { at: 5, result: { ok: true } }],
    ['progress', pageSide.events.progress, { collection: 'convocatorias', phase: 'fetching', fetched: 10, total: 855, retries: 0 }],
    ['an outcome', pageSide.events.outcome, outcome],
    ['the end', sync.result, [outcome]],
  ])('accepts %s', (_name, schema, message) => {
    expect(accepts(schema, message)).toBe(true);
  });

  it.each([
    ['a fetch past the page limit', fetchPage.args, { collection: 'organismos', offset: 0, limit: 100_000 }],
    ['a fetch of a collection the API has not', fetchPage.args, { collection: 'usuarios', offset: 0, limit: 10 }],
    ['a fetch whose known hash is cut short', fetchPage.args, { collection: 'organismos', offset: 0, limit: 10, known: 'f'.repeat(63) }],
    ['a fetch whose known hash is not hex', fetchPage.args, { collection: 'organismos', offset: 0, limit: 10, known: 'z'.repeat(64) }],
    [
      'progress in an unknown phase',
      pageSide.events.progress,
      { collection: 'museos', phase: 'bailando', fetched: 0, total: null, retries: 0 },
    ],
    ['an outcome without its error', pageSide.events.outcome, { ...outcome, error: undefined }],
    ['the end without outcomes', sync.result, undefined],
  ])('drops %s', (_name, schema, message) => {
    expect(accepts(schema, message)).toBe(false);
  });
});

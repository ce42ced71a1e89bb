/**
 * The page and the data service's worker check each other's messages: what either end accepts,
 * written out by hand here, and what it drops.
 */
import { describe, expect, it } from 'vitest';
import { fromWorkerSchema, toWorkerSchema } from '../../src-renderer/data/service/contract';

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

describe('messages to the worker', () => {
  it.each([
    ['a sync', { type: 'sync', request: { pageSize: 100, concurrency: 4, first: ['convocatorias'], transport: 'http' } }],
    ['a cancel', { type: 'cancel' }],
    ['a fetched page', { type: 'fetched', id: 3, result: { ok: true, page } }],
    ['a fetched failure', { type: 'fetched', id: 4, result: { ok: false, error: { kind: 'http', status: 503, retryAfterMs: null } } }],
  ])('accepts %s', (_name, message) => {
    expect(toWorkerSchema.safeParse(message).success).toBe(true);
  });

  it.each([
    ['an unknown type', { type: 'borrar' }],
    ['a transport of its own', { type: 'sync', request: { pageSize: 100, concurrency: 4, first: [], transport: 'socket' } }],
    ['an unknown collection first', { type: 'sync', request: { pageSize: 100, concurrency: 4, first: ['usuarios'], transport: 'page' } }],
    ['no requests in flight', { type: 'sync', request: { pageSize: 100, concurrency: 0, first: [], transport: 'page' } }],
    ['a page whose record has no id', { type: 'fetched', id: 5, result: { ok: true, page: { ...page, records: [{ titulo: 'x' }] } } }],
    ['a page with a negative count', { type: 'fetched', id: 5, result: { ok: true, page: { ...page, count: -1 } } }],
    ['a failure of an unknown kind', { type: 'fetched', id: 6, result: { ok: false, error: { kind: 'oops', message: 'x' } } }],
    ['not an object', 'sync'],
  ])('drops %s', (_name, message) => {
    expect(toWorkerSchema.safeParse(message).success).toBe(false);
  });
});

describe('messages from the worker', () => {
  it.each([
    ['a fetch', { type: 'fetch', id: 1, args: { collection: 'organismos', offset: 99, limit: 100 } }],
    ['a reached API', { type: 'api', at: 5, result: { ok: true } }],
    ['progress', { type: 'progress', progress: { collection: 'convocatorias', phase: 'fetching', fetched: 10, total: 855, retries: 0 } }],
    ['an outcome', { type: 'outcome', outcome }],
    ['the end', { type: 'done', outcomes: [outcome] }],
  ])('accepts %s', (_name, message) => {
    expect(fromWorkerSchema.safeParse(message).success).toBe(true);
  });

  it.each([
    ['a fetch past the page limit', { type: 'fetch', id: 1, args: { collection: 'organismos', offset: 0, limit: 100_000 } }],
    ['a fetch of a collection the API has not', { type: 'fetch', id: 1, args: { collection: 'usuarios', offset: 0, limit: 10 } }],
    [
      'progress in an unknown phase',
      { type: 'progress', progress: { collection: 'museos', phase: 'bailando', fetched: 0, total: null, retries: 0 } },
    ],
    ['an outcome without its error', { type: 'outcome', outcome: { ...outcome, error: undefined } }],
    ['the end without outcomes', { type: 'done' }],
  ])('drops %s', (_name, message) => {
    expect(fromWorkerSchema.safeParse(message).success).toBe(false);
  });
});

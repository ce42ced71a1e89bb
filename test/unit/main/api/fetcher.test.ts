import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher, retryAfterMs } from '../../../../src-main/api/fetcher';
import { resolveBaseUrl } from '../../../../src-main/config';
import { startSimulator, type Simulator } from '../../../simulator/server';

let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({ seed: 3 });
});
afterAll(() => sim.close());

describe('fetcher against the simulator over HTTP', () => {
  it('fetches and validates one page, sending Accept: application/json', async () => {
    // The requests the fetcher hands to fetch (then over HTTP to the simulator), as fetch reads them.
    const accepts: (string | null)[] = [];
    const recording: typeof fetch = (input, init) => {
      accepts.push(new Request(input, init).headers.get('accept'));
      return fetch(input, init);
    };
    const fetcher = createFetcher({ baseUrl: sim.url, fetch: recording });
    const result = await fetcher.fetchPage({ collection: 'convocatorias', offset: 20, limit: 50 });
    expect(accepts).toEqual(['application/json']);
    expect(result.ok).toBe(true);
    if (!('page' in result)) throw new Error('expected a whole page');
    const expected = sim.records('convocatorias');
    expect(result.page.count).toBe(expected.length);
    expect(result.page.received).toBe(50);
    expect(result.page.rejects).toEqual([]);
    expect(result.page.records.map((r) => r.id)).toEqual(expected.slice(20, 70).map((r) => r.id));
    expect(result.page.next).toContain('offset=70');
  });

  it("derives each trámite's id from the last segment of its url, and reads an organismo list", async () => {
    // Two trámites gone, so that an id is no longer its position plus one.
    sim.remove('tramites', 2);
    sim.remove('tramites', 5);
    const raw = sim.records('tramites').slice(0, 8);
    const lastSegment = (url: unknown): number =>
      Number(
        String(url)
          .split('/')
          .filter((part) => part !== '')
          .at(-1),
      );
    const expectedIds = raw.map((record) => lastSegment(record['url']));
    expect(raw.every((record) => record['id'] === undefined)).toBe(true); // the API sends no id for trámites
    expect(expectedIds).toHaveLength(8);
    expect(expectedIds.some((id, position) => id !== position + 1)).toBe(true);
    const fetcher = createFetcher({ baseUrl: sim.url });
    const tramites = await fetcher.fetchPage({ collection: 'tramites', offset: 0, limit: 8 });
    expect('page' in tramites && tramites.page.records.map((r) => r.id)).toEqual(expectedIds);
    const museos = await fetcher.fetchPage({ collection: 'museos', offset: 0, limit: 5 });
    expect('page' in museos && museos.page.records.map((r) => r.id)).toEqual(
      sim
        .records('museos')
        .slice(0, 5)
        .map((r) => r['id']),
    );
  });

  it('fetches one record, and answers an unknown id with an http 404 value', async () => {
    const fetcher = createFetcher({ baseUrl: sim.url });
    const id = sim.records('convocatorias')[0]?.id as number;
    expect(await fetcher.fetchRecord({ collection: 'convocatorias', id })).toMatchObject({ ok: true, record: { id } });
    expect(await fetcher.fetchRecord({ collection: 'convocatorias', id: 987_654_321 })).toEqual({
      ok: false,
      error: { kind: 'http', status: 404, retryAfterMs: null },
    });
  });

  it('keeps bad records out of the page as rejects, with position, id and reason', async () => {
    const [first] = sim.records('convocatorias');
    sim.update('convocatorias', first?.id as number, { titulo: null, fecha_fin: 'pronto' });
    try {
      const result = await createFetcher({ baseUrl: sim.url }).fetchPage({ collection: 'convocatorias', offset: 0, limit: 10 });
      expect(result.ok).toBe(true);
      if (!('page' in result)) throw new Error('expected a whole page');
      expect(result.page.records).toHaveLength(9);
      expect(result.page.rejects).toEqual([{ position: 0, id: first?.id, reason: expect.stringMatching(/titulo.*fecha_fin/) }]);
    } finally {
      sim.update('convocatorias', first?.id as number, { titulo: first?.titulo, fecha_fin: first?.fecha_fin });
    }
  });

  it('turns 5xx, 429, dropped and truncated responses into typed failures', async () => {
    const fetcher = createFetcher({ baseUrl: sim.url });
    const args = { collection: 'convocatorias', offset: 0, limit: 20 } as const;
    try {
      sim.setFaults({ errorRate: 1 });
      expect(await fetcher.fetchPage(args)).toMatchObject({ ok: false, error: { kind: 'http', status: expect.any(Number) } });
      sim.setFaults({ errorRate: 0, rateLimitRate: 1, retryAfterSeconds: 7 });
      expect(await fetcher.fetchPage(args)).toEqual({ ok: false, error: { kind: 'http', status: 429, retryAfterMs: 7000 } });
      sim.setFaults({ rateLimitRate: 0, dropRate: 1 });
      expect(await fetcher.fetchPage(args)).toMatchObject({ ok: false, error: { kind: 'network' } });
      sim.setFaults({ dropRate: 0, truncateRate: 1 });
      const truncated = await fetcher.fetchPage(args);
      expect(truncated.ok).toBe(false);
      expect(truncated.ok ? null : truncated.error.kind).toMatch(/^(invalid-response|network)$/);
    } finally {
      sim.setFaults({ errorRate: 0, rateLimitRate: 0, dropRate: 0, truncateRate: 0 });
    }
  });

  it('times out', async () => {
    sim.setFaults({ latencyMs: 500 });
    try {
      const fetcher = createFetcher({ baseUrl: sim.url, timeoutMs: 100 });
      expect(await fetcher.fetchPage({ collection: 'organismos', offset: 0, limit: 1 })).toEqual({
        ok: false,
        error: { kind: 'timeout', ms: 100 },
      });
    } finally {
      sim.setFaults({ latencyMs: 0 });
    }
  });

  it('reports an unreachable API as a network failure', async () => {
    const result = await createFetcher({ baseUrl: 'http://127.0.0.1:9' }).fetchPage({ collection: 'tramites', offset: 0, limit: 1 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
  });
});

describe('fetcher against a misbehaving server', () => {
  let server: Server;
  let base: string;
  const accepts: (string | undefined)[] = [];
  const bodies: Record<string, { type: string; body: string }> = {
    '/api/v2.0/convocatorias/': { type: 'text/html', body: '<html>mantenimiento</html>' },
    '/api/v2.0/organismos/': { type: 'application/json', body: '{"count": "muchos", "results": []}' },
    '/api/v2.0/tramites/': { type: 'application/json', body: '{"count": 1, "next": null, "previous": null, "results": [' },
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      accepts.push(req.headers.accept);
      const answer = bodies[(req.url ?? '').split('?')[0] ?? ''];
      res.writeHead(200, { 'Content-Type': answer?.type ?? 'application/json' });
      res.end(answer?.body ?? '{}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('refuses non-JSON, bad envelopes and broken JSON as invalid responses', async () => {
    const fetcher = createFetcher({ baseUrl: base });
    for (const collection of ['convocatorias', 'organismos', 'tramites'] as const) {
      expect(await fetcher.fetchPage({ collection, offset: 0, limit: 20 })).toMatchObject({
        ok: false,
        error: { kind: 'invalid-response' },
      });
    }
    expect(accepts).toEqual(['application/json', 'application/json', 'application/json']);
  });
});

describe('configuration', () => {
  it('takes the --base-url option before DIRECTORIO_BASE_URL before the real API', () => {
    expect(resolveBaseUrl(undefined, {})).toEqual({ ok: true, baseUrl: 'https://www.cultura.gob.ar' });
    expect(resolveBaseUrl(undefined, { DIRECTORIO_BASE_URL: 'http://127.0.0.1:8787' })).toEqual({
      ok: true,
      baseUrl: 'http://127.0.0.1:8787',
    });
    expect(resolveBaseUrl('http://localhost:1', { DIRECTORIO_BASE_URL: 'http://127.0.0.1:8787' })).toEqual({
      ok: true,
      baseUrl: 'http://localhost:1',
    });
    expect(resolveBaseUrl('file:///etc', {})).toMatchObject({ ok: false });
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs('pronto')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});

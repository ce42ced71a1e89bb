/**
 * Redirects from the API: http → https on the same host is followed and reported; any other
 * redirect fails at once (no retry) saying where it points.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher, isHttpsUpgrade } from '../../../../src-main/api/fetcher';
import { MemoryStore, syncCollection, type SyncOptions } from '../../../../src-shared/sync';
import { failureReason } from '../../../../src-renderer/features/sync/describe';
import { startSimulator, type Simulator } from '../../../simulator/server';

const fast: Partial<SyncOptions> = { sleep: () => Promise.resolve(), pageSize: 50 };
let sim: Simulator;
const servers: Server[] = [];

beforeAll(async () => {
  sim = await startSimulator({ seed: 5, sizes: { museos: 30 } });
});
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await sim.close();
});

/** A server that answers every request with a 301 to `location(path)`, counting requests. */
async function redirector(location: (path: string) => string): Promise<{ url: string; requests: () => number }> {
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    res.writeHead(301, { Location: location(req.url ?? '/'), 'Content-Length': 0 });
    res.end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => requests };
}

describe('which redirect is an https upgrade', () => {
  const cases: [string, string, boolean][] = [
    ['http://api.example.org/api/', 'https://api.example.org/api/', true],
    ['http://api.example.org:8000/api/', 'https://api.example.org/api/v2/', true],
    ['http://api.example.org/api/', 'https://api.example.org:8443/api/', false],
    ['http://api.example.org/api/', 'https://otro.example.org/api/', false],
    ['http://api.example.org/api/', 'https://example.org/api/', false],
    ['http://api.example.org/api/', 'http://api.example.org/otra/', false],
    ['https://api.example.org/api/', 'http://api.example.org/api/', false],
    ['https://api.example.org/api/', 'https://api.example.org/otra/', false],
    ['http://api.example.org/api/', 'https://usuario:clave@api.example.org/api/', false],
    ['http://127.0.0.1:8000/api/', 'https://127.0.0.1/api/', true],
    ['http://127.0.0.1/api/', 'https://localhost/api/', false],
  ];
  for (const [from, to, expected] of cases) {
    it(`${from} → ${to}: ${expected ? 'followed' : 'refused'}`, () => {
      expect(isHttpsUpgrade(new URL(from), new URL(to))).toBe(expected);
    });
  }
});

describe('the fetcher meets a redirect', () => {
  it('follows http → https on the same host once, and the page says so', async () => {
    const from = await redirector((path) => `https://127.0.0.1${path}`);
    const upgraded: string[] = [];
    // Stands in for the https server (no certificate to set up): the same path, served by the simulator.
    const fetchThroughHttps: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      if (url.protocol !== 'https:') return fetch(input, init);
      upgraded.push(url.href);
      return fetch(`${sim.url}${url.pathname}${url.search}`, init);
    };
    const fetcher = createFetcher({ baseUrl: from.url, fetch: fetchThroughHttps });
    const result = await fetcher.fetchPage({ collection: 'museos', offset: 0, limit: 10 });
    expect(result.ok).toBe(true);
    if (!('page' in result)) throw new Error('expected a whole page');
    expect(result.page.records.map((r) => r.id)).toEqual(
      sim
        .records('museos')
        .slice(0, 10)
        .map((r) => r.id),
    );
    expect(result.page.notice).toBe('La API redirige a https://127.0.0.1; conviene cambiar la URL base en Configuración.');
    expect(from.requests()).toBe(1);
    expect(upgraded).toEqual(['https://127.0.0.1/api/v2.0/museos/?limit=10&offset=0']);

    const outcome = await syncCollection('museos', fetcher, new MemoryStore(), fast);
    expect(outcome).toMatchObject({
      complete: true,
      notice: 'La API redirige a https://127.0.0.1; conviene cambiar la URL base en Configuración.',
    });
  });

  it('fails at once on a redirect to another host: one request, no retry, the reason names the target', async () => {
    const target = `http://localhost:${sim.port}`;
    const from = await redirector((path) => `${target}${path}`);
    const outcome = await syncCollection('museos', createFetcher({ baseUrl: from.url }), new MemoryStore(), fast);
    const expected = `La API redirige a ${target}/api/v2.0/museos/?limit=50&offset=0`;
    expect(outcome).toMatchObject({ complete: false, requests: 1, retries: 0, error: { kind: 'rejected', message: expected } });
    expect(from.requests()).toBe(1);
    expect(failureReason(outcome.error)).toBe(`la API redirige a ${target}/api/v2.0/museos/?limit=50&offset=0`);
  });

  it('refuses a second redirect after the upgrade', async () => {
    const from = await redirector((path) => `https://127.0.0.1${path}`);
    const again: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      if (url.protocol !== 'https:') return fetch(input, init);
      return Promise.resolve(new Response(null, { status: 302, headers: { Location: 'https://127.0.0.1/en-otro-lado/' } }));
    };
    const result = await createFetcher({ baseUrl: from.url, fetch: again }).fetchPage({ collection: 'museos', offset: 0, limit: 10 });
    expect(result).toEqual({ ok: false, error: { kind: 'rejected', message: 'La API redirige a https://127.0.0.1/en-otro-lado/' } });
  });
});

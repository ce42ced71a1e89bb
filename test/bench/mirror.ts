/**
 * Mirror time: our engine (default settings) against the naive client that follows `next`
 * sequentially at limit 20, over the same simulated API with 50 ms per request.
 * `npm run bench:mirror [-- --latency 50 --convocatorias 10000 --organismos 2000 --tramites 1000]`
 */
import { createFetcher } from '../../src-main/api/fetcher';
import { optionValue } from '../../src-main/config';
import { MemoryStore, syncCollections, syncOrder } from '../../src-shared/sync';
import { startSimulator } from '../simulator/server';

const argv = process.argv.slice(2);
const number = (name: string, fallback: number): number => Number(optionValue(argv, name) ?? fallback);
const latencyMs = number('--latency', 50);
const organismos = number('--organismos', 2000);
const sizes = {
  convocatorias: number('--convocatorias', 10_000),
  organismos,
  programas: Math.round(organismos * 0.15),
  museos: Math.round(organismos * 0.2),
  institutos: Math.round(organismos * 0.1),
  tramites: number('--tramites', 1000),
};

/** What the public clients of this API do: GET the list, then follow `next` until it is null. */
async function naiveCrawl(baseUrl: string): Promise<{ requests: number; records: number }> {
  let requests = 0;
  let records = 0;
  for (const collection of syncOrder) {
    let url: string | null = `${baseUrl}/api/v2.0/${collection}/?format=json`;
    while (url !== null) {
      const response = await fetch(url, { headers: { Accept: 'application/json' } });
      const page = (await response.json()) as { next: string | null; results: unknown[] };
      requests++;
      records += page.results.length;
      url = page.next;
    }
  }
  return { requests, records };
}

const sim = await startSimulator({ seed: 1, sizes, faults: { latencyMs } });
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

let start = performance.now();
const store = new MemoryStore();
const outcomes = await syncCollections(syncOrder, createFetcher({ baseUrl: sim.url }), store, {});
const oursMs = performance.now() - start;
const oursRequests = outcomes.reduce((n, o) => n + o.requests, 0);
if (!outcomes.every((o) => o.complete)) throw new Error('the engine did not complete the mirror');

start = performance.now();
const naive = await naiveCrawl(sim.url);
const naiveMs = performance.now() - start;
await sim.close();

console.log(`API simulada: ${sizes.convocatorias} convocatorias, ${sizes.organismos} organismos, ${sizes.tramites} trámites; ${latencyMs} ms por pedido`);
console.log(`motor (página 100, 4 en paralelo): ${seconds(oursMs)}  (${oursRequests} pedidos)`);
console.log(`cliente ingenuo (next, límite 20):  ${seconds(naiveMs)}  (${naive.requests} pedidos, ${naive.records} registros)`);
console.log(`el motor tarda ${((oursMs / naiveMs) * 100).toFixed(1)} % del cliente ingenuo (${(naiveMs / oursMs).toFixed(1)}× más rápido)`);

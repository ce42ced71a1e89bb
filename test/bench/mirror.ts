/**
 * Mirror time, headless (Node, records kept in memory): our engine (default settings) against the
 * naive client that follows `next` sequentially at limit 20, over the same simulated API with
 * 50 ms per request. `npm run bench` measures the app itself, in Chromium with IndexedDB.
 * `npm run bench:mirror [-- --latency 50 --convocatorias 10000 --organismos 2000 --tramites 1000]`
 */
import { createFetcher } from '../../src-main/api/fetcher';
import { parseOptions } from '../../src-main/cli/options';
import { MemoryStore, syncCollections, syncOrder } from '../../src-shared/sync';
import { startSimulator } from '../simulator/server';
import { defaultBenchSizes, naiveCrawl, simulatorSizes } from './corpus';

const parsed = parseOptions(process.argv.slice(2), { values: ['latency', 'convocatorias', 'organismos', 'tramites'] });
if (!parsed.ok) throw new Error(parsed.message);
const { values } = parsed.value;
const latencyMs = Number(values.latency ?? 50);
const sizes = simulatorSizes({
  convocatorias: Number(values.convocatorias ?? defaultBenchSizes.convocatorias),
  organismos: Number(values.organismos ?? defaultBenchSizes.organismos),
  tramites: Number(values.tramites ?? defaultBenchSizes.tramites),
});

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

console.log(
  `API simulada: ${sizes.convocatorias} convocatorias, ${sizes.organismos} organismos, ${sizes.tramites} trámites; ${latencyMs} ms por pedido`,
);
console.log(`motor (página 100, 4 en paralelo): ${seconds(oursMs)}  (${oursRequests} pedidos)`);
console.log(`cliente ingenuo (next, límite 20):  ${seconds(naiveMs)}  (${naive.requests} pedidos, ${naive.records} registros)`);
console.log(`el motor tarda ${((oursMs / naiveMs) * 100).toFixed(1)} % del cliente ingenuo (${(naiveMs / oursMs).toFixed(1)}× más rápido)`);

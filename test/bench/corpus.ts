/** The benchmark's API: its sizes, the naive client it is compared with, and the network floor. */
import { collections, type Collection } from '../../src-shared/api/collections';
import type { CorpusSizes, Simulator } from '../simulator/server';

export interface BenchSizes {
  convocatorias: number;
  organismos: number;
  tramites: number;
}

export const defaultBenchSizes: BenchSizes = { convocatorias: 10_000, organismos: 2000, tramites: 1000 };

/** The organismos are spread over the lists as in the real API: programas 15 %, museos 20 %, institutos 10 %. */
export function simulatorSizes(sizes: BenchSizes): Omit<CorpusSizes, 'ordenadasExtra'> {
  return {
    convocatorias: sizes.convocatorias,
    organismos: sizes.organismos,
    programas: Math.round(sizes.organismos * 0.15),
    museos: Math.round(sizes.organismos * 0.2),
    institutos: Math.round(sizes.organismos * 0.1),
    tramites: sizes.tramites,
  };
}

/** What the public clients of this API do: GET the list, then follow `next` until it is null (limit 20, the API's default). */
export async function naiveCrawl(baseUrl: string): Promise<{ requests: number; records: number }> {
  let requests = 0;
  let records = 0;
  for (const collection of collections) {
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

/** How many records each of the API's collections serves (what any client must download to mirror it). */
export function collectionSizes(simulator: Simulator): Record<Collection, number> {
  return Object.fromEntries(collections.map((collection) => [collection, simulator.records(collection).length])) as Record<
    Collection,
    number
  >;
}

/**
 * The network floor: Σ over the collections of ceil(N / page) / concurrency × latency — every page
 * read once, `concurrency` at a time, nothing else costing anything. Nothing the app does on top
 * (counts, head re-reads, IndexedDB) is added: the ratio to this says what that costs.
 */
export function networkFloorMs(sizes: Record<Collection, number>, pageSize: number, concurrency: number, latencyMs: number): number {
  return Object.values(sizes).reduce((sum, n) => sum + (Math.ceil(n / pageSize) / concurrency) * latencyMs, 0);
}

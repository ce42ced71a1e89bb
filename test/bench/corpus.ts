/** The benchmark's API: its sizes, the naive client it is compared with, and the network floor. */
import type { Collection } from '../../src-shared/api';
import { syncOrder } from '../../src-shared/sync';
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

/** How many records each collection serves (what any client must download). */
export function collectionSizes(simulator: Simulator): Record<Collection, number> {
  return Object.fromEntries(syncOrder.map((collection) => [collection, simulator.records(collection).length])) as Record<Collection, number>;
}

/** The network floor: ceil(N / page) / concurrency × latency, summed over the collections. */
export function networkFloorMs(sizes: Record<Collection, number>, pageSize: number, concurrency: number, latencyMs: number): number {
  return Object.values(sizes).reduce((sum, n) => sum + (Math.ceil(n / pageSize) / concurrency) * latencyMs, 0);
}

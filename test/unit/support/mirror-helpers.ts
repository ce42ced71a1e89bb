/** What the tests compare: the simulator's current record sets against a mirror. */
import type { Collection } from '../../../src-shared/api';
import type { MemoryStore } from '../../../src-shared/sync';
import { afterEach } from 'vitest';
import { startSimulator, type Simulator, type SimulatorOptions } from '../../simulator/server';
import { idFromUrl } from '../../../src-shared/api';

/** A `startSimulator` whose simulators close after each test of the file that calls this. */
export function simulatorsClosedAfterEach(): (options?: SimulatorOptions) => Promise<Simulator> {
  const running: Simulator[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((sim) => sim.close()));
  });
  return async (options) => {
    const sim = await startSimulator(options);
    running.push(sim);
    return sim;
  };
}

export const sortedIds = (ids: Iterable<number>): number[] => [...ids].sort((a, b) => a - b);

/** The ids a collection lists upstream (tramites: from the url). */
export function upstreamIds(sim: Simulator, collection: Collection): number[] {
  return sortedIds(
    sim.records(collection).map((record) => (collection === 'tramites' ? (idFromUrl(String(record.url)) ?? -1) : (record.id as number))),
  );
}

export function mirroredIds(store: MemoryStore, collection: Collection): number[] {
  return sortedIds(store.list(collection).map((row) => row.record.id));
}

export const smallSizes = { convocatorias: 140, ordenadasExtra: 3, organismos: 70, programas: 12, museos: 15, institutos: 8, tramites: 45 };

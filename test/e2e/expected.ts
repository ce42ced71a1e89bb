import type { Simulator } from '../simulator/server';

/** The convocatorias the app shows: the plain list joined with convocatorias/ordenadas, by id. */
export function expectedConvocatorias(sim: Simulator): number {
  return new Set([...sim.records('convocatorias'), ...sim.records('convocatorias/ordenadas')].map((r) => r.id)).size;
}

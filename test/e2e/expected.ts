import type { Page } from '@playwright/test';
import { convocatoriaSchema } from '../../src-shared/api';
import type { ConvocatoriaRow } from '../../src-renderer/data/db';
import { toConvocatoriaRow } from '../../src-renderer/data/rows';
import type { Simulator } from '../simulator/server';

/** The convocatorias the app shows: the plain list joined with convocatorias/ordenadas, by id. */
export function expectedConvocatorias(sim: Simulator): number {
  return new Set([...sim.records('convocatorias'), ...sim.records('convocatorias/ordenadas')].map((r) => r.id)).size;
}

/** What the app keeps: both lists joined by id, each row with its place in the official order. */
export function simulatorRows(simulator: Simulator): ConvocatoriaRow[] {
  const ordenadas = simulator.records('convocatorias/ordenadas');
  const rank = new Map(ordenadas.map((record, index) => [record['id'], index]));
  const byId = new Map([...simulator.records('convocatorias'), ...ordenadas].map((record) => [record['id'], record]));
  return [...byId.values()].map((raw) => {
    const record = convocatoriaSchema.parse(raw);
    return toConvocatoriaRow(record, { listas: [], seen: {} }, rank.get(record.id) ?? null);
  });
}

/** "Today" as the app sees it: the browser's local calendar day. */
export function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number): string => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

/**
 * What the calendar draws, computed in one pass over the cached convocatorias: how many Abierta
 * calls close on each day, and the ones closing within the timeline's weeks. Pure, so it is tested
 * in Node; the hook over the live table is in calendario.ts.
 */
import type { ConvocatoriaRow } from './cache/db';
import { addDays, stateOf } from './search/convocatoria-state';
import { compareText } from './search/words';

/** The timeline shows the calls closing in this many weeks from today. */
export const timelineWeeks = 8;

export type CalendarSource = Pick<ConvocatoriaRow, 'id' | 'titulo' | 'estado' | 'fechaInicio' | 'fechaFin'>;

/** An Abierta call on the timeline: its bar runs from `start` (its fecha_inicio, or today if earlier) to `end`, both inclusive. */
export interface UpcomingCall {
  id: number;
  titulo: string;
  start: string;
  end: string;
}

export interface ClosingCalendar {
  today: string;
  /** Abierta convocatorias per closing day (YYYY-MM-DD); days without any are absent. */
  counts: ReadonlyMap<string, number>;
  /** The Abierta calls closing from today to `horizon`, by closing day, then title. */
  upcoming: readonly UpcomingCall[];
  /** The timeline's last day, inclusive: today + weeks × 7 − 1. */
  horizon: string;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One pass: "open" is exactly the list's Abierta (stateOf), so a day's count is what the list
 * filtered to Abierta and that closing day shows. A call without a readable closing day is Abierta
 * but closes on no day: it is on neither the grid nor the timeline.
 */
export function closingCalendar(rows: Iterable<CalendarSource>, today: string, weeks = timelineWeeks): ClosingCalendar {
  const horizon = addDays(today, weeks * 7 - 1);
  const counts = new Map<string, number>();
  const upcoming: UpcomingCall[] = [];
  for (const row of rows) {
    if (stateOf(row, today) !== 'abierta' || !isoDay.test(row.fechaFin)) continue;
    counts.set(row.fechaFin, (counts.get(row.fechaFin) ?? 0) + 1);
    if (row.fechaFin > horizon) continue;
    const start = isoDay.test(row.fechaInicio) && row.fechaInicio > today ? row.fechaInicio : today;
    // A call whose fecha_inicio is after its fecha_fin (a typo in the API) is drawn on its closing day alone.
    upcoming.push({ id: row.id, titulo: row.titulo, start: start > row.fechaFin ? row.fechaFin : start, end: row.fechaFin });
  }
  upcoming.sort((a, b) => (a.end < b.end ? -1 : a.end > b.end ? 1 : compareText(a.titulo, b.titulo) || a.id - b.id));
  return { today, counts, upcoming, horizon };
}

/** The heat shades: 0 for no call, 1–4 from the quartiles of the busy days' counts. */
export type HeatLevel = 0 | 1 | 2 | 3 | 4;

/**
 * Quartiles (nearest rank) of the distinct counts of the days that have any, so the shades spread
 * over whatever the data holds (a handful a day in the real API, dozens in a big corpus) and a
 * month is shaded against every coming day, not only its own. Distinct: where most days have one
 * call, quartiles of every day would all be 1, and days of 3, 12 and 45 would share the darkest.
 */
export function heatThresholds(counts: Iterable<number>): [number, number, number] {
  const values = [...new Set(counts)].filter((count) => count > 0).sort((a, b) => a - b);
  const rank = (p: number): number => values[Math.max(0, Math.ceil(p * values.length) - 1)] ?? 0;
  return [rank(0.25), rank(0.5), rank(0.75)];
}

export function heatLevel(count: number, [q1, q2, q3]: readonly [number, number, number]): HeatLevel {
  if (count <= 0) return 0;
  if (count <= q1) return 1;
  if (count <= q2) return 2;
  if (count <= q3) return 3;
  return 4;
}

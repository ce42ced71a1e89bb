/** The timeline's scale: days from today to a horizon, as percentages of the track. Pure. */
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { addDays } from '../../data/search/convocatoria-state';

const between = (from: string, to: string): number => differenceInCalendarDays(parseISO(to), parseISO(from));

/**
 * Where a bar sits on a track of `days` days starting today: `left` and `width` in percent. A bar
 * covers whole days, its first and its last included, so a call closing today is one day wide.
 */
export function barSpan(call: { start: string; end: string }, today: string, days: number): { left: number; width: number } {
  const first = Math.min(Math.max(between(today, call.start), 0), days - 1);
  const last = Math.min(Math.max(between(today, call.end), first), days - 1);
  return { left: (first / days) * 100, width: ((last - first + 1) / days) * 100 };
}

/** The first day of each week of the track: today, today + 7, … */
export function weekTicks(today: string, weeks: number): string[] {
  return Array.from({ length: weeks }, (_, week) => addDays(today, week * 7));
}

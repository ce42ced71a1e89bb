/** The calendar's data: the closing days of the Abierta convocatorias, from the rows the lists already hold. */
import { useMemo } from 'react';
import { closingCalendar, type ClosingCalendar } from './calendario-counts';
import { useToday } from './convocatorias';
import { db } from './cache/db';
import { liveTablesOf, useLiveTable } from './live/live-table';

export { heatLevel, heatThresholds, timelineWeeks, type ClosingCalendar, type HeatLevel, type UpcomingCall } from './calendario-counts';

/**
 * Counts per closing day and the calls of the coming weeks; undefined while the cache is read.
 * It reads the same in-memory table as the list (live-table.ts), so it works offline, follows a
 * sync as it writes, and recounts 10,000 rows in one pass only when they or the day change.
 */
export function useClosingCalendar(): ClosingCalendar | undefined {
  const rows = useLiveTable(liveTablesOf(db).convocatorias);
  const today = useToday();
  return useMemo(() => (rows === undefined ? undefined : closingCalendar(rows, today)), [rows, today]);
}

/**
 * Days as text, both ways: ISO `YYYY-MM-DD` (what filters store) and `dd/mm/aaaa` (what people in
 * Argentina type and read). Dates are local midnight, as the calendar uses them.
 */
import { format } from 'date-fns';

// Day, month and a four-digit year, separated by `/`, `-` or `.`: "5/3/2026", "05-03-2026".
const typedDay = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/*
 * The patterns above already split the numbers, so date-fns' `parse` (with its forty token
 * parsers, all in the first screen's script) is not needed: a Date built from them is checked to
 * be the same day, which refuses 31/02, month 13, day 0. setFullYear keeps years below 100 as
 * they are (the Date constructor would read 0005 as 1905).
 */
function localDay(year: string | undefined, month: string | undefined, day: string | undefined): Date | null {
  const [y, m, d] = [Number(year), Number(month) - 1, Number(day)];
  if (y < 1) return null; // there is no year 0 (dd/mm/aaaa would show it as year 1)
  const date = new Date(2000, 0, 1);
  date.setFullYear(y, m, d);
  return date.getFullYear() === y && date.getMonth() === m && date.getDate() === d ? date : null;
}

/** The day typed as dd/mm/aaaa, or null when it is not one (31/02, 13th month, two-digit year...). */
export function parseTypedDay(text: string): Date | null {
  const parts = typedDay.exec(text.trim());
  return parts === null ? null : localDay(parts[3], parts[2], parts[1]);
}

export function dateFromIso(iso: string): Date | null {
  const parts = isoDay.exec(iso);
  return parts === null ? null : localDay(parts[1], parts[2], parts[3]);
}

export function isoFromDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** dd/mm/aaaa for an ISO day; '' for '' and for anything that is not a day. */
export function typedFromIso(iso: string): string {
  const date = dateFromIso(iso);
  return date === null ? '' : format(date, 'dd/MM/yyyy');
}

/**
 * Days as text, both ways: ISO `YYYY-MM-DD` (what filters store) and `dd/mm/aaaa` (what people in
 * Argentina type and read). Dates are local midnight, as the calendar uses them.
 */
import { format, isValid, parse } from 'date-fns';

// Day, month and a four-digit year, separated by `/`, `-` or `.`: "5/3/2026", "05-03-2026".
const typedDay = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The day typed as dd/mm/aaaa, or null when it is not one (31/02, 13th month, two-digit year...). */
export function parseTypedDay(text: string): Date | null {
  const parts = typedDay.exec(text.trim());
  if (parts === null) return null;
  // date-fns checks the ranges: day 1..length of that month, month 1..12.
  const date = parse(`${parts[1]}/${parts[2]}/${parts[3]}`, 'd/M/yyyy', new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

export function dateFromIso(iso: string): Date | null {
  if (!isoDay.test(iso)) return null;
  const date = parse(iso, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

export function isoFromDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** dd/mm/aaaa for an ISO day; '' for '' and for anything that is not a day. */
export function typedFromIso(iso: string): string {
  const date = dateFromIso(iso);
  return date === null ? '' : format(date, 'dd/MM/yyyy');
}

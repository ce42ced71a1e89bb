/**
 * Days as text, both ways: ISO `YYYY-MM-DD` (what filters store) and `dd/mm/aaaa` (what people in
 * Argentina type and read). Dates are local midnight, as the calendar uses them. Read and written
 * digit by digit (a filter panel does this on every keystroke; date-fns' parse and format cost
 * tenths of a millisecond each); years outside 1–9999 go through date-fns' lightFormat.
 */
import { lightFormat } from 'date-fns';

// Day, month and a year of four digits or two, separated by `/`, `-` or `.`: "5/3/2026", "05-03-26".
const typedDay = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/;
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of that calendar day; null when there is no such day (31/02, a 13th month, day 0). */
function localDay(year: number, month: number, day: number): Date | null {
  if (year < 1) return null; // there is no year 0 (dd/mm/aaaa would show it as year 1)
  const date = new Date(2000, 0, 1);
  // setFullYear, not the constructor: that one takes years 0–99 as 1900–1999.
  date.setFullYear(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * A typed year: four digits as written; two digits always in this century (26 is 2026, 99 is
 * 2099). The days people type here are calls' opening and closing days, all of this century, so
 * a two-digit year has no other meaning; a sliding window (POSIX's 69 → 1969, date-fns' "within
 * 50 years of today") would send the same text to another century as the years pass.
 */
function typedYear(digits: string): number {
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
}

/** The day typed as dd/mm/aaaa or dd/mm/aa, or null when it is not one (31/02, 13th month, three-digit year...). */
export function parseTypedDay(text: string): Date | null {
  const parts = typedDay.exec(text.trim());
  return parts === null ? null : localDay(typedYear(parts[3] ?? ''), Number(parts[2]), Number(parts[1]));
}

export function dateFromIso(iso: string): Date | null {
  const parts = isoDay.exec(iso);
  return parts === null ? null : localDay(Number(parts[1]), Number(parts[2]), Number(parts[3]));
}

export function isoFromDate(date: Date): string {
  const year = date.getFullYear();
  if (year < 1 || year > 9999) return lightFormat(date, 'yyyy-MM-dd');
  return `${String(year).padStart(4, '0')}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** dd/mm/aaaa for an ISO day; '' for '' and for anything that is not a day. */
export function typedFromIso(iso: string): string {
  const date = dateFromIso(iso);
  if (date === null) return '';
  // dateFromIso reads four digits and refuses year 0: the year is 1–9999 here.
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${String(date.getFullYear()).padStart(4, '0')}`;
}

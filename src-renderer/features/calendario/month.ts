/**
 * The month grid without React: which days a month shows (weeks from Monday), where a key moves
 * the focus, and the es-AR names the cells are read by. Days are YYYY-MM-DD, months YYYY-MM;
 * the arithmetic is date-fns on local dates, which only ever stand for calendar days here.
 */
import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parse,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { es } from 'date-fns/locale';
import { assertNever } from '../../../src-shared/assert-never';

const weekOptions = { weekStartsOn: 1 } as const;
const day = (date: Date): string => format(date, 'yyyy-MM-dd');
const monthDate = (month: string): Date => parse(month, 'yyyy-MM', new Date(2000, 0, 1));

export const monthOf = (isoDay: string): string => isoDay.slice(0, 7);

/** The month in the URL (`mes=2026-12`); anything else (missing, malformed, out of range): today's month. */
export function parseMonth(value: string | null, today: string): string {
  if (value === null || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return monthOf(today);
  const year = Number(value.slice(0, 4));
  return year >= 1900 && year <= 2200 && isValid(monthDate(value)) ? value : monthOf(today);
}

export function shiftMonth(month: string, months: number): string {
  return format(addMonths(monthDate(month), months), 'yyyy-MM');
}

/** The weeks a month spans, Monday to Sunday; days of the neighbouring months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = monthDate(month);
  const days = eachDayOfInterval({ start: startOfWeek(first, weekOptions), end: endOfWeek(endOfMonth(first), weekOptions) });
  const weeks: (string | null)[][] = [];
  days.forEach((date, index) => {
    if (index % 7 === 0) weeks.push([]);
    weeks.at(-1)?.push(monthOf(day(date)) === month ? day(date) : null);
  });
  return weeks;
}

export const navigationKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'] as const;
export type NavigationKey = (typeof navigationKeys)[number];

export const isNavigationKey = (key: string): key is NavigationKey => navigationKeys.some((each) => each === key);

/**
 * Where the focus goes from `from`. Arrows move by a day or a week and may cross into the next or
 * previous month (the grid follows); Home and End go to the week's Monday or Sunday but stay in
 * the month, whose neighbouring days are blank; PageUp/PageDown move a month (31 → 30 …).
 */
export function moveFocus(from: string, key: NavigationKey): string {
  const date = parseISO(from);
  switch (key) {
    case 'ArrowLeft':
      return day(addDays(date, -1));
    case 'ArrowRight':
      return day(addDays(date, 1));
    case 'ArrowUp':
      return day(addDays(date, -7));
    case 'ArrowDown':
      return day(addDays(date, 7));
    case 'Home': {
      const monday = startOfWeek(date, weekOptions);
      return day(monday < startOfMonth(date) ? startOfMonth(date) : monday);
    }
    case 'End': {
      const sunday = endOfWeek(date, weekOptions);
      return day(sunday > endOfMonth(date) ? endOfMonth(date) : sunday);
    }
    case 'PageUp':
      return day(addMonths(date, -1));
    case 'PageDown':
      return day(addMonths(date, 1));
    default:
      return assertNever(key);
  }
}

const capitalized = (text: string): string => text.charAt(0).toLocaleUpperCase('es-AR') + text.slice(1);

/** "noviembre de 2026". */
export function monthName(month: string): string {
  return format(monthDate(month), "MMMM 'de' yyyy", { locale: es });
}

/** "Noviembre de 2026". */
export function monthTitle(month: string): string {
  return capitalized(monthName(month));
}

/** "jueves 26 de noviembre". */
export function dayName(isoDay: string): string {
  return format(parseISO(isoDay), "EEEE d 'de' MMMM", { locale: es });
}

/** The cell's accessible name: "3 convocatorias cierran el jueves 26 de noviembre". */
export function dayLabel(isoDay: string, count: number): string {
  if (count === 0) return `Ninguna convocatoria cierra el ${dayName(isoDay)}`;
  return count === 1
    ? `1 convocatoria cierra el ${dayName(isoDay)}`
    : `${count.toLocaleString('es-AR')} convocatorias cierran el ${dayName(isoDay)}`;
}

/**
 * A past day's name: "jueves 26 de noviembre, ya pasó". Only Abierta calls are counted, so a
 * past day's count is 0 by construction; saying that none closes then would be false.
 */
export function pastDayLabel(isoDay: string): string {
  return `${dayName(isoDay)}, ya pasó`;
}

/** The column headers, Monday first: { short: 'lun', long: 'lunes' }. */
export const weekdays: readonly { short: string; long: string }[] = eachDayOfInterval({
  start: new Date(2024, 0, 1), // a Monday
  end: new Date(2024, 0, 7),
}).map((date) => ({ short: format(date, 'EEE', { locale: es }).replace('.', ''), long: format(date, 'EEEE', { locale: es }) }));

/** "26 nov", for the timeline's week ticks. */
export function tickName(isoDay: string): string {
  return format(parseISO(isoDay), 'd MMM', { locale: es }).replace('.', '');
}

/** The list of the calls closing that day: exactly the day's count. */
export function dayHref(isoDay: string): string {
  return `#/convocatorias?estado=abierta&desde=${isoDay}&hasta=${isoDay}`;
}

export function calendarHref(month: string): string {
  return `#/calendario?mes=${month}`;
}

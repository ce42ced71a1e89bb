import { onFirstUse } from '../../src-shared/first-use';

/** Dates as people in Argentina read them. Each formatter is made on first use (see first-use.ts). */
const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
const shortDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
);
const relativeFormats = {
  long: onFirstUse(() => new Intl.RelativeTimeFormat('es-AR', { numeric: 'auto' })),
  // "hace 3 h", "hace 5 min": where the room is one line (the status bar).
  short: onFirstUse(() => new Intl.RelativeTimeFormat('es-AR', { numeric: 'auto', style: 'short' })),
};
// What toLocaleString('es-AR') formats with, made once: toLocaleString makes a new one per call.
const countFormat = onFirstUse(() => new Intl.NumberFormat('es-AR'));

function utcDate(isoDay: string): Date | null {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(isoDay: string): string {
  const date = utcDate(isoDay);
  return date === null ? isoDay : dateFormat().format(date);
}

export function formatShortDate(isoDay: string): string {
  const date = utcDate(isoDay);
  return date === null ? isoDay : shortDateFormat().format(date);
}

export function formatRelative(timestamp: number, now: number = Date.now(), style: keyof typeof relativeFormats = 'long'): string {
  const relativeFormat = relativeFormats[style]();
  const seconds = Math.round((timestamp - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return relativeFormat.format(seconds, 'second');
  if (abs < 3600) return relativeFormat.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relativeFormat.format(Math.round(seconds / 3600), 'hour');
  return relativeFormat.format(Math.round(seconds / 86_400), 'day');
}

export function formatCount(n: number): string {
  return countFormat().format(n);
}

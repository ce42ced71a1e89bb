/**
 * The state of a convocatoria as the app tells it. The API's `estado` is stale for many records
 * (calls stay "abierta" years after they closed), so the state is computed from `estado` and
 * `fecha_fin` against today in Argentina. Lists, filters, counts, exports, favoritos, notices and
 * the calendar all use this one meaning.
 */
import { addDays as addCalendarDays, differenceInCalendarDays, lightFormat, parseISO } from 'date-fns';
import { onFirstUse } from '../../../src-shared/first-use';

/**
 * Abierta: estado abierta and closing day today or later. Vencida (shown as "Ya cerró"): estado
 * abierta, closing day passed. The codes stay as they are in links (`estado=vencida`); people read
 * the labels.
 */
export const states = ['abierta', 'vencida', 'cerrada'] as const;
export type State = (typeof states)[number];

/** A known state, or the API's own unknown estado, kept as it came. */
export type ConvocatoriaState = { known: true; state: State } | { known: false; estado: string };

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar the API's dates are written in; a laptop elsewhere still sees the ministry's day. */
export const timeZone = 'America/Argentina/Buenos_Aires';
const dayParts = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** Today in America/Argentina/Buenos_Aires, as YYYY-MM-DD. */
export function todayInArgentina(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    dayParts()
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year'] ?? ''}-${parts['month'] ?? ''}-${parts['day'] ?? ''}`;
}

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return lightFormat(addCalendarDays(parseISO(day), days), 'yyyy-MM-dd');
}

/** The day's number since 1970-01-01 in the proleptic calendar; null when it is no day (2026-02-30). */
function dayIndex(day: string): number | null {
  const [year, month, date] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))];
  const utc = new Date(0);
  // setUTCFullYear, not Date.UTC: that one takes years 0–99 as 1900–1999.
  utc.setUTCFullYear(year, month, date);
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month && utc.getUTCDate() === date ? utc.getTime() / 86_400_000 : null;
}

/**
 * A real calendar day written YYYY-MM-DD: 2028-02-29 is one, 2026-02-29, 2026-04-31 and
 * 2026-13-01 are not. Year 0 neither: the date fields, which show a filter's days, have no year 0.
 * The one check for a day read from a link or a saved search.
 */
export function isCalendarDay(day: string): boolean {
  return isoDay.test(day) && day.slice(0, 4) !== '0000' && dayIndex(day) !== null;
}

/**
 * Whole calendar days from `today` to `day` (negative when it is past); null for a malformed day.
 * Every row of a list asks this twice per render, so well-formed days are counted on the UTC
 * calendar (the same whole days as date-fns' differenceInCalendarDays, without parsing).
 */
export function daysUntil(day: string, today: string): number | null {
  if (!isoDay.test(day)) return null;
  const end = dayIndex(day);
  if (end === null) return null;
  const start = isoDay.test(today) ? dayIndex(today) : null;
  return start === null ? differenceInCalendarDays(parseISO(day), parseISO(today)) : end - start;
}

/**
 * The state's name, or null for an unknown estado. Days are compared as YYYY-MM-DD strings, which
 * order as the days do (the schema lets no other form in; this runs for every row of every count);
 * no closing day: open.
 */
export function stateOf(convocatoria: { estado: string; fechaFin: string }, today: string): State | null {
  const { estado, fechaFin } = convocatoria;
  if (estado === 'cerrada') return 'cerrada';
  if (estado !== 'abierta') return null;
  return fechaFin !== '' && fechaFin < today ? 'vencida' : 'abierta';
}

export function convocatoriaState(convocatoria: { estado: string; fechaFin: string }, today: string): ConvocatoriaState {
  const state = stateOf(convocatoria, today);
  return state === null ? { known: false, estado: convocatoria.estado } : { known: true, state };
}

/**
 * The words for each state, the same on chips, the filter panel, exports and calendars. "Ya cerró"
 * and not "Vencida": the closing window "Antes de hoy" also lists calls whose day passed, Cerradas
 * included, and the two must not sound alike.
 */
export const stateLabels: Record<State, string> = { abierta: 'Abierta', vencida: 'Ya cerró', cerrada: 'Cerrada' };

/** What each state means, for the title of its chip and its choice in the panel. */
export const stateHelp: Record<State, string> = {
  abierta: 'La API la publica como abierta, y cierra hoy o más adelante',
  vencida: 'La API la sigue publicando como abierta, pero su fecha de cierre ya pasó',
  cerrada: 'La API la publica como cerrada',
};

/** dd/mm/aaaa. */
export function shortDay(day: string): string {
  const [year, month, date] = day.split('-');
  return isoDay.test(day) ? `${date ?? ''}/${month ?? ''}/${year ?? ''}` : day;
}

/** Why a Ya cerró is grey: "La API la publica como abierta; cerró el 14/05/2019". */
export function vencidaText(fechaFin: string): string {
  return `La API la publica como abierta; cerró el ${shortDay(fechaFin)}`;
}

/**
 * For a call the API publishes as abierta whose dates have not begun (its first day is after
 * today): "Empieza mañana", "Empieza en 8 días", far ones by their day. Null for any other call:
 * begun, closed, with a first day that is no day or after its closing day.
 */
export function startChip(convocatoria: { estado: string; fechaInicio: string; fechaFin: string }, today: string): string | null {
  if (stateOf(convocatoria, today) !== 'abierta') return null;
  const wait = daysUntil(convocatoria.fechaInicio, today);
  if (wait === null || wait < 1) return null;
  // A first day after the closing day: the dates contradict each other, and nothing is said of them.
  if (convocatoria.fechaFin !== '' && convocatoria.fechaInicio > convocatoria.fechaFin) return null;
  if (wait === 1) return 'Empieza mañana';
  return wait <= 60 ? `Empieza en ${wait} días` : `Empieza el ${shortDay(convocatoria.fechaInicio)}`;
}

/**
 * The time left to the closing day, for the chip every row carries: "Cierra hoy", "Cierra mañana",
 * "Cierra en 5 días", "Cerró ayer", "Cerró hace 3 días"; far dates by their day. Null when the
 * closing day is unreadable. A call the API closed before its closing day does not "close in 5 days".
 */
export function closingChip(convocatoria: { estado: string; fechaFin: string }, today: string): string | null {
  const left = daysUntil(convocatoria.fechaFin, today);
  if (left === null) return null;
  if (left >= 0 && convocatoria.estado === 'cerrada') return `Cierre previsto el ${shortDay(convocatoria.fechaFin)}`;
  if (left === 0) return 'Cierra hoy';
  if (left === 1) return 'Cierra mañana';
  if (left > 1) return left <= 60 ? `Cierra en ${left} días` : `Cierra el ${shortDay(convocatoria.fechaFin)}`;
  if (left === -1) return 'Cerró ayer';
  return left >= -60 ? `Cerró hace ${-left} días` : `Cerró el ${shortDay(convocatoria.fechaFin)}`;
}

/** How soon: for the chip's colour. */
export function urgency(convocatoria: { estado: string; fechaFin: string }, today: string): 'pronto' | 'semana' | 'lejos' | 'pasado' {
  const left = daysUntil(convocatoria.fechaFin, today);
  if (left === null || convocatoria.estado === 'cerrada' || left < 0) return 'pasado';
  return left <= 2 ? 'pronto' : left <= 7 ? 'semana' : 'lejos';
}

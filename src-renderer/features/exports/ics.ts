/**
 * Closing dates as an iCalendar file (RFC 5545), built with the `ics` package, which is loaded
 * only when someone exports (it stays out of the first bundle). One all-day event per
 * convocatoria on its fecha_fin (DTSTART;VALUE=DATE, DTEND the next day), a UID stable across
 * exports so calendars update the event instead of duplicating it, and a reminder (VALARM) for
 * each lead time set in Configuración. From Mis convocatorias, each personal reminder is an
 * all-day event of its own on its day, with a VALARM at 9 in the morning of that day.
 */
import type { Alarm, EventAttributes } from 'ics';
import { addDays, stateLabels, stateOf, todayInArgentina } from '../../data/search/convocatoria-state';
import { formatShortDate } from '../../ui/format';
import { facetLabels, type ExportedConvocatoria } from './json';
import type { Settings } from '../../../src-shared/settings';
import { safeExternalUrl } from '../../../src-shared/url';

export const calendarName = 'Cierres de convocatorias';
const productId = '-//Directorio de Cultura//Convocatorias//ES';

export function eventUid(id: number): string {
  return `convocatoria-${id}@directorio-de-cultura`;
}

/** Text fields may not carry control characters (RFC 5545 §3.3.11); the API's may. */
function plain(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function dateArray(isoDay: string): [number, number, number] {
  const [year = 0, month = 0, day = 0] = isoDay.split('-').map(Number);
  return [year, month, day];
}

/** The reminders' lead times in days, from the settings: 0 (none) left out, each once, the earliest reminder first. */
export function calendarReminders(settings: Pick<Settings, 'firstReminderDays' | 'secondReminderDays'>): number[] {
  const days = [settings.firstReminderDays, settings.secondReminderDays].filter((lead) => lead > 0);
  return [...new Set(days)].sort((a, b) => b - a);
}

function reminder(days: number, titulo: string): Alarm {
  const when = days === 1 ? 'Cierra mañana' : `Cierra en ${days} días`;
  // Relative to DTSTART, the closing day's start: -P7D is that day a week earlier.
  return { action: 'display', description: `${when}: «${titulo}»`, trigger: { days, before: true } };
}

/** `ics` writes a duration in days as `-P7DT`, a time part with no time, which RFC 5545 §3.3.6 does not allow. */
function withoutEmptyTimePart(text: string): string {
  return text.replace(/^(TRIGGER:-P\d+D)T\r$/gm, '$1\r');
}

/** The link, when it is one a calendar may show: http(s), and a host `ics` accepts (not IPv6). */
function calendarLink(raw: string): string | null {
  const url = safeExternalUrl(raw);
  return url === null || url.hostname.startsWith('[') ? null : url.href;
}

function calendarEvent(row: ExportedConvocatoria, reminders: readonly number[], today: string): EventAttributes {
  const state = stateOf(row, today);
  const titulo = plain(row.titulo) || `Convocatoria ${row.id}`;
  const link = calendarLink(row.link);
  // Its disciplinas, tipos and provincias, as a calendar files events; Sin clasificar is no category.
  const categories = (['disciplina', 'tipo', 'provincia'] as const)
    .flatMap((facet) => facetLabels(row, facet))
    .filter((label) => label !== 'Sin clasificar');
  const description = [
    `Cierre de la convocatoria «${titulo}» (${formatShortDate(row.fechaFin)}).`,
    `Del ${formatShortDate(row.fechaInicio)} al ${formatShortDate(row.fechaFin)}; estado: ${state === null ? plain(row.estado) : stateLabels[state].toLowerCase()}.`,
    ...(link === null ? [] : [`Más información: ${link}`]),
  ].join('\n');
  return {
    uid: eventUid(row.id),
    title: `Cierre: ${titulo}`,
    start: dateArray(row.fechaFin),
    end: dateArray(addDays(row.fechaFin, 1)),
    description,
    ...(link === null ? {} : { url: link }),
    ...(categories.length === 0 ? {} : { categories }),
    // A deadline, not a meeting: it should not show the day as busy.
    transp: 'TRANSPARENT',
    busyStatus: 'FREE',
    ...(reminders.length === 0 ? {} : { alarms: reminders.map((days) => reminder(days, titulo)) }),
  };
}

/**
 * `ics` folds at 75 characters; RFC 5545 §3.1 counts octets, which differ once there are
 * accents. Unfolds its lines and folds them again at 75 octets, never inside a character.
 */
export function foldOctets(text: string): string {
  const encoder = new TextEncoder();
  const lines = text.replace(/\r\n[\t ]/g, '').split('\r\n');
  const folded = lines.map((line) => {
    const parts: string[] = [];
    let part = '';
    let octets = 0;
    for (const char of line) {
      const size = encoder.encode(char).length;
      const limit = parts.length === 0 ? 75 : 74;
      if (octets + size > limit) {
        parts.push(part);
        part = '';
        octets = 0;
      }
      part += char;
      octets += size;
    }
    parts.push(part);
    return parts.join('\r\n ');
  });
  return folded.join('\r\n');
}

/** A personal reminder of Mis convocatorias: the convocatoria's id and title, and the day (YYYY-MM-DD). */
export interface CalendarRecordatorio {
  id: number;
  titulo: string;
  dia: string;
}

export function recordatorioUid(id: number): string {
  return `recordatorio-${id}@directorio-de-cultura`;
}

/** The reminder's own event (the private note stays out of a file that may end up in a shared calendar). */
function recordatorioEvent(recordatorio: CalendarRecordatorio): EventAttributes {
  const titulo = plain(recordatorio.titulo) || `Convocatoria ${recordatorio.id}`;
  return {
    uid: recordatorioUid(recordatorio.id),
    title: `Recordatorio: ${titulo}`,
    start: dateArray(recordatorio.dia),
    end: dateArray(addDays(recordatorio.dia, 1)),
    description: `Recordatorio que pusiste en Mis convocatorias para «${titulo}».`,
    transp: 'TRANSPARENT',
    busyStatus: 'FREE',
    // Relative to DTSTART, the day's start: PT9H is 9 in the morning of that day.
    alarms: [{ action: 'display', description: `Recordatorio: «${titulo}»`, trigger: { hours: 9, before: false } }],
  };
}

type CalendarResult = { ok: true; text: string } | { ok: false; message: string };

/**
 * `reminders`: days before each closing date (calendarReminders); none when empty.
 * `recordatorios`: the personal reminders of Mis convocatorias, an event each, after the closings.
 */
export async function convocatoriasToIcs(
  rows: readonly ExportedConvocatoria[],
  reminders: readonly number[],
  today = todayInArgentina(),
  recordatorios: readonly CalendarRecordatorio[] = [],
): Promise<CalendarResult> {
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(
    [...rows.map((row) => calendarEvent(row, reminders, today)), ...recordatorios.map(recordatorioEvent)],
    { productId, calName: calendarName },
  );
  if (error !== null || value === null) return { ok: false, message: error?.message ?? 'sin contenido' };
  return { ok: true, text: foldOctets(withoutEmptyTimePart(value)) };
}

/**
 * The calendar's expected values, from the simulator's raw records and a few lines of date
 * arithmetic on UTC dates: nothing of the app's code, so a bug there cannot agree with itself.
 */
import type { AppServers } from './fixtures';

const timeZone = 'America/Argentina/Buenos_Aires';

/** Today where the ministry is, YYYY-MM-DD. */
export function todayInBuenosAires(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const utc = (day: string): Date => new Date(`${day}T00:00:00Z`);
const isoOf = (date: Date): string => date.toISOString().slice(0, 10);

export function plusDays(day: string, days: number): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return isoOf(date);
}

/** YYYY-MM plus `months`. */
export function plusMonths(month: string, months: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return isoOf(new Date(Date.UTC(year, number - 1 + months, 1))).slice(0, 7);
}

/** Every day of a month, YYYY-MM-DD. */
export function daysOf(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = plusDays(day, 1)) days.push(day);
  return days;
}

export interface OpenCall {
  id: number;
  titulo: string;
  fechaInicio: string;
  fechaFin: string;
}

/** The calls published as abierta whose closing day is today or later, by id over both lists. */
export function openCalls(app: AppServers, today: string): OpenCall[] {
  const byId = new Map<number, Record<string, unknown>>();
  for (const record of [...app.simulator.records('convocatorias'), ...app.simulator.records('convocatorias/ordenadas')]) {
    byId.set(Number(record['id']), record);
  }
  const open: OpenCall[] = [];
  for (const [id, record] of byId) {
    const fechaFin = String(record['fecha_fin']);
    if (record['estado'] === 'abierta' && /^\d{4}-\d{2}-\d{2}$/.test(fechaFin) && fechaFin >= today) {
      open.push({ id, titulo: String(record['titulo']), fechaInicio: String(record['fecha_inicio']), fechaFin });
    }
  }
  return open;
}

/** How many open calls close on each day. */
export function countsByDay(calls: readonly OpenCall[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(call.fechaFin, (counts.get(call.fechaFin) ?? 0) + 1);
  return counts;
}

const dayFormat = new Intl.DateTimeFormat('es-AR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('es-AR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "3 convocatorias cierran el jueves 26 de noviembre" (Intl writes "jueves, 26 de noviembre"). */
export function dayLabel(day: string, count: number): string {
  const name = dayFormat.format(utc(day)).replace(',', '');
  if (count === 0) return `Ninguna convocatoria cierra el ${name}`;
  return count === 1 ? `1 convocatoria cierra el ${name}` : `${count} convocatorias cierran el ${name}`;
}

/** A past day's cell: no count, and read as "jueves 26 de noviembre, ya pasó". */
export function pastDayLabel(day: string): string {
  return `${dayFormat.format(utc(day)).replace(',', '')}, ya pasó`;
}

/** "Noviembre de 2026". */
export function monthTitle(month: string): string {
  const name = monthFormat.format(utc(`${month}-01`));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Titles as the list shows them: the simulator puts a line break in a few. */
export const normalized = (text: string): string => text.replace(/\s+/g, ' ').trim();

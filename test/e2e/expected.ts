/**
 * What the convocatorias views should show, worked out from the simulator's raw records with a few
 * lines of plain test code: no function of the app is used here, so a bug there cannot hide
 * itself by agreeing with its own oracle.
 */
import type { Simulator } from '../simulator/server';

/** A convocatoria as the simulator serves it, plus its place in convocatorias/ordenadas. */
export interface Convocatoria {
  id: number;
  titulo: string;
  bajada: string;
  cuerpo: string;
  estado: string;
  fechaInicio: string;
  fechaFin: string;
  documentos: string[];
  /** Position in the official order; null when only the plain list has it. */
  rank: number | null;
}

/** Both lists joined by id (the app keeps one record per id), each with its official rank. */
export function simulatorConvocatorias(sim: Simulator): Convocatoria[] {
  const ordenadas = sim.records('convocatorias/ordenadas');
  const rank = new Map(ordenadas.map((record, index) => [record['id'], index]));
  const byId = new Map([...sim.records('convocatorias'), ...ordenadas].map((record) => [record['id'], record]));
  return [...byId.values()].map((r) => ({
    id: Number(r['id']),
    titulo: String(r['titulo']),
    bajada: String(r['bajada']),
    cuerpo: String(r['cuerpo']),
    estado: String(r['estado']),
    fechaInicio: String(r['fecha_inicio']),
    fechaFin: String(r['fecha_fin']),
    documentos: r['documentos'] as string[],
    rank: rank.get(r['id']) ?? null,
  }));
}

/** How many convocatorias the app lists: both lists joined by id. */
export function expectedConvocatorias(sim: Simulator): number {
  return new Set([...sim.records('convocatorias'), ...sim.records('convocatorias/ordenadas')].map((r) => r['id'])).size;
}

/** Today in Buenos Aires (the app's calendar, and the browser's in playwright.config.ts), YYYY-MM-DD. */
export function todayInBuenosAires(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const utc = (day: string): Date => new Date(`${day}T00:00:00Z`);
const iso = (date: Date): string => date.toISOString().slice(0, 10);

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return iso(new Date(utc(day).getTime() + days * 86_400_000));
}

/** Whole days from `today` to `day` (negative when past). */
export function daysFrom(today: string, day: string): number {
  return Math.round((utc(day).getTime() - utc(today).getTime()) / 86_400_000);
}

/** dd/mm/aaaa. */
export function shortDate(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** "Canción" and "CANCION" both become "cancion". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const accents: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  uml: '\u0308',
  tilde: '\u0303',
  cedil: '\u0327',
};

/** The text of an HTML fragment: tags out, accented letters' entities ("&oacute;") to the letter, "&amp;" to "&", any other entity to a space. */
export function htmlToText(html: string): string {
  const text = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' ');
  const letters = text.replace(/&([a-z])(acute|grave|circ|uml|tilde|cedil);/gi, (_, letter: string, accent: string) =>
    `${letter}${accents[accent] ?? ''}`.normalize('NFC'),
  );
  return letters.replace(/&amp;/g, '&').replace(/&[#a-z0-9]+;/gi, ' ');
}

/** Every word of the search is in the text, accents and case aside. */
export function matchesSearch(text: string, search: string): boolean {
  return fold(search)
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => fold(text).includes(word));
}

export type State = 'abierta' | 'vencida' | 'cerrada';

/** Abierta: published open and closing today or later; Vencida: published open, closing day past; Cerrada. */
export function stateOf(c: Pick<Convocatoria, 'estado' | 'fechaFin'>, today: string): State | null {
  if (c.estado === 'cerrada') return 'cerrada';
  if (c.estado === 'abierta') return c.fechaFin >= today ? 'abierta' : 'vencida';
  return null;
}

export type Window = 'semana' | 'mes' | 'vencidas';

/** The closing days a window means: to this Sunday, to the month's last day, or any day before today. */
export function windowRange(window: Window, today: string): { desde: string; hasta: string } {
  const date = utc(today);
  if (window === 'semana') return { desde: today, hasta: addDays(today, (7 - date.getUTCDay()) % 7) };
  if (window === 'mes') return { desde: today, hasta: iso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0))) };
  return { desde: '', hasta: addDays(today, -1) };
}

export type Orden = 'oficial' | 'cierre-asc' | 'cierre-desc' | 'titulo-asc' | 'titulo-desc';

export interface Filter {
  estado: State | 'todas';
  cierre: Window | null;
  desde: string;
  hasta: string;
  q: string;
  documentos: boolean;
  orden: Orden;
}

// Spanish order, numbers by value ("Premio 2" before "Premio 10").
const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const orders: Record<Orden, (a: Convocatoria, b: Convocatoria) => number> = {
  oficial: (a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || b.id - a.id,
  'cierre-asc': (a, b) => a.fechaFin.localeCompare(b.fechaFin) || a.id - b.id,
  'cierre-desc': (a, b) => b.fechaFin.localeCompare(a.fechaFin) || b.id - a.id,
  'titulo-asc': (a, b) => spanish.compare(a.titulo, b.titulo) || a.id - b.id,
  'titulo-desc': (a, b) => spanish.compare(b.titulo, a.titulo) || b.id - a.id,
};

const inside = (day: string, range: { desde: string; hasta: string }): boolean =>
  (range.desde === '' || day >= range.desde) && (range.hasta === '' || day <= range.hasta);

/** The convocatorias a filter lists today, in its order. */
export function listed(all: readonly Convocatoria[], filter: Partial<Filter>, today: string): Convocatoria[] {
  const f: Filter = { estado: 'todas', cierre: null, desde: '', hasta: '', q: '', documentos: false, orden: 'oficial', ...filter };
  return all
    .filter((c) => f.estado === 'todas' || stateOf(c, today) === f.estado)
    .filter((c) => f.cierre === null || inside(c.fechaFin, windowRange(f.cierre, today)))
    .filter((c) => inside(c.fechaFin, f))
    .filter((c) => !f.documentos || c.documentos.length > 0)
    .filter((c) => matchesSearch(`${c.titulo} ${c.bajada} ${htmlToText(c.cuerpo)}`, f.q))
    .sort(orders[f.orden]);
}

/** The start chip: "Empieza en 8 días" for an abierta whose first day is after today; null for any other call. */
export function startChip(c: Pick<Convocatoria, 'estado' | 'fechaInicio' | 'fechaFin'>, today: string): string | null {
  if (stateOf(c, today) !== 'abierta' || c.fechaInicio <= today || c.fechaInicio > c.fechaFin) return null;
  const wait = daysFrom(today, c.fechaInicio);
  if (wait === 1) return 'Empieza mañana';
  return wait <= 60 ? `Empieza en ${wait} días` : `Empieza el ${shortDate(c.fechaInicio)}`;
}

/** The closing chip of a row: "Cierra en 5 días", "Cerró ayer", "Cierre previsto el 02/03/2027"… */
export function closingChip(c: Pick<Convocatoria, 'estado' | 'fechaFin'>, today: string): string {
  const left = daysFrom(today, c.fechaFin);
  if (left >= 0 && c.estado === 'cerrada') return `Cierre previsto el ${shortDate(c.fechaFin)}`;
  if (left === 0) return 'Cierra hoy';
  if (left === 1) return 'Cierra mañana';
  if (left > 1) return left <= 60 ? `Cierra en ${left} días` : `Cierra el ${shortDate(c.fechaFin)}`;
  if (left === -1) return 'Cerró ayer';
  return left >= -60 ? `Cerró hace ${-left} días` : `Cerró el ${shortDate(c.fechaFin)}`;
}

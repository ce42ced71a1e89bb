/**
 * Oracles and small page helpers for the list and window specs (honest state, list + reader, facets,
 * window, screens). Every expected value here is plain date arithmetic on the simulator's raw
 * records, written from the UI contract — nothing is imported from the app at runtime.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Simulator } from '../simulator/server';
import { closingChip, startChip } from './expected';
import type { AppServers } from './fixtures';

/** Today in Buenos Aires (the app's calendar; Playwright runs the browser in that zone), YYYY-MM-DD. */
export function todayBA(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const dayMs = 86_400_000;
const utc = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** `day` plus `days` calendar days. */
export function plusDays(day: string, days: number): string {
  return new Date(utc(day) + days * dayMs).toISOString().slice(0, 10);
}

/** Whole days from `today` to `day`: 0 today, 1 tomorrow, -3 three days ago. */
export function daysFrom(today: string, day: string): number {
  return Math.round((utc(day) - utc(today)) / dayMs);
}

/** 2019-05-14 → 14/05/2019. */
export function ddmmyyyy(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d ?? ''}/${m ?? ''}/${y ?? ''}`;
}

/** Sunday of today's week (weeks start on Monday); today itself on a Sunday. */
export function sundayOf(today: string): string {
  const weekday = new Date(utc(today)).getUTCDay(); // 0 = Sunday
  return plusDays(today, (7 - weekday) % 7);
}

/** The last day of today's month. */
export function endOfMonthOf(today: string): string {
  const [y, m] = today.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, m ?? 0, 0)).toISOString().slice(0, 10);
}

export interface RawConvocatoria {
  id: number;
  titulo: string;
  estado: string;
  fecha_inicio: string;
  fecha_fin: string;
  documentos: unknown[];
}

/** What the app keeps: the plain list and convocatorias/ordenadas joined by id. */
export function rawConvocatorias(simulator: Simulator): RawConvocatoria[] {
  const byId = new Map<number, RawConvocatoria>();
  for (const record of [...simulator.records('convocatorias'), ...simulator.records('convocatorias/ordenadas')]) {
    byId.set(Number(record['id']), {
      id: Number(record['id']),
      titulo: String(record['titulo']),
      estado: String(record['estado']),
      fecha_inicio: String(record['fecha_inicio']),
      fecha_fin: String(record['fecha_fin']),
      documentos: Array.isArray(record['documentos']) ? record['documentos'] : [],
    });
  }
  return [...byId.values()];
}

/** The state the UI contract defines: the API's estado, checked against today. */
export function expectedState(record: { estado: string; fecha_fin: string }, today: string): 'abierta' | 'vencida' | 'cerrada' | null {
  if (record.estado === 'cerrada') return 'cerrada';
  if (record.estado !== 'abierta') return null;
  return record.fecha_fin < today ? 'vencida' : 'abierta';
}

/** The text of the state chip, per the contract. */
export function expectedStateChip(record: { estado: string; fecha_fin: string }, today: string): string {
  const state = expectedState(record, today);
  return state === null ? `Estado desconocido: ${record.estado}` : { abierta: 'Abierta', vencida: 'Ya cerró', cerrada: 'Cerrada' }[state];
}

/** The closing chip, per the contract's list of texts (the oracle in expected.ts, on a raw record). */
export function expectedClosingChip(record: { estado: string; fecha_fin: string }, today: string): string {
  return closingChip({ estado: record.estado, fechaFin: record.fecha_fin }, today);
}

/** The start chip of an abierta not begun, else null (the oracle in expected.ts, on a raw record). */
export function expectedStartChip(record: { estado: string; fecha_inicio: string; fecha_fin: string }, today: string): string | null {
  return startChip({ estado: record.estado, fechaInicio: record.fecha_inicio, fechaFin: record.fecha_fin }, today);
}

export const sortedIds = (ids: Iterable<number>): number[] => [...ids].sort((a, b) => a - b);

/** The ids of the rows a list has rendered, read from each row's link (`#/convocatorias/42?…`). */
export async function renderedIds(list: Locator): Promise<number[]> {
  const hrefs = await list
    .getByTestId('list-row')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/^#\/[a-z]+\/(\d+)/.exec(href)?.[1] ?? NaN));
}

/** "12 convocatorias", "1 convocatoria" (es-AR thousands). */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('es-AR')} ${count === 1 ? singular : plural}`;
}

export async function waitForSync(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-status')).toContainText('Datos actualizados', { timeout: 30_000 });
}

/** The header's section links. */
export function section(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name, exact: true });
}

/** The id at the end of a trámite's url (`…/tramites/12/`). */
export function tramiteId(url: unknown): number {
  const match = /\/(\d+)\/?$/.exec(String(url));
  if (match?.[1] === undefined) throw new Error(`trámite sin id en su url: ${String(url)}`);
  return Number(match[1]);
}

/** The document title without the Unicode isolation marks (U+2066–U+2069). */
export async function plainTitle(page: Page): Promise<string> {
  return (await page.title()).replace(/[\u2066-\u2069]/g, '');
}

/** An element's computed line height in px (the specs' CSS always sets a number or a length). */
export async function lineHeightOf(locator: Locator): Promise<number> {
  const value = await locator.evaluate((element) => getComputedStyle(element).lineHeight);
  const px = Number.parseFloat(value);
  if (!Number.isFinite(px)) throw new Error(`line-height no numérico: ${value}`);
  return px;
}

/** Opens the app at `hash` and waits for the first sync to end. */
export async function openSynced(page: Page, app: AppServers, hash: string): Promise<void> {
  await page.goto(`${app.web.url}${hash}`);
  await waitForSync(page);
}

/** Changes the hash in the same document, as a link would. */
export async function goHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
}

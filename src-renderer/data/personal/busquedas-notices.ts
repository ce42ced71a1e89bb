/**
 * The saved searches' notices after a sync. When a sync this tab ran ends (manual, at start or on
 * the timer: every run ends in the controller's endRun; start/data.ts listens from the start),
 * each saved search is matched against the whole mirror (busquedas-db.ts: evaluateAfterSync)
 * and, when some bring convocatorias they did not match before: always one line in the status
 * bar; for the searches with avisos on, one notification — from main in Electron, or the page's
 * Notifications API in a browser where the person allowed it from "Activar avisos" (avisos.ts
 * asks; nothing here ever does).
 */
import { useEffect } from 'react';
import { errorMessage } from '../../../src-shared/errors';
import { bridge, onOpenBusqueda } from '../../bridge';
import { createStore, useStore } from '../../store';
import type { ProblemText } from '../../ui/Problem';
import { db, type DirectorioDb } from '../cache/db';
import { todayInArgentina } from '../search/convocatoria-filter';
import { evaluateAfterSync } from './busquedas-db';
import { busquedaHref, noticeText, type BusquedaNews } from './busquedas-rules';

/** The status bar's line after a sync: what it says, the search it opens, all of it for its title. */
export interface BusquedaNotice {
  text: string;
  href: string;
  /** Each search with its count, for the line's title when it sums up several. */
  detail: string;
}

// The latest sync's notice; null when it brought nothing new (a later sync replaces it).
const notice = createStore<BusquedaNotice | null>(null);
// Why the last evaluation failed, in Spanish; null when it did not.
const problem = createStore<ProblemText | null>(null);

export function useBusquedaNotice(): BusquedaNotice | null {
  return useStore(notice);
}

export function useBusquedaNoticeProblem(): ProblemText | null {
  return useStore(problem);
}

/** The notice now, for code outside React. */
export function currentBusquedaNotice(): BusquedaNotice | null {
  return notice.get();
}

export function dismissBusquedaNotice(): void {
  notice.set(null);
}

/** The in-app line for a sync's news: one search by name, several summed up, the first one linked. */
export function noticeOf(news: readonly BusquedaNews[]): BusquedaNotice | null {
  const [first] = news;
  if (first === undefined) return null;
  return {
    text: noticeText(news),
    href: busquedaHref(first),
    detail: news.map((item) => `«${item.nombre}»: ${item.nuevas.length.toLocaleString('es-AR')}`).join(' · '),
  };
}

const noticeTitle = 'Convocatorias nuevas en tus búsquedas';

/** A desktop notice for the searches with avisos on: main's in Electron, else the page's if allowed. */
async function deliver(news: readonly BusquedaNews[]): Promise<void> {
  const [first] = news;
  if (first === undefined) return;
  const body = noticeText(news);
  const result = await bridge.notify({ title: noticeTitle, body, busqueda: first.id });
  if (result.ok && result.delivery === 'shown') return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const shown = new Notification(noticeTitle, { body, tag: 'busquedas' });
  shown.onclick = () => {
    window.focus();
    openFromNotice(first.id);
  };
}

/** Evaluates the saved searches after this tab's sync, then tells the person. Never rejects. */
export async function noticeAfterSync(database: DirectorioDb = db, today: string = todayInArgentina()): Promise<void> {
  try {
    const news = await evaluateAfterSync(database, today);
    notice.set(noticeOf(news));
    problem.set(null);
    const avisos = news.filter((item) => item.avisos);
    if (avisos.length > 0) await deliver(avisos);
  } catch (cause) {
    problem.set({ message: 'No se pudieron revisar las búsquedas guardadas.', detail: errorMessage(cause) });
  }
}

/** Opens a saved search by id (a notice's click); one that was deleted meanwhile opens the list. */
export async function openBusqueda(database: DirectorioDb, id: string): Promise<void> {
  const busqueda = await database.busquedas.get(id);
  window.location.hash = busqueda === undefined ? '#/convocatorias' : busquedaHref(busqueda);
}

/** A notice's click: its search, or the list should it not be read. */
function openFromNotice(id: string): void {
  openBusqueda(db, id).catch(() => (window.location.hash = '#/convocatorias'));
}

/** Mounted once (App): a desktop notice's click opens its search. (start/data.ts starts the notices after each sync.) */
export function useBusquedaNotices(): void {
  useEffect(() => onOpenBusqueda(openFromNotice), []);
}

/**
 * Notices for the convocatorias a person follows (Mis convocatorias), at most one per convocatoria
 * per day: on the day of its personal reminder, and while it is in Me interesa or Preparando when
 * it closes soon (none once presentada).
 * Electron: main shows a desktop notification (bridge `notify`); the window keeps every web
 * permission denied. Browser mode: the page's Notifications API, only once the person allowed
 * it with the "Activar avisos" button.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { AppConfig } from '../../../src-shared/bridge';
import { bridge } from '../../bridge';
import { createStore, useStore } from '../../store';
import { todayInArgentina } from '../search/convocatoria-filter';
import { useAppConfig } from '../bridge/config';
import { db } from '../cache/db';
import { useClosingSoonDays } from './favoritos';
import { claimDueNotices } from './postulaciones-db';
import { noticeText } from './aviso-text';
import { errorMessage } from '../../../src-shared/errors';
import type { ProblemText } from '../../ui/Problem';

export type NoticePermission = NotificationPermission | 'unavailable';

function webPermission(): NoticePermission {
  return typeof Notification === 'undefined' ? 'unavailable' : Notification.permission;
}

/** Whether a notice given now would reach the person. */
function canDeliver(mode: AppConfig['mode']): boolean {
  return mode === 'electron' || webPermission() === 'granted';
}

async function deliver(title: string, body: string, tag: string): Promise<void> {
  const result = await bridge.notify({ title, body });
  if (result.ok && result.delivery === 'shown') return;
  if (webPermission() === 'granted') new Notification(title, { body, tag });
}

/** Gives today's due notices; claiming them first (one transaction) means a second caller finds none. */
export async function giveClosingSoonNotices(mode: AppConfig['mode'], days: number, today = todayInArgentina()): Promise<number> {
  if (!canDeliver(mode)) return 0;
  const due = await claimDueNotices(db, today, days);
  for (const notice of due) {
    const { title, body } = noticeText(notice, today);
    await deliver(title, body, `convocatoria:${notice.postulacion.id}`);
  }
  return due.length;
}

// The browser's permission, shared by the "Activar avisos" button and the notifier.
const permission = createStore(webPermission);

// Why the notices could not be given or allowed, in Spanish, the browser's words as the detail
// (shown in Mis convocatorias); null while they can.
const noticeProblem = createStore<ProblemText | null>(null);

/** Asks the browser's permission (only ever from the person's click on "Activar avisos"). */
export function requestNoticePermission(): void {
  if (typeof Notification === 'undefined') return;
  Notification.requestPermission().then(
    (answer) => {
      noticeProblem.set(null);
      permission.set(answer);
    },
    (cause: unknown) => noticeProblem.set({ message: 'No se pudo pedir permiso para los avisos.', detail: errorMessage(cause) }),
  );
}

export function useNoticeProblem(): ProblemText | null {
  return useStore(noticeProblem);
}

export function useNoticePermission(): NoticePermission {
  return useStore(permission);
}

/**
 * Mounted once (App): gives the due notices on start, whenever a followed convocatoria or its
 * snapshot changes (a sync refreshed it, an etapa or reminder changed), when avisos are allowed,
 * and each hour (a new day).
 */
export function useClosingSoonNotices(): void {
  const config = useAppConfig();
  const mode = config.status === 'ready' ? config.value.mode : null;
  const days = useClosingSoonDays();
  const postulaciones = useLiveQuery(() => db.postulaciones.toArray(), []);
  const allowed = useNoticePermission();
  const [hour, setHour] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setHour((n) => n + 1), 3_600_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (mode === null || postulaciones === undefined || postulaciones.length === 0) return;
    giveClosingSoonNotices(mode, days).then(
      () => noticeProblem.set(null),
      (cause: unknown) => noticeProblem.set({ message: 'No se pudieron dar los avisos de cierre.', detail: errorMessage(cause) }),
    );
  }, [mode, days, postulaciones, allowed, hour]);
}

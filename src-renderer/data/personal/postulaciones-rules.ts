/**
 * Mis convocatorias without storage: the etapas and their groups, the snapshot kept of a
 * convocatoria, the orders of the view, and when a followed convocatoria gets a notice. Pure, so
 * it is tested in Node.
 */
import { assertNever } from '../../../src-shared/assert-never';
import type { Etapa, PostulacionRow, StoredConvocatoriaRow } from '../cache/db';
import { closesSoon } from './favoritos-rules';

export { etapas, type Etapa } from '../cache/db';

/** What each etapa is called where the person chooses it. */
export const etapaLabels: Record<Etapa, string> = {
  interesa: 'Me interesa',
  preparando: 'Preparando',
  presentada: 'Presentada',
  seleccionada: 'Seleccionada',
  'no-seleccionada': 'No seleccionada',
};

/** The view's groups, in order: Resultado holds both answers. */
export type EtapaGroup = 'interesa' | 'preparando' | 'presentada' | 'resultado';
export const etapaGroups: readonly { group: EtapaGroup; title: string }[] = [
  { group: 'interesa', title: 'Me interesa' },
  { group: 'preparando', title: 'Preparando' },
  { group: 'presentada', title: 'Presentada' },
  { group: 'resultado', title: 'Resultado' },
];

export function groupOf(etapa: Etapa): EtapaGroup {
  switch (etapa) {
    case 'interesa':
    case 'preparando':
    case 'presentada':
      return etapa;
    case 'seleccionada':
    case 'no-seleccionada':
      return 'resultado';
    default:
      return assertNever(etapa);
  }
}

export type PostulacionSnapshot = Pick<PostulacionRow, 'titulo' | 'detalle' | 'estado' | 'fechaInicio' | 'fechaFin'>;

/** What is remembered of a convocatoria, so a followed one still reads well once the API drops it. */
export function snapshotOfConvocatoria(
  row: Pick<StoredConvocatoriaRow, 'titulo' | 'bajada' | 'estado' | 'fechaInicio' | 'fechaFin'>,
): PostulacionSnapshot {
  return { titulo: row.titulo, detalle: row.bajada, estado: row.estado, fechaInicio: row.fechaInicio, fechaFin: row.fechaFin };
}

/** A new follow of a cached convocatoria, in `etapa`. */
export function newPostulacion(
  row: Pick<StoredConvocatoriaRow, 'id' | 'titulo' | 'bajada' | 'estado' | 'fechaInicio' | 'fechaFin'>,
  etapa: Etapa,
  now: number,
): PostulacionRow {
  return {
    id: row.id,
    etapa,
    nota: '',
    recordatorio: null,
    ...snapshotOfConvocatoria(row),
    addedAt: now,
    updatedAt: now,
    refreshedAt: now,
    lastNotifiedDay: null,
  };
}

/** The note's first line that says something ('' when none), for the list. */
export function firstLine(nota: string): string {
  return (
    nota
      .split(/\r\n|\r|\n/)
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

export const postulacionOrders = ['cierre', 'titulo', 'edicion'] as const;
export type PostulacionOrder = (typeof postulacionOrders)[number];

export const postulacionOrderLabels: Record<PostulacionOrder, string> = {
  cierre: 'Fecha de cierre',
  titulo: 'Título',
  edicion: 'Última edición',
};

/** The order named by the URL's `orden`; closing date when it names none we know. */
export function parsePostulacionOrder(value: string | null): PostulacionOrder {
  return postulacionOrders.find((order) => order === value) ?? 'cierre';
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

type Sortable = { postulacion: Pick<PostulacionRow, 'id' | 'updatedAt'>; shown: Pick<PostulacionSnapshot, 'titulo' | 'fechaFin'> };

/** Soonest closing first (none last), titles in Spanish order, or the last edited first; the id breaks ties. */
export function comparePostulaciones(order: PostulacionOrder): (a: Sortable, b: Sortable) => number {
  const byId = (a: Sortable, b: Sortable): number => a.postulacion.id - b.postulacion.id;
  switch (order) {
    case 'cierre':
      return (a, b) =>
        (a.shown.fechaFin === null ? 1 : 0) - (b.shown.fechaFin === null ? 1 : 0) ||
        (a.shown.fechaFin ?? '').localeCompare(b.shown.fechaFin ?? '') ||
        byId(a, b);
    case 'titulo':
      return (a, b) => collator.compare(a.shown.titulo, b.shown.titulo) || byId(a, b);
    case 'edicion':
      return (a, b) => b.postulacion.updatedAt - a.postulacion.updatedAt || byId(a, b);
    default:
      return assertNever(order);
  }
}

/** Only while the person may still apply: not once presentada nor with a result. */
export function watchesClosing(etapa: Etapa): boolean {
  return etapa === 'interesa' || etapa === 'preparando';
}

export type NoticeReason = 'recordatorio' | 'cierre';

/**
 * Why a followed convocatoria gets a notice today, or null: one notice per convocatoria per day.
 * The reminder's day gives one, whatever the etapa and even once the API dropped the call; else a
 * published, Abierta convocatoria still in interesa or preparando that closes soon (days 0 = never).
 */
export function noticeReason(
  postulacion: Pick<PostulacionRow, 'etapa' | 'recordatorio' | 'lastNotifiedDay'>,
  current: Pick<StoredConvocatoriaRow, 'estado' | 'fechaFin'> | null,
  today: string,
  days: number,
): NoticeReason | null {
  if (postulacion.lastNotifiedDay === today) return null;
  if (postulacion.recordatorio === today) return 'recordatorio';
  if (current !== null && watchesClosing(postulacion.etapa) && closesSoon(current, today, days)) return 'cierre';
  return null;
}

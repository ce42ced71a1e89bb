/**
 * Mis convocatorias in IndexedDB: following a convocatoria and the person's edits (etapa, note,
 * reminder), the snapshot refresh a sync does, the joined list the view shows, and claiming the
 * day's notices. No React here (the sync's record writer uses it). A sync only ever rewrites a
 * snapshot: never the etapa, the note, the reminder nor the day of the last notice.
 */
import type { DirectorioDb, Etapa, PostulacionRow, StoredConvocatoriaRow } from '../cache/db';
import { sameSnapshot } from './favoritos-rules';
import { newPostulacion, noticeReason, snapshotOfConvocatoria, type NoticeReason } from './postulaciones-rules';

/** A followed convocatoria with its record as cached now; `current` is null once the API no longer publishes it. */
export interface PostulacionEntry {
  postulacion: PostulacionRow;
  current: StoredConvocatoriaRow | null;
}

/** Every followed convocatoria joined with its cached row (null when gone), in no particular order. */
export async function readPostulaciones(db: DirectorioDb): Promise<PostulacionEntry[]> {
  const postulaciones = await db.postulaciones.toArray();
  const rows = await db.convocatorias.bulkGet(postulaciones.map((postulacion) => postulacion.id));
  return postulaciones.map((postulacion, index) => ({ postulacion, current: rows[index] ?? null }));
}

/**
 * Sets where the person stands with a convocatoria: follows it (from its cached row, for the
 * snapshot) when it was not followed, else changes only its etapa. False when it is neither
 * followed nor cached, so there is nothing to follow.
 */
export async function setEtapa(db: DirectorioDb, id: number, etapa: Etapa, now: number): Promise<boolean> {
  return db.transaction('rw', db.postulaciones, db.convocatorias, async () => {
    const followed = await db.postulaciones.get(id);
    if (followed !== undefined) {
      if (followed.etapa !== etapa) await db.postulaciones.update(id, { etapa, updatedAt: now });
      return true;
    }
    const row = await db.convocatorias.get(id);
    if (row === undefined) return false;
    await db.postulaciones.add(newPostulacion(row, etapa, now));
    return true;
  });
}

/** The private note, exactly as typed. False when the convocatoria is not followed (any more). */
export async function setNota(db: DirectorioDb, id: number, nota: string, now: number): Promise<boolean> {
  return db.transaction('rw', db.postulaciones, async () => {
    const followed = await db.postulaciones.get(id);
    if (followed === undefined) return false;
    if (followed.nota !== nota) await db.postulaciones.update(id, { nota, updatedAt: now });
    return true;
  });
}

/**
 * The reminder day (YYYY-MM-DD) or none. A reminder set for today gets its notice even when
 * another notice was given today already (the one-a-day mark is cleared).
 */
export async function setRecordatorio(db: DirectorioDb, id: number, day: string | null, now: number, today: string): Promise<boolean> {
  return db.transaction('rw', db.postulaciones, async () => {
    const followed = await db.postulaciones.get(id);
    if (followed === undefined) return false;
    if (followed.recordatorio === day) return true;
    await db.postulaciones.update(id, { recordatorio: day, updatedAt: now, ...(day === today ? { lastNotifiedDay: null } : {}) });
    return true;
  });
}

/** Stops following a convocatoria: its etapa, note and reminder are gone. */
export async function unfollow(db: DirectorioDb, id: number): Promise<void> {
  await db.postulaciones.delete(id);
}

/**
 * After a sync wrote convocatorias: each followed one still cached gets a fresh snapshot (and
 * `refreshedAt`); its etapa, note, reminder, `updatedAt` and last notice are left as they are.
 * One no longer cached keeps the snapshot it had.
 */
export async function refreshPostulaciones(db: DirectorioDb, now: number): Promise<void> {
  const postulaciones = await db.postulaciones.toArray();
  if (postulaciones.length === 0) return;
  const rows = await db.convocatorias.bulkGet(postulaciones.map((postulacion) => postulacion.id));
  const updated = postulaciones.flatMap((postulacion, index) => {
    const row = rows[index];
    if (row === undefined) return [];
    const snapshot = snapshotOfConvocatoria(row);
    return sameSnapshot(snapshot, postulacion) ? [] : [{ id: postulacion.id, changes: { ...snapshot, refreshedAt: now } }];
  });
  if (updated.length > 0) await db.postulaciones.bulkUpdate(updated.map(({ id, changes }) => ({ key: id, changes })));
}

export interface DueNotice {
  reason: NoticeReason;
  postulacion: PostulacionRow;
  /** The record as cached now; null once the API no longer publishes it (a reminder still comes). */
  current: StoredConvocatoriaRow | null;
}

/**
 * The followed convocatorias whose notice is due today (its reminder's day, or closing soon while
 * interesa or preparando), marked as given in the same transaction, so two callers (two effects,
 * two windows) never notify the same convocatoria twice a day.
 */
export async function claimDueNotices(db: DirectorioDb, today: string, days: number): Promise<DueNotice[]> {
  return db.transaction('rw', db.postulaciones, db.convocatorias, async () => {
    const entries = await readPostulaciones(db);
    const due = entries.flatMap(({ postulacion, current }) => {
      const reason = noticeReason(postulacion, current, today, days);
      return reason === null ? [] : [{ reason, postulacion, current }];
    });
    if (due.length > 0) {
      await db.postulaciones.bulkUpdate(due.map(({ postulacion }) => ({ key: postulacion.id, changes: { lastNotifiedDay: today } })));
    }
    return due;
  });
}

/**
 * The note being typed, kept in localStorage until IndexedDB has it. IndexedDB writes are
 * asynchronous, and a page that reloads or closes right after a keystroke does not wait for one;
 * localStorage is written at once. The next start (or the next reader of Mis convocatorias)
 * writes a note left there, so the last keystrokes are never lost. One note at a time: a person
 * types in one field.
 */
import { db } from '../cache/db';
import { setNota } from './postulaciones-db';

const key = 'directorio.notaSinGuardar';

export interface PendingNota {
  id: number;
  nota: string;
}

/** The note left unwritten, if any (what this code wrote, read back with care: storage is shared). */
export function readPendingNota(): PendingNota | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return null; // storage refused (a private window's policy): nothing was kept either
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, nota } = value as Record<string, unknown>;
    return typeof id === 'number' && Number.isInteger(id) && typeof nota === 'string' ? { id, nota } : null;
  } catch {
    return null;
  }
}

/** Keeps `nota` until it is written. A storage that refuses leaves the IndexedDB write as the only copy. */
export function keepPendingNota(id: number, nota: string): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ id, nota }));
  } catch {
    // Quota or policy: the debounced and flushed writes still carry the note.
  }
}

/** Forgets the kept note once IndexedDB has exactly it (a newer keystroke keeps its own). */
export function forgetPendingNota(id: number, nota: string): void {
  const pending = readPendingNota();
  if (pending?.id !== id || pending.nota !== nota) return;
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Left there, it is written again next time: the same text, no harm.
  }
}

let recovery: Promise<void> | null = null;

/** Writes a note a previous page left unwritten; once per page. Rejects (and keeps it) when IndexedDB fails. */
export function recoverPendingNota(): Promise<void> {
  recovery ??= (async () => {
    const pending = readPendingNota();
    if (pending === null) return;
    await setNota(db, pending.id, pending.nota, Date.now());
    forgetPendingNota(pending.id, pending.nota);
  })();
  return recovery;
}

/** Hooks and actions over Mis convocatorias; views use these, never Dexie. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../src-shared/errors';
import type { ProblemText } from '../../ui/Problem';
import { db, type Etapa, type PostulacionRow } from '../cache/db';
import { sharedLiveQuery, useSharedQuery } from '../live/shared-query';
import { useSyncStates } from '../live/sync-states';
import { todayInArgentina } from '../search/convocatoria-filter';
import { forgetPendingNota, keepPendingNota, readPendingNota, recoverPendingNota } from './nota-pendiente';
import { readPostulaciones, setEtapa, setNota, setRecordatorio, unfollow, type PostulacionEntry } from './postulaciones-db';

export type { Etapa, PostulacionRow } from '../cache/db';
export type { PostulacionEntry } from './postulaciones-db';
export {
  comparePostulaciones,
  etapaGroups,
  etapaLabels,
  etapas,
  firstLine,
  groupOf,
  parsePostulacionOrder,
  postulacionOrderLabels,
  postulacionOrders,
  snapshotOfConvocatoria,
  watchesClosing,
  type EtapaGroup,
  type PostulacionOrder,
  type PostulacionSnapshot,
} from './postulaciones-rules';

/** Every followed convocatoria with its record as cached now (null once it is no longer published); undefined while loading. */
export function usePostulaciones(): PostulacionEntry[] | undefined {
  useEffect(() => {
    // A failure keeps the note for the next try (the reader says why when it is opened).
    recoverPendingNota().then(
      () => undefined,
      () => undefined,
    );
  }, []);
  return useLiveQuery(() => readPostulaciones(db), []);
}

/** One followed convocatoria; null when it is not followed, undefined while loading. */
export function usePostulacion(id: number): PostulacionRow | null | undefined {
  return useLiveQuery(async () => (await db.postulaciones.get(id)) ?? null, [id]);
}

const followed = sharedLiveQuery(async () => new Map((await db.postulaciones.toArray()).map((row) => [row.id, row.etapa] as const)));

/** The etapa of a convocatoria; null when it is not followed, undefined while loading. One query serves every row of a list. */
export function useEtapa(id: number): Etapa | null | undefined {
  const etapas = useSharedQuery(followed);
  return etapas === undefined ? undefined : (etapas.get(id) ?? null);
}

/**
 * Whether `collection` was ever synced completely into this mirror: only then does a record kept
 * by the person but missing from it mean the API dropped it (and not that the mirror is empty, or
 * was cleared). True while the states are read.
 */
export function useMirrored(collection: 'convocatorias' | 'organismos' | 'tramites'): boolean {
  return useSyncStates()?.some((state) => state.collection === collection && state.lastCompleteAt !== null) ?? true;
}

export function useConvocatoriasMirrored(): boolean {
  return useMirrored('convocatorias');
}

/** A person's edit, as the view reports it: why it was not saved, in Spanish; null when it was. */
async function saved(edit: () => Promise<boolean>, what: string, missing: string): Promise<ProblemText | null> {
  try {
    return (await edit()) ? null : { message: `No se pudo guardar ${what}: ${missing}.`, detail: null };
  } catch (cause) {
    return { message: `No se pudo guardar ${what}.`, detail: errorMessage(cause) };
  }
}

/** Follows a cached convocatoria in `etapa`, or moves a followed one there; its documents are then saved offline (auto-save.ts). */
export async function changeEtapa(id: number, etapa: Etapa): Promise<ProblemText | null> {
  const problem = await saved(() => setEtapa(db, id, etapa, Date.now()), 'la etapa', 'la convocatoria ya no está guardada en este equipo');
  if (problem === null) saveKeptDocuments();
  return problem;
}

/** Behind the person's back, in a chunk of its own; it never rejects, and a chunk that cannot load leaves the next sync to try. */
export function saveKeptDocuments(): void {
  import('../documents/auto-save').then(
    (autoSave) => autoSave.autoSaveKept('follow'),
    () => undefined,
  );
}

/** `day`: YYYY-MM-DD, or null to clear the reminder. */
export function changeRecordatorio(id: number, day: string | null): Promise<ProblemText | null> {
  return saved(
    () => setRecordatorio(db, id, day, Date.now(), todayInArgentina()),
    'el recordatorio',
    'la convocatoria ya no está en Mis convocatorias',
  );
}

/** Stops following: the etapa, note and reminder are deleted (the view asks first when there is a note). */
export async function stopFollowing(id: number): Promise<ProblemText | null> {
  try {
    await unfollow(db, id);
    return null;
  } catch (cause) {
    return { message: 'No se pudo dejar de seguir la convocatoria.', detail: errorMessage(cause) };
  }
}

/** How long typing may pause before the note is written. */
export const notaSaveDelayMs = 600;

export interface NotaDraft {
  /** The note as the field shows it: what the person typed, saved or about to be. */
  text: string;
  change(text: string): void;
  /** Writes what is pending now (leaving the field). */
  flush(): void;
  /** Whether what the field shows is written: false while typing or writing. */
  written: boolean;
  /** Why the last write failed; null when it did not. */
  problem: ProblemText | null;
}

/**
 * The private note as the person types it: written after a pause in typing, and at once when the
 * field is left, the component unmounts (another record, another view) or the page is hidden or
 * closed; each keystroke is also kept in localStorage until IndexedDB has it (nota-pendiente.ts),
 * since a closing page does not wait for IndexedDB. So the last keystrokes are never lost. Mount it
 * once per convocatoria (key it by id): `saved` is read only at first.
 */
export function useNotaDraft(id: number, saved: string): NotaDraft {
  // A note a reloaded page left unwritten is newer than the stored one.
  const [text, setText] = useState(() => {
    const pending = readPendingNota();
    return pending?.id === id ? pending.nota : saved;
  });
  const [problem, setProblem] = useState<ProblemText | null>(null);
  const [written, setWritten] = useState(true);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback((): void => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const nota = pending.current;
    if (nota === null) return;
    pending.current = null;
    setNota(db, id, nota, Date.now()).then(
      (followed) => {
        forgetPendingNota(id, nota);
        setProblem(followed ? null : { message: 'No se guardó la nota: la convocatoria ya no está en Mis convocatorias.', detail: null });
        setWritten(pending.current === null);
      },
      (cause: unknown) => {
        // Kept pending, so the next pause or flush tries again.
        pending.current ??= nota;
        setProblem({ message: 'No se pudo guardar la nota.', detail: errorMessage(cause) });
      },
    );
  }, [id]);

  const change = useCallback(
    (next: string): void => {
      setText(next);
      setWritten(false);
      pending.current = next;
      keepPendingNota(id, next);
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, notaSaveDelayMs);
    },
    [flush, id],
  );

  useEffect(() => {
    recoverPendingNota().then(
      () => undefined,
      (cause: unknown) => setProblem({ message: 'No se pudo guardar la nota escrita antes de cerrar.', detail: errorMessage(cause) }),
    );
  }, []);

  useEffect(() => {
    const onHidden = (): void => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  return { text, change, flush, written, problem };
}

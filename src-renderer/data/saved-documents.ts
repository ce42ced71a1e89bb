/**
 * A record's documents saved for offline reading. They live on disk, behind main (the renderer
 * never touches files), so this state comes from the bridge, not Dexie: read when a detail
 * opens, replaced by what each save or removal answers.
 */
import { useCallback, useEffect, useState } from 'react';
import { describeBridgeError } from '../../src-shared/errors';
import { describeDocumentError, type DocumentFailure, type DocumentOwner, type SavedDocuments } from '../../src-shared/documents';
import { bridge } from '../bridge';

export type { DocumentOwner, SavedDocument, SavedDocuments } from '../../src-shared/documents';

export interface SavedDocumentsState {
  /** null while loading. */
  saved: SavedDocuments | null;
  busy: 'guardando' | 'quitando' | null;
  /** The last problem, in Spanish: a failed call or the documents a save could not get. */
  problems: string[];
  /** What the last action did, in Spanish, for a status line. */
  done: string | null;
  save(urls: readonly string[]): void;
  remove(): void;
  open(name: string): Promise<string | null>;
}

function failureLines(failures: readonly DocumentFailure[], nameOf: (url: string) => string): string[] {
  return failures.map((failure) => `${nameOf(failure.url)}: ${describeDocumentError(failure.error)}.`);
}

export function useSavedDocuments(owner: DocumentOwner | null, nameOf: (url: string) => string = (url) => url): SavedDocumentsState {
  const kind = owner?.kind ?? null;
  const id = owner?.id ?? null;
  const [saved, setSaved] = useState<SavedDocuments | null>(null);
  const [busy, setBusy] = useState<SavedDocumentsState['busy']>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (kind === null || id === null) return;
    let live = true;
    void bridge.listSavedDocuments({ kind, id }).then((result) => {
      if (!live) return;
      if (result.ok) setSaved(result.saved);
      else setProblems([describeBridgeError(result.error)]);
    });
    return () => {
      live = false;
      setSaved(null);
      setProblems([]);
      setDone(null);
    };
  }, [kind, id]);

  const save = useCallback(
    (urls: readonly string[]) => {
      if (kind === null || id === null || urls.length === 0) return;
      setBusy('guardando');
      setProblems([]);
      setDone(null);
      void bridge.saveDocuments({ kind, id, urls: [...urls] }).then((result) => {
        setBusy(null);
        if (!result.ok) return setProblems([describeBridgeError(result.error)]);
        setSaved(result.saved);
        const got = urls.length - result.failures.length;
        setDone(got === 0 ? 'No se pudo guardar ningún documento.' : `Guardados para leer sin conexión: ${got} de ${urls.length}.`);
        setProblems(failureLines(result.failures, nameOf));
      });
    },
    [kind, id, nameOf],
  );

  const remove = useCallback(() => {
    if (kind === null || id === null) return;
    setBusy('quitando');
    setProblems([]);
    setDone(null);
    void bridge.removeSavedDocuments({ kind, id }).then((result) => {
      setBusy(null);
      if (!result.ok) return setProblems([describeBridgeError(result.error)]);
      setSaved(result.saved);
      setDone('Se quitaron los documentos guardados.');
    });
  }, [kind, id]);

  /** Opens a saved copy; resolves to a problem in Spanish, or null. */
  const open = useCallback(
    async (name: string): Promise<string | null> => {
      if (kind === null || id === null) return 'Sin registro.';
      const result = await bridge.openSavedDocument({ kind, id, name });
      if (!result.ok) return describeBridgeError(result.error);
      // Browser mode: the server serves the file to this page's origin; a new tab without a way back.
      if (result.href !== null) window.open(result.href, '_blank', 'noopener,noreferrer');
      return null;
    },
    [kind, id],
  );

  return { saved, busy, problems, done, save, remove, open };
}

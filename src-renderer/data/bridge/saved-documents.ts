/**
 * A record's documents saved for offline reading. They live on disk, behind main (the renderer
 * never touches files), so this state comes from the bridge, not Dexie: read when a detail
 * opens, replaced by what each save or removal answers.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { thrownFailure, type BridgeResults } from '../../../src-shared/bridge';
import { bridgeProblem, errorMessage, type BridgeError } from '../../../src-shared/errors';
import { describeDocumentError, type DocumentError, type DocumentOwner, type SavedDocuments } from '../../../src-shared/documents';
import { bridge } from '../../bridge';
import { createStore, useStore } from '../../store';
import type { ProblemText } from '../../ui/Problem';
import { bridgeResource, type BridgeResource, type Loadable } from './resource';
import { extractSavedTexts, type NamedDocument } from '../documents/extract-saved';
import { removeDocumentTexts } from '../documents/texts-db';
import { useAutoSave } from '../documents/auto-save-state';

export type { DocumentOwner, SavedDocument, SavedDocuments } from '../../../src-shared/documents';
export type { NamedDocument } from '../documents/extract-saved';

export interface SavedDocumentsState {
  /** null while loading, or when the list could not be read (see `problem`). */
  saved: SavedDocuments | null;
  /** The links being downloaded right now. */
  saving: ReadonlySet<string>;
  removing: boolean;
  /** What went wrong saving each link, in Spanish (its detail for Detalles técnicos), shown next to that document. */
  problems: ReadonlyMap<string, ProblemText>;
  /** A failure of the whole record's call (listing, saving several, removing), in Spanish, with its detail. */
  problem: ProblemText | null;
  /** What the last save of several documents or removal did, in Spanish, for a status line. */
  done: string | null;
  /** Saves the documents' copies, then extracts the PDFs' text for the search (in the background). */
  save(documents: readonly NamedDocument[]): void;
  remove(): void;
  open(name: string): Promise<ProblemText | null>;
}

/** What a removal says once done (a kept record's box adds that they come back). */
export const removedText = 'Se quitaron las copias guardadas.';

function saveProblem(error: DocumentError): ProblemText {
  const { message, detail } = describeDocumentError(error);
  return { message: `No se pudo guardar: ${message}.`, detail };
}

function callProblem(error: BridgeError): ProblemText {
  return bridgeProblem(error);
}

// The list of a record not given (a view without an owner): never read, never shown.
const noList = createStore<Loadable<SavedDocuments>>({ status: 'loading' });

/** The record's saved documents as main lists them, read when the record is shown. */
function savedDocumentsOf(kind: DocumentOwner['kind'], id: number): BridgeResource<SavedDocuments> {
  return bridgeResource(
    () => bridge.listSavedDocuments({ kind, id }),
    (answer) => answer.saved,
  );
}

export function useSavedDocuments(owner: DocumentOwner | null): SavedDocumentsState {
  const kind = owner?.kind ?? null;
  const id = owner?.id ?? null;
  // One list per record shown: an answer for a record the view has since left lands in that record's list.
  const list = useMemo(() => (kind === null || id === null ? null : savedDocumentsOf(kind, id)), [kind, id]);
  const listed = useStore(list?.store ?? noList);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState(false);
  const [problems, setProblems] = useState<ReadonlyMap<string, ProblemText>>(new Map());
  const [problem, setProblem] = useState<ProblemText | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Answers to a save or removal for a record the view has since left must not land on the next one.
  const current = useRef('');
  const ownerKey = kind === null || id === null ? '' : `${kind}-${id}`;
  // Documents saved by themselves (a followed record, auto-save.ts) show up here as soon as they are.
  const autoListed = useAutoSave(kind === null || id === null ? null : { kind, id }).listed;
  const lastAutoListed = useRef(autoListed);
  useEffect(() => {
    if (lastAutoListed.current === autoListed) return;
    lastAutoListed.current = autoListed;
    list?.reload();
  }, [autoListed, list]);

  useEffect(() => {
    current.current = ownerKey;
    return () => {
      current.current = '';
      setSaving(new Set());
      setRemoving(false);
      setProblems(new Map());
      setProblem(null);
      setDone(null);
    };
  }, [ownerKey]);

  const save = useCallback(
    (documents: readonly NamedDocument[]) => {
      const urls = documents.map((document) => document.url);
      if (kind === null || id === null || urls.length === 0) return;
      const several = urls.length > 1;
      const without = (map: ReadonlyMap<string, ProblemText>): Map<string, ProblemText> =>
        new Map([...map].filter(([url]) => !urls.includes(url)));
      setSaving((before) => new Set([...before, ...urls]));
      setProblems(without);
      setProblem(null);
      setDone(null);
      const show = (result: BridgeResults['saveDocuments']): void => {
        // The text is kept even when the view has moved on to another record.
        // It never rejects (each document's failure is kept as its problem).
        if (result.ok) extractSavedTexts({ kind, id }, documents, result.saved).catch(() => undefined);
        if (current.current !== ownerKey) return;
        setSaving((before) => new Set([...before].filter((url) => !urls.includes(url))));
        if (!result.ok) {
          const failed = callProblem(result.error);
          if (several) setProblem(failed);
          else setProblems((before) => new Map([...without(before), ...urls.map((url): [string, ProblemText] => [url, failed])]));
          return;
        }
        list?.set(result.saved);
        setProblems(
          (before) => new Map([...without(before), ...result.failures.map((f): [string, ProblemText] => [f.url, saveProblem(f.error)])]),
        );
        if (several) {
          const got = urls.length - result.failures.length;
          setDone(got === 0 ? 'No se pudo guardar ningún documento.' : `Guardados sin conexión: ${got} de ${urls.length}.`);
        }
      };
      bridge.saveDocuments({ kind, id, urls: [...urls] }).then(show, (cause: unknown) => show(thrownFailure(cause)));
    },
    [kind, id, ownerKey, list],
  );

  const remove = useCallback(() => {
    if (kind === null || id === null) return;
    setRemoving(true);
    setProblem(null);
    setDone(null);
    const show = (result: BridgeResults['removeSavedDocuments']): void => {
      if (current.current !== ownerKey) return;
      setRemoving(false);
      if (!result.ok) return setProblem(callProblem(result.error));
      list?.set(result.saved);
      setDone(removedText);
      removeDocumentTexts({ kind, id }).catch((cause: unknown) => {
        if (current.current === ownerKey)
          setProblem({
            message: 'Se quitaron las copias, pero su texto sigue en la búsqueda dentro de documentos.',
            detail: errorMessage(cause),
          });
      });
    };
    bridge.removeSavedDocuments({ kind, id }).then(show, (cause: unknown) => show(thrownFailure(cause)));
  }, [kind, id, ownerKey, list]);

  /** Opens a saved copy; resolves to a problem in Spanish, or null. */
  const open = useCallback(
    async (name: string): Promise<ProblemText | null> => {
      if (kind === null || id === null) return { message: 'Sin registro.', detail: null };
      const result = await bridge.openSavedDocument({ kind, id, name });
      if (!result.ok) return callProblem(result.error);
      // Browser mode: an absolute address on the documents' own origin (another port), never this
      // page's: a new tab without a way back, and no way to call the bridge.
      if (result.href !== null) window.open(result.href, '_blank', 'noopener,noreferrer');
      return null;
    },
    [kind, id],
  );

  return {
    saved: listed.status === 'ready' ? listed.value : null,
    saving,
    removing,
    problems,
    problem: problem ?? (listed.status === 'error' ? { message: listed.message, detail: listed.detail } : null),
    done,
    save,
    remove,
    open,
  };
}

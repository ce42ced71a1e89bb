/**
 * What saving the kept records' documents by themselves did this session (auto-save.ts does it),
 * per record, for its Documentos box: which links are being saved, which were saved that way, which
 * could not be and why. Kept in memory: after a restart a copy is simply "Guardado", and a link that
 * failed is tried again after the next sync. Free of the saving's code, so the box does not load it.
 */
import { useEffect } from 'react';
import type { SavedDocuments } from '../../../src-shared/documents';
import { createStore, useStore } from '../../store';
import type { ProblemText } from '../../ui/Problem';
import type { DocumentOwner } from '../bridge/saved-documents';
import { useIsFavorite } from '../personal/favoritos';
import { useEtapa } from '../personal/postulaciones';

export interface OwnerAutoSave {
  /** The links being saved right now. */
  saving: readonly string[];
  /** The links saved by themselves this session. */
  saved: readonly string[];
  /** The links that could not be saved, with why in Spanish. */
  failures: ReadonlyMap<string, ProblemText>;
  /** The record's copies as main listed them after the last save, so an open box shows them. */
  listed: SavedDocuments | null;
}

const none: OwnerAutoSave = { saving: [], saved: [], failures: new Map(), listed: null };

export const ownerKey = (owner: DocumentOwner): string => `${owner.kind}-${owner.id}`;

/** Every record's state, by `ownerKey`. */
export const autoSaves = createStore<ReadonlyMap<string, OwnerAutoSave>>(new Map());

export function updateAutoSave(owner: DocumentOwner, change: (current: OwnerAutoSave) => OwnerAutoSave): void {
  autoSaves.set((all) => new Map([...all, [ownerKey(owner), change(all.get(ownerKey(owner)) ?? none)]]));
}

/** The record's auto-save this session (nothing done yet: empty lists). */
export function useAutoSave(owner: DocumentOwner | null): OwnerAutoSave {
  const key = owner === null ? '' : ownerKey(owner);
  return useStore(autoSaves, (all) => all.get(key) ?? none);
}

/**
 * Whether the record's documents are saved by themselves: a convocatoria in Mis convocatorias (any
 * etapa), a trámite among the favoritos; undefined while that is read.
 */
export function useKeptForDocuments(owner: DocumentOwner | null): boolean | undefined {
  const etapa = useEtapa(owner?.kind === 'convocatoria' ? owner.id : 0);
  const favorite = useIsFavorite('tramite', owner?.kind === 'tramite' ? owner.id : 0);
  if (owner === null) return false;
  return owner.kind === 'convocatoria' ? (etapa === undefined ? undefined : etapa !== null) : favorite;
}

let caughtUp = false;

/**
 * Once the first screen is drawn and the page is idle, the saved copies whose text never landed
 * (the app closed while one was read) are read, one at a time (auto-save.ts); once per page.
 */
export function useCatchUpTexts(): void {
  useEffect(() => {
    if (caughtUp) return;
    const start = (): void => {
      caughtUp = true;
      import('./auto-save').then(
        (autoSave) => autoSave.catchUpTexts(),
        () => undefined,
      );
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(start, 2000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(start, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, []);
}

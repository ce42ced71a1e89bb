/**
 * "Borrar datos descargados": empties the local mirror of the API (convocatorias, organismos,
 * trámites, their sync states and the pages each sync applied) in one Dexie transaction, so it is all gone or all still
 * there; the person's own data (Mis convocatorias, saved searches, favoritos) in that same
 * transaction, and only when asked; so are the saved documents' texts (documentTexts), with the
 * copies. The documents saved offline live on disk behind
 * main, so they go through the bridge afterwards, only when asked, and only once the mirror is
 * cleared (a failure there is reported as such, the mirror staying cleared).
 */
import { useCallback, useState } from 'react';
import type { BridgeResults } from '../../../src-shared/bridge';
import { bridgeProblem, errorMessage } from '../../../src-shared/errors';
import { bridge } from '../../bridge';
import type { ProblemText } from '../../ui/Problem';
import { announceCommitted, mirrorTables } from './committed';
import { db as appDb, type DirectorioDb } from './db';
import { forgetFirstScreen } from './first-screen-cache';

export interface ClearChoices {
  /**
   * Also delete the personal data: Mis convocatorias, the saved searches and the favoritos (kept
   * by default: they are the person's own, not a download, and no sync brings them back).
   */
  personal: boolean;
  /** Also delete every document saved for offline reading. */
  documentos: boolean;
}

export type ClearOutcome =
  | {
      ok: true;
      /** Saved documents deleted; null when they were not to be deleted. */
      removedDocuments: number | null;
      /** The mirror was cleared, but the documents could not be: why, in Spanish, and the detail. */
      documentsProblem: ProblemText | null;
    }
  /** `message` for people; `detail` (IndexedDB's words) for Detalles técnicos. */
  | { ok: false; message: string; detail: string };

type ClearDocuments = () => Promise<BridgeResults['clearSavedDocuments']>;

/**
 * The Dexie part alone: one transaction over every table it empties. The documents' texts follow
 * the saved copies: they go in this transaction when the copies are to go, before main deletes
 * those; should that fail, a copy is left without its text (unsearched until saved again) rather
 * than a text left without its copy (a search listing a document no longer on this computer).
 */
export async function clearMirror(db: DirectorioDb, choices: ClearChoices): Promise<void> {
  const mirror = [db.convocatorias, db.orden, db.organismos, db.tramites, db.cuerpos, db.syncState, db.paginas];
  const tables = [
    ...mirror,
    ...(choices.personal ? [db.postulaciones, db.busquedas, db.favoritos] : []),
    ...(choices.documentos ? [db.documentTexts] : []),
  ];
  await db.transaction('rw', tables, async () => {
    for (const table of tables) await table.clear();
  });
  forgetFirstScreen(db.name);
  for (const table of mirrorTables) announceCommitted(db.name, { table, type: 'reread' });
}

export async function clearDownloadedData(db: DirectorioDb, choices: ClearChoices, clearDocuments: ClearDocuments): Promise<ClearOutcome> {
  try {
    await clearMirror(db, choices);
  } catch (cause) {
    return { ok: false, message: 'No se borró nada: la base local no respondió.', detail: errorMessage(cause) };
  }
  if (!choices.documentos) return { ok: true, removedDocuments: null, documentsProblem: null };
  try {
    const result = await clearDocuments();
    if (result.ok) return { ok: true, removedDocuments: result.removed, documentsProblem: null };
    const problem = bridgeProblem(result.error);
    return { ok: true, removedDocuments: null, documentsProblem: problem };
  } catch (cause) {
    const problem = { message: 'No se pudieron borrar los documentos guardados.', detail: errorMessage(cause) };
    return { ok: true, removedDocuments: null, documentsProblem: problem };
  }
}

export interface ClearState {
  busy: boolean;
  /** The last clearing's outcome; null before any. */
  outcome: ClearOutcome | null;
  clear(choices: ClearChoices): Promise<ClearOutcome>;
}

/** For the settings view: the app's database and bridge. Never rejects. */
export function useClearDownloadedData(): ClearState {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ClearOutcome | null>(null);
  const clear = useCallback(async (choices: ClearChoices): Promise<ClearOutcome> => {
    setBusy(true);
    setOutcome(null);
    const result = await clearDownloadedData(appDb, choices, () => bridge.clearSavedDocuments({}));
    setBusy(false);
    setOutcome(result);
    return result;
  }, []);
  return { busy, outcome, clear };
}

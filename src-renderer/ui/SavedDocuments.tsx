/** The offline side of a record's documents: a saved copy's size and opener, and the whole record's save and removal. */
import type { ReactNode, Ref } from 'react';
import { formatBytes } from '../../src-shared/documents';
import {
  removedText,
  type DocumentOwner,
  type NamedDocument,
  type SavedDocument,
  type SavedDocumentsState,
} from '../data/bridge/saved-documents';
import type { ProblemText } from './Problem';
import { TechnicalDetails } from './TechnicalDetails';
import { BusyButton } from './BusyButton';

/**
 * Next to a document that has a copy on this computer: its size, and "Abrir", which opens the
 * copy (main's viewer in Electron, the documents' own origin in browser mode), online or not.
 */
export function SavedCopy({
  file,
  name,
  onOpen,
  ref,
  view,
  automatic = false,
}: {
  file: SavedDocument;
  /** Saved by itself this session (the record is followed or a favorite), not by the person's click. */
  automatic?: boolean;
  name: string;
  onOpen: () => void;
  ref?: Ref<HTMLButtonElement>;
  /** The document's *Ver* (a PDF), after the size and before *Abrir*. */
  view?: ReactNode;
}) {
  return (
    <>
      <span className="document-saved" title={automatic ? 'Guardado automáticamente en este equipo' : undefined}>
        {automatic ? 'Autoguardado' : 'Guardado'} · {formatBytes(file.size)}
      </span>
      {view}
      <button
        ref={ref}
        type="button"
        className="document-open"
        aria-label={`Abrir: ${name}`}
        title="Abre la copia guardada en este equipo"
        onClick={onOpen}
      >
        Abrir
      </button>
    </>
  );
}

/** Whose documents are saved by themselves: a followed convocatoria, a favorite trámite. */
type Kept = DocumentOwner['kind'] | null;

function keptReason(kept: Kept): string {
  return kept === 'tramite' ? 'mientras el trámite esté en favoritos' : 'mientras sigas esta convocatoria';
}

function summary(saved: SavedDocumentsState['saved'], kept: Kept): string | null {
  const count = saved?.count ?? 0;
  const total =
    count === 0
      ? null
      : `${count === 1 ? '1 documento guardado' : `${count} documentos guardados`} en este equipo (${formatBytes(saved?.totalBytes ?? 0)})`;
  if (kept === null) return total === null ? null : `${total}.`;
  return `${total === null ? 'Los documentos se guardan' : `${total}. Se guardan`} automáticamente ${keptReason(kept)}.`;
}

/**
 * Under the list: save every document not saved yet (when there are several), remove the
 * copies (when there are any), and what the last of those did. Renders nothing when it has
 * nothing to offer, so a record with one document keeps a one-line box.
 */
export function OfflineControls({ state, unsaved, kept }: { state: SavedDocumentsState; unsaved: readonly NamedDocument[]; kept: Kept }) {
  const text = summary(state.saved, kept);
  const count = state.saved?.count ?? 0;
  const busy = state.saving.size > 0 || state.removing;
  const working = state.removing ? 'Quitando las copias guardadas…' : state.saving.size > 1 ? 'Guardando documentos…' : null;
  // Removed by hand, a kept record's copies come back with the next sync: said, not a surprise.
  const back = kept !== null && state.done === removedText ? ` Se vuelven a guardar al sincronizar, ${keptReason(kept)}.` : '';
  const status = working ?? (state.done === null ? '' : `${state.done}${back}`);
  if (text === null && unsaved.length < 2 && count === 0 && status === '' && state.problem === null) return null;
  return (
    <div className="documents-footer" role="group" aria-label="Documentos sin conexión">
      {text !== null && (
        <span className="muted" data-testid="saved-summary">
          {text}
        </span>
      )}
      {unsaved.length > 1 && (
        <BusyButton busy={busy} onClick={() => state.save(unsaved)}>
          Guardar todos sin conexión
        </BusyButton>
      )}
      {count > 0 && (
        <BusyButton busy={busy} onClick={state.remove}>
          Quitar copias guardadas
        </BusyButton>
      )}
      <span role="status">{status}</span>
      <DocumentProblem problem={state.problem} />
    </div>
  );
}

/** What went wrong with a document (beside it) or the record's call, in Spanish; a status or the system's words folded under Detalles técnicos. */
export function DocumentProblem({ problem }: { problem: ProblemText | null }) {
  if (problem === null) return null;
  return (
    <div className="document-problem" role="alert">
      <p>{problem.message}</p>
      {problem.detail !== null && <TechnicalDetails detail={problem.detail} />}
    </div>
  );
}

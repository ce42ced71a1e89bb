/** The offline side of a record's documents: which are saved, their size, save and remove. */
import { useState } from 'react';
import { formatBytes } from '../../src-shared/documents';
import type { SavedDocument, SavedDocumentsState } from '../data/saved-documents';

/** Next to a document that has a copy on this computer: its size, and a way to open the copy. */
export function SavedCopy({ file, onOpen }: { file: SavedDocument; onOpen: (name: string) => Promise<string | null> }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <span className="saved-copy">
      <span className="saved-badge">Guardado · {formatBytes(file.size)}</span>
      <button type="button" className="link-button" aria-label={`Abrir copia guardada: ${file.name}`} onClick={() => void onOpen(file.name).then(setProblem)}>
        Abrir copia guardada
      </button>
      {problem !== null && <span role="alert"> {problem}</span>}
    </span>
  );
}

function summary(state: SavedDocumentsState): string {
  if (state.saved === null) return 'Comprobando si hay documentos guardados…';
  const { count, totalBytes } = state.saved;
  if (count === 0) return 'Ningún documento guardado en este equipo.';
  return `${count === 1 ? '1 documento guardado' : `${count} documentos guardados`} en este equipo (${formatBytes(totalBytes)}).`;
}

/** Save every valid document for offline reading, or remove the copies. */
export function OfflineControls({ state, urls }: { state: SavedDocumentsState; urls: readonly string[] }) {
  const count = state.saved?.count ?? 0;
  const working = state.busy === 'guardando' ? 'Guardando documentos…' : state.busy === 'quitando' ? 'Quitando documentos…' : null;
  return (
    <div className="offline-documents" role="group" aria-label="Documentos sin conexión">
      <p className="muted" data-testid="saved-summary">
        {summary(state)}
      </p>
      <div className="offline-actions">
        <button type="button" disabled={state.busy !== null || urls.length === 0} onClick={() => state.save(urls)}>
          Guardar para leer sin conexión
        </button>
        {count > 0 && (
          <button type="button" className="link-button" disabled={state.busy !== null} onClick={state.remove}>
            Quitar los documentos guardados
          </button>
        )}
        <span role="status">{working ?? state.done ?? ''}</span>
      </div>
      {state.problems.length > 0 && (
        <div className="status-error" role="alert">
          <ul>
            {state.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

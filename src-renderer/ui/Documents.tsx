import { useEffect, useId, useRef, useState } from 'react';
import { formatBytes } from '../../src-shared/documents';
import type { DocumentOwner, SavedDocument, SavedDocumentsState } from '../data/bridge/saved-documents';
import { useSavedDocuments } from '../data/bridge/saved-documents';
import { ExternalLink } from './ExternalLink';
import { describeDocument, documentType, readableName, type DocumentLink } from './documents';
import { OfflineControls, SavedCopy } from './SavedDocuments';
import './documents.css';

/** Said when opening a saved copy failed in a way main did not put in words (a defect). */
const copyProblem = 'No se pudo abrir la copia guardada.';

/** One attached document: type, readable name (the link on hover), open online, save or open the saved copy. */
function DocumentRow({
  doc,
  saved,
  state,
  offline,
}: {
  doc: DocumentLink;
  saved: SavedDocument | undefined;
  state: SavedDocumentsState;
  offline: boolean;
}) {
  // Opening the saved copy reports here (ExternalLink reports its own); saving reports through the hook's problems.
  const [openProblem, setOpenProblem] = useState<string | null>(null);
  const saving = state.saving.has(doc.url);
  const problem = openProblem ?? (doc.valid ? state.problems.get(doc.url) : undefined) ?? null;
  // Saving replaces the focused button with "Abrir copia guardada": focus follows instead of falling to the page.
  const savedHere = useRef(false);
  const openCopy = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (saved === undefined || !savedHere.current) return;
    savedHere.current = false;
    if (document.activeElement === null || document.activeElement === document.body) openCopy.current?.focus();
  }, [saved]);
  return (
    <li className="document-row">
      <span className="badge document-type">{doc.type}</span>
      {doc.valid ? (
        <span className="document-name" title={doc.url}>
          <bdi>{doc.name}</bdi>
        </span>
      ) : (
        <span className="document-name inert-link" title="Enlace inválido: no se abre">
          <bdi>{doc.name}</bdi>
        </span>
      )}
      {doc.valid && (
        <span className="document-actions">
          {saved !== undefined && <span className="document-saved">Guardado · {formatBytes(saved.size)}</span>}
          <ExternalLink url={doc.url} label={`Abrir: ${doc.name}`} title={doc.url} className="document-open">
            Abrir
          </ExternalLink>
          {offline && saved === undefined && (
            <button
              type="button"
              aria-label={`${saving ? 'Guardando' : 'Guardar sin conexión'}: ${doc.name}`}
              disabled={saving || state.removing}
              onClick={() => {
                savedHere.current = true;
                state.save([doc.url]);
              }}
            >
              {saving ? 'Guardando…' : 'Guardar sin conexión'}
            </button>
          )}
          {saved !== undefined && (
            <button
              ref={openCopy}
              type="button"
              aria-label={`Abrir copia guardada: ${doc.name}`}
              onClick={() => {
                state.open(saved.name).then(setOpenProblem, () => setOpenProblem(copyProblem));
              }}
            >
              Abrir copia guardada
            </button>
          )}
        </span>
      )}
      <DocumentProblem problem={problem} />
    </li>
  );
}

/** What went wrong with one document, beside it, in Spanish. */
function DocumentProblem({ problem }: { problem: string | null }) {
  if (problem === null) return null;
  return (
    <p className="document-problem" role="alert">
      {problem}
    </p>
  );
}

/** A saved copy whose link the record no longer lists: still on disk, so still shown and openable. */
function SavedOnlyRow({ file, state }: { file: SavedDocument; state: SavedDocumentsState }) {
  const [problem, setProblem] = useState<string | null>(null);
  const name = readableName(file.name);
  return (
    <li className="document-row">
      <span className="badge document-type">{documentType(file.name)}</span>
      <span className="document-name" title={file.url ?? file.name}>
        <bdi>{name}</bdi>
      </span>
      <span className="document-actions">
        <SavedCopy
          file={file}
          name={name}
          onOpen={() => {
            state.open(file.name).then(setProblem, () => setProblem(copyProblem));
          }}
        />
      </span>
      <DocumentProblem problem={problem} />
    </li>
  );
}

/**
 * The "Documentos (N)" box, meant to sit right under a record's title: each attached document
 * with its type and a readable name, opened outside the app (http/https only). Given its
 * `owner`, documents can also be saved on this computer and their copies opened offline.
 */
export function Documents({ urls, owner }: { urls: readonly string[]; owner?: DocumentOwner }) {
  const headingId = useId();
  const state = useSavedDocuments(owner ?? null);
  const docs = urls.map(describeDocument);
  const valid = [...new Set(docs.filter((doc) => doc.valid).map((doc) => doc.url))];
  const files = state.saved?.files ?? [];
  const savedFor = (url: string) => files.find((file) => file.url === url);
  const others = files.filter((file) => file.url === null || !valid.includes(file.url));
  const count = docs.length + others.length;
  const offline = owner !== undefined;
  if (count === 0) {
    return (
      <section className="documents-box documents-empty" data-testid="documents" aria-labelledby={headingId}>
        <h2 id={headingId}>Documentos (0)</h2>
        <p>Sin documentos adjuntos.</p>
      </section>
    );
  }
  return (
    <section className="documents-box" data-testid="documents" aria-labelledby={headingId}>
      <h2 id={headingId}>Documentos ({count})</h2>
      <ul className="documents-list" aria-label="Documentos adjuntos">
        {docs.map((doc, index) => (
          <DocumentRow
            key={`${index}-${urls[index] ?? ''}`}
            doc={doc}
            saved={doc.valid ? savedFor(doc.url) : undefined}
            state={state}
            offline={offline}
          />
        ))}
        {others.map((file) => (
          <SavedOnlyRow key={`guardado-${file.name}`} file={file} state={state} />
        ))}
      </ul>
      {offline && <OfflineControls state={state} unsaved={valid.filter((url) => savedFor(url) === undefined)} />}
    </section>
  );
}

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DocumentOwner, SavedDocument, SavedDocuments, SavedDocumentsState } from '../data/bridge/saved-documents';
import { extractMissingTexts } from '../data/documents/extract-saved';
import { useSavedDocuments } from '../data/bridge/saved-documents';
import { useAutoSave, useKeptForDocuments, type OwnerAutoSave } from '../data/documents/auto-save-state';
import { describePdfProblem, type PdfProblem } from '../data/documents/pdf-problems';
import { useTextProblems } from '../data/documents/text-problems';
import { useOffline } from '../data/sync/connection';
import { errorMessage } from '../../src-shared/errors';
import { ExternalLink } from './ExternalLink';
import { readableName, readRecordWords, type RecordText, type RecordWords } from './document-name';
import { describeDocument, documentType, type DocumentLink } from './documents';
import type { ProblemText } from './Problem';
import { DocumentProblem, OfflineControls, SavedCopy } from './SavedDocuments';
import { TechnicalDetails } from './TechnicalDetails';
import { verAttribute } from './ViewerPart';
import './documents.css';

/** Said when opening a saved copy failed in a way main did not put in words (a defect), the error as its detail. */
const copyProblem = (cause: unknown): ProblemText => ({ message: 'No se pudo abrir la copia guardada.', detail: errorMessage(cause) });

/** Said beside a document that has no saved copy while the app is offline: why "Abrir" does nothing. */
const offlineReason = 'Sin conexión: guardá una copia cuando vuelva la conexión.';

/**
 * One attached document: type, name (cut with "…", whole on hover and to screen readers) and
 * "Abrir": the saved copy when there is one (the site stays one click away as "Abrir en el
 * sitio"), else the site, unless the app is offline, where it says why it cannot. A PDF also has
 * "Ver", which shows it in the app's viewer.
 */
function DocumentRow({
  doc,
  saved,
  state,
  canSave,
  offline,
  listing,
  onView,
  auto,
  noText,
}: {
  doc: DocumentLink;
  /** What saving the documents of a kept record by themselves did for this one (auto-save-state.ts). */
  auto: OwnerAutoSave;
  /** Why its saved copy has no text to search; undefined when it has, or is not read yet. */
  noText: PdfProblem | undefined;
  /** Opens the document in the app's viewer (PDF only). */
  onView: ((url: string) => void) | undefined;
  saved: SavedDocument | undefined;
  state: SavedDocumentsState;
  canSave: boolean;
  offline: boolean;
  /** The saved copies are still being listed: whether "Abrir" means the copy is not known yet. */
  listing: boolean;
}) {
  const reasonId = useId();
  // Opening the saved copy reports here (ExternalLink reports its own); saving reports through the hook's problems.
  const [openProblem, setOpenProblem] = useState<ProblemText | null>(null);
  const saving = state.saving.has(doc.url) || auto.saving.includes(doc.url);
  const problem = openProblem ?? (doc.valid ? (state.problems.get(doc.url) ?? auto.failures.get(doc.url)) : undefined) ?? null;
  // Saving replaces the focused button with the copy's "Abrir": focus follows instead of falling to the page.
  const savedHere = useRef(false);
  const openCopy = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (saved === undefined || !savedHere.current) return;
    savedHere.current = false;
    if (document.activeElement === null || document.activeElement === document.body) openCopy.current?.focus();
  }, [saved]);
  const cannotOpen = doc.valid && saved === undefined && offline && !listing;
  const view =
    onView !== undefined && doc.type === 'PDF' ? (
      <button
        type="button"
        className="document-view"
        {...{ [verAttribute]: doc.url }}
        aria-label={`Ver: ${doc.name}`}
        aria-describedby={cannotOpen ? reasonId : undefined}
        title={saved === undefined ? 'Lo muestra aquí, descargado sin guardarlo' : 'Muestra aquí la copia guardada'}
        disabled={cannotOpen}
        onClick={() => onView(doc.url)}
      >
        Ver
      </button>
    ) : null;
  return (
    <li className="document-row">
      <span className="badge document-type">{doc.type}</span>
      <span
        className={doc.valid ? 'document-name' : 'document-name inert-link'}
        title={doc.valid ? doc.name : `${doc.name} (enlace inválido: no se abre)`}
      >
        <bdi>{doc.name}</bdi>
      </span>
      {doc.valid && (
        <span className="document-actions">
          {saved === undefined && view}
          {saved !== undefined ? (
            <SavedCopy
              ref={openCopy}
              file={saved}
              name={doc.name}
              automatic={auto.saved.includes(doc.url)}
              view={view}
              onOpen={() => {
                state.open(saved.name).then(setOpenProblem, (cause: unknown) => setOpenProblem(copyProblem(cause)));
              }}
            />
          ) : listing ? (
            // For the moment the copies are listed: neither the site nor "sin conexión" for a document that may be saved.
            <button type="button" className="document-open" aria-label={`Abrir: ${doc.name}`} disabled>
              Abrir
            </button>
          ) : cannotOpen ? (
            // Disabled, not a link: offline, the site would only show the browser's error page.
            <button type="button" className="document-open" aria-label={`Abrir: ${doc.name}`} aria-describedby={reasonId} disabled>
              Abrir
            </button>
          ) : (
            <ExternalLink url={doc.url} label={`Abrir: ${doc.name}`} title={doc.url} className="document-open">
              Abrir
            </ExternalLink>
          )}
          {saved !== undefined && !offline && (
            <ExternalLink url={doc.url} label={`Abrir en el sitio: ${doc.name}`} title={doc.url} className="document-open">
              Abrir en el sitio
            </ExternalLink>
          )}
          {canSave && saved === undefined && (
            <button
              type="button"
              aria-label={`${saving ? 'Guardando' : 'Guardar sin conexión'}: ${doc.name}`}
              disabled={saving || state.removing}
              onClick={() => {
                savedHere.current = true;
                state.save([{ url: doc.url, name: doc.name }]);
              }}
            >
              {saving ? 'Guardando…' : 'Guardar sin conexión'}
            </button>
          )}
        </span>
      )}
      {cannotOpen && (
        <p className="document-offline" id={reasonId}>
          {offlineReason}
        </p>
      )}
      {saved !== undefined && noText !== undefined && <NoText problem={noText} />}
      <DocumentProblem problem={problem} />
    </li>
  );
}

/** Beside a saved copy the search cannot look into: why, so a search that misses it is not a surprise. */
function NoText({ problem }: { problem: PdfProblem }) {
  const { message, detail } = describePdfProblem(problem);
  // A scan's sentence says it already.
  const said = message.toLowerCase().includes('sin texto para buscar');
  return (
    <div className="document-notext">
      <p>
        {!said && <strong>Sin texto para buscar. </strong>}
        {message}
      </p>
      {detail !== null && <TechnicalDetails detail={detail} />}
    </div>
  );
}

/** A saved copy whose link the record no longer lists: still on disk, so still shown and openable. */
function SavedOnlyRow({ file, state }: { file: SavedDocument; state: SavedDocumentsState }) {
  const [problem, setProblem] = useState<ProblemText | null>(null);
  const name = readableName(file.name);
  return (
    <li className="document-row">
      <span className="badge document-type">{documentType(file.name)}</span>
      <span className="document-name" title={name}>
        <bdi>{name}</bdi>
      </span>
      <span className="document-actions">
        <SavedCopy
          file={file}
          name={name}
          onOpen={() => {
            state.open(file.name).then(setProblem, (cause: unknown) => setProblem(copyProblem(cause)));
          }}
        />
      </span>
      <DocumentProblem problem={problem} />
    </li>
  );
}

/**
 * Copies saved in an earlier session whose text never reached the search (the app closed while it
 * was read) are read when their record is shown: here, where their names are known.
 */
function useMissingTexts(
  owner: DocumentOwner | undefined,
  saved: SavedDocuments | null,
  urls: readonly string[],
  words: RecordWords,
): void {
  const kind = owner?.kind;
  const id = owner?.id;
  const links = urls.join('\n');
  useEffect(() => {
    if (kind === undefined || id === undefined || saved === null || links === '') return;
    const named = links
      .split('\n')
      .map((url) => describeDocument(url, words))
      .filter((doc) => doc.valid);
    // It never rejects: each document's failure is kept as its problem.
    extractMissingTexts({ kind, id }, named, saved).catch(() => undefined);
  }, [kind, id, saved, links, words]);
}

/**
 * The "Documentos (N)" box, meant to sit right under a record's title: each attached document
 * with its type and the name its record gives it, opened outside the app (http/https only).
 * Given its `owner`, documents can also be saved on this computer and their copies opened offline.
 */
export function Documents({
  urls,
  owner,
  record,
  onView,
}: {
  urls: readonly string[];
  owner?: DocumentOwner;
  record?: RecordText;
  /** Opens a PDF in the app's viewer; without it, documents only open outside. */
  onView?: (url: string) => void;
}) {
  const headingId = useId();
  const state = useSavedDocuments(owner ?? null);
  const auto = useAutoSave(owner ?? null);
  const kept = useKeptForDocuments(owner ?? null) === true;
  const noText = useTextProblems(owner ?? null);
  const offline = useOffline();
  const titulo = record?.titulo ?? '';
  const bajada = record?.bajada ?? '';
  const cuerpo = record?.cuerpo ?? '';
  const words = useMemo(() => readRecordWords({ titulo, bajada, cuerpo }, new DOMParser()), [titulo, bajada, cuerpo]);
  const docs = urls.map((url) => describeDocument(url, words));
  const valid = [...new Set(docs.filter((doc) => doc.valid).map((doc) => doc.url))];
  const files = state.saved?.files ?? [];
  const savedFor = (url: string) => files.find((file) => file.url === url);
  const others = files.filter((file) => file.url === null || !valid.includes(file.url));
  const unsaved = valid
    .filter((url) => savedFor(url) === undefined)
    .map((url) => ({ url, name: docs.find((doc) => doc.url === url)?.name ?? url }));
  const count = docs.length + others.length;
  const canSave = owner !== undefined;
  useMissingTexts(owner, state.saved, urls, words);
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
            canSave={canSave}
            offline={offline}
            listing={canSave && state.saved === null && state.problem === null}
            onView={onView}
            auto={auto}
            noText={doc.valid ? noText.get(doc.url) : undefined}
          />
        ))}
        {others.map((file) => (
          <SavedOnlyRow key={`guardado-${file.name}`} file={file} state={state} />
        ))}
      </ul>
      {canSave && <OfflineControls state={state} unsaved={unsaved} kept={kept ? (owner?.kind ?? null) : null} />}
    </section>
  );
}

import type { DocumentOwner } from '../data/saved-documents';
import { useSavedDocuments } from '../data/saved-documents';
import { describeDocument } from './documents';
import { ExternalLink } from './ExternalLink';
import { OfflineControls, SavedCopy } from './SavedDocuments';

const nameOf = (url: string): string => describeDocument(url).name;

/**
 * The attached documents of a record: readable name and type, opened outside the app (http/https
 * only). Given its `owner`, also which documents are saved on this computer, to read offline.
 */
export function Documents({ urls, owner }: { urls: readonly string[]; owner?: DocumentOwner }) {
  const state = useSavedDocuments(owner ?? null, nameOf);
  const docs = urls.map(describeDocument);
  const valid = [...new Set(docs.filter((doc) => doc.valid).map((doc) => doc.url))];
  const files = state.saved?.files ?? [];
  const savedFor = (url: string) => files.find((file) => file.url === url);
  // Copies whose link the record no longer lists: still on disk, so still shown and openable.
  const others = files.filter((file) => file.url === null || !valid.includes(file.url));
  return (
    <section data-testid="documents" aria-labelledby="documents-title">
      <h2 id="documents-title">Documentos</h2>
      {urls.length === 0 && others.length === 0 ? (
        <p className="muted">Sin documentos adjuntos.</p>
      ) : (
        <ul className="documents" aria-label="Documentos adjuntos">
          {docs.map((doc, index) => {
            const saved = doc.valid ? savedFor(doc.url) : undefined;
            return (
              <li key={`${index}-${urls[index] ?? ''}`}>
                {doc.valid ? (
                  <ExternalLink url={doc.url}>{doc.name}</ExternalLink>
                ) : (
                  <span className="inert-link" title="Enlace inválido: no se abre">
                    {doc.name}
                  </span>
                )}{' '}
                <span className="doc-type">{doc.type}</span>
                {saved !== undefined && <SavedCopy file={saved} onOpen={state.open} />}
              </li>
            );
          })}
          {others.map((file) => (
            <li key={`guardado-${file.name}`}>
              <span>{file.name}</span> <SavedCopy file={file} onOpen={state.open} />
            </li>
          ))}
        </ul>
      )}
      {owner !== undefined && (valid.length > 0 || others.length > 0) && <OfflineControls state={state} urls={valid} />}
    </section>
  );
}

import { describeDocument } from './documents';
import { ExternalLink } from './ExternalLink';

/** The attached documents of a record: readable name and type, opened outside the app (http/https only). */
export function Documents({ urls }: { urls: readonly string[] }) {
  return (
    <section data-testid="documents" aria-labelledby="documents-title">
      <h2 id="documents-title">Documentos</h2>
      {urls.length === 0 ? (
        <p className="muted">Sin documentos adjuntos.</p>
      ) : (
        <ul className="documents">
          {urls.map((raw, index) => {
            const doc = describeDocument(raw);
            return (
              <li key={`${index}-${raw}`}>
                {doc.valid ? (
                  <ExternalLink url={doc.url}>{doc.name}</ExternalLink>
                ) : (
                  <span className="inert-link" title="Enlace inválido: no se abre">
                    {doc.name}
                  </span>
                )}{' '}
                <span className="doc-type">{doc.type}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The parts every detail view (convocatoria, organismo, trámite) shares. */
import type { ReactNode } from 'react';
import { useAppConfig } from '../data/bridge/config';
import { useSyncSnapshot } from '../data/sync/controller';
import { LoadFailure, lazyPart } from './lazy';

// The sanitizer (DOMPurify) loads with the first record opened: the list, on its own, does not need it.
const safeHtml = lazyPart(async () => (await import('./SafeHtml')).SafeHtml, {
  loading: <p className="muted">Cargando texto…</p>,
  failed: (retry, message) => <LoadFailure what="No se pudo mostrar el texto." message={message} retry={retry} />,
});

const noWords: readonly string[] = [];

/** A record's HTML body, sanitized, with the search's folded words `marked`; `emptyText` when it has none. */
export function RecordBody({ html, emptyText, marked }: { html: string; emptyText: string; marked?: readonly string[] }) {
  const config = useAppConfig();
  if (config.status === 'ready' && html !== '')
    return <safeHtml.Part html={html} baseUrl={config.value.baseUrl} testId="record-body" marked={marked ?? noWords} />;
  return (
    <p className="muted" data-testid="record-body">
      {html === '' ? emptyText : config.status === 'error' ? `No se pudo mostrar el texto: ${config.message}` : 'Cargando texto…'}
    </p>
  );
}

/** An id the cache does not hold: why that may be, and (`children`) what is known of it otherwise. */
export function RecordNotFound({
  back,
  title,
  record,
  children,
}: {
  back: ReactNode;
  title: string;
  record: string;
  children?: ReactNode;
}) {
  const sync = useSyncSnapshot();
  return (
    <section className="detail">
      {back}
      <h1 id="detail-title" tabIndex={-1}>
        {title}
      </h1>
      <p>
        {record} no está en los datos guardados.{' '}
        {sync.running
          ? 'La sincronización está en curso: si existe, aparecerá en cuanto llegue.'
          : 'Puede que aún no se haya sincronizado o que ya no se publique.'}
      </p>
      {children}
    </section>
  );
}

/** The parts every detail view (convocatoria, organismo, trámite) shares. */
import type { ReactNode } from 'react';
import type { RecordKind } from '../../src-shared/api/collections';
import { assertNever } from '../../src-shared/assert-never';
import { useAppConfig } from '../data/bridge/config';
import { useSyncStates } from '../data/live/sync-states';
import { whyNotStored } from '../data/not-stored';
import { ago, useNow } from '../data/sync/connection';
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

/** Why an id is not stored, in words: what the sync states know of it (see whyNotStored). */
function NotStoredReason({ kind, id }: { kind: RecordKind; id: number }) {
  const sync = useSyncSnapshot();
  const states = useSyncStates();
  const now = useNow();
  if (sync.running) return <>La sincronización está en curso: si existe, aparecerá en cuanto llegue.</>;
  const why = states === undefined ? ({ kind: 'unknown' } as const) : whyNotStored(states, kind, id);
  switch (why.kind) {
    case 'refused':
      return (
        <>
          La API publica su registro, pero la sincronización no pudo guardarlo: {why.reason}. <a href="#/sincronizacion">Sincronización</a>{' '}
          lo detalla.
        </>
      );
    case 'not-published':
      return (
        <>No figuraba en la API en la última sincronización completa, {ago(why.since, now)}: ya no se publica, o el enlace es erróneo.</>
      );
    case 'unknown':
      return <>Puede que aún no se haya sincronizado o que ya no se publique.</>;
    default:
      return assertNever(why);
  }
}

/** How a missing record is named: its page's title and the sentence's subject ("El museo"). */
export interface NotFoundWords {
  title: string;
  record: string;
}

const notFoundWords: Record<RecordKind, NotFoundWords> = {
  convocatoria: { title: 'Convocatoria no encontrada', record: 'La convocatoria' },
  organismo: { title: 'Organismo no encontrado', record: 'El organismo' },
  tramite: { title: 'Trámite no encontrado', record: 'El trámite' },
};

/**
 * An id the cache does not hold: why that may be, and (`children`) what is known of it otherwise.
 * `words` name it as the list it was opened from does (a museo is an organismo to the API).
 */
export function RecordNotFound({
  back,
  kind,
  id,
  words = notFoundWords[kind],
  children,
}: {
  back: ReactNode;
  kind: RecordKind;
  id: number;
  words?: NotFoundWords;
  children?: ReactNode;
}) {
  const { title, record } = words;
  return (
    <section className="detail">
      {back}
      <h1 id="detail-title" tabIndex={-1}>
        {title}
      </h1>
      <p>
        {record} {id} no está en los datos guardados. <NotStoredReason kind={kind} id={id} />
      </p>
      {children}
    </section>
  );
}

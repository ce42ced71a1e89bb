import type { ReactNode } from 'react';
import {
  startChip,
  stateOf,
  useConvocatoria,
  useToday,
  useWaitingFirstRow,
  vencidaText,
  type ConvocatoriaRow,
} from '../../data/convocatorias';
import { useConvocatoriasMirrored, usePostulacion } from '../../data/personal/postulaciones';
import { listHref } from '../../router';
import { Documents } from '../../ui/Documents';
import { ExternalLink } from '../../ui/ExternalLink';
import { formatDate } from '../../ui/format';
import { Highlight } from '../../ui/Highlight';
import { useReaderMode } from '../../ui/ListReader';
import { RemoteImage } from '../../ui/RemoteImage';
import { RecordBody, RecordNotFound } from '../../ui/RecordPieces';
import { useRecordTitle } from '../../ui/title';
import { RecordViewer, useViewerRoute } from '../../ui/ViewerPart';
import { ExportCalendarButton } from '../exports/ExportCalendarButton';
import { ConvocatoriaMarks } from '../mis-convocatorias/ConvocatoriaMarks';
import { EtapaControl } from '../mis-convocatorias/EtapaControl';
import { PostulacionGone } from '../mis-convocatorias/PostulacionGone';
import { PostulacionPanel } from '../mis-convocatorias/PostulacionPanel';
import { ClosingChip, StartChip, StateChip } from './StateChips';

const noWords: readonly string[] = [];

/** Where a record shown alone goes back to: its list, or the view that opened it (Mis convocatorias). */
export interface BackLink {
  href: string;
  label: string;
}

/** `words`: the search's folded words, marked in the title, the bajada and the body. */
export function ConvocatoriaDetail({ id, words = noWords, backTo }: { id: number; words?: readonly string[]; backTo?: BackLink }) {
  const convocatoria = useConvocatoria(id);
  const waiting = useWaitingFirstRow(id);
  const postulacion = usePostulacion(id);
  const mirrored = useConvocatoriasMirrored();
  const today = useToday();
  const alone = useReaderMode() === 'alone';
  const viewer = useViewerRoute();
  useRecordTitle(convocatoria?.titulo ?? waiting?.titulo ?? null);
  const back = alone ? <a href={backTo?.href ?? listHref('convocatorias')}>← {backTo?.label ?? 'Convocatorias'}</a> : null;
  if (convocatoria === null && waiting !== null) return <Saving convocatoria={waiting} today={today} back={back} words={words} />;
  if (convocatoria === undefined || (convocatoria === null && postulacion === undefined)) return <p className="state">Cargando…</p>;
  if (convocatoria === null) {
    if (postulacion != null) {
      const gone = mirrored ? 'Ya no está publicada en la API.' : 'No está en los datos descargados.';
      return <PostulacionGone postulacion={postulacion} back={back} gone={gone} />;
    }
    return <RecordNotFound back={back} kind="convocatoria" id={id} />;
  }
  if (viewer.viewer !== null)
    return <RecordViewer owner={{ kind: 'convocatoria', id: convocatoria.id }} controls={viewer} record={convocatoria} />;
  const state = stateOf(convocatoria, today);
  const openByDate = convocatoria.estado === 'cerrada' && convocatoria.fechaInicio <= today && today <= convocatoria.fechaFin;
  const notBegun = startChip(convocatoria, today) !== null;
  return (
    <article className="detail" aria-labelledby="detail-title">
      {back}
      <DetailHeading convocatoria={convocatoria} today={today} words={words} />
      {state === 'vencida' && (
        <p className="note note-vencida" role="note">
          {vencidaText(convocatoria.fechaFin)}.
        </p>
      )}
      {openByDate && (
        <p className="note" role="note">
          La API la publica como cerrada, aunque sus fechas ({formatDate(convocatoria.fechaInicio)} al {formatDate(convocatoria.fechaFin)})
          incluyen el día de hoy.
        </p>
      )}
      {notBegun && (
        <p className="note" role="note">
          La API la publica como abierta, aunque sus fechas empiezan el {formatDate(convocatoria.fechaInicio)}.
        </p>
      )}
      <div className="detail-actions">
        <ConvocatoriaMarks row={convocatoria} />
        <EtapaControl id={convocatoria.id} />
        <ExportCalendarButton convocatoria={convocatoria} />
        {convocatoria.link !== '' && <ExternalLink url={convocatoria.link}>Ver la publicación original</ExternalLink>}
      </div>
      <PostulacionPanel id={convocatoria.id} />
      <Documents
        urls={convocatoria.documentos}
        owner={{ kind: 'convocatoria', id: convocatoria.id }}
        record={convocatoria}
        onView={viewer.open}
      />
      {convocatoria.bajada !== '' && (
        <p className="lead">
          <Highlight text={convocatoria.bajada} words={words} />
        </p>
      )}
      <RemoteImage src={convocatoria.imagen} className="hero" />
      <h2>Información de la convocatoria</h2>
      <RecordBody html={convocatoria.cuerpo} emptyText="Sin texto." marked={words} />
      <details className="record-source technical-details">
        <summary>Detalles técnicos</summary>
        <p className="muted">
          Registro {convocatoria.id} de la API:{' '}
          <span className="url-text">
            <bdi>{convocatoria.url}</bdi>
          </span>
        </p>
      </details>
    </article>
  );
}

/** The record's title (the reader's focus target) with its state, time left and dates. */
function DetailHeading({ convocatoria, today, words }: { convocatoria: ConvocatoriaRow; today: string; words: readonly string[] }) {
  return (
    <>
      <h1 id="detail-title" tabIndex={-1}>
        <bdi>
          <Highlight text={convocatoria.titulo} words={words} />
        </bdi>
      </h1>
      <p className="detail-meta">
        <StateChip convocatoria={convocatoria} today={today} />
        <StartChip convocatoria={convocatoria} today={today} />
        <ClosingChip convocatoria={convocatoria} today={today} />
        <span>
          Del {formatDate(convocatoria.fechaInicio)} al {formatDate(convocatoria.fechaFin)}
        </span>
      </p>
    </>
  );
}

/**
 * A row of a first launch's first page, listed before the sync stored it (data/first-rows.ts): what
 * the list showed of it, and that the rest comes once it is stored. Nothing here acts on it yet.
 */
function Saving({
  convocatoria,
  today,
  back,
  words,
}: {
  convocatoria: ConvocatoriaRow;
  today: string;
  back: ReactNode;
  words: readonly string[];
}) {
  return (
    <article className="detail" aria-labelledby="detail-title" aria-busy="true">
      {back}
      <DetailHeading convocatoria={convocatoria} today={today} words={words} />
      <p className="state" role="status">
        Guardando esta convocatoria en el equipo… Su texto, sus documentos y el seguimiento aparecen en cuanto esté guardada.
      </p>
      {convocatoria.bajada !== '' && (
        <p className="lead">
          <Highlight text={convocatoria.bajada} words={words} />
        </p>
      )}
    </article>
  );
}

import { localToday, useConvocatoria } from '../../data/convocatorias';
import { listHref } from '../../router';
import { Documents } from '../../ui/Documents';
import { ExternalLink } from '../../ui/ExternalLink';
import { formatDate } from '../../ui/format';
import { RemoteImage } from '../../ui/RemoteImage';
import { RecordBody, RecordNotFound } from '../../ui/RecordPieces';
import { ExportCalendarButton } from '../exports/ExportCalendarButton';
import { FavoriteButton } from '../favoritos/FavoriteButton';
import { FavoriteGone } from '../favoritos/FavoriteGone';
import { RecordMarks } from '../favoritos/RecordMarks';
import { EstadoYFechas } from './EstadoYFechas';

export function ConvocatoriaDetail({ id }: { id: number }) {
  const convocatoria = useConvocatoria(id);
  if (convocatoria === undefined) return <p className="state">Cargando…</p>;
  if (convocatoria === null) {
    return (
      <RecordNotFound back={<a href={listHref('convocatorias')}>← Convocatorias</a>} title="Convocatoria no encontrada" record={`La convocatoria ${id}`}>
        <FavoriteGone kind="convocatoria" id={id} />
      </RecordNotFound>
    );
  }
  const today = localToday();
  const closedByDate = convocatoria.estado === 'abierta' && convocatoria.fechaFin < today;
  const openByDate = convocatoria.estado === 'cerrada' && convocatoria.fechaInicio <= today && today <= convocatoria.fechaFin;
  return (
    <article className="page detail" aria-labelledby="detail-title">
      <a href={listHref('convocatorias')}>← Convocatorias</a>
      <h1 id="detail-title">{convocatoria.titulo}</h1>
      <div className="detail-actions"><RecordMarks kind="convocatoria" row={convocatoria} /><FavoriteButton kind="convocatoria" row={convocatoria} /></div>
      <p className="detail-meta">
        <EstadoYFechas convocatoria={convocatoria} long />
      </p>
      {closedByDate && (
        <p className="note" role="note">
          Figura como abierta, pero su fecha de cierre ({formatDate(convocatoria.fechaFin)}) ya pasó.
        </p>
      )}
      {openByDate && (
        <p className="note" role="note">
          Figura como cerrada, aunque sus fechas ({formatDate(convocatoria.fechaInicio)} al {formatDate(convocatoria.fechaFin)}) incluyen
          el día de hoy.
        </p>
      )}
      <RemoteImage src={convocatoria.imagen} className="hero" />
      {convocatoria.bajada !== '' && <p className="lead">{convocatoria.bajada}</p>}
      {convocatoria.link !== '' && (
        <p>
          <ExternalLink url={convocatoria.link}>Ver la publicación original</ExternalLink>
        </p>
      )}
      <ExportCalendarButton convocatoria={convocatoria} />
      <h2>Información de la convocatoria</h2>
      <RecordBody html={convocatoria.cuerpo} emptyText="Sin texto." />
      <Documents urls={convocatoria.documentos} owner={{ kind: 'convocatoria', id: convocatoria.id }} />
      <p className="record-source muted">
        Registro {convocatoria.id} de la API: <span className="url-text">{convocatoria.url}</span>
      </p>
    </article>
  );
}

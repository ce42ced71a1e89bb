import { useTramite } from '../../data/tramites';
import { listHref } from '../../router';
import { Documents } from '../../ui/Documents';
import { useReaderMode } from '../../ui/ListReader';
import { RecordBody, RecordNotFound } from '../../ui/RecordPieces';
import { useRecordTitle } from '../../ui/title';
import { RecordViewer, useViewerRoute } from '../../ui/ViewerPart';
import { FavoriteButton } from '../favoritos/FavoriteButton';
import { FavoriteGone } from '../favoritos/FavoriteGone';
import { RecordMarks } from '../favoritos/RecordMarks';

export function TramiteDetail({ id }: { id: number }) {
  const tramite = useTramite(id);
  const alone = useReaderMode() === 'alone';
  const viewer = useViewerRoute();
  useRecordTitle(tramite?.titulo ?? null);
  const back = alone ? <a href={listHref('tramites')}>← Trámites</a> : null;
  if (tramite === undefined) return <p className="state">Cargando…</p>;
  if (tramite === null) {
    return (
      <RecordNotFound back={back} kind="tramite" id={id}>
        <FavoriteGone kind="tramite" id={id} />
      </RecordNotFound>
    );
  }
  if (viewer.viewer !== null) return <RecordViewer owner={{ kind: 'tramite', id: tramite.id }} controls={viewer} record={tramite} />;
  return (
    <article className="detail" aria-labelledby="detail-title">
      {back}
      <h1 id="detail-title" tabIndex={-1}>
        <bdi>{tramite.titulo}</bdi>
      </h1>
      <div className="detail-actions">
        <RecordMarks kind="tramite" row={tramite} />
        <FavoriteButton kind="tramite" row={tramite} />
      </div>
      <Documents urls={tramite.documentos} owner={{ kind: 'tramite', id: tramite.id }} record={tramite} onView={viewer.open} />
      {tramite.bajada !== '' && <p className="lead">{tramite.bajada}</p>}
      {/* The body's own headings are h3: this h2 keeps the outline in order. */}
      <h2>Información del trámite</h2>
      <RecordBody html={tramite.cuerpo} emptyText="Sin texto." />
    </article>
  );
}

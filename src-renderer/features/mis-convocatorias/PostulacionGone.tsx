import type { ReactNode } from 'react';
import type { PostulacionRow } from '../../data/personal/postulaciones';
import { ago, useNow } from '../../data/sync/connection';
import { formatDate } from '../../ui/format';
import { EtapaControl } from './EtapaControl';
import { PostulacionPanel } from './PostulacionPanel';

/**
 * The reader for a followed convocatoria no longer cached: the last copy Mis convocatorias kept
 * of it, and the person's etapa, note and reminder, which stay editable.
 */
export function PostulacionGone({ postulacion, back, gone }: { postulacion: PostulacionRow; back: ReactNode; gone: string }) {
  // The shared clock: "hace 5 minutos" moves on while the record stays open.
  const now = useNow();
  return (
    <article className="detail" aria-labelledby="detail-title">
      {back}
      <h1 id="detail-title" tabIndex={-1}>
        <bdi>{postulacion.titulo}</bdi>
      </h1>
      <p className="note" role="note">
        {gone} Esto es lo último que se guardó de ella ({ago(postulacion.refreshedAt, now)}).
      </p>
      {postulacion.fechaInicio !== null && postulacion.fechaFin !== null && (
        <p className="detail-meta">
          Del {formatDate(postulacion.fechaInicio)} al {formatDate(postulacion.fechaFin)}
        </p>
      )}
      <div className="detail-actions">
        <EtapaControl id={postulacion.id} />
      </div>
      <PostulacionPanel id={postulacion.id} />
      {postulacion.detalle !== '' && (
        <p className="lead">
          <bdi>{postulacion.detalle}</bdi>
        </p>
      )}
    </article>
  );
}

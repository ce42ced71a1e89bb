import { usePostulacion } from '../../data/personal/postulaciones';
import { formatDate, formatRelative } from '../../ui/format';
import { EtapaControl } from './EtapaControl';
import { PostulacionPanel } from './PostulacionPanel';

/** In the reader, for a convocatoria no longer cached: what Mis convocatorias kept of it, if the person follows it. */
export function PostulacionGone({ id }: { id: number }) {
  const postulacion = usePostulacion(id);
  if (postulacion == null) return null;
  return (
    <section className="favorite-gone" aria-labelledby="postulacion-gone-title">
      <h2 id="postulacion-gone-title">Ya no está publicada en la API</h2>
      <p>Está en Mis convocatorias. Esto es lo último que se guardó ({formatRelative(postulacion.refreshedAt)}):</p>
      <p className="lead">
        <bdi>{postulacion.titulo}</bdi>
      </p>
      {postulacion.detalle !== '' && (
        <p>
          <bdi>{postulacion.detalle}</bdi>
        </p>
      )}
      {postulacion.fechaInicio !== null && postulacion.fechaFin !== null && (
        <p>
          Del {formatDate(postulacion.fechaInicio)} al {formatDate(postulacion.fechaFin)}
        </p>
      )}
      <div className="detail-actions">
        <EtapaControl id={id} />
      </div>
      <PostulacionPanel id={id} />
    </section>
  );
}

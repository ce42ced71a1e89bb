import { useAppConfig } from '../../data/config';
import { useSyncSnapshot } from '../../data/sync';
import { useTramite } from '../../data/tramites';
import { listHref } from '../../router';
import { Documents } from '../../ui/Documents';
import { SafeHtml } from '../../ui/SafeHtml';
import { FavoriteButton } from '../favoritos/FavoriteButton';
import { FavoriteGone } from '../favoritos/FavoriteGone';
import { RecordMarks } from '../favoritos/RecordMarks';

export function TramiteDetail({ id }: { id: number }) {
  const tramite = useTramite(id);
  const config = useAppConfig();
  const sync = useSyncSnapshot();
  const back = <a href={listHref('tramites')}>← Trámites</a>;
  if (tramite === undefined) return <p className="state">Cargando…</p>;
  if (tramite === null) {
    return (
      <section className="page">
        {back}
        <h1>Trámite no encontrado</h1>
        <p>
          El trámite {id} no está en los datos guardados.{' '}
          {sync.running ? 'La sincronización está en curso: si existe, aparecerá en cuanto llegue.' : 'Puede que aún no se haya sincronizado o que ya no se publique.'}
        </p>
        <FavoriteGone kind="tramite" id={id} />
      </section>
    );
  }
  return (
    <article className="page detail" aria-labelledby="detail-title">
      {back}
      <h1 id="detail-title">{tramite.titulo}</h1>
      <div className="detail-actions"><RecordMarks kind="tramite" row={tramite} /><FavoriteButton kind="tramite" row={tramite} /></div>
      {tramite.bajada !== '' && <p className="lead">{tramite.bajada}</p>}
      {/* The body's own headings are h3: this h2 keeps the outline in order. */}
      <h2>Información del trámite</h2>
      {config !== null && tramite.cuerpo !== '' ? (
        <SafeHtml html={tramite.cuerpo} baseUrl={config.baseUrl} testId="record-body" />
      ) : (
        <p className="muted" data-testid="record-body">
          {tramite.cuerpo === '' ? 'Sin texto.' : 'Cargando texto…'}
        </p>
      )}
      <Documents urls={tramite.documentos} owner={{ kind: 'tramite', id: tramite.id }} />
    </article>
  );
}

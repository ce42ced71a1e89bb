import { forgetFavorite, useFavorito, type FavoriteKind } from '../../data/personal/favoritos';
import { ago, useNow } from '../../data/sync/connection';
import { formatDate } from '../../ui/format';
import { Problem } from '../../ui/Problem';
import { useFavoriteChange } from './useFavoriteChange';
import { BusyButton } from '../../ui/BusyButton';

/** On a detail whose record is no longer cached: what Favoritos remembers of it, if it is one. */
export function FavoriteGone({ kind, id }: { kind: FavoriteKind; id: number }) {
  const favorito = useFavorito(kind, id);
  const { busy, problem, run } = useFavoriteChange();
  // The shared clock: "hace 5 minutos" moves on while the record stays open.
  const now = useNow();
  if (favorito == null) return null;
  return (
    <section className="favorite-gone" aria-labelledby="favorite-gone-title">
      <h2 id="favorite-gone-title">Ya no está publicado</h2>
      <p>Está en tus favoritos. Esto es lo último que se guardó ({ago(favorito.refreshedAt, now)}):</p>
      <p className="lead">
        <bdi>{favorito.titulo}</bdi>
      </p>
      {favorito.detalle !== '' && (
        <p>
          <bdi>{favorito.detalle}</bdi>
        </p>
      )}
      {favorito.fechaInicio !== null && favorito.fechaFin !== null && (
        <p>
          Del {formatDate(favorito.fechaInicio)} al {formatDate(favorito.fechaFin)}
        </p>
      )}
      <BusyButton busy={busy} onClick={() => run(() => forgetFavorite(kind, id))}>
        Quitar de favoritos
      </BusyButton>
      <Problem text={problem?.message ?? null} detail={problem?.detail ?? null} />
    </section>
  );
}

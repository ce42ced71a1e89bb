import { setFavorite, useIsFavorite, type FavoriteTarget } from '../../data/personal/favoritos';
import { Problem } from '../../ui/Problem';
import { useFavoriteChange } from './useFavoriteChange';

/** The star on a detail view: adds the record to Favoritos or takes it out. */
export function FavoriteButton(target: FavoriteTarget) {
  const favorite = useIsFavorite(target.kind, target.row.id);
  const { busy, problem, run } = useFavoriteChange();
  const toggle = (): void => run(() => setFavorite(target, favorite !== true));
  return (
    <>
      <button
        type="button"
        className="favorite-button"
        aria-pressed={favorite === true}
        disabled={favorite === undefined || busy}
        onClick={toggle}
      >
        <span aria-hidden="true">{favorite === true ? '★' : '☆'}</span> {favorite === true ? 'Quitar de favoritos' : 'Agregar a favoritos'}
      </button>
      <Problem text={problem?.message ?? null} detail={problem?.detail ?? null} inline />
    </>
  );
}

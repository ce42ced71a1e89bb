import { setFavorite, useIsFavorite, type FavoriteTarget } from '../../data/personal/favoritos';
import { Problem } from '../../ui/Problem';
import { useFavoriteChange } from './useFavoriteChange';
import { BusyButton } from '../../ui/BusyButton';

/** The star on a detail view: adds the record to Favoritos or takes it out. */
export function FavoriteButton(target: FavoriteTarget) {
  const favorite = useIsFavorite(target.kind, target.row.id);
  const { busy, problem, run } = useFavoriteChange();
  const toggle = (): void => run(() => setFavorite(target, favorite !== true));
  return (
    <>
      <BusyButton
        className="favorite-button"
        aria-pressed={favorite === true}
        disabled={favorite === undefined}
        busy={busy}
        onClick={toggle}
      >
        <span aria-hidden="true">{favorite === true ? '★' : '☆'}</span> {favorite === true ? 'Quitar de favoritos' : 'Agregar a favoritos'}
      </BusyButton>
      <Problem text={problem?.message ?? null} detail={problem?.detail ?? null} inline />
    </>
  );
}

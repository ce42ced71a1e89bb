import { useState } from 'react';
import { setFavorite, useIsFavorite, type FavoriteTarget } from '../../data/personal/favoritos';

/** The star on a detail view: adds the record to Favoritos or takes it out. */
export function FavoriteButton(target: FavoriteTarget) {
  const favorite = useIsFavorite(target.kind, target.row.id);
  const [busy, setBusy] = useState(false);
  const toggle = (): void => {
    setBusy(true);
    void setFavorite(target, favorite !== true).finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className="favorite-button"
      aria-pressed={favorite === true}
      disabled={favorite === undefined || busy}
      onClick={toggle}
    >
      <span aria-hidden="true">{favorite === true ? '★' : '☆'}</span> {favorite === true ? 'Quitar de favoritos' : 'Agregar a favoritos'}
    </button>
  );
}

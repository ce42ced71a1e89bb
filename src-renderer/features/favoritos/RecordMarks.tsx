import { useIsFavorite, type FavoriteTarget } from '../../data/personal/favoritos';
import { isNewRecord, useNewSince } from '../../data/novedades';
import { Icon } from '../../ui/Icon';

/**
 * The marks an organismo or a trámite carries in lists and details: "Nuevo" when the last sync
 * brought it, and a star when it is a favorite. `compact` (list rows): the star alone, its words
 * in its title. (A convocatoria's marks are ConvocatoriaMarks: its etapa in Mis convocatorias.)
 */
export function RecordMarks(target: FavoriteTarget & { compact?: boolean }) {
  const since = useNewSince(target.kind);
  const favorite = useIsFavorite(target.kind, target.row.id) === true;
  return (
    <>
      {isNewRecord(target.row, since) && <span className="badge badge-nuevo">Nuevo</span>}
      {favorite && target.compact === true && (
        <span className="row-star" title="Favorito">
          <Icon name="star" filled />
          <span className="sr-only">Favorito</span>
        </span>
      )}
    </>
  );
}

import { clsx } from 'clsx';
import { closesSoon, closingText, useClosingSoonDays, useIsFavorite, type FavoriteTarget } from '../../data/personal/favoritos';
import { useToday } from '../../data/convocatorias';
import { isNewRecord, useNewSince } from '../../data/novedades';
import { Icon } from '../../ui/Icon';

/**
 * The marks a record carries in lists and details: "Nuevo" when the last sync brought it; a star
 * when it is a favorite, and for a favorite Abierta convocatoria that closes within the days of the
 * settings, when it closes. `compact` (list rows): the star alone, its words in its title.
 */
export function RecordMarks(target: FavoriteTarget & { compact?: boolean }) {
  const since = useNewSince(target.kind);
  const favorite = useIsFavorite(target.kind, target.row.id) === true;
  const days = useClosingSoonDays();
  const today = useToday();
  const soon = favorite && target.kind === 'convocatoria' && closesSoon(target.row, today, days);
  const soonText = soon && target.kind === 'convocatoria' ? `Favorita: ${closingText(target.row, today).toLowerCase()}` : null;
  return (
    <>
      {isNewRecord(target.row, since) && <span className="badge badge-nuevo">Nuevo</span>}
      {favorite && target.compact === true && (
        <span className={clsx('row-star', soon && 'row-star-soon')} title={soonText ?? 'Favorita'}>
          <Icon name="star" filled />
          <span className="sr-only">{soonText ?? 'Favorita'}</span>
        </span>
      )}
      {soonText !== null && target.compact !== true && (
        <span className="badge badge-pronto">
          <span aria-hidden="true">★ </span>
          {soonText}
        </span>
      )}
    </>
  );
}

import { closesSoon, closingText, useClosingSoonDays, useIsFavorite, type FavoriteTarget } from '../../data/favoritos';
import { localToday } from '../../data/convocatorias';
import { isNewRecord, useNewSince } from '../../data/novedades';

/**
 * The marks a record carries in lists and details: "Nuevo" when the last sync brought it, and
 * for a favorite open convocatoria that closes within the days of the settings, when it closes.
 */
export function RecordMarks(target: FavoriteTarget) {
  const since = useNewSince(target.kind);
  const favorite = useIsFavorite(target.kind, target.row.id) === true;
  const days = useClosingSoonDays();
  const today = localToday();
  const soon = favorite && target.kind === 'convocatoria' && closesSoon(target.row, today, days);
  return (
    <>
      {isNewRecord(target.row, since) && <span className="badge badge-nuevo">Nuevo</span>}
      {soon && (
        <span className="badge badge-pronto">
          <span aria-hidden="true">★ </span>Favorita: {closingText(target.row.fechaFin, today)}
        </span>
      )}
    </>
  );
}

import { clsx } from 'clsx';
import { useToday } from '../../data/convocatorias';
import {
  closesSoon,
  forgetFavorite,
  useClosingSoonDays,
  useFavoritos,
  type FavoriteKind,
  type FavoriteSnapshot,
  type FavoritoEntry,
} from '../../data/personal/favoritos';
import { formatCount, formatShortDate } from '../../ui/format';
import { ClosingChip, StateChip } from '../convocatorias/StateChips';
import { ExportMenu } from '../exports/ExportMenu';
import { useFavoriteChange } from './useFavoriteChange';
import { Problem } from '../../ui/Problem';
import { Avisos } from './Avisos';

const groups: { kind: FavoriteKind; title: string; path: string }[] = [
  { kind: 'convocatoria', title: 'Convocatorias', path: 'convocatorias' },
  { kind: 'organismo', title: 'Organismos', path: 'organismos' },
  { kind: 'tramite', title: 'Trámites', path: 'tramites' },
];

/** What a favorite shows: the cached record when there is one, else the snapshot taken of it. */
function shown(entry: FavoritoEntry): FavoriteSnapshot {
  const { favorito } = entry;
  if (entry.current === null) return favorito;
  if (entry.kind === 'convocatoria') {
    const { titulo, bajada, estado, fechaInicio, fechaFin } = entry.current;
    return { titulo, detalle: bajada, estado, fechaInicio, fechaFin };
  }
  if (entry.kind === 'organismo') return { ...favorito, titulo: entry.current.nombre, detalle: entry.current.provincia };
  return { ...favorito, titulo: entry.current.titulo, detalle: entry.current.bajada };
}

/** The closing day of a starred convocatoria that closes soon; null for anything else. */
function closingOf(entry: FavoritoEntry, today: string, days: number): string | null {
  return entry.kind === 'convocatoria' && entry.current !== null && closesSoon(entry.current, today, days) ? entry.current.fechaFin : null;
}

function FavoritoItem({ entry, path, today, days }: { entry: FavoritoEntry; path: string; today: string; days: number }) {
  const view = shown(entry);
  const gone = entry.current === null;
  const soon = closingOf(entry, today, days) !== null;
  const { busy, problem, run } = useFavoriteChange();
  return (
    <li className={clsx('favorito', soon && 'favorito-pronto', gone && 'favorito-gone')}>
      <a className="favorito-title" href={`#/${path}/${entry.favorito.id}`}>
        <bdi>{view.titulo}</bdi>
      </a>
      <span className="row-meta">
        {gone && <span className="badge badge-gone">Ya no está publicado</span>}
        {view.estado !== null && view.fechaFin !== null && !gone && (
          <StateChip convocatoria={{ estado: view.estado, fechaFin: view.fechaFin }} today={today} />
        )}
        {view.estado !== null && view.fechaFin !== null && !gone && (
          <ClosingChip convocatoria={{ estado: view.estado, fechaFin: view.fechaFin }} today={today} />
        )}
        {view.fechaInicio !== null && view.fechaFin !== null && (
          <span>
            Del {formatShortDate(view.fechaInicio)} al {formatShortDate(view.fechaFin)}
          </span>
        )}
        {entry.kind !== 'convocatoria' && view.detalle.trim() !== '' && (
          <span className="row-snippet">
            <bdi>{view.detalle}</bdi>
          </span>
        )}
      </span>
      <button
        type="button"
        className="link-button"
        aria-label={`Quitar «${view.titulo}» de favoritos`}
        disabled={busy}
        onClick={() => run(() => forgetFavorite(entry.kind, entry.favorito.id))}
      >
        Quitar
      </button>
      <Problem text={problem?.message ?? null} detail={problem?.detail ?? null} inline />
    </li>
  );
}

/**
 * The starred convocatorias still published, in the order shown: what Exportar gives. One no
 * longer published is left out: only a snapshot of it is kept, not the record the formats write.
 */
function publishedConvocatorias(entries: readonly FavoritoEntry[]) {
  return entries.flatMap((entry) => (entry.kind === 'convocatoria' && entry.current !== null ? [entry.current] : []));
}

/** Closing soon first (soonest first), then the rest as they were starred, newest first. */
function order(entries: FavoritoEntry[], today: string, days: number): FavoritoEntry[] {
  return entries
    .map((entry) => ({ entry, closing: closingOf(entry, today, days) }))
    .sort((a, b) => (a.closing === null ? 1 : 0) - (b.closing === null ? 1 : 0) || (a.closing ?? '').localeCompare(b.closing ?? ''))
    .map(({ entry }) => entry);
}

/** Every starred convocatoria, organismo and trámite, kept across syncs, even once the API drops them. */
export function FavoritosPage() {
  const entries = useFavoritos();
  const days = useClosingSoonDays();
  const today = useToday();
  if (entries === undefined) return <p className="state">Cargando…</p>;
  const soon = entries.filter((entry) => closingOf(entry, today, days) !== null).length;
  return (
    <section className="page" aria-labelledby="favoritos-title">
      <header className="page-header">
        <h1 id="favoritos-title">Favoritos</h1>
        <p className="result-count" data-testid="result-count">
          {formatCount(entries.length)} {entries.length === 1 ? 'favorito' : 'favoritos'}
        </p>
      </header>
      {soon > 0 && (
        <p className="note favoritos-pronto" data-testid="closing-soon">
          {soon === 1 ? '1 convocatoria favorita cierra' : `${formatCount(soon)} convocatorias favoritas cierran`} en los próximos {days}{' '}
          {days === 1 ? 'día' : 'días'}.
        </p>
      )}
      <Avisos days={days} />
      {entries.length === 0 ? (
        <p className="state">
          Todavía no hay favoritos. En una convocatoria, un organismo o un trámite, «Agregar a favoritos» lo guarda aquí, aunque después
          deje de publicarse.
        </p>
      ) : (
        groups.map(({ kind, title, path }) => {
          const ofKind = order(
            entries.filter((entry) => entry.kind === kind),
            today,
            days,
          );
          if (ofKind.length === 0) return null;
          return (
            <section key={kind} aria-labelledby={`favoritos-${kind}`}>
              <div className="favoritos-group-header">
                <h2 id={`favoritos-${kind}`}>{title}</h2>
                {kind === 'convocatoria' && (
                  <ExportMenu convocatorias={publishedConvocatorias(ofKind)} label="Exportar las convocatorias favoritas" />
                )}
              </div>
              <ul className="favoritos-list" aria-labelledby={`favoritos-${kind}`}>
                {ofKind.map((entry) => (
                  <FavoritoItem key={entry.favorito.key} entry={entry} path={path} today={today} days={days} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </section>
  );
}

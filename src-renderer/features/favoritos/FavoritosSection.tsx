import { clsx } from 'clsx';
import { forgetFavorite, useFavoritos, type FavoriteKind, type FavoritoEntry } from '../../data/personal/favoritos';
import { useMirrored } from '../../data/personal/postulaciones';
import { formatCount } from '../../ui/format';
import { Problem } from '../../ui/Problem';
import { useFavoriteChange } from './useFavoriteChange';
import { BusyButton } from '../../ui/BusyButton';

const groups: { kind: FavoriteKind; title: string; path: 'organismos' | 'tramites' }[] = [
  { kind: 'organismo', title: 'Organismos', path: 'organismos' },
  { kind: 'tramite', title: 'Trámites', path: 'tramites' },
];

/** What a favorite shows: the cached record when there is one, else the snapshot taken of it. */
function shown(entry: FavoritoEntry): { titulo: string; detalle: string } {
  if (entry.current === null) return entry.favorito;
  if (entry.kind === 'organismo') return { titulo: entry.current.nombre, detalle: entry.current.provincia };
  return { titulo: entry.current.titulo, detalle: entry.current.bajada };
}

function FavoritoItem({ entry, path }: { entry: FavoritoEntry; path: 'organismos' | 'tramites' }) {
  const view = shown(entry);
  const gone = entry.current === null;
  // Only a complete sync of its collection tells that one missing from the mirror left the API.
  const mirrored = useMirrored(path);
  const { busy, problem, run } = useFavoriteChange();
  return (
    <li className={clsx('favorito', gone && 'favorito-gone')}>
      <a className="favorito-title" href={`#/${path}/${entry.favorito.id}`}>
        <bdi>{view.titulo}</bdi>
      </a>
      <span className="row-meta">
        {gone && (
          <span className="badge badge-gone">
            {mirrored ? 'Ya no está publicado en la API' : 'Sin descargar: se muestra la última copia guardada'}
          </span>
        )}
        {view.detalle.trim() !== '' && (
          <span className="row-snippet">
            <bdi>{view.detalle}</bdi>
          </span>
        )}
      </span>
      <BusyButton
        className="link-button"
        aria-label={`Quitar «${view.titulo}» de favoritos`}
        busy={busy}
        onClick={() => run(() => forgetFavorite(entry.kind, entry.favorito.id))}
      >
        Quitar
      </BusyButton>
      <Problem text={problem?.message ?? null} detail={problem?.detail ?? null} inline />
    </li>
  );
}

/**
 * The starred organismos and trámites (Mis convocatorias' own section), kept across syncs, even
 * once the API drops them; newest first within each kind.
 */
export function FavoritosSection() {
  const entries = useFavoritos();
  if (entries === undefined) return null;
  return (
    <section className="mis-section" aria-labelledby="favoritos-title">
      <h2 id="favoritos-title" className="mis-group-title">
        Favoritos <span className="muted">{formatCount(entries.length)}</span>
      </h2>
      {entries.length === 0 ? (
        <p className="muted mis-empty">
          Sin favoritos. En un organismo o un trámite, «Agregar a favoritos» lo guarda aquí, aunque después deje de publicarse.
        </p>
      ) : (
        groups.map(({ kind, title, path }) => {
          const ofKind = entries.filter((entry) => entry.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <section key={kind} aria-labelledby={`favoritos-${kind}`}>
              <h3 id={`favoritos-${kind}`} className="mis-subtitle">
                {title}
              </h3>
              <ul className="favoritos-list" aria-labelledby={`favoritos-${kind}`}>
                {ofKind.map((entry) => (
                  <FavoritoItem key={entry.favorito.key} entry={entry} path={path} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </section>
  );
}

import { clsx } from 'clsx';
import { useEffect, useMemo, useRef } from 'react';
import { closingChip, useToday } from '../../data/convocatorias';
import { closesSoon, useClosingSoonDays } from '../../data/personal/favoritos';
import {
  comparePostulaciones,
  etapaGroups,
  etapaLabels,
  firstLine,
  groupOf,
  parsePostulacionOrder,
  postulacionOrderLabels,
  postulacionOrders,
  snapshotOfConvocatoria,
  usePostulaciones,
  watchesClosing,
  useConvocatoriasMirrored,
  type PostulacionEntry,
  type PostulacionSnapshot,
} from '../../data/personal/postulaciones';
import { replaceQuery } from '../../router';
import { formatCount, formatShortDate } from '../../ui/format';
import { LoadFailure, lazyPart } from '../../ui/lazy';
import { ListReader, openedFromRow, useWide } from '../../ui/ListReader';
import { useReturnFocus } from '../../ui/returnFocus';
import type { VirtualListHandle } from '../../ui/VirtualList';
import { ClosingChip, StartChip, StateChip } from '../convocatorias/StateChips';
import { ExportMenu } from '../exports/ExportMenu';
import type { CalendarRecordatorio } from '../exports/ics';
import { Avisos } from '../favoritos/Avisos';
import { FavoritosSection } from '../favoritos/FavoritosSection';

const reader = lazyPart(async () => (await import('../convocatorias/ConvocatoriaDetail')).ConvocatoriaDetail, {
  loading: <p className="state">Cargando…</p>,
  failed: (retry, message) => <LoadFailure what="No se pudo cargar la convocatoria." message={message} retry={retry} />,
});

/** A followed convocatoria as the list shows it: the cached record's fields, or the last copy kept. */
interface Item {
  postulacion: PostulacionEntry['postulacion'];
  gone: boolean;
  shown: PostulacionSnapshot;
  soon: boolean;
}

function itemOf({ postulacion, current }: PostulacionEntry, today: string, days: number): Item {
  return {
    postulacion,
    gone: current === null,
    shown: current === null ? postulacion : snapshotOfConvocatoria(current),
    soon: current !== null && watchesClosing(postulacion.etapa) && closesSoon(current, today, days),
  };
}

interface PostulacionItemProps {
  item: Item;
  href: string;
  today: string;
  selected: boolean;
  wide: boolean;
  /** What a call not in the mirror is: gone from the API, or not downloaded (yet, or again after Borrar datos). */
  goneText: string;
}

function PostulacionItem({ item, href, today, selected, wide, goneText }: PostulacionItemProps) {
  const { postulacion, shown, gone } = item;
  const dated = shown.estado !== null && shown.fechaFin !== null ? { estado: shown.estado, fechaFin: shown.fechaFin } : null;
  const nota = firstLine(postulacion.nota);
  // A chip far from today already names the day ("Cerró el 14/05/2019"): the date is not said twice.
  const datedChip = dated !== null && / el \d/.test(closingChip(dated, today) ?? '');
  return (
    <li className={clsx('mis-item', selected && 'selected', item.soon && 'mis-item-pronto', gone && 'mis-item-gone')}>
      <a
        className="mis-item-link"
        href={href}
        aria-current={selected ? 'true' : undefined}
        onClick={(event) => openedFromRow('mis-convocatorias', postulacion.id, wide, event.detail === 0)}
      >
        <span className="mis-item-title">
          <bdi>{shown.titulo}</bdi>
        </span>
        <span className="row-meta">
          {groupOf(postulacion.etapa) === 'resultado' && (
            <span className={`badge badge-etapa etapa-${postulacion.etapa}`}>{etapaLabels[postulacion.etapa]}</span>
          )}
          {gone ? <span className="badge badge-gone">{goneText}</span> : dated !== null && <StateChip convocatoria={dated} today={today} />}
          {shown.fechaFin !== null && !datedChip && <span>Cierre: {formatShortDate(shown.fechaFin)}</span>}
          {!gone && dated !== null && shown.fechaInicio !== null && (
            <StartChip convocatoria={{ ...dated, fechaInicio: shown.fechaInicio }} today={today} />
          )}
          {dated !== null && <ClosingChip convocatoria={dated} today={today} />}
          {postulacion.recordatorio !== null && (
            <span className={clsx('mis-recordatorio', postulacion.recordatorio === today && 'mis-recordatorio-hoy')}>
              Recordatorio: {postulacion.recordatorio === today ? 'hoy' : formatShortDate(postulacion.recordatorio)}
            </span>
          )}
        </span>
        {nota !== '' && (
          <span className="mis-nota">
            <span className="sr-only">Nota: </span>
            <bdi>{nota}</bdi>
          </span>
        )}
      </a>
    </li>
  );
}

/**
 * What Exportar gives: the published ones, in the order shown, and every reminder (gone ones' too,
 * from their last copy); a gone one has no API record to export, and is counted as left out.
 */
function exported(items: readonly Item[], entries: readonly PostulacionEntry[]) {
  const byId = new Map(entries.map((entry) => [entry.postulacion.id, entry.current]));
  const convocatorias = items.flatMap((item) => {
    const current = byId.get(item.postulacion.id) ?? null;
    return current === null ? [] : [current];
  });
  const recordatorios: CalendarRecordatorio[] = items.flatMap(({ postulacion, shown }) =>
    postulacion.recordatorio === null ? [] : [{ id: postulacion.id, titulo: shown.titulo, dia: postulacion.recordatorio }],
  );
  return { convocatorias, recordatorios, unpublished: items.length - convocatorias.length };
}

function Home({ count }: { count: number }) {
  return (
    <div className="reader-home">
      <p>
        {count === 0
          ? 'Todavía no seguís ninguna convocatoria.'
          : 'Elegí una convocatoria de la lista para leerla, cambiar su etapa, escribir una nota o poner un recordatorio.'}
      </p>
      <p className="reader-home-hint">
        En cualquier convocatoria, «Seguir en Mis convocatorias…» la agrega con la etapa que elijas: Me interesa, Preparando, Presentada o
        su resultado. La nota y el recordatorio se guardan solo en este equipo, aunque la convocatoria deje de publicarse.
      </p>
    </div>
  );
}

/** Mis convocatorias: the followed convocatorias by etapa, then the favorite organismos and trámites; list and reader. */
export function MisConvocatoriasPage({ params, id }: { params: URLSearchParams; id: number | null }) {
  const entries = usePostulaciones();
  const today = useToday();
  const days = useClosingSoonDays();
  const wide = useWide();
  const order = parsePostulacionOrder(params.get('orden'));
  useEffect(() => reader.preload(), []);
  // In the order shown: by etapa's group, then by the order chosen.
  const items = useMemo(() => {
    const sorted = (entries ?? []).map((entry) => itemOf(entry, today, days)).sort(comparePostulaciones(order));
    return etapaGroups.flatMap(({ group }) => sorted.filter((item) => groupOf(item.postulacion.etapa) === group));
  }, [entries, today, days, order]);
  const query = order === 'cierre' ? '' : `?orden=${order}`;
  const hrefOf = (itemId: number): string => `#/mis-convocatorias/${itemId}${query}`;
  const setOrder = (next: string): void => {
    const nextParams = new URLSearchParams(params);
    if (next === 'cierre') nextParams.delete('orden');
    else nextParams.set('orden', next);
    replaceQuery(id === null ? '/mis-convocatorias' : `/mis-convocatorias/${id}`, nextParams);
  };
  const soon = items.filter((item) => item.soon).length;
  const mirrored = useConvocatoriasMirrored();
  const goneText = mirrored ? 'Ya no está publicada en la API' : 'Sin descargar: se muestra la última copia guardada';
  const { convocatorias, recordatorios, unpublished } = exported(items, entries ?? []);
  // Back from a record a narrow window showed alone, the focus returns to its row (the links are in the order of `items`).
  const column = useRef<HTMLElement>(null);
  const rowLinks = useRef<VirtualListHandle>({
    focusRow: (index) => column.current?.querySelectorAll<HTMLElement>('.mis-item-link')[index]?.focus(),
  });
  const focusRows = useMemo(
    () => (entries === undefined ? undefined : items.map((item) => ({ id: item.postulacion.id }))),
    [entries, items],
  );
  useReturnFocus('mis-convocatorias', focusRows, rowLinks, wide || id === null);

  const listColumn = (
    <section ref={column} className="list-column mis-column" aria-labelledby="mis-title">
      <header className="list-header">
        <h1 id="mis-title" className="sr-only">
          Mis convocatorias
        </h1>
        <p className="result-count" data-testid="result-count">
          {entries === undefined ? 'Cargando…' : `${formatCount(items.length)} ${items.length === 1 ? 'convocatoria' : 'convocatorias'}`}
        </p>
        <label className="mis-order">
          <span className="sr-only">Ordenar por</span>
          <select value={order} onChange={(event) => setOrder(event.target.value)} aria-label="Ordenar por">
            {postulacionOrders.map((value) => (
              <option key={value} value={value}>
                {postulacionOrderLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <ExportMenu
          convocatorias={entries === undefined ? undefined : convocatorias}
          recordatorios={recordatorios}
          unpublished={unpublished}
          label="Exportar Mis convocatorias"
        />
      </header>
      <div className="mis-scroll">
        {soon > 0 && (
          <p className="note mis-pronto" data-testid="closing-soon">
            {soon === 1 ? '1 convocatoria que seguís cierra' : `${formatCount(soon)} convocatorias que seguís cierran`} en los próximos{' '}
            {days} {days === 1 ? 'día' : 'días'}.
          </p>
        )}
        {entries !== undefined && items.length === 0 && (
          <p className="state">
            Todavía no seguís ninguna convocatoria. En una convocatoria, «Seguir en Mis convocatorias…» la guarda aquí con su etapa, aunque
            después deje de publicarse.
          </p>
        )}
        {etapaGroups.map(({ group, title }) => {
          const ofGroup = items.filter((item) => groupOf(item.postulacion.etapa) === group);
          if (ofGroup.length === 0) return null;
          return (
            <section key={group} className="mis-section" aria-labelledby={`mis-${group}`}>
              <h2 id={`mis-${group}`} className="mis-group-title">
                {title} <span className="muted">{formatCount(ofGroup.length)}</span>
              </h2>
              <ul className="mis-list" aria-labelledby={`mis-${group}`}>
                {ofGroup.map((item) => (
                  <PostulacionItem
                    key={item.postulacion.id}
                    item={item}
                    href={hrefOf(item.postulacion.id)}
                    today={today}
                    selected={item.postulacion.id === id}
                    wide={wide}
                    goneText={goneText}
                  />
                ))}
              </ul>
            </section>
          );
        })}
        <FavoritosSection />
        <Avisos days={days} />
      </div>
    </section>
  );

  return (
    <ListReader
      list={listColumn}
      reader={
        id === null ? null : <reader.Part key={id} id={id} backTo={{ href: `#/mis-convocatorias${query}`, label: 'Mis convocatorias' }} />
      }
      empty={<Home count={items.length} />}
      onEscape={() => {
        window.location.hash = `#/mis-convocatorias${query}`;
      }}
    />
  );
}

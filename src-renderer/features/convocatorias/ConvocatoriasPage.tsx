import { useMemo, useRef } from 'react';
import { filterToParams, isDefaultFilter, localToday, parseFilter, useConvocatorias, type ConvocatoriaFilter, type ConvocatoriaRow } from '../../data/convocatorias';
import { startSync, useSyncSnapshot } from '../../data/sync';
import { replaceQuery } from '../../router';
import { ResultCount } from '../../ui/ListState';
import { rememberOpened, useReturnFocus } from '../../ui/returnFocus';
import { VirtualList, type VirtualListHandle } from '../../ui/VirtualList';
import { ExportToolbar } from '../exports/ExportToolbar';
import { RecordMarks } from '../favoritos/RecordMarks';
import { ConvocatoriaFilters } from './ConvocatoriaFilters';
import { EstadoYFechas } from './EstadoYFechas';

function ConvocatoriaItem({ convocatoria }: { convocatoria: ConvocatoriaRow }) {
  return (
    <a className="row-link" href={`#/convocatorias/${convocatoria.id}`} onClick={() => rememberOpened('convocatorias', convocatoria.id)}>
      <span className="row-title">{convocatoria.titulo}</span>
      <span className="row-meta">
        <EstadoYFechas convocatoria={convocatoria} />
        <RecordMarks kind="convocatoria" row={convocatoria} />
      </span>
    </a>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  const sync = useSyncSnapshot();
  if (filtered) return <p className="state">Ninguna convocatoria coincide con estos filtros.</p>;
  if (sync.running) return <p className="state">Descargando convocatorias…</p>;
  return (
    <div className="state">
      <p>Todavía no hay convocatorias guardadas en este equipo.</p>
      <button type="button" onClick={() => void startSync()}>
        Sincronizar ahora
      </button>
    </div>
  );
}

const nouns = { singular: 'convocatoria', plural: 'convocatorias' };

export function ConvocatoriasPage({ params }: { params: URLSearchParams }) {
  const query = params.toString();
  const filter = useMemo(() => parseFilter(new URLSearchParams(query)), [query]);
  const view = useConvocatorias(filter);
  // While only the first screen is there, nothing acts on "the list" as a whole.
  const rows = view?.complete === true ? view.rows : undefined;
  const list = useRef<VirtualListHandle>(null);
  useReturnFocus('convocatorias', rows, list);
  const onChange = (next: ConvocatoriaFilter): void => replaceQuery('/convocatorias', filterToParams(next));
  const filtered = !isDefaultFilter(filter);

  return (
    <section className="page" aria-labelledby="convocatorias-title">
      <header className="page-header">
        <h1 id="convocatorias-title">Convocatorias</h1>
        <ResultCount count={view?.total} nouns={nouns} />
      </header>
      <ConvocatoriaFilters filter={filter} today={localToday()} onChange={onChange} onSearchArrowDown={() => list.current?.focusRow(0)} />
      <ExportToolbar convocatorias={rows} />
      {view === undefined ? (
        <p className="state">Cargando convocatorias…</p>
      ) : view.total === 0 ? (
        <EmptyState filtered={filtered} />
      ) : (
        <VirtualList
          items={view.rows}
          total={view.total}
          busy={!view.complete}
          label="Convocatorias"
          rowHeight={68}
          getKey={(row) => row.id}
          renderRow={(row) => <ConvocatoriaItem convocatoria={row} />}
          handle={list}
        />
      )}
    </section>
  );
}

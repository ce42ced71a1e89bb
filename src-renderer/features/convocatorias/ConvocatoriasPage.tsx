import { memo, useCallback, useLayoutEffect, useMemo, useRef, type ComponentProps } from 'react';
import {
  filterToParams,
  narrows,
  parseFilter,
  useConvocatoriaFacets,
  useConvocatorias,
  useToday,
  type ConvocatoriaFilter,
  type ConvocatoriaRow,
} from '../../data/convocatorias';
import { requestSync, useSyncSnapshot } from '../../data/sync/controller';
import { listHref, recordHref, replaceHash, replaceQuery } from '../../router';
import { Icon } from '../../ui/Icon';
import { focusReader, ListReader, useFilterPanel, useWide } from '../../ui/ListReader';
import { ListHeader } from '../../ui/ListHeader';
import { ResultCount } from '../../ui/ListState';
import { ReadError } from '../../ui/ReadError';
import { rememberOpened, useReturnFocus } from '../../ui/returnFocus';
import { VirtualList, type VirtualListHandle } from '../../ui/VirtualList';
import { ExportMenu } from '../exports/ExportMenu';
import { RecordMarks } from '../favoritos/RecordMarks';
import { ConvocatoriaDetail } from './ConvocatoriaDetail';
import { ConvocatoriaFilters } from './ConvocatoriaFilters';
import { FacetChips } from './FacetChips';
import { ClosingChip, StateChip } from './StateChips';

// Memoised: a row still on screen after a filter change (or a render for the counts) is left alone.
const ConvocatoriaItem = memo(function ConvocatoriaItem({
  convocatoria,
  href,
  today,
  wide,
}: {
  convocatoria: ConvocatoriaRow;
  href: string;
  today: string;
  wide: boolean;
}) {
  const documentos = convocatoria.documentos.length;
  return (
    <a
      className="row-link"
      href={href}
      onClick={(event) => {
        // Narrow: the record replaces the list, which gives the focus back to this row on return.
        if (!wide) rememberOpened('convocatorias', convocatoria.id);
        // Enter on a row (a click without a pointer) moves on to reading it.
        else if (event.detail === 0) focusReader();
      }}
    >
      <span className="row-title">
        <bdi>{convocatoria.titulo}</bdi>
      </span>
      <span className="row-meta">
        <StateChip convocatoria={convocatoria} today={today} />
        <ClosingChip convocatoria={convocatoria} today={today} />
        {documentos > 0 && (
          <span className="row-docs" title={documentos === 1 ? '1 documento' : `${documentos} documentos`}>
            <Icon name="clip" />
            {documentos}
            <span className="sr-only">{documentos === 1 ? ' documento' : ' documentos'}</span>
          </span>
        )}
        <RecordMarks kind="convocatoria" row={convocatoria} compact />
        <FacetChips facets={convocatoria.facets} />
      </span>
    </a>
  );
});

/** The panel with its counts, which follow the list in a render of their own (see useConvocatoriaFacets). */
function FiltersWithCounts(props: Omit<ComponentProps<typeof ConvocatoriaFilters>, 'facets'>) {
  const facets = useConvocatoriaFacets(props.filter);
  return <ConvocatoriaFilters {...props} facets={facets} />;
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const sync = useSyncSnapshot();
  if (filtered) {
    return (
      <div className="state" role="status">
        <p>Ninguna convocatoria coincide con estos filtros.</p>
        <button type="button" onClick={onClear}>
          Limpiar filtros
        </button>
      </div>
    );
  }
  if (sync.running) return <p className="state">Descargando convocatorias…</p>;
  return (
    <div className="state">
      <p>Todavía no hay convocatorias guardadas en este equipo.</p>
      <button type="button" onClick={requestSync}>
        Sincronizar ahora
      </button>
    </div>
  );
}

const nouns = { singular: 'convocatoria', plural: 'convocatorias' };
const idOf = (row: ConvocatoriaRow): number => row.id;

export function ConvocatoriasPage({ params, id }: { params: URLSearchParams; id: number | null }) {
  const query = params.toString();
  const filter = useMemo(() => parseFilter(new URLSearchParams(query)), [query]);
  const filterParams = useMemo(() => filterToParams(filter), [filter]);
  const view = useConvocatorias(filter);
  const today = useToday();
  const wide = useWide();
  const sync = useSyncSnapshot();
  const [panelHidden, setPanelHidden] = useFilterPanel();
  // While only the first screen is there, nothing acts on "the list" as a whole.
  const rows = view?.complete === true ? view.rows : undefined;
  const list = useRef<VirtualListHandle>(null);
  useReturnFocus('convocatorias', rows, list, wide || id === null);
  const filtered = narrows(filter);
  const path = id === null ? '/convocatorias' : `/convocatorias/${id}`;
  // The panel's callbacks stay the same from render to render (so its parts that did not change
  // are left alone) and read the filter and path in force when a person acts.
  const current = useRef({ filter, path });
  useLayoutEffect(() => {
    current.current = { filter, path };
  });
  const onChange = useCallback(
    (patch: Partial<ConvocatoriaFilter>) => replaceQuery(current.current.path, filterToParams({ ...current.current.filter, ...patch })),
    [],
  );
  const focusFirstRow = useCallback(() => list.current?.focusRow(0), []);
  const clear = (): void =>
    replaceQuery(
      path,
      filterToParams({ ...filter, estado: 'todas', cierre: 'todas', desde: '', hasta: '', q: '', documentos: false, nuevas: false }),
    );
  const selectedIndex = id === null || view === undefined ? -1 : view.rows.findIndex((row) => row.id === id);
  const hrefOf = (row: ConvocatoriaRow): string => recordHref('convocatorias', row.id, filterParams);
  // Nothing cached yet and the first page on its way: no "0 convocatorias".
  const arriving = view !== undefined && view.total === 0 && !filtered && sync.running;

  const listColumn = (
    <section className="list-column" aria-labelledby="convocatorias-title">
      <ListHeader title="Convocatorias" titleId="convocatorias-title" panelHidden={panelHidden} onTogglePanel={setPanelHidden}>
        <ResultCount count={arriving ? undefined : view?.total} nouns={nouns} loadingText={arriving ? 'Descargando…' : undefined} />
        <ExportMenu convocatorias={rows} label="Exportar las convocatorias de la lista" />
      </ListHeader>
      {view === undefined ? (
        <ReadError table="convocatorias" loading="Cargando convocatorias…" />
      ) : view.total === 0 ? (
        <EmptyState filtered={filtered} onClear={clear} />
      ) : (
        <VirtualList
          items={view.rows}
          total={view.total}
          busy={!view.complete}
          label="Convocatorias"
          rowHeight={54}
          getKey={idOf}
          renderRow={(row) => <ConvocatoriaItem convocatoria={row} href={hrefOf(row)} today={today} wide={wide} />}
          handle={list}
          selectedIndex={selectedIndex}
          onMove={(index) => {
            const row = view.rows[index];
            if (wide && row !== undefined) replaceHash(hrefOf(row));
          }}
        />
      )}
    </section>
  );

  return (
    <ListReader
      panel={<FiltersWithCounts filter={filter} today={today} onChange={onChange} onSearchArrowDown={focusFirstRow} />}
      panelHidden={panelHidden}
      list={listColumn}
      reader={id === null ? null : <ConvocatoriaDetail key={id} id={id} />}
      empty={<p>Elegí una convocatoria de la lista para leerla aquí.</p>}
      onEscape={() => {
        if (wide) list.current?.focusRow(Math.max(0, selectedIndex));
        else window.location.hash = listHref('convocatorias');
      }}
    />
  );
}

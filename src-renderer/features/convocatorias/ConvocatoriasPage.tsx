import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { spanishCount } from '../../../src-shared/spanish-count';
import {
  defaultFilter,
  filterToParams,
  narrows,
  parseFilter,
  useConvocatoriaFacets,
  useConvocatorias,
  useCachedConvocatorias,
  useToday,
  wholeList,
  type ConvocatoriaFilter,
  type ConvocatoriaRow,
  type DocumentHit,
} from '../../data/convocatorias';
import { busquedaParam, useMarkSeen } from '../../data/personal/busquedas';
import { useSyncSnapshot } from '../../data/sync/controller';
import { listHref, recordHref, replaceHash, replaceQuery } from '../../router';
import { Icon } from '../../ui/Icon';
import { ListReader, openedFromRow, useFilterPanel, useWide } from '../../ui/ListReader';
import { viewerParam } from '../../ui/viewer/viewer-route';
import { searchWords } from '../../data/search/words';
import { ListHeader } from '../../ui/ListHeader';
import { ClearFiltersButton } from '../../ui/ClearFiltersButton';
import { ResultCount } from '../../ui/ListState';
import { NoConvocatoriasStored } from './NoConvocatoriasStored';
import { LoadFailure, lazyPart } from '../../ui/lazy';
import { ReadError } from '../../ui/ReadError';
import { useReturnFocus } from '../../ui/returnFocus';
import { VirtualList, type VirtualListHandle } from '../../ui/VirtualList';
import { ExportMenu } from '../exports/ExportMenu';
import { ConvocatoriaMarks } from '../mis-convocatorias/ConvocatoriaMarks';
import { ConvocatoriaFilters } from './ConvocatoriaFilters';
import { documentHitHref } from './document-hit';
import { FacetChips } from './FacetChips';
import { RowTitle } from './RowTitle';
import { SavedSearches } from './SavedSearches';
import { SaveSearch } from './SaveSearch';
import { ClosingChip, StartChip, StateChip } from './StateChips';
import { ReaderHome, SummaryLine } from './Summary';

// The reader's code (the record, its documents) loads just after the list has shown, not before it.
const reader = lazyPart(async () => (await import('./ConvocatoriaDetail')).ConvocatoriaDetail, {
  loading: <p className="state">Cargando…</p>,
  failed: (retry, message) => <LoadFailure what="No se pudo cargar la convocatoria." message={message} retry={retry} />,
});

// Memoised: a row still on screen after a filter change (or a render for the counts) is left alone.
const ConvocatoriaItem = memo(function ConvocatoriaItem({
  convocatoria,
  href,
  today,
  wide,
  words,
  documentHit,
}: {
  convocatoria: ConvocatoriaRow;
  href: string;
  today: string;
  wide: boolean;
  /** The search's folded words, marked where they are. */
  words: readonly string[];
  /** Where its saved documents hold the words (the search looks there too); `href` then opens that document. */
  documentHit: DocumentHit | undefined;
}) {
  const documentos = convocatoria.documentos.length;
  return (
    <a
      className="row-link"
      href={href}
      // Enter on a row is a click without a pointer (detail 0).
      onClick={(event) => openedFromRow('convocatorias', convocatoria.id, wide, event.detail === 0)}
    >
      <RowTitle convocatoria={convocatoria} words={words} documentHit={documentHit} />
      <span className="row-meta">
        <StateChip convocatoria={convocatoria} today={today} />
        <StartChip convocatoria={convocatoria} today={today} />
        <ClosingChip convocatoria={convocatoria} today={today} />
        {documentos > 0 && (
          <span className="row-docs" title={documentos === 1 ? '1 documento' : `${documentos} documentos`}>
            <Icon name="clip" />
            {documentos}
            <span className="sr-only">{documentos === 1 ? ' documento' : ' documentos'}</span>
          </span>
        )}
        <ConvocatoriaMarks row={convocatoria} compact />
        <FacetChips facets={convocatoria.facets} titulo={convocatoria.titulo} />
      </span>
    </a>
  );
});

/**
 * The panel with its counts, which follow the list in a render of their own (see useConvocatoriaFacets).
 * While the list shows rows not stored yet (`saving`), the cache would count none of them: no counts.
 */
function FiltersWithCounts({ saving, ...props }: Omit<ComponentProps<typeof ConvocatoriaFilters>, 'facets'> & { saving: boolean }) {
  const facets = useConvocatoriaFacets(props.filter);
  return <ConvocatoriaFilters {...props} facets={saving ? null : facets} />;
}

/**
 * Why the list is empty: nothing stored yet (whatever the filters say: clearing them would list
 * nothing), nothing stored that the filters let through, or no convocatoria open today.
 */
function EmptyState({ filtered, noneStored, onClear }: { filtered: boolean; noneStored: boolean; onClear: () => void }) {
  if (noneStored) return <NoConvocatoriasStored />;
  if (filtered) {
    return (
      <div className="state" role="status">
        <p>Ninguna convocatoria coincide con estos filtros.</p>
        <ClearFiltersButton onClear={onClear} />
      </div>
    );
  }
  return (
    <div className="state" role="status">
      <p>Ninguna convocatoria está abierta hoy.</p>
      <a href={`#/convocatorias?${filterToParams(wholeList).toString()}`}>Ver todas</a>
    </div>
  );
}

const nouns = { singular: 'convocatoria', plural: 'convocatorias' };
const idOf = (row: ConvocatoriaRow): number => row.id;

export function ConvocatoriasPage({ params, id }: { params: URLSearchParams; id: number | null }) {
  const query = params.toString();
  const filter = useMemo(() => parseFilter(new URLSearchParams(query)), [query]);
  // The open saved search, if any, stays named in the list's links (a record opened from it keeps it current).
  const busqueda = params.get(busquedaParam);
  const filterParams = useMemo(() => {
    const canonical = filterToParams(filter);
    if (busqueda !== null) canonical.set(busquedaParam, busqueda);
    return canonical;
  }, [filter, busqueda]);
  const words = useMemo(() => searchWords(filter.q), [filter.q]);
  const view = useConvocatorias(filter);
  const today = useToday();
  const wide = useWide();
  useEffect(() => reader.preload(), []);
  const sync = useSyncSnapshot();
  const [panelHidden, setPanelHidden] = useFilterPanel(params.has(viewerParam));
  // While only the first screen is there, nothing acts on "the list" as a whole.
  const rows = view?.complete === true ? view.rows : undefined;
  useMarkSeen(busqueda, filter, rows);
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
  // Back to the first screen (Abiertas), in the order in force and searching where it did: neither is a filter.
  // Each "Limpiar filtros" (the panel's, the line's, the empty list's) counts: a date typed and
  // refused for its range, never part of the filter, goes too (the date fields start over).
  const [clears, setClears] = useState(0);
  const clear = useCallback((): void => {
    const { filter: now, path: at } = current.current;
    setClears((count) => count + 1);
    replaceQuery(at, filterToParams({ ...defaultFilter, orden: now.orden, docs: now.docs }));
  }, []);
  const cachedCount = useCachedConvocatorias();
  // Nothing in the cache, as far as is known: while the count is read, an unfiltered empty list
  // is taken for one (a filtered one, for a list the filters empty).
  const noneStored = cachedCount === 0 || (cachedCount === undefined && !filtered);
  const selectedIndex = id === null || view === undefined ? -1 : view.rows.findIndex((row) => row.id === id);
  const hrefOf = (row: ConvocatoriaRow): string => recordHref('convocatorias', row.id, filterParams);
  const documentHits = view?.documentHits ?? null;
  // A row matched in a saved document opens that document on its page; moving along the list with the arrows does not.
  const openHref = (row: ConvocatoriaRow, hit: DocumentHit | undefined): string =>
    hit === undefined ? hrefOf(row) : documentHitHref(row.id, filterParams, hit);
  // Nothing cached yet and the first page on its way, or listed before it is stored (its count is not the list's): no count.
  const arriving = view !== undefined && (view.saving || (view.total === 0 && noneStored && sync.running));

  const listColumn = (
    <section className="list-column" aria-labelledby="convocatorias-title">
      <ListHeader title="Convocatorias" titleId="convocatorias-title" panelHidden={panelHidden} onTogglePanel={setPanelHidden}>
        <ResultCount count={arriving ? undefined : view?.total} nouns={nouns} loadingText={arriving ? 'Descargando…' : undefined} />
        <SaveSearch params={params} path={path} shown={rows} q={filter.q} />
        <ExportMenu convocatorias={rows} label="Exportar las convocatorias de la lista" />
      </ListHeader>
      <SummaryLine filter={filter} saving={view?.saving === true} onChange={onChange} onClear={clear} />
      {view === undefined ? (
        <ReadError table="convocatorias" loading="Cargando convocatorias…" />
      ) : view.total === 0 ? (
        <EmptyState filtered={filtered} noneStored={noneStored} onClear={clear} />
      ) : (
        <VirtualList
          items={view.rows}
          total={view.total}
          busy={!view.complete}
          label="Convocatorias"
          rowHeight={54}
          getKey={idOf}
          renderRow={(row) => {
            const hit = documentHits?.get(row.id);
            return (
              <ConvocatoriaItem convocatoria={row} href={openHref(row, hit)} today={today} wide={wide} words={words} documentHit={hit} />
            );
          }}
          handle={list}
          selectedIndex={selectedIndex}
          onMove={(index) => {
            const row = view.rows[index];
            if (wide && row !== undefined) replaceHash(hrefOf(row));
          }}
        />
      )}
      {view !== undefined && (view.held > 0 || view.stale) && (
        <div className="list-held" role="status">
          <button type="button" onClick={view.showFresh}>
            {view.held === 0
              ? 'La sincronización cambió el orden — reordenar'
              : `${spanishCount(view.held)} ${view.held === 1 ? 'convocatoria nueva' : 'convocatorias nuevas'} — mostrar`}
          </button>
        </div>
      )}
    </section>
  );

  return (
    <ListReader
      panel={
        <>
          <SavedSearches current={busqueda} />
          <FiltersWithCounts
            filter={filter}
            today={today}
            onChange={onChange}
            onClear={clear}
            clears={clears}
            onSearchArrowDown={focusFirstRow}
            saving={view?.saving === true}
          />
        </>
      }
      panelHidden={panelHidden}
      list={listColumn}
      reader={id === null ? null : <reader.Part key={id} id={id} words={words} />}
      empty={<ReaderHome params={filterParams} today={today} listed={view?.total} />}
      onEscape={() => {
        if (wide) list.current?.focusRow(Math.max(0, selectedIndex));
        else window.location.hash = listHref('convocatorias');
      }}
    />
  );
}

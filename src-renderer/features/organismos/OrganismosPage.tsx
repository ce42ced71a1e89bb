import { useMemo, useRef } from 'react';
import { fold } from '../../../src-shared/text';
import {
  organismoFilterFromParams,
  organismoFilterToParams,
  useOrganismos,
  type OrganismoFilter,
  type OrganismoRow,
} from '../../data/organismos';
import { listHref, recordHref, replaceHash, replaceQuery, type OrganismoList } from '../../router';
import { FacetList } from '../../ui/FacetList';
import { ListReader, openedFromRow, useFilterPanel, useWide } from '../../ui/ListReader';
import { ListHeader } from '../../ui/ListHeader';
import { ClearFiltersButton } from '../../ui/ClearFiltersButton';
import { ListState, ReaderHint, ResultCount } from '../../ui/ListState';
import { useReturnFocus } from '../../ui/returnFocus';
import { SearchBox } from '../../ui/SearchBox';
import { VirtualList, type VirtualListHandle } from '../../ui/VirtualList';
import { RecordMarks } from '../favoritos/RecordMarks';
import { listNames, sinDependencia, sinProvincia } from './lists';
import { OrganismoDetail } from './OrganismoDetail';
import { Highlight } from '../../ui/Highlight';

interface OrganismoItemProps {
  organismo: OrganismoRow;
  href: string;
  onOpen: (keyboard: boolean) => void;
  /** The search's folded words, marked where they are. */
  words: readonly string[];
}

function OrganismoItem({ organismo, href, onOpen, words }: OrganismoItemProps) {
  const { nombre, provincia, dependeDe } = organismo;
  // The search reads the description too (see rows.ts): a word not in what the row shows matched there.
  const inDescripcion = useMemo(() => {
    const shown = fold(`${nombre} ${provincia} ${dependeDe}`);
    return words.some((word) => !shown.includes(word));
  }, [nombre, provincia, dependeDe, words]);
  return (
    <a className="row-link" href={href} onClick={(event) => onOpen(event.detail === 0)}>
      <span className="row-title">
        <bdi>
          <Highlight text={nombre} words={words} />
        </bdi>
      </span>
      <span className="row-meta">
        <span className="row-place">
          {provincia.trim() === '' ? (
            sinProvincia
          ) : (
            <bdi>
              <Highlight text={provincia} words={words} />
            </bdi>
          )}
        </span>
        {dependeDe.trim() !== '' && (
          <span className="row-snippet">
            <bdi>
              <Highlight text={dependeDe} words={words} />
            </bdi>
          </span>
        )}
        {inDescripcion && <span className="row-found">coincide en la descripción</span>}
        <RecordMarks kind="organismo" row={organismo} compact />
      </span>
    </a>
  );
}

/** "con «cordoba»", "con «cordoba» en Córdoba"… for the message shown when nothing matches; API values isolated (FSI … PDI). */
function describeFilter(filter: OrganismoFilter): string | null {
  const parts: string[] = [];
  if (filter.search.trim() !== '') parts.push(`con «${filter.search.trim()}»`);
  if (filter.provincia !== null)
    parts.push(`en ${filter.provincia === '' ? 'registros sin provincia' : `\u2068${filter.provincia}\u2069`}`);
  if (filter.dependeDe !== null) parts.push(filter.dependeDe === '' ? 'sin dependencia' : `que dependa de \u2068${filter.dependeDe}\u2069`);
  return parts.length === 0 ? null : parts.join(' ');
}

/** One page for the four lists of organismo records, each with search and the provincia and dependencia facets. */
export function OrganismosPage({ list, params, id }: { list: OrganismoList; params: URLSearchParams; id: number | null }) {
  const { title, nouns } = listNames[list];
  const filter = organismoFilterFromParams(params, true);
  const view = useOrganismos(list, filter);
  const wide = useWide();
  const [panelHidden, setPanelHidden] = useFilterPanel();
  const listRef = useRef<VirtualListHandle>(null);
  useReturnFocus(list, view?.rows, listRef, wide || id === null);
  const path = id === null ? `/${list}` : `/${list}/${id}`;
  const filterParams = organismoFilterToParams(filter);
  const update = (patch: Partial<OrganismoFilter>): void => replaceQuery(path, organismoFilterToParams({ ...filter, ...patch }, params));
  const clear = (): void => update({ search: '', provincia: null, dependeDe: null });
  const selectedIndex = id === null || view === undefined ? -1 : view.rows.findIndex((row) => row.id === id);
  const filtered = describeFilter(filter) !== null;

  const panel = (
    <div className="filter-panel" role="search" aria-label={`Filtros de ${nouns.plural}`}>
      <SearchBox
        value={filter.search}
        placeholder="Nombre, lugar o texto"
        onChange={(search) => update({ search })}
        onArrowDown={() => listRef.current?.focusRow(0)}
      />
      <FacetList
        title="Provincia"
        allLabel="Todas"
        emptyLabel={sinProvincia}
        values={view?.facets.provincia ?? []}
        selected={filter.provincia}
        onChange={(provincia) => update({ provincia })}
      />
      <FacetList
        title="Depende de"
        allLabel="Todas"
        emptyLabel={sinDependencia}
        values={view?.facets.dependeDe ?? []}
        selected={filter.dependeDe}
        onChange={(dependeDe) => update({ dependeDe })}
      />
      <ClearFiltersButton className="link-button" disabled={!filtered} onClear={clear} />
    </div>
  );

  const listColumn = (
    <section className="list-column" aria-labelledby="list-title">
      <ListHeader title={title} titleId="list-title" panelHidden={panelHidden} onTogglePanel={setPanelHidden}>
        <ResultCount count={view?.rows.length} total={view?.total} nouns={nouns} />
      </ListHeader>
      {view === undefined || view.rows.length === 0 ? (
        <ListState collection={list} nouns={nouns} total={view?.total} filterText={describeFilter(filter)} onClear={clear} />
      ) : (
        <VirtualList
          items={view.rows}
          label={title}
          rowHeight={54}
          getKey={(row) => row.id}
          handle={listRef}
          selectedIndex={selectedIndex}
          onMove={(index) => {
            const row = view.rows[index];
            if (wide && row !== undefined) replaceHash(recordHref(list, row.id, filterParams));
          }}
          renderRow={(row) => (
            <OrganismoItem
              organismo={row}
              href={recordHref(list, row.id, filterParams)}
              onOpen={(keyboard) => openedFromRow(list, row.id, wide, keyboard)}
              words={view.words}
            />
          )}
        />
      )}
    </section>
  );

  return (
    <ListReader
      panel={panel}
      panelHidden={panelHidden}
      list={listColumn}
      reader={id === null ? null : <OrganismoDetail key={id} id={id} list={list} />}
      empty={<ReaderHint nouns={nouns} shown={view?.rows.length} total={view?.total} />}
      onEscape={() => {
        if (wide) listRef.current?.focusRow(Math.max(0, selectedIndex));
        else window.location.hash = listHref(list);
      }}
    />
  );
}

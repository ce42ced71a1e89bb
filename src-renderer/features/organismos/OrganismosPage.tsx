import { useRef } from 'react';
import {
  organismoFilterFromParams, organismoFilterToParams, useOrganismos, type OrganismoFilter, type OrganismoRow,
} from '../../data/organismos';
import { replaceQuery, type OrganismoList } from '../../router';
import { ListState, ResultCount } from '../../ui/ListState';
import { rememberOpened, useReturnFocus } from '../../ui/returnFocus';
import { SearchBox } from '../../ui/SearchBox';
import { VirtualList, type VirtualListHandle } from '../../ui/VirtualList';
import { RecordMarks } from '../favoritos/RecordMarks';
import { FacetSelect } from './FacetSelect';
import { listNames, sinDependencia, sinProvincia } from './lists';

function OrganismoItem({ organismo, onOpen }: { organismo: OrganismoRow; onOpen: () => void }) {
  return (
    <a className="row-link" href={`#/organismos/${organismo.id}`} onClick={onOpen}>
      <span className="row-title">{organismo.nombre}</span>
      <span className="row-meta">
        <RecordMarks kind="organismo" row={organismo} />
        <span className="row-place">{organismo.provincia.trim() === '' ? sinProvincia : organismo.provincia}</span>
        {organismo.dependeDe.trim() !== '' && <span className="row-snippet">{organismo.dependeDe}</span>}
      </span>
    </a>
  );
}

/** "con «cordoba»", "con «cordoba» en Córdoba"… for the message shown when nothing matches. */
function describeFilter(filter: OrganismoFilter): string | null {
  const parts: string[] = [];
  if (filter.search.trim() !== '') parts.push(`con «${filter.search.trim()}»`);
  if (filter.provincia !== null) parts.push(`en ${filter.provincia === '' ? 'registros sin provincia' : filter.provincia}`);
  if (filter.dependeDe !== null) parts.push(filter.dependeDe === '' ? 'sin dependencia' : `que dependa de ${filter.dependeDe}`);
  return parts.length === 0 ? null : parts.join(' ');
}

/** One page for the four lists of organismo records; provincia and depende_de facets for organismos. */
export function OrganismosPage({ list, params }: { list: OrganismoList; params: URLSearchParams }) {
  const { title, nouns } = listNames[list];
  const withFacets = list === 'organismos';
  const filter = organismoFilterFromParams(params, withFacets);
  const view = useOrganismos(list, filter);
  const listRef = useRef<VirtualListHandle>(null);
  useReturnFocus(list, view?.rows, listRef);

  const update = (patch: Partial<OrganismoFilter>): void => {
    replaceQuery(`/${list}`, organismoFilterToParams({ ...filter, ...patch }, params));
  };

  return (
    <section className="page" aria-labelledby="list-title">
      <header className="page-header">
        <h1 id="list-title">{title}</h1>
        <ResultCount count={view?.rows.length} nouns={nouns} />
      </header>
      <div className="filters" role="search" aria-label={`Filtros de ${nouns.plural}`}>
        <div className="filters-row">
          <SearchBox
            value={filter.search}
            placeholder={withFacets ? 'Nombre, provincia, dependencia o texto' : 'Nombre, provincia o texto'}
            onChange={(search) => update({ search })}
            onArrowDown={() => listRef.current?.focusRow(0)}
          />
          {withFacets && (
            <>
              <FacetSelect
                label="Provincia"
                allLabel="Todas"
                emptyLabel={sinProvincia}
                values={view?.facets.provincia ?? []}
                selected={filter.provincia}
                onChange={(provincia) => update({ provincia })}
              />
              <FacetSelect
                label="Depende de"
                allLabel="Todas"
                emptyLabel={sinDependencia}
                values={view?.facets.dependeDe ?? []}
                selected={filter.dependeDe}
                onChange={(dependeDe) => update({ dependeDe })}
              />
            </>
          )}
        </div>
      </div>
      {view === undefined || view.rows.length === 0 ? (
        <ListState
          collection={list}
          nouns={nouns}
          total={view?.total}
          filterText={describeFilter(filter)}
          onClear={() => update({ search: '', provincia: null, dependeDe: null })}
        />
      ) : (
        <VirtualList
          items={view.rows}
          label={title}
          rowHeight={64}
          getKey={(row) => row.id}
          handle={listRef}
          renderRow={(row) => <OrganismoItem organismo={row} onOpen={() => rememberOpened(list, row.id)} />}
        />
      )}
    </section>
  );
}

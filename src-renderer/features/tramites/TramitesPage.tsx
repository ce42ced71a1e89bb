import { useRef } from 'react';
import { useTramites, type TramiteRow } from '../../data/tramites';
import { replaceQuery } from '../../router';
import { ListState, ResultCount } from '../../ui/ListState';
import { rememberOpened, useReturnFocus } from '../../ui/returnFocus';
import { SearchBox } from '../../ui/SearchBox';
import { VirtualList, type VirtualListHandle } from '../../ui/VirtualList';
import { RecordMarks } from '../favoritos/RecordMarks';

const nouns = { singular: 'trámite', plural: 'trámites' };

function TramiteItem({ tramite }: { tramite: TramiteRow }) {
  return (
    <a className="row-link" href={`#/tramites/${tramite.id}`} onClick={() => rememberOpened('tramites', tramite.id)}>
      <span className="row-title">{tramite.titulo}</span>
      <span className="row-meta">
        <RecordMarks kind="tramite" row={tramite} />
        {tramite.bajada !== '' && <span className="row-snippet">{tramite.bajada}</span>}
      </span>
    </a>
  );
}

export function TramitesPage({ params }: { params: URLSearchParams }) {
  const search = params.get('q') ?? '';
  const view = useTramites(search);
  const listRef = useRef<VirtualListHandle>(null);
  useReturnFocus('tramites', view?.rows, listRef);

  const onSearch = (value: string): void => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete('q');
    else next.set('q', value);
    replaceQuery('/tramites', next);
  };

  return (
    <section className="page" aria-labelledby="list-title">
      <header className="page-header">
        <h1 id="list-title">Trámites</h1>
        <ResultCount count={view?.rows.length} nouns={nouns} />
      </header>
      <div className="filters" role="search" aria-label="Filtros de trámites">
        <div className="filters-row">
          <SearchBox value={search} placeholder="Título, resumen o texto" onChange={onSearch} onArrowDown={() => listRef.current?.focusRow(0)} />
        </div>
      </div>
      {view === undefined || view.rows.length === 0 ? (
        <ListState
          collection="tramites"
          nouns={nouns}
          total={view?.total}
          filterText={search.trim() === '' ? null : `con «${search.trim()}»`}
          onClear={() => onSearch('')}
        />
      ) : (
        <VirtualList
          items={view.rows}
          label="Trámites"
          rowHeight={68}
          getKey={(row) => row.id}
          handle={listRef}
          renderRow={(row) => <TramiteItem tramite={row} />}
        />
      )}
    </section>
  );
}

import { useRef } from 'react';
import { useTramites, type TramiteRow } from '../../data/tramites';
import { listHref, recordHref, replaceHash, replaceQuery } from '../../router';
import { ListReader, openedFromRow, useWide } from '../../ui/ListReader';
import { ListState, ReaderHint, ResultCount } from '../../ui/ListState';
import { useReturnFocus } from '../../ui/returnFocus';
import { SearchBox } from '../../ui/SearchBox';
import { VirtualList, type VirtualListHandle } from '../../ui/VirtualList';
import { RecordMarks } from '../favoritos/RecordMarks';
import { TramiteDetail } from './TramiteDetail';

const nouns = { singular: 'trámite', plural: 'trámites' };

function TramiteItem({ tramite, href, onOpen }: { tramite: TramiteRow; href: string; onOpen: (keyboard: boolean) => void }) {
  const documentos = tramite.documentos.length;
  return (
    <a className="row-link" href={href} onClick={(event) => onOpen(event.detail === 0)}>
      <span className="row-title">
        <bdi>{tramite.titulo}</bdi>
      </span>
      <span className="row-meta">
        {documentos > 0 && <span className="row-docs">{documentos === 1 ? '1 documento' : `${documentos} documentos`}</span>}
        {tramite.bajada !== '' && (
          <span className="row-snippet">
            <bdi>{tramite.bajada}</bdi>
          </span>
        )}
        <RecordMarks kind="tramite" row={tramite} compact />
      </span>
    </a>
  );
}

/** Trámites: search only (they carry no facets), the list and the reader. */
export function TramitesPage({ params, id }: { params: URLSearchParams; id: number | null }) {
  const search = params.get('q') ?? '';
  const view = useTramites(search);
  const wide = useWide();
  const listRef = useRef<VirtualListHandle>(null);
  useReturnFocus('tramites', view?.rows, listRef, wide || id === null);
  const path = id === null ? '/tramites' : `/tramites/${id}`;
  const searchParams = new URLSearchParams(search === '' ? {} : { q: search });
  const selectedIndex = id === null || view === undefined ? -1 : view.rows.findIndex((row) => row.id === id);

  const onSearch = (value: string): void => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete('q');
    else next.set('q', value);
    replaceQuery(path, next);
  };

  const listColumn = (
    <section className="list-column" aria-labelledby="list-title">
      <header className="list-header list-header-search">
        <h1 id="list-title" className="sr-only">
          Trámites
        </h1>
        <div className="list-search" role="search" aria-label="Filtros de trámites">
          <SearchBox
            value={search}
            placeholder="Título, resumen o texto"
            onChange={onSearch}
            onArrowDown={() => listRef.current?.focusRow(0)}
          />
        </div>
        <ResultCount count={view?.rows.length} total={view?.total} nouns={nouns} />
      </header>
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
          rowHeight={54}
          getKey={(row) => row.id}
          handle={listRef}
          selectedIndex={selectedIndex}
          onMove={(index) => {
            const row = view.rows[index];
            if (wide && row !== undefined) replaceHash(recordHref('tramites', row.id, searchParams));
          }}
          renderRow={(row) => (
            <TramiteItem
              tramite={row}
              href={recordHref('tramites', row.id, searchParams)}
              onOpen={(keyboard) => openedFromRow('tramites', row.id, wide, keyboard)}
            />
          )}
        />
      )}
    </section>
  );

  return (
    <ListReader
      list={listColumn}
      reader={id === null ? null : <TramiteDetail key={id} id={id} />}
      empty={<ReaderHint nouns={nouns} shown={view?.rows.length} total={view?.total} />}
      onEscape={() => {
        if (wide) listRef.current?.focusRow(Math.max(0, selectedIndex));
        else window.location.hash = listHref('tramites');
      }}
    />
  );
}

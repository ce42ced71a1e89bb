import type { Collection } from '../../src-shared/api';
import { recordKindOf } from '../../src-shared/api/collections';
import { listTableOf } from '../data/read-failures';
import { requestSync, useSyncSnapshot } from '../data/sync/controller';
import { ReadError } from './ReadError';
import { formatCount } from './format';
import { ClearFiltersButton } from './ClearFiltersButton';

/** How a list names its records: "1 museo", "45 museos". */
export interface Nouns {
  singular: string;
  plural: string;
}

/**
 * The reader while no record of a list (organismos, trámites: masculine nouns) is open: the hint
 * to pick a row, unless the list has none to pick. `shown` and `total`: its rows and the records
 * before filtering, undefined while they are read.
 */
export function ReaderHint({ nouns, shown, total }: { nouns: Nouns; shown: number | undefined; total: number | undefined }) {
  if (shown === undefined || total === undefined) return null;
  if (total === 0) return <p>Cuando haya {nouns.plural} guardados, elegí uno de la lista para leerlo aquí.</p>;
  if (shown === 0) return <p className="muted">Ningún {nouns.singular} coincide con los filtros: no hay nada para leer.</p>;
  return <p>Elegí un {nouns.singular} de la lista para leerlo aquí.</p>;
}

function countLabel(count: number, nouns: Nouns): string {
  return `${formatCount(count)} ${count === 1 ? nouns.singular : nouns.plural}`;
}

/** The always-visible number of matching records; its text begins with the number. */
export function ResultCount({
  count,
  nouns,
  loadingText = 'Cargando…',
  total,
}: {
  count: number | undefined;
  nouns: Nouns;
  loadingText?: string | undefined;
  total?: number | undefined;
}) {
  const sync = useSyncSnapshot();
  // Nothing cached yet and the first page on its way: "Descargando…", never "0 museos".
  const arriving = total === 0 && sync.running;
  return (
    <p className="result-count" data-testid="result-count" aria-live="polite">
      {arriving ? 'Descargando…' : count === undefined ? loadingText : countLabel(count, nouns)}
    </p>
  );
}

interface ListStateProps {
  collection: Collection;
  nouns: Nouns;
  /** Records in the list before filtering; undefined while the cache is read. */
  total: number | undefined;
  /** What the filters are, in words, for the "no match" message; null when there are none. */
  filterText: string | null;
  onClear: () => void;
}

/** What an empty list says instead of a blank area: loading, data arriving, nothing cached, or no match. */
export function ListState({ collection, nouns, total, filterText, onClear }: ListStateProps) {
  const sync = useSyncSnapshot();
  if (total === undefined) return <ReadError table={listTableOf[recordKindOf(collection)]} loading={`Cargando ${nouns.plural}…`} />;
  if (total > 0) {
    return (
      <div className="state" role="status">
        <p>
          Ningún {nouns.singular} coincide {filterText ?? 'con los filtros elegidos'}.
        </p>
        <ClearFiltersButton onClear={onClear} />
      </div>
    );
  }
  const progress = sync.progress[collection];
  return (
    <NothingStored
      arriving={`Los ${nouns.plural} están llegando: la sincronización está en curso${
        progress !== undefined && progress.total !== null ? ` (${formatCount(progress.fetched)} de ${formatCount(progress.total)})` : ''
      }.`}
      none={`Todavía no hay ${nouns.plural} guardados en este equipo.`}
    />
  );
}

/** Nothing of a table in the cache yet: what is arriving while a sync runs, else the way to fetch it. */
export function NothingStored({ arriving, none }: { arriving: string; none: string }) {
  const sync = useSyncSnapshot();
  if (sync.running) {
    return (
      <p className="state" role="status">
        {arriving}
      </p>
    );
  }
  return (
    <div className="state">
      <p>{none}</p>
      <button type="button" onClick={requestSync}>
        Sincronizar ahora
      </button>
    </div>
  );
}

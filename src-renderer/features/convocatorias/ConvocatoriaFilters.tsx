/**
 * The convocatorias filter panel, with counts (as Datasette's facets): what each choice would
 * list under the other filters in force. Search, state, closing window, closing range, disciplina,
 * tipo, provincia, documents, novedades and order; "Limpiar filtros" always at hand. Each part
 * renders again only when what it shows changed (a keystroke in the search re-renders the search
 * box, not the dates): the panel's callbacks are stable and take a patch of the filter.
 */
import { memo, useId, type ReactNode } from 'react';
import {
  facetOptions,
  maskOfSlugs,
  narrows,
  optionsIn,
  stateHelp,
  stateLabels,
  states,
  windowRange,
  type CierreWindow,
  type ConvocatoriaFacets,
  type ConvocatoriaFilter,
  type State,
  type Facet,
} from '../../data/convocatorias';
import { useSearchableDocumentCount } from '../../data/documents/document-hits';
import { DateField } from '../../ui/DateField';
import { FacetList } from '../../ui/FacetList';
import { formatCount } from '../../ui/format';
import { SearchBox } from '../../ui/SearchBox';
import { ClearFiltersButton } from '../../ui/ClearFiltersButton';

const estadoOptions: [ConvocatoriaFilter['estado'], string, string | null][] = [
  ['todas', 'Todas', null],
  ...states.map((state): [State, string, string] => [state, stateLabels[state], stateHelp[state]]),
];
// "Antes de hoy", a span of days like the other two: it lists every call whose day passed, whatever
// its state, so it must not sound like the state "Ya cerró".
export const windowLabels: Record<CierreWindow, string> = { semana: 'Esta semana', mes: 'Este mes', vencidas: 'Antes de hoy' };
const windowHelp: Record<CierreWindow, string> = {
  semana: 'Cierran entre hoy y el domingo',
  mes: 'Cierran entre hoy y el fin de mes',
  vencidas: 'Su fecha de cierre ya pasó, en cualquier estado',
};
const ordenLabels: Record<ConvocatoriaFilter['orden'], string> = {
  oficial: 'Orden oficial',
  'cierre-asc': 'Cierre más próximo',
  'cierre-desc': 'Cierre más lejano',
  'titulo-asc': 'Título A–Z',
  'titulo-desc': 'Título Z–A',
};

/** Applies a change of some fields to the filter in force; the same function from render to render. */
export type FilterPatch = (patch: Partial<ConvocatoriaFilter>) => void;

interface Props {
  filter: ConvocatoriaFilter;
  facets: ConvocatoriaFacets | null;
  today: string;
  onChange: FilterPatch;
  /** "Limpiar filtros": every filter back to the first screen's, the order and `docs` kept (neither filters). */
  onClear: () => void;
  /** How many times the filters were cleared: the date fields start over each time (their refused drafts go). */
  clears: number;
  /** ArrowDown in the search box moves into the list. */
  onSearchArrowDown: () => void;
}

function Count({ value }: { value: number | undefined }) {
  return <span className="facet-count">{value === undefined ? '' : formatCount(value)}</span>;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="facet-group">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

interface SearchProps {
  q: string;
  docs: boolean;
  onChange: FilterPatch;
  onArrowDown: () => void;
}

const Search = memo(function Search({ q, docs, onChange, onArrowDown }: SearchProps) {
  return (
    <div className="search-field">
      <SearchBox value={q} placeholder="Título, resumen o texto" onChange={(value) => onChange({ q: value })} onArrowDown={onArrowDown} />
      <label className="facet-option">
        <input type="checkbox" checked={docs} onChange={(e) => onChange({ docs: e.target.checked })} />
        <span className="facet-label">Buscar también en los documentos</span>
      </label>
      {docs && <SearchableDocuments />}
    </div>
  );
});

/**
 * What the search can look into: the PDFs saved offline with text, and how many it cannot (no text
 * to search). It names PDFs, the only documents whose text is read: a saved ODT or DOC is not counted.
 */
function SearchableDocuments() {
  const { count, withoutText, failure } = useSearchableDocumentCount(true);
  if (failure !== null) {
    return (
      <p className="facet-note" role="status" title={failure}>
        No se pudieron leer los textos de los documentos guardados.
      </p>
    );
  }
  if (count === undefined) return <p className="facet-note">Leyendo los documentos guardados…</p>;
  const without =
    withoutText === undefined || withoutText === 0
      ? ''
      : withoutText === 1
        ? ' 1 sin texto para buscar (protegido, escaneado o dañado).'
        : ` ${formatCount(withoutText)} sin texto para buscar (protegidos, escaneados o dañados).`;
  if (count === 0 && without === '') return <p className="facet-note">Todavía no hay PDF guardados sin conexión para buscar en ellos.</p>;
  return (
    <p className="facet-note">
      {count === 1 ? 'Busca en 1 PDF guardado.' : `Busca en ${formatCount(count)} PDF guardados.`}
      {without}
    </p>
  );
}

const Estado = memo(function Estado({
  estado,
  counts,
  onChange,
}: {
  estado: ConvocatoriaFilter['estado'];
  counts: ConvocatoriaFacets['estado'] | undefined;
  onChange: FilterPatch;
}) {
  const id = useId();
  return (
    <Group title="Estado">
      {estadoOptions.map(([value, label, help]) => (
        <label key={value} className="facet-option" title={help ?? undefined}>
          <input type="radio" name={`${id}-estado`} value={value} checked={estado === value} onChange={() => onChange({ estado: value })} />
          <span className="facet-label">{label}</span>
          <Count value={counts?.[value]} />
        </label>
      ))}
      {counts !== undefined && counts.otros > 0 && (
        <p className="facet-note">{formatCount(counts.otros)} con un estado desconocido (solo en «Todas»)</p>
      )}
    </Group>
  );
});

interface CierreProps {
  cierre: ConvocatoriaFilter['cierre'];
  desde: string;
  hasta: string;
  today: string;
  counts: ConvocatoriaFacets['cierre'] | undefined;
  onChange: FilterPatch;
  clears: number;
}

const Cierre = memo(function Cierre({ cierre, desde, hasta, today, counts, onChange, clears }: CierreProps) {
  // While a window is on, the date fields show the range it means; editing one makes it custom.
  const shown = cierre === 'todas' ? { desde, hasta } : windowRange(cierre, today);
  const onDate = (key: 'desde' | 'hasta', value: string): void =>
    onChange({ ...(cierre === 'todas' ? {} : { ...windowRange(cierre, today), cierre: 'todas' }), [key]: value });
  return (
    <Group title="Cierre">
      {(Object.keys(windowLabels) as CierreWindow[]).map((name) => {
        const pressed = cierre === name;
        return (
          <button
            key={name}
            type="button"
            className="facet-option facet-toggle"
            title={windowHelp[name]}
            aria-pressed={pressed}
            onClick={() => onChange({ cierre: pressed ? 'todas' : name, desde: '', hasta: '' })}
          >
            <span className="facet-label">{windowLabels[name]}</span>
            <Count value={counts?.[name]} />
          </button>
        );
      })}
      <div className="facet-dates">
        <DateField
          key={`desde-${clears}`}
          label="Cierra desde"
          value={shown.desde}
          {...(shown.hasta === '' ? {} : { max: shown.hasta })}
          onChange={(value) => onDate('desde', value)}
        />
        <DateField
          key={`hasta-${clears}`}
          label="Cierra hasta"
          value={shown.hasta}
          {...(shown.desde === '' ? {} : { min: shown.desde })}
          onChange={(value) => onDate('hasta', value)}
        />
      </div>
    </Group>
  );
});

interface OnlyProps {
  documentos: boolean;
  nuevas: boolean;
  withDocuments: number | undefined;
  newOnes: number | undefined;
  onChange: FilterPatch;
}

const Only = memo(function Only({ documentos, nuevas, withDocuments, newOnes, onChange }: OnlyProps) {
  return (
    <Group title="Mostrar solo">
      <label className="facet-option">
        <input type="checkbox" checked={documentos} onChange={(e) => onChange({ documentos: e.target.checked })} />
        <span className="facet-label">Con documentos</span>
        <Count value={withDocuments} />
      </label>
      <label className="facet-option">
        <input type="checkbox" checked={nuevas} onChange={(e) => onChange({ nuevas: e.target.checked })} />
        <span className="facet-label">Solo nuevas</span>
        <Count value={newOnes} />
      </label>
    </Group>
  );
});

export const facetTitles: Record<Facet, string> = { disciplina: 'Disciplina', tipo: 'Tipo', provincia: 'Provincia' };

interface ChoicesProps {
  facet: Facet;
  /** The chosen options' bits. */
  chosen: number;
  /** Per option, as facetOptions[facet]; undefined until counted. */
  counts: readonly number[] | undefined;
  onChange: FilterPatch;
}

/** Disciplina, tipo or provincia: any number of values (none: every row), those no row has left out. */
const Choices = memo(function Choices({ facet, chosen, counts, onChange }: ChoicesProps) {
  const values = facetOptions[facet]
    .map((option, i) => ({ value: option.slug, label: option.label, count: counts?.[i] ?? 0, chosen: (chosen & option.bit) !== 0 }))
    .filter((value) => value.count > 0 || value.chosen);
  return (
    <FacetList
      multiple
      title={facetTitles[facet]}
      values={values}
      visible={5}
      selected={optionsIn(facet, chosen).map((option) => option.slug)}
      onChange={(slugs) => onChange({ [facet]: maskOfSlugs(facet, slugs) })}
    />
  );
});

const Orden = memo(function Orden({ orden, onChange }: { orden: ConvocatoriaFilter['orden']; onChange: FilterPatch }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-orden`}>Orden</label>
      <select id={`${id}-orden`} value={orden} onChange={(e) => onChange({ orden: e.target.value as ConvocatoriaFilter['orden'] })}>
        {Object.entries(ordenLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
});

export function ConvocatoriaFilters({ filter, facets, today, onChange, onClear, clears, onSearchArrowDown }: Props) {
  return (
    <div className="filter-panel" role="search" aria-label="Filtros de convocatorias">
      <Search q={filter.q} docs={filter.docs} onChange={onChange} onArrowDown={onSearchArrowDown} />
      <Estado estado={filter.estado} counts={facets?.estado} onChange={onChange} />
      <Cierre
        cierre={filter.cierre}
        desde={filter.desde}
        hasta={filter.hasta}
        today={today}
        counts={facets?.cierre}
        onChange={onChange}
        clears={clears}
      />
      {(['disciplina', 'tipo', 'provincia'] as const).map((facet) => (
        <Choices key={facet} facet={facet} chosen={filter[facet]} counts={facets?.[facet]} onChange={onChange} />
      ))}
      <Only
        documentos={filter.documentos}
        nuevas={filter.nuevas}
        withDocuments={facets?.documentos}
        newOnes={facets?.nuevas}
        onChange={onChange}
      />
      <Orden orden={filter.orden} onChange={onChange} />
      <ClearFiltersButton className="link-button" disabled={!narrows(filter)} onClear={onClear} />
    </div>
  );
}

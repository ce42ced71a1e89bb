/**
 * The convocatorias filter panel, with counts (as Datasette's facets): what each choice would
 * list under the other filters in force. Search, state, closing window, closing range, documents,
 * novedades and order; "Limpiar filtros" always at hand.
 */
import { useId, type ReactNode } from 'react';
import {
  defaultFilter, narrows, windowRange, type CierreWindow, type ConvocatoriaFacets, type ConvocatoriaFilter,
} from '../../data/convocatorias';
import { DateField } from '../../ui/DateField';
import { formatCount } from '../../ui/format';
import { SearchBox } from '../../ui/SearchBox';

const estadoOptions: [ConvocatoriaFilter['estado'], string, string | null][] = [
  ['todas', 'Todas', null],
  ['abierta', 'Abierta', 'Se puede postular: cierra hoy o más adelante'],
  ['vencida', 'Vencida', 'La API la publica como abierta, pero su fecha de cierre ya pasó'],
  ['cerrada', 'Cerrada', null],
];
const windowLabels: Record<CierreWindow, string> = { semana: 'Esta semana', mes: 'Este mes', vencidas: 'Fecha vencida' };
const ordenLabels: Record<ConvocatoriaFilter['orden'], string> = {
  oficial: 'Orden oficial',
  'cierre-asc': 'Cierre más próximo',
  'cierre-desc': 'Cierre más lejano',
  'titulo-asc': 'Título A–Z',
  'titulo-desc': 'Título Z–A',
};

interface Props {
  filter: ConvocatoriaFilter;
  facets: ConvocatoriaFacets | null;
  today: string;
  onChange: (next: ConvocatoriaFilter) => void;
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

export function ConvocatoriaFilters({ filter, facets, today, onChange, onSearchArrowDown }: Props) {
  const id = useId();
  const set = (patch: Partial<ConvocatoriaFilter>): void => onChange({ ...filter, ...patch });
  // While a window is on, the date fields show the range it means; editing one makes it custom.
  const shown = filter.cierre === 'todas' ? filter : windowRange(filter.cierre, today);
  const onDate = (key: 'desde' | 'hasta', value: string): void =>
    set({ ...(filter.cierre === 'todas' ? {} : { ...windowRange(filter.cierre, today), cierre: 'todas' }), [key]: value });

  return (
    <div className="filter-panel" role="search" aria-label="Filtros de convocatorias">
      <SearchBox value={filter.q} placeholder="Título, resumen o texto" onChange={(q) => set({ q })} onArrowDown={onSearchArrowDown} />
      <Group title="Estado">
        {estadoOptions.map(([value, label, help]) => (
          <label key={value} className="facet-option" title={help ?? undefined}>
            <input type="radio" name={`${id}-estado`} value={value} checked={filter.estado === value} onChange={() => set({ estado: value })} />
            <span className="facet-label">{label}</span>
            <Count value={facets?.estado[value]} />
          </label>
        ))}
        {facets !== null && facets.estado.otros > 0 && (
          <p className="facet-note">
            {formatCount(facets.estado.otros)} con un estado desconocido (solo en «Todas»)
          </p>
        )}
      </Group>
      <Group title="Cierre">
        {(Object.keys(windowLabels) as CierreWindow[]).map((name) => {
          const pressed = filter.cierre === name;
          return (
            <button
              key={name}
              type="button"
              className="facet-option facet-toggle"
              aria-pressed={pressed}
              onClick={() => set({ cierre: pressed ? 'todas' : name, desde: '', hasta: '' })}
            >
              <span className="facet-label">{windowLabels[name]}</span>
              <Count value={facets?.cierre[name]} />
            </button>
          );
        })}
        <div className="facet-dates">
          <DateField label="Cierra desde" value={shown.desde} {...(shown.hasta === '' ? {} : { max: shown.hasta })} onChange={(value) => onDate('desde', value)} />
          <DateField label="Cierra hasta" value={shown.hasta} {...(shown.desde === '' ? {} : { min: shown.desde })} onChange={(value) => onDate('hasta', value)} />
        </div>
      </Group>
      <Group title="Mostrar solo">
        <label className="facet-option">
          <input type="checkbox" checked={filter.documentos} onChange={(e) => set({ documentos: e.target.checked })} />
          <span className="facet-label">Con documentos</span>
          <Count value={facets?.documentos} />
        </label>
        <label className="facet-option">
          <input type="checkbox" checked={filter.nuevas} onChange={(e) => set({ nuevas: e.target.checked })} />
          <span className="facet-label">Solo nuevas</span>
          <Count value={facets?.nuevas} />
        </label>
      </Group>
      <div className="field">
        <label htmlFor={`${id}-orden`}>Orden</label>
        <select id={`${id}-orden`} value={filter.orden} onChange={(e) => set({ orden: e.target.value as ConvocatoriaFilter['orden'] })}>
          {Object.entries(ordenLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="link-button" disabled={!narrows(filter)} onClick={() => onChange({ ...defaultFilter, orden: filter.orden })}>
        Limpiar filtros
      </button>
    </div>
  );
}

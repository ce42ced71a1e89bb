import { useId } from 'react';
import { SearchBox } from '../../ui/SearchBox';
import { defaultFilter, isDefaultFilter, presetRange, type ConvocatoriaFilter } from '../../data/convocatorias';

const estadoLabels: Record<ConvocatoriaFilter['estado'], string> = { todas: 'Todas', abierta: 'Abierta', cerrada: 'Cerrada' };
const presetLabels: Record<Exclude<ConvocatoriaFilter['cierre'], 'todas'>, string> = {
  '7': 'Cierra en 7 días',
  '30': 'Cierra en 30 días',
  cerradas: 'Cerradas por fecha',
};
const ordenLabels: Record<ConvocatoriaFilter['orden'], string> = {
  oficial: 'Orden oficial',
  'cierre-asc': 'Cierre más próximo',
  'cierre-desc': 'Cierre más lejano',
  'titulo-asc': 'Título A–Z',
  'titulo-desc': 'Título Z–A',
};

interface Props {
  filter: ConvocatoriaFilter;
  today: string;
  onChange: (next: ConvocatoriaFilter) => void;
  /** ArrowDown in the search box moves into the list. */
  onSearchArrowDown: () => void;
}

export function ConvocatoriaFilters({ filter, today, onChange, onSearchArrowDown }: Props) {
  const id = useId();
  const set = (patch: Partial<ConvocatoriaFilter>): void => onChange({ ...filter, ...patch });
  // While a preset is on, the date inputs show the range it means; editing one makes it custom.
  const shown = filter.cierre === 'todas' ? filter : presetRange(filter.cierre, today);
  const onDate = (key: 'desde' | 'hasta', value: string): void =>
    set({ ...(filter.cierre === 'todas' ? {} : { ...presetRange(filter.cierre, today), cierre: 'todas' }), [key]: value });
  const isDefault = isDefaultFilter(filter);

  return (
    <div className="filters" role="search" aria-label="Filtros de convocatorias">
      <div className="filters-row">
        <SearchBox value={filter.q} placeholder="Título, resumen o texto" onChange={(q) => set({ q })} onArrowDown={onSearchArrowDown} />
        <div className="field">
          <label htmlFor={`${id}-estado`}>Estado</label>
          <select id={`${id}-estado`} value={filter.estado} onChange={(e) => set({ estado: e.target.value as ConvocatoriaFilter['estado'] })}>
            {Object.entries(estadoLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
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
      </div>
      <div className="filters-row">
        <div className="presets" role="group" aria-label="Fecha de cierre">
          {Object.entries(presetLabels).map(([value, label]) => {
            const pressed = filter.cierre === value;
            return (
              <button
                key={value}
                type="button"
                className="chip"
                aria-pressed={pressed}
                onClick={() => set({ cierre: pressed ? 'todas' : (value as ConvocatoriaFilter['cierre']), desde: '', hasta: '' })}
              >
                {label}
              </button>
            );
          })}
        </div>
        <div className="field">
          <label htmlFor={`${id}-desde`}>Cierra desde</label>
          <input id={`${id}-desde`} type="date" value={shown.desde} max={shown.hasta || undefined} onChange={(e) => onDate('desde', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-hasta`}>Cierra hasta</label>
          <input id={`${id}-hasta`} type="date" value={shown.hasta} min={shown.desde || undefined} onChange={(e) => onDate('hasta', e.target.value)} />
        </div>
        <label className="check-field">
          <input type="checkbox" checked={filter.nuevas} onChange={(e) => set({ nuevas: e.target.checked })} />
          Solo nuevas
        </label>
        <button type="button" className="link-button" disabled={isDefault} onClick={() => onChange(defaultFilter)}>
          Limpiar filtros
        </button>
      </div>
    </div>
  );
}

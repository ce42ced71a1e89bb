/**
 * One facet of a list as a group of choices with their counts ("Córdoba 12"), the most frequent
 * first; long facets show their first values and "Mostrar todas". One choice at a time; "Todas" clears it.
 */
import { useId, useState } from 'react';
import { formatCount } from './format';

export interface FacetValue {
  value: string;
  count: number;
}

interface FacetListProps {
  title: string;
  /** The choice for "no filter": "Todas". */
  allLabel: string;
  /** How records with an empty value are named, e.g. "Sin provincia". */
  emptyLabel: string;
  values: readonly FacetValue[];
  selected: string | null;
  onChange: (value: string | null) => void;
  /** How many values show before "Mostrar todas". */
  visible?: number;
}

export function FacetList({ title, allLabel, emptyLabel, values, selected, onChange, visible = 8 }: FacetListProps) {
  const name = useId();
  const [all, setAll] = useState(false);
  const sorted = [...values].sort(
    (a, b) => b.count - a.count || Number(a.value === '') - Number(b.value === '') || a.value.localeCompare(b.value, 'es'),
  );
  // The chosen value stays visible even when it is not among the first ones.
  const shown = all ? sorted : sorted.filter((value, index) => index < visible || value.value === selected);
  return (
    <fieldset className="facet-group">
      <legend>{title}</legend>
      <label className="facet-option">
        <input type="radio" name={name} checked={selected === null} onChange={() => onChange(null)} />
        <span className="facet-label">{allLabel}</span>
      </label>
      {shown.map(({ value, count }) => (
        <label key={value} className="facet-option">
          <input type="radio" name={name} checked={selected === value} onChange={() => onChange(value)} />
          <span className="facet-label" title={value === '' ? emptyLabel : value}>
            {value === '' ? emptyLabel : <bdi>{value}</bdi>}
          </span>
          <span className="facet-count">{formatCount(count)}</span>
        </label>
      ))}
      {sorted.length > visible && (
        <button type="button" className="link-button facet-more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Mostrar menos' : `Mostrar todas (${formatCount(sorted.length)})`}
        </button>
      )}
    </fieldset>
  );
}

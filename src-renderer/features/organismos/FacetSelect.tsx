import { useId } from 'react';
import type { FacetValue } from '../../data/organismos';
import { formatCount } from '../../ui/format';

interface FacetSelectProps {
  label: string;
  /** The option for "no filter": "Todas", "Todos". */
  allLabel: string;
  /** The name shown for records with an empty value, e.g. "Sin provincia". */
  emptyLabel: string;
  values: readonly FacetValue[];
  selected: string | null;
  onChange: (value: string | null) => void;
}

// A <select> value is always a string, and '' is a real choice here (records without a value),
// so "no filter" is the empty option and every facet value is prefixed.
const encode = (value: string | null): string => (value === null ? '' : `=${value}`);
const decode = (option: string): string | null => (option === '' ? null : option.slice(1));

/** A facet as a labelled select whose options carry their counts: "Córdoba (12)". */
export function FacetSelect({ label, allLabel, emptyLabel, values, selected, onChange }: FacetSelectProps) {
  const id = useId();
  // Labelled by `for`, not by wrapping: a wrapping label would make the name "Provincia Todas".
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="facet" value={encode(selected)} onChange={(e) => onChange(decode(e.target.value))}>
        <option value="">{allLabel}</option>
        {values.map(({ value, count }) => (
          <option key={value} value={encode(value)}>
            {value === '' ? emptyLabel : value} ({formatCount(count)})
          </option>
        ))}
      </select>
    </div>
  );
}

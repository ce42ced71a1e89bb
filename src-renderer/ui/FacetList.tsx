/**
 * One facet of a list as a group of choices with their counts ("Córdoba 12"), the most frequent
 * first; long facets show their first values and "Mostrar todas". One choice at a time ("Todas"
 * clears it), or, with `multiple`, any number of them (none: no filter).
 */
import { useId, useState } from 'react';
import { formatCount } from './format';

export interface FacetValue {
  value: string;
  count: number;
  /** What a person reads, when it is not the value itself. */
  label?: string;
}

interface CommonProps {
  title: string;
  values: readonly FacetValue[];
  /** How many values show before "Mostrar todas". */
  visible?: number;
}

interface SingleProps extends CommonProps {
  multiple?: false;
  /** The choice for "no filter": "Todas". */
  allLabel: string;
  /** How records with an empty value are named, e.g. "Sin provincia". */
  emptyLabel: string;
  selected: string | null;
  onChange: (value: string | null) => void;
}

interface MultipleProps extends CommonProps {
  multiple: true;
  selected: readonly string[];
  onChange: (values: string[]) => void;
}

export type FacetListProps = SingleProps | MultipleProps;

export function FacetList(props: FacetListProps) {
  const { title, values, visible = 8 } = props;
  const name = useId();
  const [all, setAll] = useState(false);
  const isSelected = (value: string): boolean => (props.multiple === true ? props.selected.includes(value) : props.selected === value);
  const sorted = [...values].sort(
    (a, b) => b.count - a.count || Number(a.value === '') - Number(b.value === '') || a.value.localeCompare(b.value, 'es'),
  );
  // The chosen values stay visible even when they are not among the first ones.
  const shown = all ? sorted : sorted.filter((value, index) => index < visible || isSelected(value.value));
  const labelOf = ({ value, label }: FacetValue): string => label ?? (value === '' && props.multiple !== true ? props.emptyLabel : value);
  const toggle = (value: string, on: boolean): void => {
    if (props.multiple === true) props.onChange(on ? [...props.selected, value] : props.selected.filter((other) => other !== value));
    else props.onChange(on ? value : null);
  };
  return (
    <fieldset className="facet-group">
      <legend>{title}</legend>
      {props.multiple !== true && (
        <label className="facet-option">
          <input type="radio" name={name} checked={props.selected === null} onChange={() => props.onChange(null)} />
          <span className="facet-label">{props.allLabel}</span>
        </label>
      )}
      {shown.map((facetValue) => (
        <label key={facetValue.value} className="facet-option">
          <input
            type={props.multiple === true ? 'checkbox' : 'radio'}
            name={name}
            checked={isSelected(facetValue.value)}
            onChange={(event) => toggle(facetValue.value, event.target.checked)}
          />
          <span className="facet-label" title={labelOf(facetValue)}>
            {facetValue.value === '' ? labelOf(facetValue) : <bdi>{labelOf(facetValue)}</bdi>}
          </span>
          <span className="facet-count">{formatCount(facetValue.count)}</span>
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

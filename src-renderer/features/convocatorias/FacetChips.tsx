/**
 * A convocatoria's facets on its row, in the meta line so the row keeps its height: its first
 * disciplina, then the province it names (or, for a national call, its tipo). Every value is in
 * the chips' title; a value no rule found (Sin clasificar) is not shown as a chip.
 */
import { memo } from 'react';
import { optionsIn, type ConvocatoriaFacets, type Facet } from '../../data/search/convocatoria-facets';
import './facet-chips.css';

const unshown = new Set(['sin-clasificar', 'Nacional']);

const labelsOf = (facets: ConvocatoriaFacets, facet: Facet): string[] =>
  optionsIn(facet, facets[facet])
    .filter((option) => !unshown.has(option.slug))
    .map((option) => option.label);

export const FacetChips = memo(function FacetChips({ facets }: { facets: ConvocatoriaFacets }) {
  const disciplinas = labelsOf(facets, 'disciplina');
  const tipos = labelsOf(facets, 'tipo');
  const provincias = labelsOf(facets, 'provincia');
  const chips = [disciplinas[0], provincias[0] ?? tipos[0]].filter((chip) => chip !== undefined);
  if (chips.length === 0) return null;
  const all = [disciplinas, tipos, provincias.length > 0 ? provincias : ['Nacional']]
    .filter((labels) => labels.length > 0)
    .map((labels) => labels.join(', '))
    .join(' · ');
  return (
    <span className="facet-chips" title={all}>
      {chips.map((chip) => (
        <span key={chip} className="facet-chip">
          {chip}
        </span>
      ))}
    </span>
  );
});

/**
 * A convocatoria's facets on its row, in the meta line so the row keeps its height: its
 * disciplina (the first its title names, else the first in option order: "Becas de Diseño" whose
 * bajada names musicians is Diseño), then the province it names (or, for a national call, its
 * tipo), long labels cut to their first words. Every value is in the chips' title; Sin clasificar, Nacional and
 * Convocatoria general say nothing a row needs, so they are no chip.
 */
import { memo } from 'react';
import { disciplinasNamedIn } from '../../data/search/convocatoria-facet-rules';
import { optionsIn, type ConvocatoriaFacets, type Facet, type FacetOption } from '../../data/search/convocatoria-facets';
import './facet-chips.css';

const facetNames: readonly Facet[] = ['disciplina', 'tipo', 'provincia'];

// Values that tell nothing on a row: the call's title already says it is one.
const unshown = new Set(['sin-clasificar', 'Nacional', 'convocatoria-general']);

// A chip's room is a few words: the long labels by their first ones (the title holds them whole).
const shortLabels: Readonly<Record<string, string>> = {
  'artes-escenicas': 'Artes escénicas',
  'cine-audiovisual': 'Cine',
  'patrimonio-museos': 'Patrimonio',
  'taller-formacion': 'Formación',
  CABA: 'CABA',
};

const labelsOf = (facets: ConvocatoriaFacets, facet: Facet): string[] => optionsIn(facet, facets[facet]).map((option) => option.label);

const shownOf = (facets: ConvocatoriaFacets, facet: Facet): FacetOption[] =>
  optionsIn(facet, facets[facet]).filter((option) => !unshown.has(option.slug));

const chipOf = (option: FacetOption | undefined): string | undefined => option && (shortLabels[option.slug] ?? option.label);

/** The row's disciplina chip: the first of its disciplinas that its title names, else its first. */
function disciplinaOf(facets: ConvocatoriaFacets, titulo: string): FacetOption | undefined {
  const shown = shownOf(facets, 'disciplina');
  const named = disciplinasNamedIn(titulo);
  return shown.find((option) => (option.bit & named) !== 0) ?? shown[0];
}

export const FacetChips = memo(function FacetChips({ facets, titulo }: { facets: ConvocatoriaFacets; titulo: string }) {
  const chips = [
    chipOf(disciplinaOf(facets, titulo)),
    chipOf(shownOf(facets, 'provincia')[0]) ?? chipOf(shownOf(facets, 'tipo')[0]),
  ].filter((chip) => chip !== undefined);
  if (chips.length === 0) return null;
  const all = facetNames.map((facet) => labelsOf(facets, facet).join(', ')).join(' · ');
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

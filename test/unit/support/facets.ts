import { bitOf, type ConvocatoriaFacets } from '../../../src-renderer/data/search/convocatoria-facets';

/** The facets of a row that no rule places: for tests whose rows' facets do not matter. */
export const unclassified: ConvocatoriaFacets = {
  disciplina: bitOf('disciplina', 'sin-clasificar'),
  tipo: bitOf('tipo', 'sin-clasificar'),
  provincia: bitOf('provincia', 'Nacional'),
};

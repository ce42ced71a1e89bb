/**
 * The chips on a convocatoria's row: the disciplina chip is the one its title names, not the first
 * in option order ("Becas de Diseño" whose bajada names musicians is Diseño, not Música).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bitOf, type ConvocatoriaFacets } from '../../../../../src-renderer/data/search/convocatoria-facets';
import { FacetChips } from '../../../../../src-renderer/features/convocatorias/FacetChips';

function facetsOf(disciplina: string[], tipo: string[], provincia: string[]): ConvocatoriaFacets {
  const mask = (facet: 'disciplina' | 'tipo' | 'provincia', slugs: string[]): number =>
    slugs.reduce((bits, slug) => bits | bitOf(facet, slug), 0);
  return { disciplina: mask('disciplina', disciplina), tipo: mask('tipo', tipo), provincia: mask('provincia', provincia) };
}

/** The chips' texts, in order. */
function chips(facets: ConvocatoriaFacets, titulo: string): string[] {
  const html = renderToStaticMarkup(createElement(FacetChips, { facets, titulo }));
  return [...html.matchAll(/<span class="facet-chip">([^<]*)<\/span>/g)].map((match) => match[1] ?? '');
}

describe('FacetChips', () => {
  it.each([
    // The title names diseño; the bajada's musicians made the call música too.
    ['Becas de Diseño para creadores jóvenes', ['musica', 'diseno'], ['beca'], ['Nacional'], ['Diseño', 'Beca']],
    ['Concurso de fotografía sobre la música popular', ['musica', 'artes-visuales'], ['concurso'], ['Nacional'], ['Música', 'Concurso']],
    ['Residencias de danza en Salta', ['artes-escenicas', 'danza'], ['residencia'], ['Salta'], ['Danza', 'Salta']],
    ['Premio de cine y teatro', ['artes-escenicas', 'cine-audiovisual'], ['premio'], ['Nacional'], ['Artes escénicas', 'Premio']],
    // A title that names no field: the first in option order.
    ['Convocatoria 2024', ['musica', 'letras'], ['convocatoria-general'], ['CABA'], ['Música', 'CABA']],
    // A title that names only a field the call is not in: the first in option order.
    ['Talleres de escritura en el museo', ['letras'], ['taller-formacion'], ['Nacional'], ['Letras', 'Formación']],
  ])('%j, of disciplinas %j', (titulo, disciplina, tipo, provincia, expected) => {
    expect(chips(facetsOf(disciplina, tipo, provincia), titulo)).toEqual(expected);
  });

  it('shows no chip for a call that fits nothing', () => {
    expect(chips(facetsOf(['sin-clasificar'], ['sin-clasificar'], ['Nacional']), 'Fábrica de ideas')).toEqual([]);
  });
});

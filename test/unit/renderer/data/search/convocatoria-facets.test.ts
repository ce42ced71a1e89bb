import { describe, expect, it } from 'vitest';
import {
  countOptions,
  facetOptions,
  maskOfSlugs,
  matchesFacet,
  optionsIn,
  type Facet,
} from '../../../../../src-renderer/data/search/convocatoria-facets';

const slugsOf = (facet: Facet, mask: number): string[] => optionsIn(facet, mask).map((option) => option.slug);

describe('facet options', () => {
  it('keeps the slugs and labels a link and a person read', () => {
    expect(facetOptions.disciplina.map((option) => [option.slug, option.label])).toEqual([
      ['musica', 'Música'],
      ['artes-escenicas', 'Artes escénicas y teatro'],
      ['danza', 'Danza'],
      ['artes-visuales', 'Artes visuales'],
      ['letras', 'Letras'],
      ['cine-audiovisual', 'Cine y audiovisual'],
      ['diseno', 'Diseño'],
      ['patrimonio-museos', 'Patrimonio y museos'],
      ['artesanias', 'Artesanías'],
      ['gestion-cultural', 'Gestión cultural'],
      ['otras', 'Otras'],
      ['sin-clasificar', 'Sin clasificar'],
    ]);
    expect(facetOptions.tipo.map((option) => [option.slug, option.label])).toEqual([
      ['beca', 'Beca'],
      ['concurso', 'Concurso'],
      ['premio', 'Premio'],
      ['residencia', 'Residencia'],
      ['festival', 'Festival'],
      ['audicion', 'Audición'],
      ['taller-formacion', 'Taller o formación'],
      ['subsidio', 'Subsidio'],
      ['convocatoria-general', 'Convocatoria general'],
      ['sin-clasificar', 'Sin clasificar'],
    ]);
  });

  it('names the 24 jurisdictions and Nacional, with slugs without accents or spaces', () => {
    const provincias = facetOptions.provincia;
    expect(provincias).toHaveLength(25);
    expect(provincias.find((option) => option.slug === 'Cordoba')?.label).toBe('Córdoba');
    expect(provincias.find((option) => option.slug === 'CABA')?.label).toBe('Ciudad Autónoma de Buenos Aires');
    expect(provincias.find((option) => option.slug === 'Buenos-Aires')?.label).toBe('Buenos Aires');
    expect(provincias.find((option) => option.slug === 'Entre-Rios')?.label).toBe('Entre Ríos');
    expect(provincias.find((option) => option.slug === 'Santiago-del-Estero')?.label).toBe('Santiago del Estero');
    expect(provincias.at(-1)).toMatchObject({ slug: 'Nacional', label: 'Nacional' });
    for (const option of provincias) expect(option.slug).toMatch(/^[A-Za-z-]+$/);
  });

  it('gives every option of a facet a bit of its own', () => {
    for (const options of Object.values(facetOptions)) {
      const bits = options.map((option) => option.bit);
      expect(new Set(bits).size).toBe(options.length);
      for (const bit of bits) expect(Math.log2(bit) % 1).toBe(0);
    }
  });
});

describe('maskOfSlugs', () => {
  it('reads the slugs of a URL, in any order, case or accents', () => {
    expect(slugsOf('disciplina', maskOfSlugs('disciplina', ['danza', 'musica']))).toEqual(['musica', 'danza']);
    expect(slugsOf('provincia', maskOfSlugs('provincia', ['córdoba', 'caba']))).toEqual(['CABA', 'Cordoba']);
    expect(slugsOf('tipo', maskOfSlugs('tipo', ['Beca', ' sin-clasificar ']))).toEqual(['beca', 'sin-clasificar']);
  });

  it('ignores slugs it does not know: no choice means every row', () => {
    expect(maskOfSlugs('tipo', ['nada', ''])).toBe(0);
    expect(maskOfSlugs('disciplina', [])).toBe(0);
  });
});

describe('matchesFacet', () => {
  const musica = maskOfSlugs('disciplina', ['musica']);
  const danza = maskOfSlugs('disciplina', ['danza']);
  const letras = maskOfSlugs('disciplina', ['letras']);

  it('passes every row when nothing is chosen', () => {
    expect(matchesFacet(musica, 0)).toBe(true);
  });

  it('passes a row that has any of the chosen values', () => {
    expect(matchesFacet(musica | letras, musica | danza)).toBe(true);
    expect(matchesFacet(letras, musica | danza)).toBe(false);
  });
});

describe('optionsIn', () => {
  it('lists the options in the facet order, one shared array per value', () => {
    const value = maskOfSlugs('tipo', ['subsidio', 'beca']);
    expect(slugsOf('tipo', value)).toEqual(['beca', 'subsidio']);
    expect(optionsIn('tipo', value)).toBe(optionsIn('tipo', value));
    expect(optionsIn('tipo', 0)).toEqual([]);
  });
});

describe('countOptions', () => {
  it('counts each option over the values, in the facet order', () => {
    const values = [['musica'], ['musica', 'danza'], ['sin-clasificar']].map((slugs) => maskOfSlugs('disciplina', slugs));
    const counts = countOptions('disciplina', values);
    const bySlug = Object.fromEntries(facetOptions.disciplina.map((option, i) => [option.slug, counts[i]]));
    expect(bySlug).toEqual({
      musica: 2,
      'artes-escenicas': 0,
      danza: 1,
      'artes-visuales': 0,
      letras: 0,
      'cine-audiovisual': 0,
      diseno: 0,
      'patrimonio-museos': 0,
      artesanias: 0,
      'gestion-cultural': 0,
      otras: 0,
      'sin-clasificar': 1,
    });
  });
});

/**
 * Disciplina, tipo and provincia in the convocatorias filter: their URL form, how they combine
 * (any chosen value within a facet, every facet with a choice) and their counts in the panel.
 * Rows and expected values are written by hand; each row's facets are given, not derived.
 */
import { describe, expect, it } from 'vitest';
import {
  applyFilter,
  defaultFilter,
  facetCounts,
  filterToParams,
  isDefaultFilter,
  parseFilter,
  type ConvocatoriaFilter,
} from '../../../../../src-renderer/data/search/convocatoria-filter';
import type { ConvocatoriaRow } from '../../../../../src-renderer/data/cache/db';
import { bitOf, facetOptions, type Facet } from '../../../../../src-renderer/data/search/convocatoria-facets';

const today = '2026-11-22';

/** The mask of some options of a facet, by slug. */
const mask = (facet: Facet, ...slugs: string[]): number => slugs.reduce((bits, slug) => bits | bitOf(facet, slug), 0);

function row(id: number, disciplina: string[], tipo: string[], provincia: string[], estado = 'abierta'): ConvocatoriaRow {
  return {
    id,
    url: '',
    link: '',
    imagen: null,
    titulo: `Convocatoria ${id}`,
    bajada: '',
    estado,
    fechaInicio: '2026-01-01',
    fechaFin: '2026-12-01',
    documentos: [],
    ordenadasRank: null,
    searchText: `convocatoria ${id}`,
    firstSeen: 0,
    facets: { disciplina: mask('disciplina', ...disciplina), tipo: mask('tipo', ...tipo), provincia: mask('provincia', ...provincia) },
    listas: ['convocatorias'],
    seen: {},
  };
}

const rows = [
  row(1, ['musica'], ['beca'], ['Cordoba']),
  row(2, ['musica', 'danza'], ['concurso'], ['Nacional']),
  row(3, ['danza'], ['beca'], ['Salta'], 'cerrada'),
  row(4, ['letras'], ['premio', 'beca'], ['Cordoba', 'Salta']),
  row(5, ['sin-clasificar'], ['sin-clasificar'], ['Nacional']),
  row(6, ['musica'], ['taller-formacion'], ['CABA']),
];

const with_ = (patch: Partial<ConvocatoriaFilter>): ConvocatoriaFilter => ({
  ...defaultFilter,
  estado: 'todas',
  orden: 'titulo-asc',
  ...patch,
});
const ids = (patch: Partial<ConvocatoriaFilter>): number[] => applyFilter(rows, with_(patch), today).map((r) => r.id);

describe('the facets in the URL', () => {
  it('reads repeated parameters and comma lists, any case and accents', () => {
    expect(parseFilter(new URLSearchParams('disciplina=musica&tipo=beca&provincia=Cordoba'))).toEqual({
      ...defaultFilter,
      disciplina: bitOf('disciplina', 'musica'),
      tipo: bitOf('tipo', 'beca'),
      provincia: bitOf('provincia', 'Cordoba'),
    });
    const both = mask('disciplina', 'musica', 'danza');
    expect(parseFilter(new URLSearchParams('disciplina=musica&disciplina=danza')).disciplina).toBe(both);
    expect(parseFilter(new URLSearchParams('disciplina=musica,danza')).disciplina).toBe(both);
    expect(parseFilter(new URLSearchParams('disciplina=M%C3%BAsica, DANZA')).disciplina).toBe(both);
    expect(parseFilter(new URLSearchParams('provincia=córdoba&provincia=entre-rios')).provincia).toBe(
      mask('provincia', 'Cordoba', 'Entre-Rios'),
    );
    expect(parseFilter(new URLSearchParams('tipo=sin-clasificar')).tipo).toBe(bitOf('tipo', 'sin-clasificar'));
  });

  it('drops values it does not know and keeps the known ones beside them', () => {
    expect(parseFilter(new URLSearchParams('disciplina=jazz&tipo=&provincia=Narnia,,'))).toEqual(defaultFilter);
    expect(parseFilter(new URLSearchParams('disciplina=jazz,musica&disciplina=danza2')).disciplina).toBe(bitOf('disciplina', 'musica'));
    expect(parseFilter(new URLSearchParams('tipo=1&tipo=beca')).tipo).toBe(bitOf('tipo', 'beca'));
  });

  it('writes one parameter per chosen value, in the facet order, and reads it back', () => {
    const filter = with_({ disciplina: mask('disciplina', 'danza', 'musica'), provincia: mask('provincia', 'Salta', 'CABA') });
    expect(filterToParams(filter).toString()).toBe(
      'estado=todas&orden=titulo-asc&disciplina=musica&disciplina=danza&provincia=CABA&provincia=Salta',
    );
    expect(parseFilter(filterToParams(filter))).toEqual(filter);
    expect(filterToParams(with_({ tipo: mask('tipo', 'sin-clasificar') })).toString()).toBe(
      'estado=todas&orden=titulo-asc&tipo=sin-clasificar',
    );
    expect(isDefaultFilter({ ...defaultFilter, provincia: bitOf('provincia', 'Nacional') })).toBe(false);
  });
});

describe('filtering by the facets', () => {
  it('keeps a row with any chosen value of a facet', () => {
    expect(ids({ disciplina: mask('disciplina', 'musica') })).toEqual([1, 2, 6]);
    expect(ids({ disciplina: mask('disciplina', 'musica', 'danza') })).toEqual([1, 2, 3, 6]);
    expect(ids({ tipo: mask('tipo', 'beca') })).toEqual([1, 3, 4]);
    expect(ids({ provincia: mask('provincia', 'Salta', 'CABA') })).toEqual([3, 4, 6]);
    expect(ids({ disciplina: mask('disciplina', 'sin-clasificar') })).toEqual([5]);
  });

  it('keeps only the rows that pass every facet with a choice, and the other filters', () => {
    expect(ids({ disciplina: mask('disciplina', 'musica', 'danza'), tipo: mask('tipo', 'beca') })).toEqual([1, 3]);
    expect(ids({ tipo: mask('tipo', 'beca'), provincia: mask('provincia', 'Cordoba') })).toEqual([1, 4]);
    expect(ids({ disciplina: mask('disciplina', 'musica'), tipo: mask('tipo', 'beca'), provincia: mask('provincia', 'Salta') })).toEqual(
      [],
    );
    expect(ids({ tipo: mask('tipo', 'beca'), estado: 'cerrada' })).toEqual([3]);
    expect(ids({ disciplina: mask('disciplina', 'musica'), q: 'convocatoria 6' })).toEqual([6]);
  });
});

describe('the facets counts', () => {
  /** The counts of a facet by slug, only the options some row has. */
  function counts(facet: Facet, patch: Partial<ConvocatoriaFilter>): Record<string, number> {
    const found = facetCounts(rows, with_(patch), today)[facet];
    return Object.fromEntries(
      facetOptions[facet].flatMap((option, i) => {
        const count = found[i] ?? 0;
        return count > 0 ? [[option.slug, count] as const] : [];
      }),
    );
  }

  it('count each value over every row when nothing is chosen', () => {
    expect(counts('disciplina', {})).toEqual({ musica: 3, danza: 2, letras: 1, 'sin-clasificar': 1 });
    expect(counts('tipo', {})).toEqual({ beca: 3, concurso: 1, premio: 1, 'taller-formacion': 1, 'sin-clasificar': 1 });
    expect(counts('provincia', {})).toEqual({ Cordoba: 2, Salta: 2, CABA: 1, Nacional: 2 });
  });

  it("follow the other facets' choices and the other filters, not their own facet's", () => {
    const musica = { disciplina: mask('disciplina', 'musica') };
    // A facet's own choice leaves its counts as they were: they say what choosing another value would add.
    expect(counts('disciplina', musica)).toEqual({ musica: 3, danza: 2, letras: 1, 'sin-clasificar': 1 });
    expect(counts('tipo', musica)).toEqual({ beca: 1, concurso: 1, 'taller-formacion': 1 });
    expect(counts('provincia', musica)).toEqual({ Cordoba: 1, Nacional: 1, CABA: 1 });
    const becas = { tipo: mask('tipo', 'beca') };
    expect(counts('disciplina', becas)).toEqual({ musica: 1, danza: 1, letras: 1 });
    expect(counts('disciplina', { ...becas, estado: 'abierta' })).toEqual({ musica: 1, letras: 1 });
    expect(counts('provincia', { ...becas, ...musica })).toEqual({ Cordoba: 1 });
  });

  it('narrow the counts of the other facets of the panel: estado under a facet choice', () => {
    const found = facetCounts(rows, with_({ tipo: mask('tipo', 'beca') }), today);
    expect(found.estado).toMatchObject({ todas: 3, abierta: 2, cerrada: 1 });
    expect(facetCounts(rows, with_({ provincia: mask('provincia', 'Nacional') }), today).estado).toMatchObject({ todas: 2, abierta: 2 });
  });
});

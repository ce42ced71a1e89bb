/**
 * The line above a filtered list names each filter in force, and each chip takes away that one
 * filter and no other: labels and the links' parameters, written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { defaultFilter, filterToParams, parseFilter } from '../../../../../src-renderer/data/search/convocatoria-filter';
import { filterParts } from '../../../../../src-renderer/features/convocatorias/Summary';

const everything =
  'q=danza&estado=todas&cierre=mes&desde=2026-12-01&hasta=2026-12-31&orden=oficial&docs=1' +
  '&disciplina=musica&disciplina=danza&tipo=beca&provincia=Cordoba&documentos=1&nuevas=1';

/** The parameters as a sorted list of "name=value", to compare without their order. */
const pairs = (params: URLSearchParams): string[] => [...params].map(([name, value]) => `${name}=${value}`).sort();

describe('the filters in force, above the list', () => {
  it('names each one in the panel’s order; the order and where the search looks are none', () => {
    expect(filterParts(parseFilter(new URLSearchParams(everything))).map((part) => part.label)).toEqual([
      '«danza»',
      'Todos los estados',
      'Cierre: este mes',
      'Cierra desde el 01/12/2026',
      'Cierra hasta el 31/12/2026',
      'Música',
      'Danza',
      'Beca',
      'Córdoba',
      'Con documentos',
      'Solo nuevas',
    ]);
    expect(filterParts(defaultFilter)).toEqual([]);
    expect(filterParts(parseFilter(new URLSearchParams('orden=titulo-asc&docs=1')))).toEqual([]);
  });

  it('calls the other states by their names', () => {
    const label = (query: string): string[] => filterParts(parseFilter(new URLSearchParams(query))).map((part) => part.label);
    expect(label('estado=cerrada')).toEqual(['Cerrada']);
    expect(label('estado=vencida')).toEqual(['Ya cerró']);
    expect(label('cierre=semana')).toEqual(['Cierre: esta semana']);
    expect(label('cierre=vencidas')).toEqual(['Cierre: antes de hoy']);
  });

  it('names with their facet the values that say little alone or that two facets share, each chip its own key', () => {
    const parts = filterParts(
      parseFilter(new URLSearchParams('disciplina=otras&disciplina=sin-clasificar&tipo=sin-clasificar&provincia=Nacional')),
    );
    expect(parts.map((part) => part.label)).toEqual([
      'Disciplina: otras',
      'Disciplina: sin clasificar',
      'Tipo: sin clasificar',
      'Provincia: nacional',
    ]);
    expect(new Set(parts.map((part) => part.key)).size).toBe(parts.length);
  });

  it('takes a search of spaces alone for none, and shows a search without its edge spaces', () => {
    expect(filterParts(parseFilter(new URLSearchParams('q=%20%20')))).toEqual([]);
    expect(filterParts(parseFilter(new URLSearchParams('q=%20danza%20'))).map((part) => part.label)).toEqual(['«danza»']);
  });

  it('takes away exactly its own filter', () => {
    const filter = parseFilter(new URLSearchParams(everything));
    const removed: Record<string, string> = {
      '«danza»': 'q=danza',
      'Todos los estados': 'estado=todas',
      'Cierre: este mes': 'cierre=mes',
      'Cierra desde el 01/12/2026': 'desde=2026-12-01',
      'Cierra hasta el 31/12/2026': 'hasta=2026-12-31',
      Música: 'disciplina=musica',
      Danza: 'disciplina=danza',
      Beca: 'tipo=beca',
      Córdoba: 'provincia=Cordoba',
      'Con documentos': 'documentos=1',
      'Solo nuevas': 'nuevas=1',
    };
    const all = pairs(new URLSearchParams(everything));
    for (const part of filterParts(filter)) {
      const left = pairs(filterToParams({ ...filter, ...part.without }));
      expect(left, part.label).toEqual(all.filter((pair) => pair !== removed[part.label]));
    }
  });
});

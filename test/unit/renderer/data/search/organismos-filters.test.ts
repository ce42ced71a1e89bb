import { describe, expect, it } from 'vitest';
import type { Organismo } from '../../../../../src-shared/api';
import type { OrganismoRow } from '../../../../../src-renderer/data/cache/db';
import {
  filterOrganismos,
  noOrganismoFilter,
  organismoFilterFromParams,
  organismoFilterToParams,
  sortOrganismos,
  type OrganismoFilter,
} from '../../../../../src-renderer/data/search/organismo-filters';
import { toOrganismoRow } from '../../../../../src-renderer/data/cache/rows';

function organismo(id: number, fields: Partial<Organismo>): OrganismoRow {
  const record: Organismo = {
    id,
    url: `https://www.cultura.gob.ar/api/v2.0/organismos/${id}/`,
    link: '',
    nombre: `Organismo ${id}`,
    direccion: '',
    telefono: '',
    descripcion: '',
    email: '',
    provincia: '',
    depende_de: '',
    autoridad: null,
    ...fields,
  };
  return toOrganismoRow(record, { listas: ['organismos'], seen: { organismos: 1 } });
}

const rows = sortOrganismos([
  organismo(1, { nombre: 'Museo Regional de Posadas', provincia: 'Misiones', depende_de: 'Dirección Nacional de Museos' }),
  organismo(2, { nombre: 'Casa de la Cultura de Córdoba', provincia: 'Córdoba', depende_de: 'Secretaría de Gestión Cultural' }),
  organismo(3, { nombre: 'Museo Casa de Ricardo Rojas', provincia: 'Córdoba', depende_de: 'Dirección Nacional de Museos' }),
  organismo(4, {
    nombre: 'Ávila Instituto',
    provincia: '',
    depende_de: 'Dirección Nacional de Museos',
    descripcion: '<p>Colecci&oacute;n de m&uacute;sica</p>',
  }),
  organismo(5, { nombre: 'Zárate Programa', provincia: 'Misiones', depende_de: '' }),
]);

const filter = (patch: Partial<OrganismoFilter>) => filterOrganismos(rows, { ...noOrganismoFilter, ...patch });
const ids = (patch: Partial<OrganismoFilter>) => filter(patch).rows.map((row) => row.id);

describe('organismo filters', () => {
  it('sorts by nombre in Spanish order: accents do not push a name to the end', () => {
    expect(rows.map((row) => row.nombre)).toEqual([
      'Ávila Instituto',
      'Casa de la Cultura de Córdoba',
      'Museo Casa de Ricardo Rojas',
      'Museo Regional de Posadas',
      'Zárate Programa',
    ]);
  });

  it('searches accent- and case-insensitively, every word in any order, also in the descripción text', () => {
    expect(ids({ search: 'cordoba' })).toEqual([2, 3]);
    expect(ids({ search: 'CÓRDOBA casa' })).toEqual([2, 3]);
    expect(ids({ search: 'museo   posadas ' })).toEqual([1]);
    expect(ids({ search: 'musica' })).toEqual([4]);
    expect(ids({ search: 'inexistente' })).toEqual([]);
    expect(ids({ search: '   ' })).toHaveLength(5);
  });

  it('filters by provincia, with the empty provincia as a choice of its own', () => {
    expect(ids({ provincia: 'Córdoba' })).toEqual([2, 3]);
    expect(ids({ provincia: '' })).toEqual([4]);
    expect(ids({ provincia: null })).toHaveLength(5);
  });

  it('counts each facet under the other filters, named values in order and the empty one last', () => {
    const all = filter({});
    expect(all.facets.provincia).toEqual([
      { value: 'Córdoba', count: 2 },
      { value: 'Misiones', count: 2 },
      { value: '', count: 1 },
    ]);
    expect(all.facets.dependeDe).toEqual([
      { value: 'Dirección Nacional de Museos', count: 3 },
      { value: 'Secretaría de Gestión Cultural', count: 1 },
      { value: '', count: 1 },
    ]);

    // Choosing a provincia narrows the dependencias but keeps the other provincias on offer.
    const cordoba = filter({ provincia: 'Córdoba' });
    expect(cordoba.facets.provincia.map((f) => f.value)).toEqual(['Córdoba', 'Misiones', '']);
    expect(cordoba.facets.dependeDe).toEqual([
      { value: 'Dirección Nacional de Museos', count: 1 },
      { value: 'Secretaría de Gestión Cultural', count: 1 },
    ]);
  });

  it('combines search and both facets', () => {
    const result = filter({ search: 'museo', provincia: 'Córdoba', dependeDe: 'Dirección Nacional de Museos' });
    expect(result.rows.map((row) => row.id)).toEqual([3]);
    expect(result.facets.provincia).toEqual([
      { value: 'Córdoba', count: 1 },
      { value: 'Misiones', count: 1 },
      { value: '', count: 1 },
    ]);
  });

  it('keeps a chosen value listed at 0 so the select can still show it', () => {
    const result = filter({ provincia: 'Salta' });
    expect(result.rows).toEqual([]);
    expect(result.facets.provincia).toContainEqual({ value: 'Salta', count: 0 });
  });

  it('groups the provincia facet: CABA, Capital Federal and a known city count in their province, each record keeps its text', () => {
    const spelled = [
      organismo(11, { provincia: 'CABA' }),
      organismo(12, { provincia: 'Capital Federal' }),
      organismo(13, { provincia: 'Ciudad Autónoma de Buenos Aires' }),
      organismo(14, { provincia: 'Rosario' }),
      organismo(15, { provincia: 'Santa Fe' }),
    ];
    const all = filterOrganismos(spelled, noOrganismoFilter);
    expect(all.facets.provincia).toEqual([
      { value: 'Ciudad Autónoma de Buenos Aires', count: 3 },
      { value: 'Santa Fe', count: 2 },
    ]);
    const caba = filterOrganismos(spelled, { ...noOrganismoFilter, provincia: 'Ciudad Autónoma de Buenos Aires' });
    expect(caba.rows.map((row) => [row.id, row.provincia])).toEqual([
      [11, 'CABA'],
      [12, 'Capital Federal'],
      [13, 'Ciudad Autónoma de Buenos Aires'],
    ]);
  });

  it('reads and writes the URL query, keeping "Sin provincia" apart from "Todas"', () => {
    const params = new URLSearchParams('q=museo&provincia=&depende=Secretar%C3%ADa+de+Gesti%C3%B3n+Cultural&otro=1');
    const read = organismoFilterFromParams(params, true);
    expect(read).toEqual({ search: 'museo', provincia: '', dependeDe: 'Secretaría de Gestión Cultural' });
    expect(organismoFilterFromParams(params, false)).toEqual({ search: 'museo', provincia: null, dependeDe: null });

    const written = organismoFilterToParams(read, params);
    expect(written.get('provincia')).toBe('');
    expect(written.get('otro')).toBe('1');
    expect(organismoFilterFromParams(written, true)).toEqual(read);
    expect(organismoFilterToParams(noOrganismoFilter, params).toString()).toBe('otro=1');
  });
});

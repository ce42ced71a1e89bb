import { describe, expect, it } from 'vitest';
import { provinciaGroup } from '../../../../../src-renderer/data/search/provincias';
import { provincias as simulatorProvincias } from '../../../../simulator/words';

const CABA = 'Ciudad Autónoma de Buenos Aires';

// Written by hand: what a reader of the facet list expects each spelling to fall under.
const table: readonly (readonly [string, string])[] = [
  // The jurisdictions by their own names, and sloppy variants of them.
  ['Buenos Aires', 'Buenos Aires'],
  ['Córdoba', 'Córdoba'],
  ['cordoba', 'Córdoba'],
  ['CÓRDOBA', 'Córdoba'],
  ['  Córdoba  ', 'Córdoba'],
  ['Entre Rios', 'Entre Ríos'],
  ['entre   ríos', 'Entre Ríos'],
  ['NEUQUEN', 'Neuquén'],
  ['Rio Negro', 'Río Negro'],
  ['tucuman', 'Tucumán'],
  ['La Pampa', 'La Pampa'],
  ['la rioja', 'La Rioja'],
  ['Santiago del Estero', 'Santiago del Estero'],
  ['Sgo. del Estero', 'Santiago del Estero'],
  ['Santa Cruz', 'Santa Cruz'],
  ['Tierra del Fuego', 'Tierra del Fuego'],
  ['Tierra del Fuego, Antártida e Islas del Atlántico Sur', 'Tierra del Fuego'],
  ['Ciudad Autónoma de Buenos Aires', CABA],
  ['ciudad autonoma de buenos aires', CABA],
  // The city of Buenos Aires under its many names.
  ['CABA', CABA],
  ['caba', CABA],
  ['C.A.B.A.', CABA],
  ['C.A.B.A', CABA],
  ['Capital Federal', CABA],
  ['Cap. Fed.', CABA],
  ['Ciudad de Buenos Aires', CABA],
  ['Ciudad Autónoma de Bs. As.', CABA],
  ['Ciudad Autonoma de Bs As', CABA],
  ['Buenos Aires (CABA)', CABA],
  ['CABA - Palermo', CABA],
  // "Provincia de …" and its abbreviations.
  ['Provincia de Buenos Aires', 'Buenos Aires'],
  ['provincia de buenos aires', 'Buenos Aires'],
  ['Pcia. de Bs. As.', 'Buenos Aires'],
  ['Bs. As.', 'Buenos Aires'],
  ['Pcia. de Córdoba', 'Córdoba'],
  ['Pcia.de Córdoba', 'Córdoba'],
  ['Prov. Santa Fe', 'Santa Fe'],
  ['Provincia del Chaco', 'Chaco'],
  ['Provincia de La Pampa', 'La Pampa'],
  ['Provincia de Tierra del Fuego', 'Tierra del Fuego'],
  // Cities that name one province only.
  ['Rosario', 'Santa Fe'],
  ['rosario', 'Santa Fe'],
  ['Mar del Plata', 'Buenos Aires'],
  ['La Plata', 'Buenos Aires'],
  ['Bahía Blanca', 'Buenos Aires'],
  ['Bahia Blanca', 'Buenos Aires'],
  ['Tandil', 'Buenos Aires'],
  ['San Miguel de Tucumán', 'Tucumán'],
  ['Paraná', 'Entre Ríos'],
  ['Resistencia', 'Chaco'],
  ['Posadas', 'Misiones'],
  ['Ushuaia', 'Tierra del Fuego'],
  ['Bariloche', 'Río Negro'],
  ['San Carlos de Bariloche', 'Río Negro'],
  ['Comodoro Rivadavia', 'Chubut'],
  ['Trelew', 'Chubut'],
  ['Rawson', 'Chubut'],
  ['Santa Rosa', 'La Pampa'],
  ['Río Gallegos', 'Santa Cruz'],
  ['San Salvador de Jujuy', 'Jujuy'],
  ['Ciudad de Rosario', 'Santa Fe'],
  // Names shared by a capital and its province: the province.
  ['Ciudad de Córdoba', 'Córdoba'],
  ['Salta', 'Salta'],
  ['Mendoza', 'Mendoza'],
  ['San Juan', 'San Juan'],
  ['San Luis', 'San Luis'],
  ['Santa Fe', 'Santa Fe'],
  ['Corrientes', 'Corrientes'],
  ['Catamarca', 'Catamarca'],
  ['Formosa', 'Formosa'],
  // "City, province" and a trailing country.
  ['Rosario, Santa Fe', 'Santa Fe'],
  ['Villa Gesell, Buenos Aires', 'Buenos Aires'],
  ['Palermo, CABA', CABA],
  ['Córdoba, Argentina', 'Córdoba'],
  // Empty stays empty; unknown text is kept as written, trimmed.
  ['', ''],
  ['   ', ''],
  ['Montevideo', 'Montevideo'],
  ['  Nacional  ', 'Nacional'],
  ['Argentina', 'Argentina'],
  ['San Martín', 'San Martín'],
  ['Capital', 'Capital'],
];

describe('provinciaGroup', () => {
  it.each(table)('%j → %j', (raw, expected) => {
    expect(provinciaGroup(raw)).toBe(expected);
  });

  it('groups every value the simulator writes under one of the 24 jurisdictions', () => {
    const expected = new Map<string, string>([
      ['CABA', CABA],
      ['Rosario', 'Santa Fe'],
    ]);
    for (const raw of simulatorProvincias) {
      expect(provinciaGroup(raw)).toBe(expected.get(raw) ?? raw);
    }
    expect(new Set(simulatorProvincias.map(provinciaGroup)).size).toBe(24);
  });
});

/**
 * The province a free-text `provincia` belongs to, for grouping facets: the API's editors write
 * "CABA", "Capital Federal", "Pcia. de Córdoba" or a city ("Rosario") for the same jurisdiction.
 * Pure, so it runs (and is tested) in Node.
 */
import { fold } from '../../../src-shared/text';

/**
 * The 24 jurisdictions, as shown. Tierra del Fuego keeps its common short name: the official
 * "Tierra del Fuego, Antártida e Islas del Atlántico Sur" is too long for a facet list, and every
 * reader recognises the short one (the long form still groups here).
 */
export const provincias = [
  'Buenos Aires',
  'Catamarca',
  'Chaco',
  'Chubut',
  'Ciudad Autónoma de Buenos Aires',
  'Córdoba',
  'Corrientes',
  'Entre Ríos',
  'Formosa',
  'Jujuy',
  'La Pampa',
  'La Rioja',
  'Mendoza',
  'Misiones',
  'Neuquén',
  'Río Negro',
  'Salta',
  'San Juan',
  'San Luis',
  'Santa Cruz',
  'Santa Fe',
  'Santiago del Estero',
  'Tierra del Fuego',
  'Tucumán',
] as const;
export type Provincia = (typeof provincias)[number];

const caba: Provincia = 'Ciudad Autónoma de Buenos Aires';

/** Other spellings of a jurisdiction (abbreviations such as "Bs. As." are spelled out by `key`). */
const synonyms: readonly (readonly [string, Provincia])[] = [
  ['CABA', caba],
  ['Capital Federal', caba],
  ['Ciudad de Buenos Aires', caba],
  ['Ciudad Autónoma Buenos Aires', caba],
  ['Ciudad Autónoma', caba],
  ['PBA', 'Buenos Aires'],
  ['Tierra del Fuego, Antártida e Islas del Atlántico Sur', 'Tierra del Fuego'],
];

/**
 * Well-known cities whose name means one province only. A provincial capital that shares its
 * province's name ("Córdoba", "Salta", "Santa Fe"…) needs no entry: the name already is the province.
 */
const cities: Record<Provincia, readonly string[]> = {
  'Buenos Aires': [
    'La Plata',
    'Mar del Plata',
    'Bahía Blanca',
    'Tandil',
    'Olavarría',
    'Necochea',
    'Pergamino',
    'Quilmes',
    'Lomas de Zamora',
    'Lanús',
    'Morón',
    'La Matanza',
    'San Nicolás de los Arroyos',
    'Azul',
    'Chascomús',
    'Zárate',
    'Campana',
    'Tigre',
    'Villa Gesell',
    'Pinamar',
  ],
  Catamarca: ['San Fernando del Valle de Catamarca'],
  Chaco: ['Resistencia', 'Presidencia Roque Sáenz Peña'],
  Chubut: ['Comodoro Rivadavia', 'Trelew', 'Rawson', 'Puerto Madryn', 'Esquel'],
  'Ciudad Autónoma de Buenos Aires': [],
  Córdoba: ['Río Cuarto', 'Villa María', 'Villa Carlos Paz', 'Carlos Paz', 'Alta Gracia'],
  Corrientes: ['Goya', 'Paso de los Libres'],
  'Entre Ríos': ['Paraná', 'Concordia', 'Gualeguaychú', 'Concepción del Uruguay'],
  Formosa: ['Clorinda'],
  Jujuy: ['San Salvador de Jujuy', 'Humahuaca', 'Tilcara', 'Purmamarca'],
  'La Pampa': ['Santa Rosa', 'General Pico'],
  'La Rioja': ['Chilecito'],
  Mendoza: ['Godoy Cruz', 'San Rafael', 'Luján de Cuyo'],
  Misiones: ['Posadas', 'Oberá', 'Puerto Iguazú', 'Eldorado'],
  Neuquén: ['San Martín de los Andes', 'Cutral Có', 'Zapala', 'Villa La Angostura'],
  'Río Negro': ['Viedma', 'Bariloche', 'San Carlos de Bariloche', 'General Roca', 'Cipolletti', 'El Bolsón'],
  Salta: ['Cafayate', 'Tartagal', 'Orán', 'San Ramón de la Nueva Orán'],
  'San Juan': [],
  'San Luis': ['Villa Mercedes'],
  'Santa Cruz': ['Río Gallegos', 'El Calafate', 'Caleta Olivia', 'Puerto Deseado', 'El Chaltén'],
  'Santa Fe': ['Rosario', 'Rafaela', 'Venado Tuerto', 'Reconquista'],
  'Santiago del Estero': ['Termas de Río Hondo', 'La Banda'],
  'Tierra del Fuego': ['Ushuaia', 'Tolhuin'],
  Tucumán: ['San Miguel de Tucumán', 'Tafí del Valle', 'Yerba Buena'],
};

// Abbreviations editors use, as whole words of the key.
export const abbreviations: Readonly<Record<string, string>> = {
  pcia: 'provincia',
  prov: 'provincia',
  pvcia: 'provincia',
  cdad: 'ciudad',
  cap: 'capital',
  fed: 'federal',
  sgo: 'santiago',
  stgo: 'santiago',
  sta: 'santa',
  gral: 'general',
  pte: 'presidencia',
};

/**
 * Folded, without punctuation, abbreviations spelled out: "C.A.B.A." → "caba",
 * "Pcia. de Bs. As." → "provincia de buenos aires".
 */
export function placeKey(text: string): string {
  return (
    fold(text)
      // The dots of initials go without a space, so "C.A.B.A." becomes one word…
      .replace(/(?<=(?:^|[^\p{L}])\p{L})\./gu, '')
      // …and other punctuation separates words.
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .split(' ')
      .map((word) => abbreviations[word] ?? word)
      .join(' ')
      .replace(/\bbs as\b/, 'buenos aires')
  );
}

/** Every spelling these lists know (the names, their synonyms, the cities) by its placeKey. */
export const knownPlaces: ReadonlyMap<string, Provincia> = new Map<string, Provincia>([
  ...provincias.map((name): [string, Provincia] => [placeKey(name), name]),
  ...synonyms.map(([name, provincia]): [string, Provincia] => [placeKey(name), provincia]),
  ...provincias.flatMap((provincia) => cities[provincia].map((name): [string, Provincia] => [placeKey(name), provincia])),
]);

// "Provincia de Córdoba", "Provincia del Chaco", "Ciudad de Salta": the same place as the bare name.
const prefixes = /^(?:provincia|ciudad|municipio|municipalidad)(?: del?)? /;

function lookUp(text: string): Provincia | undefined {
  const whole = placeKey(text).replace(/ argentina$/, '');
  const found = knownPlaces.get(whole) ?? knownPlaces.get(whole.replace(prefixes, ''));
  if (found !== undefined) return found;
  // The city of Buenos Aires however written ("Buenos Aires (CABA)", "CABA - Palermo").
  if (whole.split(' ').includes('caba')) return caba;
  return undefined;
}

/**
 * The province a `provincia` value groups under. '' stays '' (the "Sin provincia" group); text
 * that names no known jurisdiction comes back as written, trimmed, so nothing disappears.
 * "Rosario, Santa Fe" and "Palermo, CABA" go by their last part that names a jurisdiction.
 */
export function provinciaGroup(raw: string): string {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (text === '') return '';
  const found =
    lookUp(text) ??
    text
      .split(/,|\s[-–—/]\s/)
      .reverse()
      .map(lookUp)
      .find((hit) => hit !== undefined);
  return found ?? text;
}

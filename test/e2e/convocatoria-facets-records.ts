/**
 * Convocatorias written for the facets spec, each with the disciplina, tipo and provincia a person
 * reads in its words: the spec's oracle is this table, never the app's rules. Titles and bajadas
 * name one thing plainly; bodies are empty, so nothing else speaks.
 */
export interface FacetRecord {
  id: number;
  titulo: string;
  bajada: string;
  disciplina: readonly string[];
  tipo: readonly string[];
  provincia: readonly string[];
}

export const facetRecords: readonly FacetRecord[] = [
  {
    id: 101,
    titulo: 'Becas de música 2026',
    bajada: 'Para músicos de Córdoba',
    disciplina: ['musica'],
    tipo: ['beca'],
    provincia: ['Cordoba'],
  },
  {
    id: 102,
    titulo: 'Concurso de danza contemporánea',
    bajada: 'Abierto a todo el país',
    disciplina: ['danza'],
    tipo: ['concurso'],
    provincia: ['Nacional'],
  },
  {
    id: 103,
    titulo: 'Premio de novela',
    bajada: 'Para escritores de Salta',
    disciplina: ['letras'],
    tipo: ['premio'],
    provincia: ['Salta'],
  },
  {
    id: 104,
    titulo: 'Becas de danza',
    bajada: 'Para bailarines de Córdoba',
    disciplina: ['danza'],
    tipo: ['beca'],
    provincia: ['Cordoba'],
  },
  {
    id: 105,
    titulo: 'Festival de cine de Mendoza',
    bajada: '',
    disciplina: ['cine-audiovisual'],
    tipo: ['festival'],
    provincia: ['Mendoza'],
  },
  {
    id: 106,
    titulo: 'Audiciones para la orquesta',
    bajada: 'Inscripción abierta',
    disciplina: ['musica'],
    tipo: ['audicion'],
    provincia: ['Nacional'],
  },
  {
    id: 107,
    titulo: 'Taller de fotografía en Rosario',
    bajada: '',
    disciplina: ['artes-visuales'],
    tipo: ['taller-formacion'],
    provincia: ['Santa-Fe'],
  },
  {
    id: 108,
    titulo: 'Hola a todos',
    bajada: 'Nos vemos pronto',
    disciplina: ['sin-clasificar'],
    tipo: ['sin-clasificar'],
    provincia: ['Nacional'],
  },
  {
    id: 109,
    titulo: 'Concurso de música y danza',
    bajada: 'Para artistas de Jujuy',
    disciplina: ['musica', 'danza'],
    tipo: ['concurso'],
    provincia: ['Jujuy'],
  },
  {
    id: 110,
    titulo: 'Becas de pintura',
    bajada: 'Para pintores de Mendoza',
    disciplina: ['artes-visuales'],
    tipo: ['beca'],
    provincia: ['Mendoza'],
  },
  {
    id: 111,
    titulo: 'Becas de teatro',
    bajada: 'Para actores de todo el país',
    disciplina: ['artes-escenicas'],
    tipo: ['beca'],
    provincia: ['Nacional'],
  },
];

/** The panel's label of each slug used above. */
export const facetLabels: Readonly<Record<string, string>> = {
  musica: 'Música',
  danza: 'Danza',
  letras: 'Letras',
  'cine-audiovisual': 'Cine y audiovisual',
  'artes-visuales': 'Artes visuales',
  'artes-escenicas': 'Artes escénicas y teatro',
  beca: 'Beca',
  concurso: 'Concurso',
  premio: 'Premio',
  festival: 'Festival',
  audicion: 'Audición',
  'taller-formacion': 'Taller o formación',
  'sin-clasificar': 'Sin clasificar',
  Cordoba: 'Córdoba',
  Salta: 'Salta',
  Mendoza: 'Mendoza',
  'Santa-Fe': 'Santa Fe',
  Jujuy: 'Jujuy',
  Nacional: 'Nacional',
};

import type { OrganismoList } from '../../router';
import type { Nouns } from '../../ui/ListState';
import type { NotFoundWords } from '../../ui/RecordPieces';

/** How each list of organismo records is titled and counted, and a record missing from it named. */
export const listNames: Record<OrganismoList, { title: string; nouns: Nouns; notFound: NotFoundWords }> = {
  organismos: {
    title: 'Organismos',
    nouns: { singular: 'organismo', plural: 'organismos' },
    notFound: { title: 'Organismo no encontrado', record: 'El organismo' },
  },
  programas: {
    title: 'Programas',
    nouns: { singular: 'programa', plural: 'programas' },
    notFound: { title: 'Programa no encontrado', record: 'El programa' },
  },
  museos: {
    title: 'Museos',
    nouns: { singular: 'museo', plural: 'museos' },
    notFound: { title: 'Museo no encontrado', record: 'El museo' },
  },
  institutos: {
    title: 'Institutos',
    nouns: { singular: 'instituto', plural: 'institutos' },
    notFound: { title: 'Instituto no encontrado', record: 'El instituto' },
  },
};

/** What the UI shows for an empty provincia or dependencia. */
export const sinProvincia = 'Sin provincia';
export const sinDependencia = 'Sin dependencia';

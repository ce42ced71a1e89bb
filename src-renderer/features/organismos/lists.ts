import type { OrganismoList } from '../../router';
import type { Nouns } from '../../ui/ListState';

/** How each list of organismo records is titled and counted. */
export const listNames: Record<OrganismoList, { title: string; nouns: Nouns }> = {
  organismos: { title: 'Organismos', nouns: { singular: 'organismo', plural: 'organismos' } },
  programas: { title: 'Programas', nouns: { singular: 'programa', plural: 'programas' } },
  museos: { title: 'Museos', nouns: { singular: 'museo', plural: 'museos' } },
  institutos: { title: 'Institutos', nouns: { singular: 'instituto', plural: 'institutos' } },
};

/** What the UI shows for an empty provincia or dependencia. */
export const sinProvincia = 'Sin provincia';
export const sinDependencia = 'Sin dependencia';

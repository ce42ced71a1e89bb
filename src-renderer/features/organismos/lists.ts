import type { OrganismoList } from '../../router';
import type { Nouns } from '../../ui/ListState';
import type { NotFoundWords } from '../../ui/RecordPieces';

/** How each list of organismo records is titled and counted. */
export const listNames: Record<OrganismoList, { title: string; nouns: Nouns }> = {
  organismos: { title: 'Organismos', nouns: { singular: 'organismo', plural: 'organismos' } },
  programas: { title: 'Programas', nouns: { singular: 'programa', plural: 'programas' } },
  museos: { title: 'Museos', nouns: { singular: 'museo', plural: 'museos' } },
  institutos: { title: 'Institutos', nouns: { singular: 'instituto', plural: 'institutos' } },
};

/** A record missing from a list, named by the list's noun (each one masculine): "Museo no encontrado", "El museo". */
export function notFoundWordsOf(list: OrganismoList): NotFoundWords {
  const { singular } = listNames[list].nouns;
  return { title: `${singular.charAt(0).toUpperCase()}${singular.slice(1)} no encontrado`, record: `El ${singular}` };
}

/** What the UI shows for an empty provincia or dependencia. */
export const sinProvincia = 'Sin provincia';
export const sinDependencia = 'Sin dependencia';

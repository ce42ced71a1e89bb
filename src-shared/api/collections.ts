import { assertNever } from '../assert-never';

/** The collection paths of the API, relative to `/api/v2.0/`. */
export const collections = [
  'organismos',
  'programas',
  'museos',
  'institutos',
  'convocatorias',
  'convocatorias/ordenadas',
  'tramites',
] as const;

export type Collection = (typeof collections)[number];

/** Collections whose items have their own detail path. */
export const detailCollections = ['organismos', 'convocatorias', 'tramites'] as const;
export type DetailCollection = (typeof detailCollections)[number];

/** The kind of record each collection holds. */
export type RecordKind = 'organismo' | 'convocatoria' | 'tramite';

export function recordKindOf(collection: Collection): RecordKind {
  switch (collection) {
    case 'organismos':
    case 'programas':
    case 'museos':
    case 'institutos':
      return 'organismo';
    case 'convocatorias':
    case 'convocatorias/ordenadas':
      return 'convocatoria';
    case 'tramites':
      return 'tramite';
    default:
      return assertNever(collection);
  }
}

export const apiPrefix = '/api/v2.0/';

export function collectionUrl(baseUrl: string, collection: Collection): URL {
  return new URL(`${apiPrefix}${collection}/`, baseUrl);
}

export function detailUrl(baseUrl: string, collection: DetailCollection, id: number): URL {
  return new URL(`${apiPrefix}${collection}/${id}/`, baseUrl);
}

/** The real API; `--base-url` or DIRECTORIO_BASE_URL point the app elsewhere. */
export const defaultBaseUrl = 'https://www.cultura.gob.ar';

/** How the UI names each collection (Spanish, lower case). */
export const collectionLabels: Record<Collection, string> = {
  organismos: 'organismos',
  programas: 'programas',
  museos: 'museos',
  institutos: 'institutos',
  convocatorias: 'convocatorias',
  'convocatorias/ordenadas': 'orden oficial de convocatorias',
  tramites: 'trámites',
};

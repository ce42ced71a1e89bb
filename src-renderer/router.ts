/**
 * Hash routes, so every view and filter is linkable and survives a reload:
 * #/convocatorias?estado=abierta&hasta=…, #/convocatorias/42, #/organismos/7, #/tramites/3 …
 */
import { useSyncExternalStore } from 'react';

/** The lists of organismo records: the organismos themselves and the three curated lists. */
export const organismoLists = ['organismos', 'programas', 'museos', 'institutos'] as const;
export type OrganismoList = (typeof organismoLists)[number];
export type ListView = 'convocatorias' | OrganismoList | 'tramites';

export type Route =
  | { view: 'convocatorias'; params: URLSearchParams }
  | { view: 'convocatoria'; id: number }
  | { view: 'organismos'; list: OrganismoList; params: URLSearchParams }
  | { view: 'organismo'; id: number }
  | { view: 'tramites'; params: URLSearchParams }
  | { view: 'tramite'; id: number }
  | { view: 'configuracion' }
  | { view: 'sincronizacion' }
  | { view: 'favoritos' }
  | { view: 'not-found'; path: string };

const isId = (part: string | undefined): part is string => part !== undefined && /^\d{1,15}$/.test(part);

export function parseRoute(hash: string): Route {
  const raw = hash.replace(/^#/, '') || '/convocatorias';
  const [path = '', query = ''] = raw.split('?', 2);
  const parts = path.split('/').filter((part) => part !== '');
  const [head, second] = parts;
  const params = new URLSearchParams(query);
  if (parts.length === 1) {
    if (head === 'convocatorias') return { view: 'convocatorias', params };
    if (head === 'tramites') return { view: 'tramites', params };
    const list = organismoLists.find((name) => name === head);
    if (list !== undefined) return { view: 'organismos', list, params };
    if (head === 'configuracion') return { view: 'configuracion' };
    if (head === 'sincronizacion') return { view: 'sincronizacion' };
    if (head === 'favoritos') return { view: 'favoritos' };
  }
  if (parts.length === 2 && isId(second)) {
    if (head === 'convocatorias') return { view: 'convocatoria', id: Number(second) };
    if (head === 'organismos') return { view: 'organismo', id: Number(second) };
    if (head === 'tramites') return { view: 'tramite', id: Number(second) };
  }
  return { view: 'not-found', path };
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

export function useHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash);
}

/** Replaces the query of the current list route without adding a history entry per keystroke. */
export function replaceQuery(path: string, params: URLSearchParams): void {
  const query = params.toString();
  window.history.replaceState(null, '', `#${path}${query === '' ? '' : `?${query}`}`);
  rememberList(window.location.hash);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

// The last hash of each list, filters included, so "back" from a detail returns to it; and
// which organismo list was last open, since an organismo detail can be reached from any of them.
const lastListHash = new Map<ListView, string>();
let lastOrganismoList: OrganismoList = 'organismos';

function listOf(hash: string): ListView | null {
  const route = parseRoute(hash);
  if (route.view === 'convocatorias' || route.view === 'tramites') return route.view;
  if (route.view === 'organismos') return route.list;
  return null;
}

export function rememberList(hash: string): void {
  const list = listOf(hash);
  if (list === null) return;
  lastListHash.set(list, hash.startsWith('#') ? hash : `#${hash}`);
  const organismoList = organismoLists.find((name) => name === list);
  if (organismoList !== undefined) lastOrganismoList = organismoList;
}

/** Where "back" goes from a detail: the list as the person left it. */
export function listHref(list: ListView): string {
  return lastListHash.get(list) ?? `#/${list}`;
}

/** The list a detail route belongs to (Escape returns there). */
export function parentList(route: Route): ListView | null {
  switch (route.view) {
    case 'convocatoria':
      return 'convocatorias';
    case 'organismo':
      return lastOrganismoList;
    case 'tramite':
      return 'tramites';
    default:
      return null;
  }
}

/**
 * Hash routes, so every view, filter and open record is linkable and survives a reload:
 * #/convocatorias?estado=abierta&hasta=…, #/convocatorias/42?estado=abierta, #/museos/7, #/tramites/3 …
 * A record is opened inside its list: the path names the record, the query keeps the list's filters.
 */
import { createStore, useStore } from './store';

/** The lists of organismo records: the organismos themselves and the three curated lists. */
export const organismoLists = ['organismos', 'programas', 'museos', 'institutos'] as const;
export type OrganismoList = (typeof organismoLists)[number];
export type ListView = 'convocatorias' | OrganismoList | 'tramites';
export const listViews: readonly ListView[] = ['convocatorias', ...organismoLists, 'tramites'];

/** A list and, when `id` is set, the record open beside it (or instead of it in a narrow window). */
export type ListRoute =
  | { view: 'convocatorias'; params: URLSearchParams; id: number | null }
  | { view: 'organismos'; list: OrganismoList; params: URLSearchParams; id: number | null }
  | { view: 'tramites'; params: URLSearchParams; id: number | null };

export type Route =
  | ListRoute
  | { view: 'configuracion' }
  | { view: 'sincronizacion' }
  /** Mis convocatorias: the followed convocatorias (`orden` in params) and, with `id`, one in the reader. */
  | { view: 'mis-convocatorias'; params: URLSearchParams; id: number | null }
  | { view: 'calendario'; params: URLSearchParams }
  | { view: 'not-found'; path: string };

const isId = (part: string | undefined): part is string => part !== undefined && /^\d{1,15}$/.test(part);

export function parseRoute(hash: string): Route {
  const raw = hash.replace(/^#/, '') || '/convocatorias';
  const [path = '', query = ''] = raw.split('?', 2);
  const parts = path.split('/').filter((part) => part !== '');
  const [head, second] = parts;
  const params = new URLSearchParams(query);
  const id = parts.length === 2 && isId(second) ? Number(second) : parts.length === 1 ? null : undefined;
  if (id !== undefined) {
    if (head === 'convocatorias') return { view: 'convocatorias', params, id };
    if (head === 'tramites') return { view: 'tramites', params, id };
    if (head === 'mis-convocatorias') return { view: 'mis-convocatorias', params, id };
    const list = organismoLists.find((name) => name === head);
    if (list !== undefined) return { view: 'organismos', list, params, id };
  }
  if (parts.length === 1) {
    if (head === 'configuracion') return { view: 'configuracion' };
    if (head === 'sincronizacion') return { view: 'sincronizacion' };
    // Favoritos became a section of Mis convocatorias: old links land there (see favoritosRedirect).
    if (head === 'favoritos') return { view: 'mis-convocatorias', params, id: null };
    if (head === 'calendario') return { view: 'calendario', params };
  }
  return { view: 'not-found', path };
}

/** Where an old `#/favoritos` link now goes, or null when the hash is not one. */
export function favoritosRedirect(hash: string): string | null {
  return /^#\/?favoritos\/?(\?|$)/.test(hash) ? '#/mis-convocatorias' : null;
}

// A hash replaced by replaceHash that the address does not show yet, and the address it replaces.
let ahead: { hash: string; from: string } | null = null;

/** The hash the app shows: the address's, or one replaceHash has just set (unless the address moved on since). */
function currentHash(): string {
  const address = window.location.hash;
  return ahead !== null && ahead.from === address ? ahead.hash : address;
}

const shownHash = createStore(currentHash, {
  start: (store) => {
    const follow = (): void => store.set(currentHash());
    // The address may have moved while no one was reading.
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  },
});

export function useHash(): string {
  return useStore(shownHash);
}

/** The list a route shows, if it shows one. */
export function listOf(route: Route): ListView | null {
  if (route.view === 'convocatorias' || route.view === 'tramites') return route.view;
  if (route.view === 'organismos') return route.list;
  return null;
}

const withQuery = (path: string, params: URLSearchParams): string => {
  const query = params.toString();
  return `#${path}${query === '' ? '' : `?${query}`}`;
};

/** `#/museos/7?provincia=Salta`: a record opened in a list, the list's filters kept. */
export function recordHref(list: ListView, id: number, params: URLSearchParams = new URLSearchParams()): string {
  return withQuery(`/${list}/${id}`, params);
}

/**
 * Replaces the hash without adding a history entry (each keystroke of a search, each arrow key).
 * The view follows at once; the address a moment later, in a task of its own: replacing it costs
 * Chromium a millisecond or two (session history, the favicon asked for again), which a keystroke
 * need not wait for. A navigation in between (a link, Back) wins over the replaced hash.
 */
export function replaceHash(hash: string): void {
  // While an earlier replaced hash is still ahead, the address is still the one it replaces.
  const from = window.location.hash;
  ahead = { hash, from };
  rememberList(hash);
  shownHash.set(hash);
  setTimeout(() => {
    if (ahead?.hash !== hash) return;
    ahead = null;
    if (window.location.hash === from) window.history.replaceState(null, '', hash);
  }, 0);
}

/** Replaces the query of a list route, keeping the record open in it (if any). */
export function replaceQuery(path: string, params: URLSearchParams): void {
  replaceHash(withQuery(path, params));
}

// The last hash of each list, filters included, so the navigation and "back" return to it.
const lastListHash = new Map<ListView, string>();

export function rememberList(hash: string): void {
  const route = parseRoute(hash);
  const list = listOf(route);
  if (list === null || !('params' in route)) return;
  // The document viewer's parameters (ui/viewer/viewer-route.ts) belong to the record, not the list.
  const params = new URLSearchParams(route.params);
  params.delete('ver');
  params.delete('pag');
  lastListHash.set(list, withQuery(`/${list}`, params));
}

/** Where "back" goes from a record: its list as the person left it (filters included). */
export function listHref(list: ListView): string {
  return lastListHash.get(list) ?? `#/${list}`;
}

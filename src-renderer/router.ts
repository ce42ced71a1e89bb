/** Hash routes, so every view is linkable and survives a reload: #/convocatorias?q=…, #/convocatorias/42 */
import { useSyncExternalStore } from 'react';

export type Route =
  | { view: 'convocatorias'; params: URLSearchParams }
  | { view: 'convocatoria'; id: number }
  | { view: 'configuracion' }
  | { view: 'sincronizacion' }
  | { view: 'not-found'; path: string };

export function parseRoute(hash: string): Route {
  const raw = hash.replace(/^#/, '') || '/convocatorias';
  const [path = '', query = ''] = raw.split('?', 2);
  const parts = path.split('/').filter((part) => part !== '');
  if (parts[0] === 'convocatorias' && parts.length === 1) return { view: 'convocatorias', params: new URLSearchParams(query) };
  if (parts[0] === 'convocatorias' && parts.length === 2 && /^\d+$/.test(parts[1] ?? '')) {
    return { view: 'convocatoria', id: Number(parts[1]) };
  }
  if (parts[0] === 'configuracion' && parts.length === 1) return { view: 'configuracion' };
  if (parts[0] === 'sincronizacion' && parts.length === 1) return { view: 'sincronizacion' };
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
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/**
 * The viewer in the address: `#/convocatorias/<id>?<the list's params>&ver=<document url>&pag=<page>`,
 * so a reload, a link or Back keeps it. With `docs=1` and `q` (a search in the documents, which
 * links its rows here), the viewer opens finding `q`.
 */

export interface ViewerRoute {
  url: string;
  /** 1-based. */
  page: number;
  /** What the find box opens with, or null. */
  find: string | null;
}

export const viewerParam = 'ver';
export const pageParam = 'pag';

export function viewerOf(params: URLSearchParams): ViewerRoute | null {
  const url = params.get(viewerParam);
  if (url === null || url === '') return null;
  const raw = params.get(pageParam) ?? '';
  const page = /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
  const q = params.get('q');
  return { url, page, find: params.get('docs') === '1' && q !== null && q.trim() !== '' ? q : null };
}

/** The list's params with the viewer on `url` at `page`. */
export function withViewer(params: URLSearchParams, url: string, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(viewerParam, url);
  next.set(pageParam, String(page));
  return next;
}

/** The list's params without the viewer. */
export function withoutViewer(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(viewerParam);
  next.delete(pageParam);
  return next;
}

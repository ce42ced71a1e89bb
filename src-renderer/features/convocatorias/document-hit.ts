/**
 * How a row matched through a saved document says so: where ("en Bases y condiciones, pág. 3"),
 * a few words around the hit, and the address that opens the record with that document's viewer
 * on that page (`ver`, `pag`: the viewer reads them, and marks the search's words when `docs=1`).
 */
import type { DocumentHit } from '../../data/convocatorias';
import { recordHref } from '../../router';
import { snippetAround } from '../../ui/search-hits';

/** "en Bases y condiciones, pág. 3". */
export function documentHitPlace(hit: Pick<DocumentHit, 'name' | 'page'>): string {
  return `en ${hit.name}, pág. ${hit.page}`;
}

/** How much of a page starts a snippet that marks no word (never expected: the page holds one). */
const pageStartChars = 160;

/** A few words of the page around the first of the search's folded `words`, on one line. */
export function documentHitSnippet(hit: Pick<DocumentHit, 'text'>, words: readonly string[]): string {
  const around = snippetAround(hit.text, words) ?? hit.text.slice(0, pageStartChars);
  return around.replace(/\s+/g, ' ').trim();
}

/** `#/convocatorias/<id>?<the list's params>&ver=<the document's address>&pag=<page>`. */
export function documentHitHref(id: number, params: URLSearchParams, hit: Pick<DocumentHit, 'url' | 'page'>): string {
  const record = recordHref('convocatorias', id, params);
  return `${record}${record.includes('?') ? '&' : '?'}ver=${encodeURIComponent(hit.url)}&pag=${hit.page}`;
}

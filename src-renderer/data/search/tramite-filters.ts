/** Pure filtering of trámite rows; no Dexie here, so it runs (and is tested) in Node. */
import type { TramiteRow } from '../cache/db';
import { compareText, filterByWords } from './words';

export function sortTramites(rows: TramiteRow[]): TramiteRow[] {
  return rows.sort((a, b) => compareText(a.titulo, b.titulo) || a.id - b.id);
}

export function filterTramites(all: readonly TramiteRow[], search: string): readonly TramiteRow[] {
  return filterByWords(all, search);
}

/** Queries and hooks over the cached convocatorias; views use these, never Dexie. */
import { useLiveQuery } from 'dexie-react-hooks';
import { fold } from '../../src-shared/text';
import { db, type ConvocatoriaRow } from './db';

export type { ConvocatoriaRow } from './db';

export interface ConvocatoriaFilter {
  search: string;
}

export function matchesSearch(row: ConvocatoriaRow, words: readonly string[]): boolean {
  return words.every((word) => row.searchText.includes(word));
}

export function searchWords(search: string): string[] {
  return fold(search).split(/\s+/).filter((word) => word !== '');
}

/** Convocatorias closing last first; `undefined` while loading, so loading differs from empty. */
export function useConvocatorias(filter: ConvocatoriaFilter): ConvocatoriaRow[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.convocatorias.orderBy('fechaFin').reverse().toArray();
    const words = searchWords(filter.search);
    return words.length === 0 ? rows : rows.filter((row) => matchesSearch(row, words));
  }, [filter.search]);
}

/** `null` when the id is not cached, `undefined` while loading. */
export function useConvocatoria(id: number): ConvocatoriaRow | null | undefined {
  return useLiveQuery(async () => (await db.convocatorias.get(id)) ?? null, [id]);
}

export function useCachedCount(): number | undefined {
  return useLiveQuery(() => db.convocatorias.count(), []);
}

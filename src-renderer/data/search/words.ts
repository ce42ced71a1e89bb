/** Accent- and case-insensitive word search over a row's precomputed, folded `searchText`. */
import { fold } from '../../../src-shared/text';
import { onFirstUse } from '../../../src-shared/first-use';

/** "Córdoba  MUSEO" -> ["cordoba", "museo"]: every word must appear, in any order. */
export function searchWords(search: string): string[] {
  return fold(search)
    .split(/\s+/)
    .filter((word) => word !== '');
}

export function matchesWords(searchText: string, words: readonly string[]): boolean {
  return words.every((word) => searchText.includes(word));
}

export function filterByWords<T extends { searchText: string }>(rows: readonly T[], search: string): readonly T[] {
  const words = searchWords(search);
  return words.length === 0 ? rows : rows.filter((row) => matchesWords(row.searchText, words));
}

// Spanish order ("Ávila" beside "Avellaneda", not after "Zárate"); numbers in names by value.
const collator = onFirstUse(() => new Intl.Collator('es', { sensitivity: 'base', numeric: true }));

export const compareText = (a: string, b: string): number => collator().compare(a, b);

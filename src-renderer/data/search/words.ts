/** Accent- and case-insensitive word search over a row's precomputed, folded `searchText`. */
import { fold } from '../../../src-shared/text';
import { onFirstUse } from '../../../src-shared/first-use';

// Between words: spaces, and the commas and semicolons of a list typed without them ("música,teatro").
const between = /[\s,;]+/u;
// Around a word: what is not a letter or digit ("¡música!", «"canción"», "Córdoba."). Inside one it
// stays ("e-mail", "10.000", "s.a."): there it is part of what is looked for.
const edges = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** "¡Córdoba,  MUSEO!" -> ["cordoba", "museo"]: every word must appear, in any order. */
export function searchWords(search: string): string[] {
  return fold(search)
    .split(between)
    .map((word) => word.replace(edges, ''))
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

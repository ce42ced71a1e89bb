/**
 * Search words for the filter samples, from the titles the simulator serves: words a person
 * would type (at least 5 letters, in 0.3–15 % of the titles, so most searches list something),
 * none inside another (the app may infer one word's matches from a related one already asked),
 * in a fixed shuffled order so every run types the same words, each once.
 */
import type { Simulator } from '../simulator/server';

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

export function searchWords(simulator: Simulator, wanted: number): string[] {
  const titles = simulator.records('convocatorias').map((record) => String(record['titulo'] ?? ''));
  const titlesWith = new Map<string, number>();
  for (const title of titles) {
    for (const word of new Set(fold(title).match(/\p{L}{5,}/gu) ?? [])) titlesWith.set(word, (titlesWith.get(word) ?? 0) + 1);
  }
  const candidates = [...titlesWith]
    .filter(([, count]) => count >= titles.length * 0.003 && count <= titles.length * 0.15)
    .map(([word]) => word)
    .sort((a, b) => hash(a) - hash(b) || (a < b ? -1 : 1));
  const chosen: string[] = [];
  for (const word of candidates) {
    if (chosen.length === wanted) break;
    if (chosen.every((other) => !other.includes(word) && !word.includes(other))) chosen.push(word);
  }
  if (chosen.length < wanted) throw new Error(`only ${chosen.length} distinct search words in the corpus's titles; ${wanted} wanted`);
  return chosen;
}

/** FNV-1a: a fixed order that does not follow the alphabet. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

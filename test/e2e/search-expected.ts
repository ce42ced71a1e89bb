/**
 * A search word picked from the simulator's raw records, and where the app should mark it: a few
 * lines of plain test code over the records, no function of the app.
 */
import { fold, htmlToText, listed, type Convocatoria } from './expected';

/** Every place the folded `word` is in `text`, as written there: what the `<mark>`s should hold, in order. */
export function occurrences(text: string, word: string): string[] {
  const folded = fold(text);
  if (folded.length !== text.length) throw new Error(`folding changed the length of «${text}»`);
  const found: string[] = [];
  for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + word.length)) found.push(text.slice(at, at + word.length));
  return found;
}

/** The occurrences in an HTML body: a word is never matched across a tag. */
export function bodyOccurrences(html: string, word: string): string[] {
  return html.split(/<[^>]*>/).flatMap((piece) => occurrences(htmlToText(piece), word));
}

const inTitleOrBajada = (c: Convocatoria, word: string): boolean => fold(`${c.titulo} ${c.bajada}`).includes(word);

export interface SearchCase {
  /** The word as some body writes it, accents and all ("Educación"). */
  word: string;
  /** Folded, as the search matches it ("educacion"). */
  folded: string;
  /** What searching it lists, in the official order. */
  matches: Convocatoria[];
  /** A match with the word in its body only, and one with it in its title. */
  bodyOnly: Convocatoria;
  inTitle: Convocatoria;
}

/**
 * An accented word of some bodies that a handful of convocatorias hold (all on one screen), at
 * least one of them only in its body and one in its title.
 */
export function pickSearchCase(all: readonly Convocatoria[], today: string): SearchCase {
  const words = new Set(all.flatMap((c) => htmlToText(c.cuerpo).match(/\p{L}{6,}/gu) ?? []));
  for (const word of [...words].sort()) {
    const folded = fold(word);
    if (folded === word.toLowerCase()) continue;
    const matches = listed(all, { q: folded }, today);
    const bodyOnly = matches.find((c) => !inTitleOrBajada(c, folded) && !/<(script|style)/i.test(c.cuerpo));
    const inTitle = matches.find((c) => fold(c.titulo).includes(folded));
    if (matches.length >= 2 && matches.length <= 8 && bodyOnly !== undefined && inTitle !== undefined) {
      return { word, folded, matches, bodyOnly, inTitle };
    }
  }
  throw new Error('the corpus has no accented word some bodies and a title hold');
}

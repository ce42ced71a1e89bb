/**
 * Where the search's words are in a text, as the search itself finds them: a folded word (see
 * searchWords) matches wherever it occurs inside the folded text, accents and case aside, also
 * inside a longer word ("arte" in "Cartel"). The ranges are of the text as written, so a mark
 * covers "Música" for the word "musica".
 */
import { foldCharacter } from '../../src-shared/text';

/** A span of a text, [start, end) in UTF-16 code units. */
export interface TextRange {
  start: number;
  end: number;
}

/** The folded text and, for each of its code units, where the character it came from starts. */
function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  let at = 0;
  for (const character of text) {
    // A combining mark folds to nothing: it stays with the letter before it.
    const piece = foldCharacter(character);
    folded += piece;
    while (origins.length < folded.length) origins.push(at);
    at += character.length;
  }
  return { folded, origins };
}

/**
 * The ranges of `text` that hold one of the folded `words`, ascending; overlapping or touching
 * ranges are merged, so each letter is in at most one range.
 */
export function highlightRanges(text: string, words: readonly string[]): TextRange[] {
  const wanted = words.filter((word) => word !== '');
  if (wanted.length === 0 || text === '') return [];
  const { folded, origins } = foldWithOrigins(text);
  const found: TextRange[] = [];
  for (const word of wanted) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1)) {
      const end = at + word.length;
      found.push({ start: origins[at] ?? 0, end: end < folded.length ? (origins[end] ?? text.length) : text.length });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const merged: TextRange[] = [];
  for (const range of found) {
    const last = merged[merged.length - 1];
    if (last !== undefined && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * Wraps the words in `<mark>` inside the text nodes under `root` (an element whose HTML was
 * already sanitized): only text nodes are read and split, so no attribute is touched and no
 * markup is made from text. A word split by a tag ("Mú<b>sica</b>") is not marked, as the search,
 * which reads a tag as a space, does not match it either. Returns what puts the nodes back.
 */
export function highlightTextNodes(root: Element, words: readonly string[]): () => void {
  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: { node: Text; ranges: TextRange[] }[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (!(node instanceof Text)) continue;
    const ranges = highlightRanges(node.data, words);
    if (ranges.length > 0) found.push({ node, ranges });
  }
  const replaced = found.map(({ node, ranges }) => {
    const parts: Node[] = [];
    let at = 0;
    for (const { start, end } of ranges) {
      if (start > at) parts.push(document.createTextNode(node.data.slice(at, start)));
      const mark = document.createElement('mark');
      mark.textContent = node.data.slice(start, end);
      parts.push(mark);
      at = end;
    }
    if (at < node.data.length) parts.push(document.createTextNode(node.data.slice(at)));
    node.replaceWith(...parts);
    return { node, parts };
  });
  return () => {
    for (const { node, parts } of replaced) {
      const first = parts[0];
      const parent = first?.parentNode;
      if (first === undefined || parent === null || parent === undefined) continue;
      parent.insertBefore(node, first);
      for (const part of parts) part.parentNode?.removeChild(part);
    }
  };
}

/** Whitespace-separated tokens of a text, with where each starts and ends. */
function tokensOf(text: string): TextRange[] {
  return [...text.matchAll(/\S+/g)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

/** At most this many characters before the hit, so it shows on a narrow row's one line. */
const leadChars = 40;

/**
 * A few words of `text` each side of the first place one of `words` is, with "…" where the text
 * goes on; null when none is there. `text` is plain text (a body as the search reads it).
 */
export function snippetAround(text: string, words: readonly string[], before = 4, after = 10): string | null {
  const hit = highlightRanges(text, words)[0];
  if (hit === undefined) return null;
  const tokens = tokensOf(text);
  const first = tokens.findIndex((token) => token.end > hit.start);
  const last = tokens.findLastIndex((token) => token.start < hit.end);
  let from = Math.max(0, first - before);
  while (from < first && hit.start - (tokens[from]?.start ?? 0) > leadChars) from++;
  const to = Math.min(tokens.length - 1, last + after);
  // A hit deep inside one long token (an address) starts a little before the hit itself.
  const start = Math.max(tokens[from]?.start ?? 0, hit.start - leadChars);
  const end = tokens[to]?.end ?? text.length;
  const cutStart = start > 0;
  const cutEnd = end < text.trimEnd().length;
  return `${cutStart ? '…' : ''}${text.slice(start, end)}${cutEnd ? '…' : ''}`;
}

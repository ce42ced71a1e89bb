/**
 * Find in a document, as the app's search finds words (search-hits.ts): each folded word wherever
 * it occurs, accents and case aside; touching hits are one. A page's text is its text items (what
 * PDF.js's text layer shows, one span each) end to end, a space after each item that ends a line,
 * so a hit maps back to the spans it covers.
 */
import { highlightRanges, type TextRange } from '../search-hits';

export interface PageText {
  text: string;
  /** Where each item starts in `text`. */
  starts: number[];
}

export function pageText(items: readonly { str: string; hasEOL: boolean }[]): PageText {
  let text = '';
  const starts: number[] = [];
  for (const item of items) {
    starts.push(text.length);
    text += item.str;
    if (item.hasEOL) text += ' ';
  }
  return { text, starts };
}

/** A hit: its page (1-based) and its range in that page's text. */
export interface Hit extends TextRange {
  page: number;
}

/** Every hit of `words` (folded) in page order; a page whose text is not read yet has none. */
export function findHits(pages: readonly (PageText | undefined)[], words: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  pages.forEach((page, index) => {
    if (page === undefined) return;
    for (const range of highlightRanges(page.text, words)) hits.push({ page: index + 1, ...range });
  });
  return hits;
}

/** The part of each item a range covers: item index and [start, end) inside that item's text. */
export function piecesOf(page: PageText, range: TextRange, itemLengths: readonly number[]): { item: number; start: number; end: number }[] {
  const pieces: { item: number; start: number; end: number }[] = [];
  page.starts.forEach((itemStart, item) => {
    const itemEnd = itemStart + (itemLengths[item] ?? 0);
    const start = Math.max(range.start, itemStart);
    const end = Math.min(range.end, itemEnd);
    if (start < end) pieces.push({ item, start: start - itemStart, end: end - itemStart });
  });
  return pieces;
}

/** The hit to show first: the first on `page` or after it, else the first of all; -1 when none. */
export function firstHitFrom(hits: readonly Hit[], page: number): number {
  if (hits.length === 0) return -1;
  const index = hits.findIndex((hit) => hit.page >= page);
  return index === -1 ? 0 : index;
}

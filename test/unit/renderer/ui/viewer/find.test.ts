/** Find in a document: the page's text from its items, the hits of the folded words, the spans a hit covers. */
import { describe, expect, it } from 'vitest';
import { findHits, firstHitFrom, pageText, piecesOf } from '../../../../../src-renderer/ui/viewer/find';

const items = [
  { str: 'El Jurado evalúa', hasEOL: true },
  { str: 'cada obra; el jura', hasEOL: false },
  { str: 'do decide.', hasEOL: false },
];

describe('find', () => {
  it('joins the items, a space after each line', () => {
    expect(pageText(items)).toEqual({ text: 'El Jurado evalúa cada obra; el jurado decide.', starts: [0, 17, 35] });
  });

  it('finds every hit of a word, accents and case aside, page by page', () => {
    const page = pageText(items);
    const other = pageText([{ str: 'Sin nada aquí.', hasEOL: false }]);
    expect(findHits([page, other, page], ['jurado'])).toEqual([
      { page: 1, start: 3, end: 9 },
      { page: 1, start: 31, end: 37 },
      { page: 3, start: 3, end: 9 },
      { page: 3, start: 31, end: 37 },
    ]);
    expect(findHits([page], ['evalua'])).toEqual([{ page: 1, start: 10, end: 16 }]);
    // A page not read yet has no hits.
    expect(findHits([undefined, page], ['obra'])).toEqual([{ page: 2, start: 22, end: 26 }]);
  });

  it('splits a hit over the spans it covers', () => {
    const page = pageText(items);
    const lengths = items.map((item) => item.str.length);
    expect(piecesOf(page, { start: 31, end: 37 }, lengths)).toEqual([
      { item: 1, start: 14, end: 18 },
      { item: 2, start: 0, end: 2 },
    ]);
    expect(piecesOf(page, { start: 3, end: 9 }, lengths)).toEqual([{ item: 0, start: 3, end: 9 }]);
  });

  it('starts from the first hit on the current page or after it', () => {
    const hits = [
      { page: 2, start: 0, end: 1 },
      { page: 5, start: 0, end: 1 },
    ];
    expect(firstHitFrom(hits, 3)).toBe(1);
    expect(firstHitFrom(hits, 6)).toBe(0);
    expect(firstHitFrom([], 1)).toBe(-1);
  });
});

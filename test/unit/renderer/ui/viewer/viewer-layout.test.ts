/** The viewer's geometry: zoom scales, the + and − steps, page tops, which pages render, the current page. */
import { describe, expect, it } from 'vitest';
import { currentPage, pagesNear, pageTops, percent, scaleFor, zoomIn, zoomOut } from '../../../../../src-renderer/ui/viewer/viewer-layout';

// A US Letter page at scale 1 (612 × 792 points), in a column of 636 × 500 px (12 px gaps).
const letter = { width: 612, height: 792 };
const room = { width: 636, height: 500 };

describe('zoom', () => {
  it('fits the width: (636 − 24) / 612 = 1', () => {
    expect(scaleFor({ kind: 'ancho' }, room, letter)).toBeCloseTo(1, 6);
  });

  it('fits the whole page: the height binds, (500 − 24) / 792', () => {
    expect(scaleFor({ kind: 'pagina' }, room, letter)).toBeCloseTo(476 / 792, 6);
    // A wide, short room: the width binds.
    expect(scaleFor({ kind: 'pagina' }, { width: 330, height: 2000 }, letter)).toBeCloseTo(306 / 612, 6);
  });

  it('keeps a chosen scale, within 25 % and 400 %', () => {
    expect(scaleFor({ kind: 'escala', scale: 1.5 }, room, letter)).toBe(1.5);
    expect(scaleFor({ kind: 'escala', scale: 9 }, room, letter)).toBe(4);
    expect(scaleFor({ kind: 'ancho' }, { width: 30, height: 30 }, letter)).toBe(0.25);
  });

  it('steps + and − through the list, from any scale', () => {
    expect(zoomIn(1)).toBe(1.1);
    expect(zoomIn(0.94)).toBe(1);
    expect(zoomOut(1)).toBe(0.9);
    expect(zoomOut(0.94)).toBe(0.9);
    expect(zoomIn(4)).toBe(4);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(zoomOut(0.3)).toBe(0.5);
  });

  it('says a scale as a percentage', () => {
    expect(percent(0.935)).toBe('94 %');
  });
});

describe('the column of pages', () => {
  // Four pages 100 px high: tops at 12, 124, 236, 348 (a 12 px gap before each).
  const tops = pageTops([100, 100, 100, 100]);

  it('places each page after the one before and a gap', () => {
    expect(tops).toEqual([12, 124, 236, 348]);
    expect(pageTops([50, 200])).toEqual([12, 74]);
  });

  it('renders the pages in view and one more on each side, never all of them', () => {
    // A 90 px view from 130 to 220 sees only page 2 (index 1).
    expect(pagesNear(tops, 130, 90)).toEqual({ first: 0, last: 2 });
    expect(pagesNear(tops, 130, 90, 0)).toEqual({ first: 1, last: 1 });
    // 300 pages, the view on page 150: three canvases, not 300.
    const long = pageTops(Array.from({ length: 300 }, () => 100));
    expect(pagesNear(long, (long[149] ?? 0) + 10, 80)).toEqual({ first: 148, last: 150 });
    expect(pagesNear([], 0, 100)).toEqual({ first: 0, last: -1 });
  });

  it('counts as current the page a third of the way down the view', () => {
    // View 150 px from 100: a third down is 150, on page 2 (index 1).
    expect(currentPage(tops, 100, 150)).toBe(1);
    expect(currentPage(tops, 0, 30)).toBe(0);
    expect(currentPage(tops, 1000, 300)).toBe(3);
  });
});

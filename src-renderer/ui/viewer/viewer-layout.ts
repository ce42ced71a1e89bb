/**
 * The viewer's geometry, pure: the scale a zoom choice gives, the steps of + and −, where each
 * page sits in the scrolled column, which pages are near enough to render and which one is the
 * current page.
 */

export type Zoom = { kind: 'ancho' } | { kind: 'pagina' } | { kind: 'escala'; scale: number };

export interface Size {
  width: number;
  height: number;
}

/** Space around and between pages, in CSS pixels. */
export const pageGap = 12;
export const minScale = 0.25;
export const maxScale = 4;
export const zoomSteps = [0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4] as const;

const clamp = (scale: number): number => Math.min(maxScale, Math.max(minScale, scale));

/** The scale of `zoom` for a page of `page` (at scale 1) in a column of `room`. */
export function scaleFor(zoom: Zoom, room: Size, page: Size): number {
  const width = (room.width - 2 * pageGap) / page.width;
  switch (zoom.kind) {
    case 'ancho':
      return clamp(width);
    case 'pagina':
      return clamp(Math.min(width, (room.height - 2 * pageGap) / page.height));
    case 'escala':
      return clamp(zoom.scale);
  }
}

/** The next step above `scale` (+), or the largest. */
export function zoomIn(scale: number): number {
  return zoomSteps.find((step) => step > scale + 0.001) ?? maxScale;
}

/** The next step below `scale` (−), or the smallest. */
export function zoomOut(scale: number): number {
  return [...zoomSteps].reverse().find((step) => step < scale - 0.001) ?? zoomSteps[0];
}

/** Where each page's top is in the column, given each page's height at the current scale. */
export function pageTops(heights: readonly number[]): number[] {
  const tops: number[] = [];
  let top = pageGap;
  for (const height of heights) {
    tops.push(top);
    top += height + pageGap;
  }
  return tops;
}

/** The last page whose top is at or above `y` (0-based); 0 above the first. */
function pageAtY(tops: readonly number[], y: number): number {
  let low = 0;
  let high = tops.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((tops[middle] ?? 0) <= y) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}

/**
 * The pages (0-based, first and last inclusive) that meet the visible part of the column, with
 * `overscan` more on each side: only these have a canvas.
 */
export function pagesNear(tops: readonly number[], scrollTop: number, viewHeight: number, overscan = 1): { first: number; last: number } {
  if (tops.length === 0) return { first: 0, last: -1 };
  const first = pageAtY(tops, scrollTop);
  const last = pageAtY(tops, scrollTop + viewHeight);
  return { first: Math.max(0, first - overscan), last: Math.min(tops.length - 1, last + overscan) };
}

/** The current page (0-based): the one at a third of the way down the view, where the eye reads. */
export function currentPage(tops: readonly number[], scrollTop: number, viewHeight: number): number {
  return tops.length === 0 ? 0 : pageAtY(tops, scrollTop + viewHeight / 3);
}

/** "125 %", as the zoom's label reads. */
export function percent(scale: number): string {
  return `${Math.round(scale * 100)} %`;
}

/**
 * How many of the navigation's items fit on its line, the rest going into the "Más" menu: from
 * the widths the items take on screen (measured, so the font in use decides, not a guess).
 */
export interface NavMeasure {
  /** Each item's width, in the navigation's order. */
  items: readonly number[];
  /** The "Más" button's width. */
  more: number;
  /** The space between two neighbours. */
  gap: number;
  /** The width the navigation has. */
  available: number;
}

/** The number of leading items shown; all of them when they fit without "Más", else as many as fit beside it. */
export function itemsThatFit({ items, more, gap, available }: NavMeasure): number {
  let used = 0;
  for (const [index, width] of items.entries()) used += width + (index > 0 ? gap : 0);
  if (used <= available) return items.length;
  let shown = 0;
  let width = more;
  for (const item of items) {
    width += item + gap;
    if (width > available) break;
    shown++;
  }
  return shown;
}

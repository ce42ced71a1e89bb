/**
 * The list's width beside the reader. The person sets it (the splitter, remembered); the window
 * bounds it: the reader keeps room to be read, and is never wider than its text, so in a wide
 * window the list widens instead of leaving empty margins around the record.
 */

/** From this window width the list and the reader are side by side; narrower, the record replaces the list. */
export const sideBySideFrom = 960;

export const listMin = 280;
/** The narrowest reader worth reading in. */
export const readerMin = 360;
/** The widest the reader is of use: `.detail`'s text column (50rem) with its scrollbar and some air around it. */
export const readerMax = 780;

/** The widths the list may take when list and reader share `room` px (the window less the panel and the splitter). */
export function listBounds(room: number): { min: number; max: number } {
  const max = Math.max(listMin, room - readerMin);
  const min = Math.min(max, Math.max(listMin, room - readerMax));
  return { min, max };
}

/** The width the list is shown at: the one the person chose, within the bounds. */
export function listWidth(chosen: number, room: number): number {
  const { min, max } = listBounds(room);
  return Math.round(Math.min(max, Math.max(min, chosen)));
}

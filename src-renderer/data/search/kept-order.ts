/**
 * A list that does not reorder under a person's eyes. The ids it showed at the last change the
 * person made (a filter, "mostrar") keep their order while a sync changes the rows: a changed row
 * stays in its slot with its new content, a row that is gone (or no longer passes the filter)
 * leaves, and a row that was not there is held back and counted, until the person asks for the
 * list as it is now.
 */

/** What the list shows of `fresh` when it keeps the order `kept`. */
export interface KeptOrder<Row> {
  /** The kept ids still in `fresh`, in the kept order, each as `fresh` has it now. */
  rows: readonly Row[];
  /** How many rows of `fresh` are held back (ids not kept). */
  held: number;
  /** True when showing `fresh` as it is would change what the list shows beyond the content of its rows. */
  stale: boolean;
}

/** `fresh` seen through the order `kept`; `fresh` itself (the same array) when they agree. */
export function keepOrder<Row extends { id: number }>(kept: readonly number[], fresh: readonly Row[]): KeptOrder<Row> {
  if (kept.length === fresh.length && fresh.every((row, i) => row.id === kept[i])) return { rows: fresh, held: 0, stale: false };
  const byId = new Map(fresh.map((row) => [row.id, row]));
  const rows = kept.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
  const held = fresh.length - rows.length;
  // Only removals: what is left is still in the fresh order, and it is what the list shows.
  if (held === 0 && rows.every((row, i) => row === fresh[i])) return { rows: fresh, held: 0, stale: false };
  return { rows, held, stale: true };
}

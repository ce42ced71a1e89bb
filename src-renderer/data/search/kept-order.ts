/**
 * A list that does not reorder under a person's eyes. The ids it showed at the last change the
 * person made (a filter, "mostrar") keep their order while a sync changes the rows: a changed row
 * stays in its slot with its new content, a row that is gone (or no longer passes the filter)
 * leaves. A row first seen in a later sync than any the list had (`firstSeen`, the run's start) is
 * held back and counted, until the person asks for the list as it is now; any other row that was
 * not there (the rest of a sync's pages, a call that now passes the filter) appears in place: after
 * the shown row it follows in the fresh order.
 */

/** What the list shows of `fresh` when it keeps the order `kept`. */
export interface KeptOrder<Row> {
  /** The kept ids still in `fresh`, in the kept order, each as `fresh` has it now, and the rows placed among them. */
  rows: readonly Row[];
  /** How many rows of `fresh` are held back. */
  held: number;
  /** True when showing `fresh` as it is would change what the list shows beyond the content of its rows. */
  stale: boolean;
}

interface Ordered {
  id: number;
  firstSeen: number;
}

/** The latest `firstSeen` of `rows` (0 for none). */
export function newestOf(rows: readonly Ordered[]): number {
  let newest = 0;
  for (const row of rows) if (row.firstSeen > newest) newest = row.firstSeen;
  return newest;
}

/** `fresh` seen through the order `kept`, holding back rows first seen after `newest`; `fresh` itself when they agree. */
export function keepOrder<Row extends Ordered>(kept: readonly number[], fresh: readonly Row[], newest: number): KeptOrder<Row> {
  if (kept.length === fresh.length && fresh.every((row, i) => row.id === kept[i])) return { rows: fresh, held: 0, stale: false };
  const byId = new Map(fresh.map((row) => [row.id, row]));
  const keptIds = new Set(kept);
  // The rows placed in the list, each after the kept row before it in the fresh order (null: at the top).
  const placed = new Map<number | null, Row[]>();
  let anchor: number | null = null;
  let held = 0;
  for (const row of fresh) {
    if (keptIds.has(row.id)) anchor = row.id;
    else if (row.firstSeen > newest) held++;
    else {
      const after = placed.get(anchor);
      if (after === undefined) placed.set(anchor, [row]);
      else after.push(row);
    }
  }
  const rows = [
    ...(placed.get(null) ?? []),
    ...kept.flatMap((id) => {
      const row = byId.get(id);
      return row === undefined ? [] : [row, ...(placed.get(id) ?? [])];
    }),
  ];
  // Nothing held and nothing moved: what is left is the fresh list.
  if (held === 0 && rows.every((row, i) => row === fresh[i])) return { rows: fresh, held: 0, stale: false };
  return { rows, held, stale: true };
}

import type { Table } from 'dexie';

/**
 * Every row of `table`, read by id in slices of `sliceRows`: one read of a whole table of
 * thousands would hold the page while its rows are copied out. `take` sees each slice in id order.
 */
export async function forEachSlice<R extends { id: number }>(
  table: Table<R, number>,
  sliceRows: number,
  take: (slice: R[]) => Promise<void> | void,
): Promise<void> {
  for (let last = -Infinity; ;) {
    const slice = await table.where(':id').above(last).limit(sliceRows).toArray();
    await take(slice);
    const end = slice.at(-1);
    if (end === undefined || slice.length < sliceRows) return;
    last = end.id;
  }
}

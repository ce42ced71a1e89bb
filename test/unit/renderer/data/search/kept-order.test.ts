/** The list's kept order: rows a person has seen do not move while a sync changes the rows. */
import { describe, expect, it } from 'vitest';
import { keepOrder, newestOf } from '../../../../../src-renderer/data/search/kept-order';

interface Row {
  id: number;
  firstSeen: number;
  v: number;
}
/** Rows of the first sync (firstSeen 0), in this order. */
const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id, firstSeen: 0, v: 0 }));
/** A row a later sync (run 500) brought. */
const later = (id: number): Row => ({ id, firstSeen: 500, v: 0 });
const ids = (list: readonly { id: number }[]): number[] => list.map((row) => row.id);

describe('keepOrder', () => {
  it('gives the fresh rows themselves when they are in the kept order', () => {
    const fresh = rows(3, 1, 2);
    const kept = keepOrder([3, 1, 2], fresh, 0);
    expect(kept.rows).toBe(fresh);
    expect(kept).toMatchObject({ held: 0, stale: false });
  });

  it('keeps the kept order when the fresh order moved a row, with the row as it is now', () => {
    const fresh = [{ id: 2, firstSeen: 0, v: 1 }, ...rows(3, 1)];
    const kept = keepOrder([3, 1, 2], fresh, 0);
    expect(ids(kept.rows)).toEqual([3, 1, 2]);
    expect(kept.rows[2]).toBe(fresh[0]);
    expect(kept).toMatchObject({ held: 0, stale: true });
  });

  it('holds back and counts the rows a later sync brought, the others in the kept order', () => {
    const kept = keepOrder([3, 1, 2], [later(5), ...rows(3), later(4), ...rows(1, 2)], 0);
    expect(ids(kept.rows)).toEqual([3, 1, 2]);
    expect(kept).toMatchObject({ held: 2, stale: true });
    // Rows of the sync the order was taken in are not held.
    expect(keepOrder([3, 1, 2], [later(5), ...rows(3, 1, 2)], 500)).toMatchObject({ held: 0 });
  });

  it('places rows of the same sync after the kept row before them in the fresh order, or at the top', () => {
    const kept = keepOrder([3, 1, 2], rows(7, 3, 5, 6, 2, 1, 4), 0);
    // 1 and 2 swapped in the fresh order: they stay as shown, each followed by the new rows after it.
    expect(ids(kept.rows)).toEqual([7, 3, 5, 6, 1, 4, 2]);
    expect(kept).toMatchObject({ held: 0, stale: true });
    // Rows that arrive in the fresh order's places give the fresh list itself.
    const fresh = rows(7, 3, 5, 1, 2, 4);
    expect(keepOrder([3, 1, 2], fresh, 0)).toEqual({ rows: fresh, held: 0, stale: false });
  });

  it('lets rows that are gone leave; what is left is the fresh list when nothing else changed', () => {
    const fresh = rows(3, 2);
    const kept = keepOrder([3, 1, 2], fresh, 0);
    expect(kept.rows).toBe(fresh);
    expect(kept).toMatchObject({ held: 0, stale: false });
    const moved = keepOrder([3, 1, 2], [...rows(2), later(6), ...rows(3)], 0);
    expect(ids(moved.rows)).toEqual([3, 2]);
    expect(moved).toMatchObject({ held: 1, stale: true });
  });

  it('newestOf gives the latest firstSeen, 0 for none', () => {
    expect(newestOf([])).toBe(0);
    expect(newestOf([...rows(1), later(2), { id: 3, firstSeen: 20, v: 0 }])).toBe(500);
  });
});

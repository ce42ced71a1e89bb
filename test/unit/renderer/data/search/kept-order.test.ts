/** The list's kept order: rows a person has seen do not move while a sync changes the rows. */
import { describe, expect, it } from 'vitest';
import { keepOrder } from '../../../../../src-renderer/data/search/kept-order';

const rows = (...ids: number[]): { id: number; v: number }[] => ids.map((id) => ({ id, v: 0 }));
const ids = (list: readonly { id: number }[]): number[] => list.map((row) => row.id);

describe('keepOrder', () => {
  it('gives the fresh rows themselves when they are in the kept order', () => {
    const fresh = rows(3, 1, 2);
    const kept = keepOrder([3, 1, 2], fresh);
    expect(kept.rows).toBe(fresh);
    expect(kept).toMatchObject({ held: 0, stale: false });
  });

  it('keeps the kept order when the fresh order moved a row, with the row as it is now', () => {
    const fresh = [
      { id: 2, v: 1 },
      { id: 3, v: 0 },
      { id: 1, v: 0 },
    ];
    const kept = keepOrder([3, 1, 2], fresh);
    expect(ids(kept.rows)).toEqual([3, 1, 2]);
    expect(kept.rows[2]).toBe(fresh[0]);
    expect(kept).toMatchObject({ held: 0, stale: true });
  });

  it('holds back and counts the rows it did not show, in the kept order for the others', () => {
    const kept = keepOrder([3, 1, 2], rows(5, 3, 4, 1, 2));
    expect(ids(kept.rows)).toEqual([3, 1, 2]);
    expect(kept).toMatchObject({ held: 2, stale: true });
  });

  it('lets rows that are gone leave; what is left is the fresh list when nothing else changed', () => {
    const fresh = rows(3, 2);
    const kept = keepOrder([3, 1, 2], fresh);
    expect(kept.rows).toBe(fresh);
    expect(kept).toMatchObject({ held: 0, stale: false });
    const moved = keepOrder([3, 1, 2], rows(2, 6, 3));
    expect(ids(moved.rows)).toEqual([3, 2]);
    expect(moved).toMatchObject({ held: 1, stale: true });
  });

  it('shows nothing of a fresh list when it kept nothing, and holds it all', () => {
    expect(keepOrder([], rows(1, 2))).toMatchObject({ rows: [], held: 2, stale: true });
    expect(keepOrder([1, 2], [])).toMatchObject({ rows: [], held: 0, stale: false });
  });
});

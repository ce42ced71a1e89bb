/**
 * Coming back from a detail (Escape, the back link) puts the keyboard focus on the row that
 * was opened, so a keyboard user continues where they left off instead of at the top.
 */
import { useEffect, type RefObject } from 'react';
import type { VirtualListHandle } from './VirtualList';

const opened = new Map<string, number>();

/** Called when a row's link is followed. */
export function rememberOpened(list: string, id: number): void {
  opened.set(list, id);
}

/** Once the rows are there, focuses the remembered row (if it is still listed) and forgets it. */
export function useReturnFocus<T extends { id: number }>(
  list: string,
  rows: readonly T[] | undefined,
  handle: RefObject<VirtualListHandle | null>,
): void {
  useEffect(() => {
    const id = opened.get(list);
    if (rows === undefined || id === undefined) return;
    opened.delete(list);
    const index = rows.findIndex((row) => row.id === id);
    if (index >= 0) handle.current?.focusRow(index);
  }, [list, rows, handle]);
}

/**
 * Coming back from a detail (Escape, the back link) puts the keyboard focus on the row that
 * was opened, so a keyboard user continues where they left off instead of at the top.
 */
import { useEffect, type RefObject } from 'react';
import type { VirtualListHandle } from './VirtualList';

const opened = new Map<string, number>();

/** Called when a row's link is followed away from the list (a narrow window shows the record instead). */
export function rememberOpened(list: string, id: number): void {
  opened.set(list, id);
}

/**
 * Once the list is on screen again (`shown`) with its rows, focuses the remembered row (if it is
 * still listed) and forgets it.
 */
export function useReturnFocus<T extends { id: number }>(
  list: string,
  rows: readonly T[] | undefined,
  handle: RefObject<VirtualListHandle | null>,
  shown = true,
): void {
  useEffect(() => {
    const id = opened.get(list);
    if (!shown || rows === undefined || id === undefined) return;
    opened.delete(list);
    const index = rows.findIndex((row) => row.id === id);
    if (index >= 0) handle.current?.focusRow(index);
  }, [list, rows, handle, shown]);
}

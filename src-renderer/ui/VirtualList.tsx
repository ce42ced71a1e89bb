import { useVirtualizer } from '@tanstack/react-virtual';
import { clsx } from 'clsx';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';

export interface VirtualListHandle {
  /** Scrolls to a row and moves the keyboard focus to its link. */
  focusRow(index: number): void;
}

interface VirtualListProps<T> {
  items: readonly T[];
  label: string;
  rowHeight: number;
  getKey: (item: T) => number | string;
  /** Each row should render one link (or button): it receives the focus when arrows move. */
  renderRow: (item: T, index: number) => ReactNode;
  handle?: Ref<VirtualListHandle>;
  /** How many rows the whole list has, when `items` is only its head (see `busy`). */
  total?: number;
  /** The rest of the rows is still being read: said to assistive technology as aria-busy. */
  busy?: boolean;
  /** The row open in the reader, marked and kept in view. */
  selectedIndex?: number;
  /** Called when the arrow keys move to a row (the reader follows in a wide window). */
  onMove?: (index: number) => void;
}

const focusable = 'a[href], button';

const rowIndexOf = (element: Element | null): number => {
  const row = element?.closest<HTMLElement>('[data-row-index]');
  return row === null || row === undefined ? -1 : Number(row.dataset.rowIndex);
};

/**
 * Only the rows in view are in the DOM, so thousands of records scroll smoothly. Arrow keys,
 * Page Up/Down, Home and End move the focus from row to row; Enter follows the row's link.
 *
 * The list is one Tab stop, as a mail client's: Tab enters it on the open row (else the row the
 * focus last left, else the first row in view) and the next Tab leaves it, so Shift+Tab from the
 * reader comes back to the row being read, not to the last row drawn.
 */
export function VirtualList<T>({
  items,
  label,
  rowHeight,
  getKey,
  renderRow,
  handle,
  total,
  busy = false,
  selectedIndex = -1,
  onMove,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer lays every row out again (a loop over all of them) whenever getItemKey is a
  // new function: keep it the same while the rows and getKey are (pass a getKey that is stable).
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    [items, getKey],
  );
  // Rows beyond the window are there for scrolling, when new ones must be ready before the
  // compositor shows them; while the list is still, two are enough (the keyboard's next row),
  // and a filter change then renders a third fewer rows.
  const [scrolling, setScrolling] = useState(false);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey,
    overscan: scrolling ? 8 : 2,
    onChange: (instance) => setScrolling(instance.isScrolling),
  });

  const focusRow = (index: number): void => {
    if (items.length === 0) return;
    const target = Math.max(0, Math.min(items.length - 1, index));
    virtualizer.scrollToIndex(target, { align: 'auto' });
    // The row may only exist after the virtualizer renders it.
    const tryFocus = (attempt: number): void => {
      const row = scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${target}"] ${focusable}`);
      if (row !== null && row !== undefined) row.focus({ preventScroll: true });
      else if (attempt < 5) requestAnimationFrame(() => tryFocus(attempt + 1));
    };
    tryFocus(0);
  };
  useImperativeHandle(handle, () => ({ focusRow }));

  // The row whose link Tab reaches (a roving tabindex); every other row's link is out of the Tab order.
  const lastFocused = useRef(-1);
  const rovingTabStop = (): void => {
    const scroller = scrollRef.current;
    if (scroller === null) return;
    const wanted = selectedIndex >= 0 ? selectedIndex : lastFocused.current;
    const rendered = virtualizer.getVirtualItems();
    const top = virtualizer.scrollOffset ?? 0;
    const stop = (rendered.find((row) => row.index === wanted) ?? rendered.find((row) => row.start >= top) ?? rendered[0])?.index;
    for (const link of scroller.querySelectorAll<HTMLElement>(`[data-row-index] :is(${focusable})`)) {
      link.tabIndex = rowIndexOf(link) === stop ? 0 : -1;
    }
  };
  // After every render: the rows drawn, the selection or the scroll may have changed.
  useLayoutEffect(rovingTabStop);
  const onFocus = (event: FocusEvent<HTMLDivElement>): void => {
    const index = rowIndexOf(event.target);
    if (index < 0) return;
    lastFocused.current = index;
    rovingTabStop();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const current = rowIndexOf(document.activeElement);
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? rowHeight) / rowHeight) - 1);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      PageDown: current + page,
      PageUp: current - page,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined || items.length === 0) return;
    event.preventDefault();
    const target = Math.max(0, Math.min(items.length - 1, next));
    focusRow(target);
    onMove?.(target);
  };

  // The selected row stays in view when it changes from outside (a link, the reader's neighbours).
  useEffect(() => {
    if (selectedIndex >= 0 && selectedIndex < items.length) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the selection itself moves
  }, [selectedIndex]);

  return (
    <div ref={scrollRef} className="virtual-scroll" role="list" aria-label={label} aria-busy={busy} onKeyDown={onKeyDown} onFocus={onFocus}>
      <div className="virtual-canvas" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <div
              key={row.key}
              role="listitem"
              aria-setsize={total ?? items.length}
              aria-posinset={row.index + 1}
              data-row-index={row.index}
              data-testid="list-row"
              aria-current={row.index === selectedIndex ? 'true' : undefined}
              className={clsx('virtual-row', row.index === selectedIndex && 'selected')}
              style={{ height: row.size, transform: `translateY(${row.start}px)` }}
            >
              {renderRow(item, row.index)}
            </div>
          );
        })}
      </div>
    </div>
  );
}

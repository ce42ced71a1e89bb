import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';

interface VirtualListProps<T> {
  items: readonly T[];
  label: string;
  rowHeight: number;
  getKey: (item: T) => number | string;
  renderRow: (item: T, index: number) => ReactNode;
}

/** Only the rows in view are in the DOM, so thousands of records scroll smoothly. */
export function VirtualList<T>({ items, label, rowHeight, getKey, renderRow }: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    overscan: 8,
  });
  return (
    <div ref={scrollRef} className="virtual-scroll" role="list" aria-label={label} tabIndex={-1}>
      <div className="virtual-canvas" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <div
              key={row.key}
              role="listitem"
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              className="virtual-row"
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

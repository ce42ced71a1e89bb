/**
 * One Dexie live query shared by every component that reads it: a list shows a badge on each
 * visible row, and thirty rows must not mean thirty subscriptions to the same small table.
 */
import { liveQuery, type Subscription } from 'dexie';
import { useSyncExternalStore } from 'react';

export interface SharedQuery<T> {
  subscribe(listener: () => void): () => void;
  /** The last value read; undefined until the first read. */
  current(): T | undefined;
}

export function sharedLiveQuery<T>(querier: () => Promise<T>): SharedQuery<T> {
  let value: T | undefined;
  let subscription: Subscription | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      subscription ??= liveQuery(querier).subscribe({
        next(next) {
          value = next;
          for (const notify of listeners) notify();
        },
        // A failed read keeps the last value; the next change of the tables tries again.
        error: () => undefined,
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        subscription?.unsubscribe();
        subscription = null;
      };
    },
    current: () => value,
  };
}

export function useSharedQuery<T>(query: SharedQuery<T>): T | undefined {
  return useSyncExternalStore(query.subscribe, query.current);
}

/**
 * One Dexie live query shared by every component that reads it: a list shows a badge on each
 * visible row, and thirty rows must not mean thirty subscriptions to the same small table.
 * When a list's rows are all replaced (a new filter), its last reader leaves a moment before the
 * new ones come: the query stays open a little while (`lingerMs`), so that moment does not cost
 * a new read and a second render of every row.
 */
import { liveQuery, type Subscription } from 'dexie';
import { useSyncExternalStore } from 'react';
import { errorMessage } from '../../src-shared/errors';
import type { ReadFailure } from './live-table';

export interface SharedQuery<T> {
  subscribe(listener: () => void): () => void;
  /** The last value read; undefined until the first read. */
  current(): T | undefined;
  /** Why the last read failed, with a retry; null while reads succeed. */
  failure(): ReadFailure | null;
}

export function sharedLiveQuery<T>(querier: () => Promise<T>, lingerMs = 1000): SharedQuery<T> {
  let value: T | undefined;
  let subscription: Subscription | null = null;
  let stopTimer: ReturnType<typeof setTimeout> | undefined;
  let failure: ReadFailure | null = null;
  const listeners = new Set<() => void>();
  const notify = (): void => {
    for (const listener of listeners) listener();
  };
  const start = (): void => {
    subscription ??= liveQuery(querier).subscribe({
      next(next) {
        value = next;
        failure = null;
        notify();
      },
      // A failed read keeps the last value and says why; the observable is over, so a retry starts another.
      error(cause: unknown) {
        subscription = null;
        failure = { message: errorMessage(cause), retry };
        notify();
      },
    });
  };
  const retry = (): void => {
    failure = null;
    notify();
    if (listeners.size > 0) start();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      clearTimeout(stopTimer);
      stopTimer = undefined;
      if (failure === null) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || stopTimer !== undefined) return;
        stopTimer = setTimeout(() => {
          stopTimer = undefined;
          if (listeners.size > 0) return;
          subscription?.unsubscribe();
          subscription = null;
        }, lingerMs);
      };
    },
    current: () => value,
    failure: () => failure,
  };
}

export function useSharedQuery<T>(query: SharedQuery<T>): T | undefined {
  return useSyncExternalStore(query.subscribe, query.current);
}

export function useSharedQueryFailure<T>(query: SharedQuery<T>): ReadFailure | null {
  return useSyncExternalStore(query.subscribe, query.failure);
}

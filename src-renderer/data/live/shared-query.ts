/**
 * One Dexie live query shared by every component that reads it: a list shows a badge on each
 * visible row, and thirty rows must not mean thirty subscriptions to the same small table.
 * When a list's rows are all replaced (a new filter), its last reader leaves a moment before the
 * new ones come: the query stays open a little while (`lingerMs`), so that moment does not cost
 * a new read and a second render of every row.
 */
import { liveQuery, type Subscription } from 'dexie';
import { errorMessage } from '../../../src-shared/errors';
import { createStore, useStore, type ReadableStore } from '../../store';
import type { ReadFailure } from './live-table';

export interface SharedQueryState<T> {
  /** The last value read; undefined until the first read. */
  value: T | undefined;
  /** Why the last read failed, with a retry; null while reads succeed. */
  failure: ReadFailure | null;
}

/** The query's store, and its parts for code outside React. */
export interface SharedQuery<T> {
  readonly state: ReadableStore<SharedQueryState<T>>;
  subscribe(listener: () => void): () => void;
  current(): T | undefined;
  failure(): ReadFailure | null;
}

export function sharedLiveQuery<T>(querier: () => Promise<T>, lingerMs = 1000): SharedQuery<T> {
  let subscription: Subscription | null = null;
  let open = false;
  const read = (): void => {
    subscription ??= liveQuery(querier).subscribe({
      next(value) {
        state.set({ value, failure: null });
      },
      // A failed read keeps the last value and says why; the observable is over, so a retry starts another.
      error(cause: unknown) {
        subscription = null;
        state.set((current) => ({ ...current, failure: { message: errorMessage(cause), retry } }));
      },
    });
  };
  const retry = (): void => {
    state.set((current) => ({ ...current, failure: null }));
    if (open) read();
  };
  const state = createStore<SharedQueryState<T>>(
    { value: undefined, failure: null },
    {
      start: (self) => {
        open = true;
        if (self.get().failure === null) read();
        return () => {
          open = false;
          subscription?.unsubscribe();
          subscription = null;
        };
      },
      stopAfterMs: lingerMs,
    },
  );
  return {
    state,
    subscribe: state.subscribe,
    current: () => state.get().value,
    failure: () => state.get().failure,
  };
}

export function useSharedQuery<T>(query: SharedQuery<T>): T | undefined {
  return useStore(query.state, (state) => state.value);
}

export function useSharedQueryFailure<T>(query: SharedQuery<T>): ReadFailure | null {
  return useStore(query.state, (state) => state.failure);
}

/**
 * The one store for the renderer's small shared states (the theme, the sync's progress, a live
 * table's rows…), read in React through useSyncExternalStore.
 *
 * Ours rather than a library's because most of these states cost something to keep current: the
 * settings are read over the bridge, a table is read from IndexedDB and followed, a timer checks
 * the day. That work should run while someone reads the state and no longer, so a store has a
 * lifecycle: `start` runs when the first reader subscribes and returns how to stop, which runs when
 * the last reader leaves — or `stopAfterMs` later, so that readers replacing each other (a list
 * whose rows all change) do not stop and restart it.
 */
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  /** Readers are told only when the value is a different one (Object.is). */
  set(next: T | ((current: T) => T)): void;
  /** Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** What readers get: a store they can read and follow, not change. */
export type ReadableStore<T> = Pick<Store<T>, 'get' | 'subscribe'>;

export interface StoreOptions<T> {
  /** Runs when the first reader subscribes (again after a stop); may return how to stop. */
  start?: (store: Store<T>) => (() => void) | undefined;
  /** Waits this long after the last reader left before stopping; a new reader meanwhile cancels the stop. */
  stopAfterMs?: number;
}

// A store never holds a function: then `initial` and `set` could not tell it from a maker or an updater (as with useState).
const isMaker = <T>(value: T | (() => T)): value is () => T => typeof value === 'function';
const isUpdater = <T>(value: T | ((current: T) => T)): value is (current: T) => T => typeof value === 'function';

/**
 * `initial` may be a function, called on first read: some first values are read from the page
 * (the address, localStorage, today's date) when first needed, not while the script loads.
 */
export function createStore<T>(initial: T | (() => T), options: StoreOptions<T> = {}): Store<T> {
  let held: { value: T } | null = null;
  const listeners = new Set<() => void>();
  let running = false;
  let stop: (() => void) | undefined;
  let stopTimer: ReturnType<typeof setTimeout> | undefined;

  const get = (): T => (held ??= { value: isMaker(initial) ? initial() : initial }).value;

  const halt = (): void => {
    running = false;
    const stopping = stop;
    stop = undefined;
    stopping?.();
  };

  const store: Store<T> = {
    get,
    set(next) {
      const value = isUpdater(next) ? next(get()) : next;
      if (Object.is(value, get())) return;
      held = { value };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      clearTimeout(stopTimer);
      stopTimer = undefined;
      if (!running) {
        running = true;
        stop = options.start?.(store);
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0 || !running) return;
        if (options.stopAfterMs === undefined) return halt();
        stopTimer = setTimeout(() => {
          stopTimer = undefined;
          halt();
        }, options.stopAfterMs);
      };
    },
  };
  return store;
}

/**
 * The store's value (or the part `select` picks), re-rendering when it changes. `select` must
 * return a part of the value or a primitive, not a new object each time.
 */
export function useStore<T>(store: ReadableStore<T>): T;
export function useStore<T, U>(store: ReadableStore<T>, select: (value: T) => U): U;
export function useStore<T, U>(store: ReadableStore<T>, select?: (value: T) => U): T | U {
  const read = select === undefined ? store.get : () => select(store.get());
  // The same snapshot when a test renders to a string.
  return useSyncExternalStore<T | U>(store.subscribe, read, read);
}

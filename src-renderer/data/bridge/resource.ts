/**
 * The one way to read a state that main holds (the configuration, the settings, a record's saved
 * documents): a store of loading / ready / error, read when its first reader comes. A failed read
 * is an error state with its reason in Spanish, so nothing says "Cargando…" for good.
 */
import { thrownFailure, type Failure } from '../../../src-shared/bridge';
import { bridgeProblem, type BridgeError } from '../../../src-shared/errors';
import { createStore, type ReadableStore } from '../../store';

/** An error's `message` is for people; its `detail` (a status, a program's message) for Detalles técnicos. */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string; detail: string };

function failed(error: BridgeError): { status: 'error'; message: string; detail: string } {
  return { status: 'error', ...bridgeProblem(error) };
}

export interface BridgeResource<T> {
  readonly store: ReadableStore<Loadable<T>>;
  /** Reads again. A value already shown stays until the answer comes; an error gives way to loading. */
  reload(): void;
  /** A value main answered otherwise (a save returns what was saved). */
  set(value: T): void;
}

/**
 * `load` calls the bridge, `valueOf` picks the state from its answer. Read on the first reader
 * unless a value is there; a reader coming after an error (once every earlier one left) reads again.
 */
export function bridgeResource<A extends { ok: true }, T>(load: () => Promise<A | Failure>, valueOf: (answer: A) => T): BridgeResource<T> {
  // Only the latest read may answer: a reload or a set wins over a read started before it.
  let latest = 0;
  let reading = false;

  const reload = (): void => {
    const read = ++latest;
    reading = true;
    store.set((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    const settle = (next: Loadable<T>): void => {
      if (read !== latest) return;
      reading = false;
      store.set(next);
    };
    // The bridge answers failures as values; a throw is a defect, still shown rather than loading for good.
    const fail = (cause: unknown): void => settle(failed(thrownFailure(cause).error));
    const take = (answer: A | Failure): void => {
      try {
        settle(answer.ok ? { status: 'ready', value: valueOf(answer) } : failed(answer.error));
      } catch (cause) {
        fail(cause);
      }
    };
    try {
      load().then(take, fail);
    } catch (cause) {
      fail(cause);
    }
  };

  const store = createStore<Loadable<T>>(
    { status: 'loading' },
    {
      start: (self) => {
        if (!reading && self.get().status !== 'ready') reload();
      },
    },
  );

  return {
    store,
    reload,
    set(value) {
      latest++;
      reading = false;
      store.set({ status: 'ready', value });
    },
  };
}

// @vitest-environment jsdom
/** The one store primitive: who is told, and when the work behind a store starts and stops. */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, useStore } from '../../../src-renderer/store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Leaves with `leave`, then checks `stop` runs exactly `ms` later and not a moment before. */
function expectStopAfter(leave: () => void, stop: ReturnType<typeof vi.fn>, ms: number): void {
  leave();
  vi.advanceTimersByTime(ms - 1);
  expect(stop).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(stop).toHaveBeenCalledTimes(1);
}

describe('createStore', () => {
  it('tells every reader of a new value, and no one of an equal one', () => {
    const store = createStore({ count: 0 });
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    store.subscribe(second);
    const value = { count: 1 };
    store.set(value);
    expect(store.get()).toBe(value);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);

    store.set(value);
    store.set((current) => current);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);

    store.set((current) => ({ count: current.count + 1 }));
    expect(store.get()).toEqual({ count: 2 });
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([2, 2]);
  });

  it('tells a reader no more once it unsubscribed', () => {
    const store = createStore('a');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set('b');
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe('b');
  });

  it('makes a lazy first value on first read, once', () => {
    const make = vi.fn(() => 'hoy');
    const store = createStore(make);
    expect(make).not.toHaveBeenCalled();
    expect(store.get()).toBe('hoy');
    expect(store.get()).toBe('hoy');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('starts on the first reader and stops when the last one leaves', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const store = createStore(0, { start });
    expect(start).not.toHaveBeenCalled();

    const leaveFirst = store.subscribe(() => undefined);
    const leaveSecond = store.subscribe(() => undefined);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(store);

    leaveFirst();
    leaveFirst();
    expect(stop).not.toHaveBeenCalled();
    leaveSecond();
    expect(stop).toHaveBeenCalledTimes(1);

    // A reader after that starts it again.
    const leaveThird = store.subscribe(() => undefined);
    expect(start).toHaveBeenCalledTimes(2);
    leaveThird();
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it('lets start set the value its readers are told of', () => {
    const store = createStore('sin leer', {
      start: (self) => {
        self.set('leído');
        return undefined;
      },
    });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBe('leído');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('with stopAfterMs, stops that long after the last reader left', () => {
    const stop = vi.fn();
    const store = createStore(0, { start: () => stop, stopAfterMs: 1000 });
    expectStopAfter(
      store.subscribe(() => undefined),
      stop,
      1000,
    );
  });

  it('with stopAfterMs, a reader coming meanwhile cancels the stop and does not start it again', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const store = createStore(0, { start, stopAfterMs: 1000 });
    const leaveFirst = store.subscribe(() => undefined);
    leaveFirst();
    vi.advanceTimersByTime(500);
    const leaveSecond = store.subscribe(() => undefined);
    vi.advanceTimersByTime(5000);
    expect(stop).not.toHaveBeenCalled();
    expect(start).toHaveBeenCalledTimes(1);

    // The delay counts again from the second reader's leaving.
    expectStopAfter(leaveSecond, stop, 1000);
  });
});

describe('useStore', () => {
  it('renders the value, or the part picked, and follows it; a view that leaves unsubscribes', () => {
    const stop = vi.fn();
    const store = createStore({ titulo: 'Uno', vistas: 0 }, { start: () => stop });
    let renders = 0;
    const Title = () => {
      renders++;
      return createElement(
        'h1',
        null,
        useStore(store, (value) => value.titulo),
      );
    };
    const Views = () => createElement('p', null, String(useStore(store).vistas));
    const host = document.createElement('div');
    const root = createRoot(host);
    act(() => root.render([createElement(Title, { key: 't' }), createElement(Views, { key: 'v' })]));
    expect(host.textContent).toBe('Uno0');

    act(() => store.set((value) => ({ ...value, titulo: 'Dos' })));
    expect(host.textContent).toBe('Dos0');
    const rendersBefore = renders;
    act(() => store.set((value) => ({ ...value, vistas: 1 })));
    expect(host.textContent).toBe('Dos1');
    // The title's part did not change: that view was not rendered again.
    expect(renders).toBe(rendersBefore);

    act(() => root.unmount());
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

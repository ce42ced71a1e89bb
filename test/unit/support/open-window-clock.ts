/**
 * Vitest's clock for a window left open: only the intervals (the app's minute and hourly checks)
 * and the date are fake, so IndexedDB and React keep their real timers. Call at a test file's top
 * level; `utc` is when the window opens.
 */
import { act } from 'react';
import { afterAll, beforeAll, vi } from 'vitest';

export function openWindowClockAt(utc: string): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(utc));
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}

/** Moves the clock (and so the app's interval checks) by `ms`, inside React's act. */
export function pass(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

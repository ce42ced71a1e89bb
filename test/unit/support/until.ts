/**
 * Waiting for what real timers bring (IndexedDB's tasks, a sync, React's renders) without a
 * sleep: one task at a time until `done` holds, up to a bound of turns, not of time. For tests
 * whose fake clock covers only the app's own intervals and the date.
 */
import { act } from 'react';

export interface UntilOptions {
  /** Said when `done` never holds: what the test saw instead. */
  state?: () => string;
  /** Each turn inside React's act (a test with a mounted root). */
  react?: boolean;
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export async function until(done: () => boolean, { state = () => '', react = false }: UntilOptions = {}): Promise<void> {
  for (let turn = 0; turn < 500 && !done(); turn++) await (react ? act(nextTask) : nextTask());
  if (!done()) throw new Error(`still waiting: ${state()}`);
}

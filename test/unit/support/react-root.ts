/** A React root on a fresh element of jsdom's body for each test, unmounted after it. */
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Mounted {
  /** The element the test's root renders into. */
  host(): HTMLDivElement;
  render(element: ReactElement): void;
}

/** Call once at the top of a test file (or a describe): every test gets its own root. */
export function rootForEachTest(): Mounted {
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });
  return {
    host: () => host,
    render: (element) => {
      act(() => root.render(element));
    },
  };
}

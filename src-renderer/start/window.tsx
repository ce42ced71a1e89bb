/** The last stage (see boot.ts): the window's code, rendered. */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../App';
import { ErrorBoundary } from '../ui/ErrorBoundary';

export function renderWindow(root: HTMLElement): void {
  const reactRoot = createRoot(root);
  // As a transition, React renders the first screen in slices instead of one long task.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <ErrorBoundary>
          <App />
        </ErrorBoundary>
      </StrictMode>,
    );
  });
}

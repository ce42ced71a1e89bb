import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prepareSyncService } from './data/service/client';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { applyStoredTheme } from './ui/theme';
import './styles.css';

// Before the first render, so the page never paints in the other theme first.
applyStoredTheme();
// The data service's worker loads its script while the window renders: on a first launch the
// start-up check runs a sync at once, and that sync waits for it.
prepareSyncService();

const root = document.getElementById('root');
if (root === null) throw new Error('falta #root en index.html');
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <App />
    </ErrorBoundary>
  </StrictMode>,
);

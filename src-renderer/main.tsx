import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startAutoSync } from './data/auto-sync';
import { prepareSyncService } from './data/service/client';
import { syncIfStale } from './data/sync';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { applyStoredTheme } from './ui/theme';
import './styles.css';

// Before the first render, so the page never paints in the other theme first.
applyStoredTheme();
// The data service's worker loads its script while the window renders: on a first launch the
// start-up check runs a sync at once, and that sync waits for it.
prepareSyncService();
// The start-up check (a first launch syncs at once) reads the settings and the cache while React
// draws the window, not after; then it runs on a timer and when the network or the window comes back.
startAutoSync(syncIfStale);

const root = document.getElementById('root');
if (root === null) throw new Error('falta #root en index.html');
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <App />
    </ErrorBoundary>
  </StrictMode>,
);

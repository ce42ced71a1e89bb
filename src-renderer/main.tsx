import { browserSession } from './browser-session';
import { showStartFailure, startInStages } from './start/boot';
import { askFirstPageEarly } from './start/first-page';
import { applyStoredTheme } from './ui/theme';
import './styles.css';

// Before the first render, so the page never paints in the other theme first.
applyStoredTheme();
// Browser mode: the session out of the page and the token out of the address before anything
// else loads (a stage that failed to load would otherwise leave them there).
browserSession();
// A first launch's first rows: asked for now, so the answer travels while the stages load.
askFirstPageEarly(window.location.hash);

const root = document.getElementById('root');
if (root === null) throw new Error('falta #root en index.html');
startInStages(root, {
  libraries: () => import('./start/libraries'),
  shared: () => import('./start/shared'),
  data: () => import('./start/data'),
  window: () => import('./start/window'),
}).catch((error: unknown) => {
  showStartFailure(root, error);
});

/**
 * The colour theme the person chose: Sistema (follow the system's light or dark), Claro or
 * Oscuro. Kept in this renderer's localStorage, not in settings.json, because it must apply
 * before React's first paint (no flash of the wrong theme) and needs no bridge round trip.
 * The contract with styles.css is one attribute: `<html data-theme="light|dark">`, absent for
 * Sistema (then `prefers-color-scheme` decides).
 */
import { createStore, useStore } from '../store';

export const themes = ['system', 'light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export const themeStorageKey = 'directorio.tema';

/** What localStorage held: anything but a known theme (absent, old, edited by hand) is Sistema. */
export function parseTheme(stored: string | null | undefined): Theme {
  return (themes as readonly string[]).includes(stored ?? '') ? (stored as Theme) : 'system';
}

/** Sets or removes the attribute the stylesheet reads. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

// localStorage can throw (storage disabled, a sandboxed origin): the theme then lasts the session.
function readStored(storage: Storage): string | null {
  try {
    return storage.getItem(themeStorageKey);
  } catch {
    return null;
  }
}

function writeStored(storage: Storage, theme: Theme): void {
  try {
    storage.setItem(themeStorageKey, theme);
  } catch {
    // Not kept for the next start; still applied now.
  }
}

const theme = createStore<Theme>('system');
let watching = false;

function publish(next: Theme): void {
  applyTheme(next);
  theme.set(next);
}

/**
 * Called once by main.tsx before React renders. Also follows a change made in another window of
 * the app (browser mode: another tab), which the `storage` event reports.
 */
export function applyStoredTheme(storage: Storage = window.localStorage): Theme {
  publish(parseTheme(readStored(storage)));
  if (!watching) {
    watching = true;
    window.addEventListener('storage', (event) => {
      if (event.key === themeStorageKey || event.key === null) publish(parseTheme(readStored(storage)));
    });
  }
  return theme.get();
}

/** Applies at once and keeps it for the next start. */
export function setTheme(next: Theme, storage: Storage = window.localStorage): void {
  writeStored(storage, next);
  publish(next);
}

/** The theme in use, kept current by setTheme and by other windows. */
export function useTheme(): Theme {
  return useStore(theme);
}

/**
 * The user's settings, through the bridge (main keeps the file). A plain loader for the sync
 * runner, which needs page size, concurrency and the auto-sync interval, and a hook for the view.
 */
import { useEffect } from 'react';
import type { BridgeArgs, BridgeResults } from '../../../src-shared/bridge';
import { bridgeProblem } from '../../../src-shared/errors';
import type { Settings, SettingsView } from '../../../src-shared/settings';
import { defaultSettings } from '../../../src-shared/settings-defaults';
import { bridge } from '../../bridge';
import { useStore } from '../../store';
import { bridgeResource, type Loadable } from './resource';
import { invalidateConfig } from './config';

export type { Settings, SettingsView } from '../../../src-shared/settings';

/**
 * Calls made while a read is under way share it: at start the list (through useSavedSettings) and
 * the auto-sync check both ask.
 */
let reading: Promise<BridgeResults['getSettings']> | null = null;

function readSettings(): Promise<BridgeResults['getSettings']> {
  reading ??= bridge.getSettings({}).finally(() => {
    reading = null;
  });
  return reading;
}

/** The saved settings, read now; the defaults when main cannot answer, so that a sync can still run. */
export async function loadSettings(): Promise<Settings> {
  try {
    const result = await readSettings();
    return result.ok ? result.view.settings : { ...defaultSettings };
  } catch {
    return { ...defaultSettings };
  }
}

// The settings as main answered them, for the Configuración view and the views that only read them
// (the closing-soon days on every list row): read once, then kept current by every save.
const settingsView = bridgeResource(readSettings, (answer) => answer.view);

/** The saved settings; null until read, or when they cannot be (readers then use the defaults). */
export function useSavedSettings(): Settings | null {
  return useStore(settingsView.store, (view) => (view.status === 'ready' ? view.value.settings : null));
}

export type SaveOutcome = { ok: true; view: SettingsView } | { ok: false; message: string; detail: string };

export interface SettingsState {
  settings: Loadable<SettingsView>;
  save(next: BridgeArgs<'saveSettings'>): Promise<SaveOutcome>;
}

async function save(next: BridgeArgs<'saveSettings'>): Promise<SaveOutcome> {
  const result = await bridge.saveSettings(next);
  if (!result.ok) return { ok: false, ...bridgeProblem(result.error) };
  invalidateConfig();
  settingsView.set(result.view);
  return { ok: true, view: result.view };
}

/** The Configuración view: shows what is kept, and reads the file again on each visit (another window may have saved). */
export function useSettings(): SettingsState {
  useEffect(() => {
    // A first visit's read is the store's own; a later one reads again (after a failed read too:
    // the window's other readers keep the store started), showing a kept value meanwhile.
    if (settingsView.store.get().status !== 'loading') settingsView.reload();
  }, []);
  return { settings: useStore(settingsView.store), save };
}

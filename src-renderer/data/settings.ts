/**
 * The user's settings, through the bridge (main keeps the file). A plain loader for the sync
 * runner, which needs page size, concurrency and the auto-sync interval, and a hook for the view.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { BridgeArgs } from '../../src-shared/bridge';
import { describeBridgeError } from '../../src-shared/errors';
import type { Settings, SettingsView } from '../../src-shared/settings';
import { defaultSettings } from '../../src-shared/settings-defaults';
import { bridge } from '../bridge';
import { invalidateConfig } from './config';

export type { Settings, SettingsView } from '../../src-shared/settings';

/** The saved settings; the defaults when main cannot answer, so that a sync can still run. */
async function readSettings(): Promise<Settings> {
  try {
    const result = await bridge.getSettings({});
    return result.ok ? result.view.settings : { ...defaultSettings };
  } catch {
    return { ...defaultSettings };
  }
}

/** Calls made while a read is under way share it: at start the list and the auto-sync check both ask. */
let reading: Promise<Settings> | null = null;

/** The saved settings (see readSettings). */
export function loadSettings(): Promise<Settings> {
  reading ??= readSettings().finally(() => {
    reading = null;
  });
  return reading;
}

// The saved settings for views that only read them (the closing-soon days on every list row):
// read once, then kept current by every save.
let saved: Settings | null = null;
let loading = false;
const savedListeners = new Set<() => void>();

function publishSaved(next: Settings): void {
  saved = next;
  for (const listener of savedListeners) listener();
}

function subscribeSaved(listener: () => void): () => void {
  savedListeners.add(listener);
  if (saved === null && !loading) {
    loading = true;
    void loadSettings().then(publishSaved);
  }
  return () => savedListeners.delete(listener);
}

/** The saved settings; null until read. */
export function useSavedSettings(): Settings | null {
  return useSyncExternalStore(subscribeSaved, () => saved);
}

export type SaveOutcome = { ok: true; view: SettingsView } | { ok: false; message: string };

export interface SettingsState {
  /** null while loading or when loading failed (see `problem`). */
  view: SettingsView | null;
  problem: string | null;
  save(next: BridgeArgs<'saveSettings'>): Promise<SaveOutcome>;
}

export function useSettings(): SettingsState {
  const [view, setView] = useState<SettingsView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void bridge.getSettings({}).then((result) => {
      if (!live) return;
      if (result.ok) setView(result.view);
      else setProblem(describeBridgeError(result.error));
    });
    return () => {
      live = false;
    };
  }, []);

  const save = useCallback(async (next: BridgeArgs<'saveSettings'>): Promise<SaveOutcome> => {
    const result = await bridge.saveSettings(next);
    if (!result.ok) return { ok: false, message: describeBridgeError(result.error) };
    invalidateConfig();
    publishSaved(result.view.settings);
    setView(result.view);
    return { ok: true, view: result.view };
  }, []);

  return { view, problem, save };
}

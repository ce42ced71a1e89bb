/**
 * The user's settings, through the bridge (main keeps the file). A plain loader for the sync
 * runner, which needs page size, concurrency and the auto-sync interval, and a hook for the view.
 */
import { useCallback, useEffect, useState } from 'react';
import type { BridgeArgs } from '../../src-shared/bridge';
import { describeBridgeError } from '../../src-shared/errors';
import type { Settings, SettingsView } from '../../src-shared/settings';
import { defaultSettings } from '../../src-shared/settings-defaults';
import { bridge } from '../bridge';
import { invalidateConfig } from './config';

export type { Settings, SettingsView } from '../../src-shared/settings';

/** The saved settings; the defaults when main cannot answer, so that a sync can still run. */
export async function loadSettings(): Promise<Settings> {
  try {
    const result = await bridge.getSettings({});
    return result.ok ? result.view.settings : { ...defaultSettings };
  } catch {
    return { ...defaultSettings };
  }
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
    setView(result.view);
    return { ok: true, view: result.view };
  }, []);

  return { view, problem, save };
}

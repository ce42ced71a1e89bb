import { useEffect, useState } from 'react';
import type { AppConfig } from '../../src-shared/bridge';
import { bridge } from '../bridge';

let cached: Promise<AppConfig | null> | null = null;

function loadConfig(): Promise<AppConfig | null> {
  cached ??= bridge.getConfig({}).then((result) => (result.ok ? result.config : null));
  return cached;
}

/** Forgets the cached configuration, e.g. after the base URL changed in the settings. */
export function invalidateConfig(): void {
  cached = null;
}

/** The app's configuration (API base URL, mode); null until known or when main cannot answer. */
export function useAppConfig(): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(null);
  useEffect(() => {
    let live = true;
    void loadConfig().then((value) => live && setConfig(value));
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** A stand-in for Electron's preload (window.directorio) that answers the app's config and settings. */
import type { AppConfig, DirectorioPreload } from '../../../src-shared/bridge';
import type { Settings } from '../../../src-shared/settings';

export const testSettings: Settings = {
  baseUrl: 'https://api.test',
  pageSize: 100,
  concurrency: 4,
  autoSyncHours: 6,
  closingSoonDays: 7,
  maxRequests: 5000,
  firstReminderDays: 7,
  secondReminderDays: 1,
};

/**
 * getConfig (Electron mode, the settings' base URL) and getSettings answering `settings()` as it
 * is when asked (a test may change it), plus the methods the test writes in `more`.
 */
export function fakePreload(settings: () => Settings, more: Partial<DirectorioPreload> = {}): DirectorioPreload {
  const preload: Partial<DirectorioPreload> = {
    getConfig: () => {
      const config: AppConfig = { baseUrl: settings().baseUrl, mode: 'electron' };
      return Promise.resolve({ ok: true, config });
    },
    getSettings: () => {
      const now = settings();
      return Promise.resolve({
        ok: true,
        view: { settings: now, effectiveBaseUrl: now.baseUrl, baseUrlOverride: null, location: '/tmp/settings.json', notice: null },
      });
    },
    ...more,
  };
  // The views under test call only these; any other method is a test's mistake and fails loudly.
  return preload as DirectorioPreload;
}

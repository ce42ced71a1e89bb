/** The app's configuration (API base URL, mode), from main. */
import type { AppConfig } from '../../../src-shared/bridge';
import { bridge } from '../../bridge';
import { useStore } from '../../store';
import { bridgeResource, type Loadable } from './resource';

const appConfig = bridgeResource(
  () => bridge.getConfig({}),
  (answer) => answer.config,
);

/** Reads the configuration again, e.g. after the base URL changed in the settings. */
export function invalidateConfig(): void {
  appConfig.reload();
}

/** The app's configuration, read once for the whole window. */
export function useAppConfig(): Loadable<AppConfig> {
  return useStore(appConfig.store);
}

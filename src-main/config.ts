import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultBaseUrl } from '../src-shared/api';
import { safeExternalUrl } from '../src-shared/url';

export const baseUrlEnv = 'DIRECTORIO_BASE_URL';

export type BaseUrlChoice = { ok: true; baseUrl: string } | { ok: false; message: string };
export type BaseUrlOverride = { ok: true; baseUrl: string | null } | { ok: false; message: string };

/**
 * The base URL given at start, if any: the `--base-url` option wins over DIRECTORIO_BASE_URL.
 * In the app it overrides the saved setting for that run only.
 */
export function baseUrlOverride(option: string | undefined, env: NodeJS.ProcessEnv): BaseUrlOverride {
  const raw = option ?? env[baseUrlEnv];
  if (raw === undefined || raw === '') return { ok: true, baseUrl: null };
  const url = safeExternalUrl(raw);
  if (url === null) return { ok: false, message: `URL base inválida: «${raw}» (se espera http:// o https://)` };
  return { ok: true, baseUrl: url.origin };
}

/** For headless tools without settings: the override, else the real API. */
export function resolveBaseUrl(option: string | undefined, env: NodeJS.ProcessEnv): BaseUrlChoice {
  const override = baseUrlOverride(option, env);
  if (!override.ok) return override;
  return { ok: true, baseUrl: override.baseUrl ?? defaultBaseUrl };
}

/** A folder of ours named `name` in the platform's place for applications' settings. */
function configFolder(name: string, env: NodeJS.ProcessEnv, home: string, platform: NodeJS.Platform): string {
  if (env.XDG_CONFIG_HOME !== undefined && env.XDG_CONFIG_HOME !== '') return join(env.XDG_CONFIG_HOME, name);
  if (platform === 'win32' && env.APPDATA !== undefined && env.APPDATA !== '') return join(env.APPDATA, name);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', name);
  return join(home, '.config', name);
}

/** Browser mode's settings folder when --data-dir is not given, after the platform's conventions. */
export function defaultWebDataDir(env: NodeJS.ProcessEnv, home: string, platform: NodeJS.Platform): string {
  return configFolder('directorio-de-cultura-web', env, home, platform);
}

/**
 * `npm run demo`'s data folder, kept between runs: beside browser mode's, never inside it, so the
 * simulator's saved documents never mix with the real API's and `--fresh` cannot reach those.
 */
export function defaultDemoDataDir(env: NodeJS.ProcessEnv, home: string, platform: NodeJS.Platform): string {
  return configFolder('directorio-de-cultura-demo', env, home, platform);
}

/**
 * The app's own options in Electron's command line, `--name value` or `--name=value`. That line
 * also carries Electron's path, the app's folder and Chromium's switches: those are let by.
 */
export function appOptions(argv: readonly string[], env: NodeJS.ProcessEnv): { baseUrl: BaseUrlOverride; dataDir: string | undefined } {
  const { values } = parseArgs({
    args: [...argv],
    options: { 'base-url': { type: 'string' }, 'data-dir': { type: 'string' } },
    strict: false,
    allowPositionals: true,
  });
  // Without its value an option reads as `true`: taken as not given, so the app still starts.
  const text = (value: string | boolean | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
  return { baseUrl: baseUrlOverride(text(values['base-url']), env), dataDir: text(values['data-dir']) };
}

import { join } from 'node:path';
import { defaultBaseUrl } from '../src-shared/api';
import { safeExternalUrl } from '../src-shared/url';

export const baseUrlEnv = 'DIRECTORIO_BASE_URL';

export type BaseUrlChoice = { ok: true; baseUrl: string } | { ok: false; message: string };
export type BaseUrlOverride = { ok: true; baseUrl: string | null } | { ok: false; message: string };

/**
 * The base URL given at start, if any: `--base-url URL` (or `--base-url=URL`) wins over
 * DIRECTORIO_BASE_URL. In the app it overrides the saved setting for that run only.
 */
export function baseUrlOverride(argv: readonly string[], env: NodeJS.ProcessEnv): BaseUrlOverride {
  const raw = optionValue(argv, '--base-url') ?? env[baseUrlEnv];
  if (raw === undefined || raw === '') return { ok: true, baseUrl: null };
  const url = safeExternalUrl(raw);
  if (url === null) return { ok: false, message: `URL base inválida: «${raw}» (se espera http:// o https://)` };
  return { ok: true, baseUrl: url.origin };
}

/** For headless tools without settings: the override, else the real API. */
export function resolveBaseUrl(argv: readonly string[], env: NodeJS.ProcessEnv): BaseUrlChoice {
  const override = baseUrlOverride(argv, env);
  if (!override.ok) return override;
  return { ok: true, baseUrl: override.baseUrl ?? defaultBaseUrl };
}

/** Browser mode's settings folder when --data-dir is not given, after the platform's conventions. */
export function defaultWebDataDir(env: NodeJS.ProcessEnv, home: string, platform: NodeJS.Platform): string {
  const name = 'directorio-de-cultura-web';
  if (env.XDG_CONFIG_HOME !== undefined && env.XDG_CONFIG_HOME !== '') return join(env.XDG_CONFIG_HOME, name);
  if (platform === 'win32' && env.APPDATA !== undefined && env.APPDATA !== '') return join(env.APPDATA, name);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', name);
  return join(home, '.config', name);
}

export function optionValue(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === name) return argv[i + 1];
    if (arg?.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

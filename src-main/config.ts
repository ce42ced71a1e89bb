import { defaultBaseUrl } from '../src-shared/api';
import { safeExternalUrl } from '../src-shared/url';

export const baseUrlEnv = 'DIRECTORIO_BASE_URL';

export type BaseUrlChoice = { ok: true; baseUrl: string } | { ok: false; message: string };

/** `--base-url URL` (or `--base-url=URL`) wins over DIRECTORIO_BASE_URL, which wins over the real API. */
export function resolveBaseUrl(argv: readonly string[], env: NodeJS.ProcessEnv): BaseUrlChoice {
  const raw = optionValue(argv, '--base-url') ?? env[baseUrlEnv] ?? defaultBaseUrl;
  const url = safeExternalUrl(raw);
  if (url === null) return { ok: false, message: `URL base inválida: «${raw}» (se espera http:// o https://)` };
  return { ok: true, baseUrl: url.origin };
}

export function optionValue(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === name) return argv[i + 1];
    if (arg?.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

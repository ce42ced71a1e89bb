/** The handler table implementing the bridge contract, shared by the IPC and HTTP transports. */
import {
  bridgeArgs,
  isBridgeMethod,
  type AppConfig,
  type BridgeHandlers,
  type BridgeMethod,
  type BridgeResults,
  type Failure,
} from '../../src-shared/bridge';
import { describeIssues } from '../../src-shared/api';
import { errorMessage } from '../../src-shared/errors';
import type { Settings, SettingsView } from '../../src-shared/settings';
import { safeOutsideUrl } from '../../src-shared/url';
import type { Fetcher } from '../api/fetcher';
import { createDocumentHandlers, type DocumentDeps } from '../documents/handlers';

/** The settings as the handlers see them (see src-main/backend.ts). */
export interface SettingsAccess {
  view(): SettingsView;
  /** Persists validated settings and applies them; throws only when the disk refuses. */
  save(next: Settings): Promise<SettingsView>;
}

export interface HandlerDeps {
  /** Read on every call: in the app it follows the saved base URL (see swappable-fetcher.ts). */
  fetcher: Fetcher;
  mode: AppConfig['mode'];
  settings: SettingsAccess;
  /** Opens a vetted http(s), mailto: or tel: URL outside the app; absent in browser mode, where the page does it. */
  openOutside?: (url: string) => Promise<void>;
  /** Documents saved for offline reading (src-main/documents/). */
  documents: DocumentDeps;
  /** Shows a desktop notification (Electron); absent in browser mode. False when the system has none. */
  notify?: (notice: { title: string; body: string; busqueda?: string | undefined }) => boolean;
}

export function createHandlers(deps: HandlerDeps): BridgeHandlers {
  return {
    fetchPage: (args) => deps.fetcher.fetchPage(args),
    fetchRecord: (args) => deps.fetcher.fetchRecord(args),
    getConfig: () => Promise.resolve({ ok: true, config: { baseUrl: deps.fetcher.baseUrl, mode: deps.mode } }),
    async openExternal({ url }) {
      const safe = safeOutsideUrl(url);
      if (safe === null) {
        return { ok: false, error: { kind: 'rejected', message: 'Solo se abren enlaces http:// o https://, correos y teléfonos.' } };
      }
      if (deps.openOutside !== undefined) await deps.openOutside(safe.href);
      return { ok: true, url: safe.href };
    },
    getSettings: () => Promise.resolve({ ok: true, view: deps.settings.view() }),
    async saveSettings(next) {
      try {
        return { ok: true, view: await deps.settings.save(next) };
      } catch (cause) {
        // A full or read-only disk is an expected failure, not a bug: say so in the view.
        return { ok: false, error: { kind: 'rejected', message: 'No se pudo guardar la configuración.', detail: errorMessage(cause) } };
      }
    },
    ...createDocumentHandlers(deps.documents),
    notify: (notice) => {
      const shown = deps.notify?.(notice) ?? false;
      return Promise.resolve({ ok: true, delivery: shown ? 'shown' : 'unsupported' });
    },
  };
}

function failure(kind: 'invalid-argument' | 'internal', message: string): Failure {
  return { ok: false, error: { kind, message } };
}

/**
 * The one entry both transports use: checks the method name, parses the arguments with the
 * contract's schema, and turns a thrown bug into a typed failure instead of crashing main.
 */
export async function dispatch(
  handlers: BridgeHandlers,
  method: string,
  rawArgs: unknown,
  log: (message: string, cause: unknown) => void = () => undefined,
): Promise<BridgeResults[BridgeMethod]> {
  if (!isBridgeMethod(method)) return failure('invalid-argument', `método desconocido: ${method.slice(0, 60)}`);
  return call(handlers, method, rawArgs, log);
}

async function call<M extends BridgeMethod>(
  handlers: BridgeHandlers,
  method: M,
  rawArgs: unknown,
  log: (message: string, cause: unknown) => void,
): Promise<BridgeResults[M] | Failure> {
  const parsed = bridgeArgs[method].safeParse(rawArgs);
  if (!parsed.success) return failure('invalid-argument', describeIssues(parsed.error));
  const handler = handlers[method] as (args: unknown) => Promise<BridgeResults[M]>;
  try {
    return await handler(parsed.data);
  } catch (cause) {
    log(`bridge ${method} failed`, cause);
    return failure('internal', errorMessage(cause));
  }
}

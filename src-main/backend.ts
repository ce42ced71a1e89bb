/**
 * Everything behind the bridge for one run, the same in Electron and in browser mode: the saved
 * settings, the start-up base URL override, and a fetcher that follows them.
 * Precedence for the base URL: --base-url / DIRECTORIO_BASE_URL (this run only) > saved > default.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig, BridgeHandlers } from '../src-shared/bridge';
import type { Settings, SettingsView } from '../src-shared/settings';
import { createFetcher, type Fetcher } from './api/fetcher';
import { createSwappableFetcher } from './api/swappable-fetcher';
import { createHandlers } from './bridge/handlers';
import type { DocumentDeps } from './documents/handlers';
import { createDocumentStore, type DocumentStore } from './documents/store';
import { createAddressGuard } from './documents/address-guard';
import { createImageCache, type ImageCache } from './images/cache';
import { guardedHop } from './images/guarded-hop';
import { isSettingsFileName, openSettingsStore, type SettingsStore } from './settings';

/** The backend's folders in the data directory. */
const documentsFolder = 'documentos';
const imagesFolder = 'imagenes';

export interface BackendOptions {
  /** Where settings.json lives: userData in Electron, --data-dir in browser mode. */
  dataDir: string;
  /** Given at start; wins over the saved base URL for this run. */
  baseUrlOverride: string | null;
  mode: AppConfig['mode'];
  timeoutMs?: number;
  /** Injected by tests so that no network is touched. */
  createFetcher?: (baseUrl: string) => Fetcher;
  openOutside?: (url: string) => Promise<void>;
  /** Opens a vetted saved document with the system's viewer (Electron); absent in browser mode. */
  openFile?: (path: string) => Promise<string | null>;
  /** Browser mode: publishes a saved document on the documents' own origin (see DocumentDeps). */
  publishDocument?: DocumentDeps['publish'];
  /** Shows a desktop notification (Electron); absent in browser mode. */
  notify?: (notice: { title: string; body: string; busqueda?: string | undefined }) => boolean;
  log?: (message: string, cause: unknown) => void;
}

export interface Backend {
  handlers: BridgeHandlers;
  store: SettingsStore;
  /** Documents saved for offline reading, in `<dataDir>/documentos/`. */
  documents: DocumentStore;
  /** Records' images, fetched by main and kept in `<dataDir>/imagenes/`. */
  images: ImageCache;
  /** The base URL fetches use now. */
  baseUrl(): string;
}

export async function createBackend(options: BackendOptions): Promise<Backend> {
  const store = await openSettingsStore({ dir: options.dataDir, ...(options.log === undefined ? {} : { log: options.log }) });
  const fetcherFor =
    options.createFetcher ??
    ((baseUrl: string) => createFetcher({ baseUrl, ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }) }));
  const effective = (settings: Settings): string => options.baseUrlOverride ?? settings.baseUrl;
  const fetcher = createSwappableFetcher(fetcherFor(effective(store.current())));

  const view = (): SettingsView => ({
    settings: store.current(),
    effectiveBaseUrl: fetcher.baseUrl,
    baseUrlOverride: options.baseUrlOverride,
    location: store.file,
    notice: store.notice(),
  });

  // The API's exact origin (scheme, address, port) is exempt from the documents' address guard:
  // the demo's simulator on 127.0.0.1 works, the machine's other ports stay out of reach.
  const documents = createDocumentStore({ dir: join(options.dataDir, documentsFolder), apiBaseUrl: () => fetcher.baseUrl });
  const handlers = createHandlers({
    fetcher,
    mode: options.mode,
    ...(options.openOutside === undefined ? {} : { openOutside: options.openOutside }),
    ...(options.notify === undefined ? {} : { notify: options.notify }),
    documents: {
      store: documents,
      ...(options.openFile === undefined ? {} : { openFile: options.openFile }),
      ...(options.publishDocument === undefined ? {} : { publish: options.publishDocument }),
    },
    settings: {
      view,
      async save(next) {
        await store.save(next);
        const baseUrl = effective(next);
        if (baseUrl !== fetcher.baseUrl) fetcher.swap(fetcherFor(baseUrl));
        return view();
      },
    },
  });
  // Images go through the documents' address guard: no internal address but the API's exact origin.
  const images = createImageCache({
    dir: join(options.dataDir, imagesFolder),
    limits: { hop: guardedHop(createAddressGuard({ apiBaseUrl: () => fetcher.baseUrl })) },
    ...(options.log === undefined ? {} : { log: options.log }),
  });
  return { handlers, store, documents, images, baseUrl: () => fetcher.baseUrl };
}

/**
 * Removes from `dataDir` what the backend writes there (the settings file and what it leaves
 * beside it, the saved documents, the images) and nothing else; a link there is removed, never
 * followed. Resolves to the names removed, sorted. For `npm run demo -- --fresh`.
 */
export async function emptyDataDir(dataDir: string): Promise<string[]> {
  const names = await readdir(dataDir).catch((cause: unknown) => {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw cause;
  });
  const ours = names.filter((name) => name === documentsFolder || name === imagesFolder || isSettingsFileName(name)).sort();
  // fs.rm looks at each entry with lstat: a link is unlinked, whatever it points to.
  await Promise.all(ours.map((name) => rm(join(dataDir, name), { recursive: true, force: true })));
  return ours;
}

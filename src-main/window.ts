/**
 * The secure window: isolated, sandboxed renderer served from the privileged app:// scheme,
 * a strict CSP, no navigation, no new windows, no webview, no permissions. Links leave the app
 * only through the URL guard, and only to the system browser.
 */
import { BrowserWindow, protocol, session, shell } from 'electron';
import type { Rectangle, Session, WebContents, WebFrameMain } from 'electron';
import { readFile } from 'node:fs/promises';
import { errorMessage } from '../src-shared/errors';
import { imagesRoute } from '../src-shared/images';
import { safeOutsideUrl } from '../src-shared/url';
import { contentSecurityPolicy } from './csp';
import type { ImageCache } from './images/cache';
import { imageHeaders } from './images/http';
import { contentTypeOf, resolveStaticFile } from './static';

export const appScheme = 'app';
export const appHost = 'directorio';
export const appOrigin = `${appScheme}://${appHost}`;
export const appTitle = 'Directorio de Cultura';

/** Must run before `app.ready`: IndexedDB only persists on a standard, secure scheme. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    // codeCache: V8 keeps the compiled scripts of app:// on disk (by default only http(s) get it),
    // so every start after the first skips compiling them again.
    { scheme: appScheme, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);
}

export function isAppUrl(url: string | undefined): boolean {
  if (url === undefined) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${appScheme}:` && parsed.host === appHost;
  } catch {
    return false;
  }
}

/** The app's own page: the top frame of a document served from app://directorio. */
export function isAppFrame(frame: Pick<WebFrameMain, 'url' | 'parent'> | null | undefined): boolean {
  return frame != null && frame.parent === null && isAppUrl(frame.url);
}

/**
 * Serves the built renderer on app://directorio/ with the CSP header, and records' images from
 * main's cache on app://directorio/imagenes/<key>. Only the app's own host is answered.
 */
export function serveRenderer(rendererDir: string, images?: ImageCache): void {
  const csp = contentSecurityPolicy({ bridgeOverHttp: false });
  protocol.handle(appScheme, async (request) => {
    const url = new URL(request.url);
    if (images !== undefined && url.host === appHost && url.pathname.startsWith(imagesRoute)) {
      if (request.method !== 'GET') return new Response('No encontrado', { status: 404 });
      const answer = await images.serve(url.pathname.slice(imagesRoute.length));
      if (answer.status !== 200) return new Response(answer.message, { status: answer.status, headers: { 'Cache-Control': 'no-store' } });
      return new Response(Uint8Array.from(answer.body), { headers: imageHeaders(answer.type, answer.body.byteLength, 'same-origin') });
    }
    const file = resolveStaticFile(rendererDir, url.pathname);
    if (request.method !== 'GET' || url.host !== appHost || file === null) return new Response('No encontrado', { status: 404 });
    try {
      const body = await readFile(file);
      return new Response(body, {
        headers: {
          'Content-Type': contentTypeOf(file),
          'Content-Security-Policy': csp,
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'no-referrer',
        },
      });
    } catch {
      return new Response('No encontrado', { status: 404 });
    }
  });
}

/**
 * The only door to the outside: vetted http(s) URLs go to the system browser, a vetted mailto:
 * or tel: to the system's mail or phone app, anything else nowhere.
 */
export function openOutside(url: string): Promise<void> {
  const safe = safeOutsideUrl(url);
  if (safe === null) return Promise.resolve();
  // Reviewed: the argument is always the href of a URL that passed safeExternalUrl (http/https,
  // a host, no credentials, no control or invisible characters) or safeContactUrl (one bare
  // address, or digits). See test/unit/shared/url.test.ts.
  return shell.openExternal(safe.href); // eng-disable OPEN_EXTERNAL_JS_CHECK
}

/**
 * Opens a saved document with the system's viewer. The caller passes only a path the document
 * store vetted (a stored name inside its record's folder under userData/documentos, with a
 * document extension, never an executable); resolves to Electron's error message or null.
 */
export async function openSavedFile(path: string): Promise<string | null> {
  const problem = await shell.openPath(path);
  return problem === '' ? null : problem;
}

export interface MainWindowOptions {
  preloadPath: string;
  devTools: boolean;
  iconPath?: string;
  bounds?: Partial<Rectangle>;
}

/** Every security option is written out, even where Electron's default agrees: defaults change. */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    ...options.bounds,
    minWidth: 1024,
    minHeight: 700,
    show: false,
    title: appTitle,
    backgroundColor: '#fbfbfa',
    ...(options.iconPath === undefined ? {} : { icon: options.iconPath }),
    webPreferences: {
      preload: options.preloadPath, // eng-disable PRELOAD_JS_CHECK  (reviewed: it exposes only the bridge contract, see test/unit/main/preload.test.ts)
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      enableWebSQL: false,
      // Middle-click would otherwise try to open a link in a new window.
      disableBlinkFeatures: 'Auxclick',
      devTools: options.devTools,
      spellcheck: false,
    },
  });
  hardenContents(window.webContents);
  window.once('ready-to-show', () => window.show());
  return window;
}

/** No navigation away from the app, no pop-ups, no webviews: links leave through openOutside. */
export function hardenContents(contents: WebContents): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url).catch((cause: unknown) => console.error(`No se pudo abrir ${url} fuera de la aplicación: ${errorMessage(cause)}`));
    return { action: 'deny' };
  });
}

/** The app needs no camera, microphone, location, notifications, USB... so nothing is granted. */
export function denyAllPermissions(target: Session = session.defaultSession): void {
  target.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  target.setPermissionCheckHandler(() => false);
  target.setDevicePermissionHandler(() => false);
}

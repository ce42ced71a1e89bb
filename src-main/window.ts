/**
 * The secure window: isolated, sandboxed renderer served from the privileged app:// scheme,
 * a strict CSP, no navigation, no new windows, no permissions. Links leave through the URL guard.
 */
import { BrowserWindow, protocol, session, shell } from 'electron';
import { readFile } from 'node:fs/promises';
import { safeExternalUrl } from '../src-shared/url';
import { contentSecurityPolicy } from './csp';
import { contentTypeOf, resolveStaticFile } from './static';

export const appScheme = 'app';
export const appHost = 'directorio';
export const appOrigin = `${appScheme}://${appHost}`;

/** Must run before `app.ready`: IndexedDB only persists on a standard, secure scheme. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: appScheme, privileges: { standard: true, secure: true, supportFetchAPI: true } },
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

/** Serves the built renderer on app://directorio/ with the CSP header. */
export function serveRenderer(rendererDir: string, baseUrl: string): void {
  const csp = contentSecurityPolicy({ bridgeOverHttp: false, imageOrigins: [new URL(baseUrl).origin] });
  protocol.handle(appScheme, async (request) => {
    const url = new URL(request.url);
    const file = resolveStaticFile(rendererDir, url.pathname);
    if (url.host !== appHost || file === null) return new Response('No encontrado', { status: 404 });
    try {
      const body = await readFile(file);
      return new Response(body, {
        headers: {
          'Content-Type': contentTypeOf(file),
          'Content-Security-Policy': csp,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch {
      return new Response('No encontrado', { status: 404 });
    }
  });
}

export function openOutside(url: string): Promise<void> {
  const safe = safeExternalUrl(url);
  return safe === null ? Promise.resolve() : shell.openExternal(safe.href);
}

export function createMainWindow(options: { preloadPath: string; devTools: boolean }): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 1024,
    minHeight: 700,
    show: false,
    title: 'Directorio de Cultura',
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      devTools: options.devTools,
      spellcheck: false,
    },
  });
  const contents = window.webContents;
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    void openOutside(url);
    return { action: 'deny' };
  });
  window.once('ready-to-show', () => window.show());
  return window;
}

export function denyAllPermissions(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}

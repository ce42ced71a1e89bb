/**
 * Browser mode's session in this tab: the bridge's secret and the images' address. The server
 * hands them over once, in the page it serves for the launch token (two <meta> elements, see
 * src-main/web-access.ts); the page moves them to sessionStorage (this tab only, kept across
 * reloads; never a cookie, which every port of 127.0.0.1 would receive, nor an address that
 * stays) and takes the token out of the address bar. Read on first use, then kept. Electron has
 * neither: its bridge is the preload, its images are on app://.
 */
import { sessionMeta, sessionShape, tokenParameter } from '../src-shared/browser-session';

export interface BrowserSession {
  /** Sent in the X-Directorio-Sesion header of every bridge call. */
  secret: string;
  /** `http://127.0.0.1:PORT/<capability>/`: where records' images are asked for. */
  images: string;
}

const storageKey = 'directorio-sesion';
let current: BrowserSession | null | undefined;

/** The shapes the server checked before writing them into the page, checked again here. */
function valid(value: unknown): value is BrowserSession {
  if (typeof value !== 'object' || value === null) return false;
  const { secret, images } = value as Record<string, unknown>;
  return typeof secret === 'string' && sessionShape.secret.test(secret) && typeof images === 'string' && sessionShape.images.test(images);
}

function fromPage(): BrowserSession | null {
  const secret = document.querySelector<HTMLMetaElement>(`meta[name="${sessionMeta.secret}"]`);
  const images = document.querySelector<HTMLMetaElement>(`meta[name="${sessionMeta.images}"]`);
  if (secret === null || images === null) return null;
  const session = { secret: secret.content, images: images.content };
  secret.remove();
  images.remove();
  const url = new URL(location.href);
  if (url.searchParams.has(tokenParameter)) {
    url.searchParams.delete(tokenParameter);
    history.replaceState(history.state, '', url.href);
  }
  if (!valid(session)) return null;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(session));
  } catch {
    // Storage full or refused: this page still works; a reload asks for the token again.
  }
  return session;
}

function fromStorage(): BrowserSession | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    return valid(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** True under Electron, whose preload is the bridge. */
function inElectron(): boolean {
  return typeof window !== 'undefined' && window.directorio !== undefined;
}

/** This tab's session, or null (Electron; or a tab opened without the launch token). */
export function browserSession(): BrowserSession | null {
  if (current === undefined) current = typeof document === 'undefined' || inElectron() ? null : (fromPage() ?? fromStorage());
  return current;
}

/** The text a tab without a session shows, and every bridge call from it answers. */
export const noSessionText =
  'Esta pestaña no tiene la sesión de la aplicación: abrí la dirección con ?token=… que se mostró en la terminal.';

/** True in a browser tab opened without the launch token: it can read the cache, not reach the bridge. */
export function tabWithoutSession(): boolean {
  return typeof window !== 'undefined' && !inElectron() && browserSession() === null;
}

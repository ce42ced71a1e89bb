/**
 * How the renderer names a remote image to main: `/imagenes/<key>` on the app's own origin
 * (app://directorio in Electron; in browser mode `<capability>/<key>` on the images' own origin,
 * see src-main/images/http.ts), where the key is the image's
 * URL in base64url. Main decodes it, vets it with the same URL guard as every outgoing request,
 * and answers from its cache, fetching on a miss: the page itself never reaches a remote host.
 */
import { safeExternalUrl } from './url';

export const imagesRoute = '/imagenes/';

// The URL guard caps URLs at 4096 characters; base64 makes 4 characters of every 3 bytes.
const maxKeyLength = Math.ceil(4096 / 3) * 4;
const base64url = /^[A-Za-z0-9_-]+$/;

function encode(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The key for an http(s) URL the guard accepts; null for anything else. */
export function imageKey(raw: string): string | null {
  const url = safeExternalUrl(raw);
  return url === null ? null : encode(url.href);
}

/**
 * The URL a key names, or null: only base64url (no padding, nothing else), only the canonical
 * encoding of a URL the guard accepts as it stands, so one image has exactly one key.
 */
export function urlOfImageKey(key: string): URL | null {
  if (key.length === 0 || key.length > maxKeyLength || !base64url.test(key) || key.length % 4 === 1) return null;
  let text: string;
  try {
    const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/'));
    text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
  const url = safeExternalUrl(text);
  return url !== null && url.href === text && encode(text) === key ? url : null;
}

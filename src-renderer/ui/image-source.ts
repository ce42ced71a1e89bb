import { imageKey, imagesRoute } from '../../src-shared/images';
import { browserSession } from '../browser-session';

/**
 * Where the page asks for a record's image: `/imagenes/<key>` on the app's own origin (Electron's
 * app://), or the images' own origin in browser mode. Null when the URL may not leave the app.
 */
export function imageSource(raw: string): string | null {
  const key = imageKey(raw);
  if (key === null) return null;
  const session = browserSession();
  return session === null ? `${imagesRoute}${key}` : `${session.images}${key}`;
}

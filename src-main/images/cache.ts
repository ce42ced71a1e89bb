/**
 * Images from records, kept in `<dataDir>/imagenes/<sha256 of the URL>`: the renderer asks main
 * for a key (src-shared/images.ts: `/imagenes/<key>` on app://, `<capability>/<key>` on browser
 * mode's images origin), main answers from here and fetches only on a miss,
 * so an image seen once shows offline and no remote host sees the page. A file's type and size are
 * read from its own first bytes each time it is served (checked when it was stored), so there is
 * no index that could disagree with the files. Only successful fetches are kept, up to
 * `maxTotalBytes` together: past it, the least recently used images go first (a file's mtime,
 * set when it is written and each time it is served). No link is followed: not `imagenes/` itself
 * (src-main/real-folder.ts, as for the documents), not an entry in it; a link there means the
 * image is fetched and shown, and nothing is read, written or deleted through it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, open, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { assertNever } from '../../src-shared/assert-never';
import { urlOfImageKey } from '../../src-shared/images';
import { isRealFolder } from '../real-folder';
import { defaultImageLimits, fetchGuarded, inspectImage, type ImageFetchError, type ImageLimits } from './fetch';
import type { ImageType } from './types';

export type ImageAnswer =
  | { status: 200; type: ImageType; body: Buffer }
  /** 404: no such key, or a URL that may not leave the app; 413 (bytes or pixels)/415: refused; 502/504: not reachable now. */
  | { status: 404 | 413 | 415 | 502 | 504; message: string };

export interface ImageCache {
  /** The answer for an image's key (the base64url of its URL). */
  serve(key: string): Promise<ImageAnswer>;
  readonly dir: string;
}

export interface ImageCacheOptions {
  dir: string;
  limits?: Partial<ImageLimits>;
  /** Most bytes the stored images may take together (200 MB by default). */
  maxTotalBytes?: number;
  log?: (message: string, cause: unknown) => void;
}

export const defaultMaxTotalBytes = 200 * 1024 * 1024;

/** The names the cache gives its files: a sha256 in hex. Anything else in the folder is not counted nor deleted. */
const storedName = /^[0-9a-f]{64}$/;

function answerFor(error: ImageFetchError): ImageAnswer {
  switch (error.kind) {
    case 'refused-url':
      return { status: 404, message: 'Imagen no permitida' };
    case 'not-image':
      return { status: 415, message: 'No es una imagen' };
    case 'too-large':
    case 'too-many-pixels':
      return { status: 413, message: 'Imagen demasiado grande' };
    case 'timeout':
    case 'deadline':
      return { status: 504, message: 'La imagen tardó demasiado' };
    case 'http':
    case 'network':
      return { status: 502, message: 'Imagen no disponible' };
    default:
      return assertNever(error);
  }
}

export function createImageCache(options: ImageCacheOptions): ImageCache {
  const limits: ImageLimits = { ...defaultImageLimits, ...options.limits };
  const maxTotalBytes = options.maxTotalBytes ?? defaultMaxTotalBytes;
  // One fetch per image at a time: a page showing it twice waits for the same download.
  const pending = new Map<string, Promise<ImageAnswer>>();
  // What the stored images take: as last counted, plus what was written since (null: not counted yet).
  let totalBytes: number | null = null;
  // Evictions run one at a time, each on a fresh listing.
  let evicting: Promise<void> = Promise.resolve();

  /** Whether `imagenes/` is a real folder (created when `create`); a link there is never used. */
  async function usable(create: boolean): Promise<boolean> {
    try {
      return await isRealFolder(options.dir, basename(options.dir), create, true);
    } catch (cause) {
      // Reading is refused quietly, a write is worth a line: it happens once per image fetched.
      if (create) options.log?.('No se guardan imágenes en la caché', cause);
      return false;
    }
  }

  async function cached(file: string): Promise<ImageAnswer | null> {
    if (!(await usable(false))) return null;
    // A link planted in the cache is not followed: lstat, and O_NOFOLLOW where the system has it.
    const info = await lstat(file).catch(() => null);
    if (info === null || !info.isFile()) return null;
    const handle = await open(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0)).catch(() => null);
    if (handle === null) return null;
    try {
      const body = await handle.readFile();
      const inspected = inspectImage(body, limits.maxPixels, '');
      if (!inspected.ok) return null;
      // Used now: the least recently used images are the first to go (where the system will not
      // let a reader set the time, the file keeps the time it was stored).
      const now = new Date();
      await handle.utimes(now, now).catch(() => undefined);
      return { status: 200, type: inspected.type, body };
    } catch {
      return null;
    } finally {
      await handle.close().catch(() => undefined);
    }
  }

  /** Bytes stored since the cache started: what an eviction's listing may not have seen. */
  let stored = 0;

  async function store(file: string, body: Buffer): Promise<void> {
    if (!(await usable(true))) return;
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, body, { mode: 0o600, flag: 'wx' });
      await rename(temporary, file);
    } catch (cause) {
      // A full disk still shows the image this once; it is fetched again next time.
      await rm(temporary, { force: true }).catch(() => undefined);
      options.log?.('No se pudo guardar una imagen en la caché', cause);
      return;
    }
    stored += body.byteLength;
    if (totalBytes !== null) totalBytes += body.byteLength;
    if (totalBytes === null || totalBytes > maxTotalBytes) {
      evicting = evicting.then(evict);
      await evicting;
    }
  }

  /**
   * Deletes the least recently used images until the rest fit in nine tenths of `maxTotalBytes`,
   * so that the folder is listed once per tenth of the cap stored, not for every new image.
   */
  async function evict(): Promise<void> {
    const storedBefore = stored;
    try {
      if (!(await usable(false))) return;
      const images: { path: string; size: number; used: number }[] = [];
      // readdir's types come from lstat: a link is never a file here.
      for (const entry of await readdir(options.dir, { withFileTypes: true })) {
        if (!entry.isFile() || !storedName.test(entry.name)) continue;
        const path = join(options.dir, entry.name);
        const info = await lstat(path).catch(() => null);
        if (info?.isFile() === true) images.push({ path, size: info.size, used: info.mtimeMs });
      }
      let total = images.reduce((sum, image) => sum + image.size, 0);
      images.sort((a, b) => a.used - b.used);
      for (const image of images) {
        if (total <= maxTotalBytes * 0.9) break;
        // unlink removes the entry itself: never a folder, never what a link points to.
        await unlink(image.path).catch(() => undefined);
        total -= image.size;
      }
      // What was stored while the folder was being listed counts too.
      totalBytes = total + (stored - storedBefore);
    } catch (cause) {
      options.log?.('No se pudo hacer lugar en la caché de imágenes', cause);
    }
  }

  async function fetchAndStore(url: URL, file: string): Promise<ImageAnswer> {
    const fetched = await fetchGuarded(url.href, limits);
    if (!fetched.ok) return answerFor(fetched.error);
    await store(file, fetched.body);
    return { status: 200, type: fetched.type, body: fetched.body };
  }

  return {
    dir: options.dir,
    async serve(key) {
      const url = urlOfImageKey(key);
      if (url === null) return { status: 404, message: 'No encontrado' };
      const name = createHash('sha256').update(url.href).digest('hex');
      const file = join(options.dir, name);
      const hit = await cached(file);
      if (hit !== null) return hit;
      const running = pending.get(name);
      if (running !== undefined) return running;
      const started = fetchAndStore(url, file).finally(() => pending.delete(name));
      pending.set(name, started);
      return started;
    },
  };
}

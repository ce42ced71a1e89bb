/**
 * One image download into memory, with the documents' guard: http(s) only (the URL guard vets
 * the first URL and every redirect hop), a size cap counted while streaming, an inactivity
 * timeout and a total deadline, and only raster images (JPEG, PNG, GIF, WebP, AVIF) declared by
 * the server AND recognised from their first bytes: never SVG (a document that can script), never
 * HTML; and no more pixels than `maxPixels`, by the size their header declares (a small file can
 * declare a canvas that would cost the page gigabytes). Expected failures come back as values.
 *
 * Every request, the first and each redirect, goes through `limits.hop`. That is where the check
 * of the address actually connected to belongs (internal addresses refused, the API's exact
 * origin excepted): give it a hop that vets the address before connecting, as the documents' download
 * does (src-main/documents), and nothing else here changes.
 */
import { errorMessage } from '../../src-shared/errors';
import { safeExternalUrl } from '../../src-shared/url';
import { imageSizeOf } from './dimensions';
import { imageTypeOf, isImageType, type ImageType } from './types';

export type ImageFetchError =
  | { kind: 'refused-url' }
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; ms: number }
  | { kind: 'deadline'; ms: number }
  | { kind: 'http'; status: number }
  | { kind: 'too-large'; maxBytes: number }
  | { kind: 'too-many-pixels'; width: number; height: number; maxPixels: number }
  | { kind: 'not-image'; contentType: string };

export type FetchedImage = { ok: true; type: ImageType; body: Buffer; finalUrl: string } | { ok: false; error: ImageFetchError };

/** One HTTP request, redirects not followed: `fetch` by default. */
export type Hop = (url: URL, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

export interface ImageLimits {
  maxBytes: number;
  /** Longest wait for the response, and between two chunks of its body. */
  idleMs: number;
  /** Longest a whole image may take, however steadily it trickles in. */
  totalMs: number;
  maxRedirects: number;
  /** Most pixels (width × height, as the header declares them) an image may have. */
  maxPixels: number;
  hop?: Hop;
}

export const defaultImageLimits: ImageLimits = {
  maxBytes: 5 * 1024 * 1024,
  idleMs: 15_000,
  totalMs: 30_000,
  maxRedirects: 5,
  maxPixels: 40_000_000,
};

/**
 * What the bytes are, not what a server says: one of our raster types by its signature, with a
 * header that declares its size (an image whose size cannot be read is not one we show), and no
 * more than `maxPixels` pixels. `contentType` is what the server declared, for the error.
 */
export function inspectImage(
  body: Uint8Array,
  maxPixels: number,
  contentType: string,
): { ok: true; type: ImageType } | { ok: false; error: ImageFetchError } {
  const type = imageTypeOf(body);
  const size = type === null ? null : imageSizeOf(body, type);
  if (type === null || size === null) return { ok: false, error: { kind: 'not-image', contentType } };
  if (size.width * size.height > maxPixels) return { ok: false, error: { kind: 'too-many-pixels', ...size, maxPixels } };
  return { ok: true, type };
}

const plainFetch: Hop = (url, init) => fetch(url, { ...init, redirect: 'manual' });

async function drop(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

export async function fetchGuarded(raw: string, limits: ImageLimits = defaultImageLimits): Promise<FetchedImage> {
  let url = safeExternalUrl(raw);
  if (url === null) return { ok: false, error: { kind: 'refused-url' } };
  const hop = limits.hop ?? plainFetch;
  const controller = new AbortController();
  let expired: ImageFetchError | null = null;
  const expire = (error: ImageFetchError): void => {
    expired ??= error;
    controller.abort();
  };
  let idle: NodeJS.Timeout | undefined;
  const arm = (): void => {
    clearTimeout(idle);
    idle = setTimeout(() => expire({ kind: 'timeout', ms: limits.idleMs }), limits.idleMs);
  };
  const deadline = setTimeout(() => expire({ kind: 'deadline', ms: limits.totalMs }), limits.totalMs);
  const get = (target: URL): Promise<Response> =>
    hop(target, { signal: controller.signal, headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif' } });
  try {
    arm();
    let response = await get(url);
    for (let hops = 1; response.status >= 300 && response.status < 400; hops++) {
      await drop(response);
      const location = response.headers.get('location');
      if (location === null || hops > limits.maxRedirects) return { ok: false, error: { kind: 'http', status: response.status } };
      let next: URL | null;
      try {
        next = safeExternalUrl(new URL(location, url).href);
      } catch {
        next = null;
      }
      if (next === null) return { ok: false, error: { kind: 'refused-url' } };
      url = next;
      arm();
      response = await get(url);
    }
    if (!response.ok) {
      await drop(response);
      return { ok: false, error: { kind: 'http', status: response.status } };
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!isImageType(contentType)) {
      await drop(response);
      return { ok: false, error: { kind: 'not-image', contentType } };
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      await drop(response);
      return { ok: false, error: { kind: 'too-large', maxBytes: limits.maxBytes } };
    }
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    // Leaving the loop early cancels the body, which closes the connection.
    for await (const chunk of response.body ?? []) {
      arm();
      const data = chunk as Uint8Array;
      bytes += data.byteLength;
      if (bytes > limits.maxBytes) return { ok: false, error: { kind: 'too-large', maxBytes: limits.maxBytes } };
      chunks.push(data);
    }
    const body = Buffer.concat(chunks);
    // A mislabelled page or SVG is refused here, and so is a pixel bomb.
    const inspected = inspectImage(body, limits.maxPixels, contentType);
    if (!inspected.ok) return inspected;
    return { ok: true, type: inspected.type, body, finalUrl: url.href };
  } catch (cause) {
    return { ok: false, error: expired ?? { kind: 'network', message: errorMessage(cause) } };
  } finally {
    clearTimeout(idle);
    clearTimeout(deadline);
  }
}

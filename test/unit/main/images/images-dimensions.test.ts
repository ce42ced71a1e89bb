/**
 * Pixel bombs: a small file whose header declares a huge canvas is refused before the page can
 * decode it (413, which the page's <img onError> turns into nothing shown). The size is read from
 * each format's header, made here byte by byte (test/unit/support/image-bytes.ts); at the default
 * cap of 40 million pixels, 8000 × 5000 is just allowed and 8000 × 5001 just refused.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createImageCache, type ImageCache } from '../../../../src-main/images/cache';
import { imageSizeOf } from '../../../../src-main/images/dimensions';
import { avif, gif, jpeg, png, webpExtended, webpLossless, webpLossy } from '../../support/image-bytes';
import { cacheFileOf, imageKeyOf, startImageHost, type ImageHost } from '../../support/image-host';

/** Two stray bytes after the JPEG's first segment (SOI is 2 bytes; APP0 is FF E0 and its length). */
function withStrayBytes(bytes: Buffer): Buffer {
  const afterApp0 = 4 + bytes.readUInt16BE(4);
  return Buffer.concat([bytes.subarray(0, afterApp0), Buffer.from([0x00, 0x3a]), bytes.subarray(afterApp0)]);
}

describe('the size an image header declares', () => {
  it.each([
    ['PNG', 'image/png', png(300, 200)],
    ['JPEG, baseline (SOF0)', 'image/jpeg', jpeg(300, 200)],
    ['JPEG, progressive (SOF2)', 'image/jpeg', jpeg(300, 200, 0xc2)],
    // libjpeg skips stray bytes before a marker (and browsers show the image); so does the reader.
    ['JPEG with stray bytes between two segments', 'image/jpeg', withStrayBytes(jpeg(300, 200))],
    ['GIF', 'image/gif', gif(300, 200)],
    ['GIF whose frame reaches past its screen', 'image/gif', gif(10, 10, { left: 100, top: 50, width: 200, height: 150 })],
    ['WebP, lossy (VP8)', 'image/webp', webpLossy(300, 200)],
    ['WebP, lossless (VP8L)', 'image/webp', webpLossless(300, 200)],
    ['WebP, extended (VP8X)', 'image/webp', webpExtended(300, 200)],
    ['AVIF', 'image/avif', avif({ width: 300, height: 200 })],
    [
      'AVIF, the largest of its images',
      'image/avif',
      avif({ width: 30, height: 20 }, { width: 300, height: 200 }, { width: 3, height: 2 }),
    ],
  ] as const)('%s: 300 × 200', (_what, type, bytes) => {
    expect(imageSizeOf(bytes, type)).toEqual({ width: 300, height: 200 });
  });

  it.each([
    ['PNG', 'image/png', png(2 ** 31 - 1, 2 ** 31 - 1), 2 ** 31 - 1],
    ['JPEG', 'image/jpeg', jpeg(65_535, 65_535), 65_535],
    ['GIF', 'image/gif', gif(65_535, 65_535), 65_535],
    ['WebP, lossy (VP8)', 'image/webp', webpLossy(16_383, 16_383), 16_383],
    ['WebP, lossless (VP8L)', 'image/webp', webpLossless(16_384, 16_384), 16_384],
    ['WebP, extended (VP8X)', 'image/webp', webpExtended(2 ** 24, 2 ** 24), 2 ** 24],
    ['AVIF', 'image/avif', avif({ width: 2 ** 32 - 1, height: 2 ** 32 - 1 }), 2 ** 32 - 1],
  ] as const)('%s: the largest its header can declare', (_what, type, bytes, side) => {
    expect(imageSizeOf(bytes, type)).toEqual({ width: side, height: side });
  });

  it.each([
    ['a PNG cut after its signature', 'image/png', png(300, 200).subarray(0, 8)],
    ['a PNG of 0 × 200', 'image/png', png(0, 200)],
    ['a JPEG with no frame header', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xd9])],
    ['a JPEG whose scan comes before any frame header', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9])],
    ['a JPEG cut inside its frame header', 'image/jpeg', jpeg(300, 200).subarray(0, -7)],
    [
      'a WebP with an unknown first chunk',
      'image/webp',
      Buffer.concat([webpLossy(300, 200).subarray(0, 12), Buffer.from('ICCP\0\0\0\0'), Buffer.alloc(20)]),
    ],
    ['a lossy WebP without its start code', 'image/webp', Buffer.concat([webpLossy(300, 200).subarray(0, 23), Buffer.alloc(7)])],
    ['an AVIF with no ispe (a sequence with no still image)', 'image/avif', avif()],
  ] as const)('none for %s', (_what, type, bytes) => {
    expect(imageSizeOf(bytes, type)).toBeNull();
  });
});

let host: ImageHost;
let dir: string;
let cache: ImageCache;

beforeEach(async () => {
  host = await startImageHost();
  dir = join(mkdtempSync(join(tmpdir(), 'directorio-pixeles-')), 'imagenes');
  cache = createImageCache({ dir });
});

afterEach(() => host.close());

const stored = (): string[] => (existsSync(dir) ? readdirSync(dir) : []);

describe('the image cache refuses pixel bombs', () => {
  it.each([
    ['PNG', 'image/png', png],
    ['JPEG', 'image/jpeg', (width: number, height: number) => jpeg(width, height)],
    ['GIF', 'image/gif', (width: number, height: number) => gif(width, height)],
    ['GIF (its frame)', 'image/gif', (width: number, height: number) => gif(1, 1, { left: 0, top: 0, width, height })],
    ['WebP VP8', 'image/webp', webpLossy],
    ['WebP VP8L', 'image/webp', webpLossless],
    ['WebP VP8X', 'image/webp', webpExtended],
    ['AVIF', 'image/avif', (width: number, height: number) => avif({ width: 1, height: 1 }, { width, height })],
  ] as const)('%s: 8000 × 5000 is shown and kept, 8000 × 5001 refused and not kept', async (_what, type, make) => {
    host.put('/justo', type, make(8000, 5000));
    host.put('/pasada', type, make(8000, 5001));
    const fits = `${host.origin}/justo`;
    expect(await cache.serve(imageKeyOf(fits))).toEqual({ status: 200, type, body: make(8000, 5000) });
    expect(await cache.serve(imageKeyOf(`${host.origin}/pasada`))).toEqual({ status: 413, message: 'Imagen demasiado grande' });
    expect(stored()).toEqual([cacheFileOf(dir, fits).slice(dir.length + 1)]);
  });

  it.each([
    ['a 20000 × 20000 PNG', 'image/png', png(20_000, 20_000)],
    ['a 10000 × 5000 baseline JPEG', 'image/jpeg', jpeg(10_000, 5000)],
  ])('refuses %s of a few bytes', async (_what, type, bytes) => {
    host.put('/bomba', type, bytes);
    expect(await cache.serve(imageKeyOf(`${host.origin}/bomba`))).toEqual({ status: 413, message: 'Imagen demasiado grande' });
    expect(stored()).toEqual([]);
  });

  it('refuses an image whose size cannot be read, as not an image', async () => {
    host.put('/sin-ispe', 'image/avif', avif());
    expect(await cache.serve(imageKeyOf(`${host.origin}/sin-ispe`))).toEqual({ status: 415, message: 'No es una imagen' });
    expect(stored()).toEqual([]);
  });

  it('does not serve a pixel bomb already in the folder (kept by an older version): it asks the host again', async () => {
    const url = `${host.origin}/foto.png`;
    mkdirSync(dir);
    writeFileSync(cacheFileOf(dir, url), png(20_000, 20_000));
    host.put('/foto.png', 'image/png', png(20, 20));
    expect(await cache.serve(imageKeyOf(url))).toEqual({ status: 200, type: 'image/png', body: png(20, 20) });
    expect(host.asked).toEqual(['/foto.png']);
  });

  it('takes its cap from the limits', async () => {
    const small = createImageCache({ dir, limits: { maxPixels: 100 } });
    host.put('/10x10.gif', 'image/gif', gif(10, 10));
    host.put('/10x11.gif', 'image/gif', gif(10, 11));
    expect((await small.serve(imageKeyOf(`${host.origin}/10x10.gif`))).status).toBe(200);
    expect((await small.serve(imageKeyOf(`${host.origin}/10x11.gif`))).status).toBe(413);
  });
});

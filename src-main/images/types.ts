/**
 * The raster image types the app shows, recognised by their signature. SVG is never one of them:
 * it is a document that can carry script and links, and the app has no use for it.
 */
export const imageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;
export type ImageType = (typeof imageTypes)[number];

/** Whether a Content-Type header names one of the types (parameters and case ignored). */
export function isImageType(contentType: string): boolean {
  const essence = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return (imageTypes as readonly string[]).includes(essence);
}

const ascii = (bytes: Uint8Array, start: number, end: number): string => String.fromCharCode(...bytes.subarray(start, end));

/** The type the first bytes say, or null for anything that is not one of ours. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  // ISO-BMFF: a `ftyp` box first, whose major or a compatible brand is avif (still) or avis (sequence).
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
    const end = Math.min(size, bytes.length);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'image/avif';
  }
  return null;
}

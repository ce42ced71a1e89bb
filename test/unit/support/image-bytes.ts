/**
 * Image files written byte by byte from their formats' specifications: a signature and a header
 * that declares `width` × `height`, and a stand-in for the pixel data (no decoder reads them here).
 * Each header is laid out field by field, so a test's expected size is the one it passes in.
 */

const u16be = (n: number): number[] => [(n >>> 8) & 0xff, n & 0xff];
const u16le = (n: number): number[] => [n & 0xff, (n >>> 8) & 0xff];
const u24le = (n: number): number[] => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const u32be = (n: number): number[] => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number): number[] => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const text = (s: string): number[] => [...Buffer.from(s, 'latin1')];

/** Signature, IHDR (8-bit RGBA; CRCs left at 0: nothing here checks them), IEND. */
export function png(width: number, height: number): Buffer {
  return Buffer.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...u32be(13),
    ...text('IHDR'),
    ...u32be(width),
    ...u32be(height),
    ...[8, 6, 0, 0, 0],
    ...u32be(0),
    ...u32be(0),
    ...text('IEND'),
    ...u32be(0),
  ]);
}

/** A segment: FF, the marker, a length that counts itself, the payload. */
const segment = (marker: number, payload: number[]): number[] => [0xff, marker, ...u16be(payload.length + 2), ...payload];
/** A frame header's payload: 8-bit precision, height, width, one component. */
const frame = (width: number, height: number): number[] => [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0];

/**
 * SOI, a JFIF APP0, an APP1 that carries a 1×1 thumbnail's frame header inside it (skipped by
 * its length, never read as the image's), the frame header (`marker`, SOF0 by default), EOI.
 */
export function jpeg(width: number, height: number, marker = 0xc0): Buffer {
  const thumbnail = [0xff, 0xd8, ...segment(0xc0, frame(1, 1)), 0xff, 0xd9];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [...text('JFIF'), 0, 1, 1, 0, ...u16be(1), ...u16be(1), 0, 0]),
    ...segment(0xe1, [...text('Exif'), 0, 0, ...thumbnail]),
    ...segment(marker, frame(width, height)),
    0xff,
    0xd9,
  ]);
}

/**
 * GIF89a: the logical screen (no global color table), a graphic control extension, then one
 * frame (`frameAt`, or the whole screen) with one data sub-block, then the trailer.
 */
export function gif(
  width: number,
  height: number,
  frameAt: { left: number; top: number; width: number; height: number } | null = null,
): Buffer {
  const at = frameAt ?? { left: 0, top: 0, width, height };
  return Buffer.from([
    ...text('GIF89a'),
    ...u16le(width),
    ...u16le(height),
    0,
    0,
    0,
    ...[0x21, 0xf9, 4, 0, 0, 0, 0, 0],
    0x2c,
    ...u16le(at.left),
    ...u16le(at.top),
    ...u16le(at.width),
    ...u16le(at.height),
    0,
    ...[2, 2, 0x4c, 0x01, 0],
    0x3b,
  ]);
}

/** RIFF, its size, WEBP, then one chunk: its type, its size, its data. */
function riff(chunk: string, data: number[]): Buffer {
  return Buffer.from([...text('RIFF'), ...u32le(12 + data.length), ...text('WEBP'), ...text(chunk), ...u32le(data.length), ...data]);
}

/** Lossy: a key frame's 3-byte tag, the start code 9D 01 2A, width and height in 14 bits (scale 0). */
export function webpLossy(width: number, height: number): Buffer {
  return riff('VP8 ', [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), 0, 0]);
}

/** Lossless: the signature 2F, then width − 1 (bits 0–13) and height − 1 (bits 14–27), little-endian. */
export function webpLossless(width: number, height: number): Buffer {
  return riff('VP8L', [0x2f, ...u32le((width - 1) | ((height - 1) << 14)), 0, 0, 0, 0, 0]);
}

/** Extended: flags (animation), 3 reserved bytes, canvas width − 1 and height − 1 in 24 bits. */
export function webpExtended(width: number, height: number): Buffer {
  return riff('VP8X', [0x02, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);
}

/** An ISO-BMFF box: its size (counting its 8-byte header), its type, its content. */
const box = (type: string, ...content: number[][]): number[] => {
  const body = content.flat();
  return [...u32be(body.length + 8), ...text(type), ...body];
};
/** A full box: version 0 and no flags before its content. */
const fullBox = (type: string, ...content: number[][]): number[] => box(type, [0, 0, 0, 0], ...content);

/**
 * AVIF: ftyp (avif, mif1), then meta → iprp → ipco with one `ispe` per size given (a primary
 * image, an alpha plane, a thumbnail...), then an empty mdat.
 */
export function avif(...sizes: { width: number; height: number }[]): Buffer {
  const properties = sizes.map((size) => fullBox('ispe', u32be(size.width), u32be(size.height)));
  return Buffer.from([
    ...box('ftyp', text('avif'), u32be(0), text('avifmif1')),
    ...fullBox('meta', fullBox('hdlr', u32be(0), text('pict'), new Array<number>(13).fill(0)), box('iprp', box('ipco', ...properties))),
    ...box('mdat'),
  ]);
}

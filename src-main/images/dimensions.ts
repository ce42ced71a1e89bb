/**
 * An image's width and height in pixels, read from its own header, before any browser decodes it:
 * a small file can declare a huge canvas (a "pixel bomb"), and the page would pay for every pixel.
 * Each reader takes the size the decoders go by: PNG's IHDR; JPEG's frame header (SOFn), found by
 * walking the segments; GIF's logical screen, grown to any frame that reaches past it; WebP's
 * VP8, VP8L or VP8X header; AVIF's `ispe` properties (the largest, so a grid or an auxiliary image
 * counts too). Null when the header is missing, cut short or says 0: such an image is refused.
 */
import type { ImageType } from './types';

export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, end: number): string => String.fromCharCode(...bytes.subarray(start, end));

export function imageSizeOf(bytes: Uint8Array, type: ImageType): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = readers[type](bytes, view);
  return size === null || size.width === 0 || size.height === 0 ? null : size;
}

type Reader = (bytes: Uint8Array, view: DataView) => ImageSize | null;

const readers: Record<ImageType, Reader> = {
  'image/png': pngSize,
  'image/jpeg': jpegSize,
  'image/gif': gifSize,
  'image/webp': webpSize,
  'image/avif': avifSize,
};

/** The signature (8 bytes), then IHDR, always the first chunk: length, type, width, height. */
function pngSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  if (bytes.length < 24 || ascii(bytes, 12, 16) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range.
const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
// Markers with no length after them: TEM, RST0–RST7 and SOI.
const standalone = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8]);

/**
 * Segment by segment from SOI, each `FF <marker> <length>` skipped by its length (so a thumbnail
 * inside EXIF is never mistaken for the image), up to the first frame header: precision, height,
 * width. The image data (SOS) or its end before any frame header: no size.
 */
function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) {
      // Stray bytes between segments: skipped to the next marker, as libjpeg does (and shows the image).
      at += 1;
      continue;
    }
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    if (standalone.has(marker)) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const length = view.getUint16(at + 2);
    if (startOfFrame.has(marker)) return at + 9 > bytes.length ? null : { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    if (marker === 0xda || marker === 0xd9 || length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/**
 * The logical screen (little-endian, after the 6-byte signature), then every block: a frame that
 * reaches past the screen makes the image that much larger, as decoders grow the canvas to it. A
 * file cut short keeps what was read, as decoders show what they got.
 */
function gifSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  if (bytes.length < 13) return null;
  let width = view.getUint16(6, true);
  let height = view.getUint16(8, true);
  const colorTable = (flags: number): number => ((flags & 0x80) === 0 ? 0 : 3 * 2 ** ((flags & 0x07) + 1));
  let at = 13 + colorTable(bytes[10] ?? 0);
  // Data sub-blocks: a length byte and that many bytes, up to a length of 0.
  const skipSubBlocks = (from: number): number => {
    let next = from;
    while (next < bytes.length && bytes[next] !== 0) next += 1 + (bytes[next] ?? 0);
    return next + 1;
  };
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x21) {
      at = skipSubBlocks(at + 2); // extension: introducer, label, sub-blocks
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) break;
      width = Math.max(width, view.getUint16(at + 1, true) + view.getUint16(at + 5, true));
      height = Math.max(height, view.getUint16(at + 3, true) + view.getUint16(at + 7, true));
      // Descriptor (10 bytes), its own color table, the LZW code size, the data's sub-blocks.
      at = skipSubBlocks(at + 10 + colorTable(bytes[at + 9] ?? 0) + 1);
    } else {
      break; // the trailer (0x3B), or bytes that are no block
    }
  }
  return { width, height };
}

const uint24 = (bytes: Uint8Array, at: number): number => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);

/** `RIFF <size> WEBP`, then the first chunk (its type at 12, its data at 20) says which header. */
function webpSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  if (bytes.length < 30) return null;
  switch (ascii(bytes, 12, 16)) {
    case 'VP8 ':
      // Lossy: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height.
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    case 'VP8L': {
      // Lossless: the signature 2F, then width − 1 and height − 1 in 14 bits each.
      if (bytes[20] !== 0x2f) return null;
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      // Extended (animation, alpha): flags, 3 reserved bytes, then the canvas' width − 1 and height − 1 in 24 bits each.
      return { width: uint24(bytes, 24) + 1, height: uint24(bytes, 27) + 1 };
    default:
      return null;
  }
}

/** ISO-BMFF boxes between `from` and `to`, as [type, start of content, end]; a malformed one ends the list. */
function boxes(bytes: Uint8Array, view: DataView, from: number, to: number): [string, number, number][] {
  const found: [string, number, number][] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at; // to the end
    }
    if (size < header || at + size > to) break;
    found.push([ascii(bytes, at + 4, at + 8), at + header, at + size]);
    at += size;
  }
  return found;
}

/**
 * meta → iprp → ipco → ispe: each image item's size (a full box: version and flags, then width
 * and height). The largest counts, whichever item it belongs to. A file with no `ispe` (an AVIF
 * sequence with no still image) has no size here, and is refused.
 */
function avifSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  const inside = (list: [string, number, number][], type: string): [string, number, number][] =>
    list.filter(([name]) => name === type).flatMap(([, start, end]) => boxes(bytes, view, start, end));
  // meta is a full box: its children start after 4 bytes of version and flags.
  const metas = boxes(bytes, view, 0, bytes.length)
    .filter(([name]) => name === 'meta')
    .flatMap(([, start, end]) => boxes(bytes, view, start + 4, end));
  let largest: ImageSize | null = null;
  for (const [name, start, end] of inside(inside(metas, 'iprp'), 'ipco')) {
    if (name !== 'ispe' || start + 12 > end) continue;
    const size = { width: view.getUint32(start + 4), height: view.getUint32(start + 8) };
    if (largest === null || size.width * size.height > largest.width * largest.height) largest = size;
  }
  return largest;
}

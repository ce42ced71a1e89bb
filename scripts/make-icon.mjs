// node scripts/make-icon.mjs: draws the app's icon with no image tools — resources/icon.png (512×512)
// and the page icon of the renderer, src-renderer/public/favicon.png (64×64): a white "D" on a blue
// rounded square, anti-aliased by supersampling, written as plain PNGs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const design = 512; // the shapes below are drawn on a 512×512 grid, then scaled
const samples = 4; // per axis, per pixel
const top = [0x2a, 0x6f, 0xd1];
const bottom = [0x17, 0x47, 0x9a];

function insideRoundedSquare(x, y) {
  const [min, max, radius] = [32, 480, 96];
  if (x < min || x > max || y < min || y > max) return false;
  const cx = Math.min(Math.max(x, min + radius), max - radius);
  const cy = Math.min(Math.max(y, min + radius), max - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

// The letter: a stem and a half ring, 50 px thick, centred on the square.
function insideLetter(x, y) {
  const [left, joint, cy, outer, stroke] = [140, 238, 256, 136, 50];
  const inOuter = (x >= left && x <= joint && Math.abs(y - cy) <= outer) || (x > joint && (x - joint) ** 2 + (y - cy) ** 2 <= outer ** 2);
  const inner = outer - stroke;
  const inInner =
    (x >= left + stroke && x <= joint && Math.abs(y - cy) <= inner) || (x > joint && (x - joint) ** 2 + (y - cy) ** 2 <= inner ** 2);
  return inOuter && !inInner;
}

function pixelRows(size) {
  const scale = design / size;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    const shade = top.map((channel, i) => Math.round(channel + ((bottom[i] - channel) * y) / size));
    for (let x = 0; x < size; x++) {
      let square = 0;
      let letter = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const px = (x + (sx + 0.5) / samples) * scale;
          const py = (y + (sy + 0.5) / samples) * scale;
          if (insideRoundedSquare(px, py)) {
            square++;
            if (insideLetter(px, py)) letter++;
          }
        }
      }
      const n = samples * samples;
      const white = square === 0 ? 0 : letter / square;
      const offset = 1 + x * 4;
      for (let i = 0; i < 3; i++) row[offset + i] = Math.round(shade[i] * (1 - white) + 255 * white);
      row[offset + 3] = Math.round((255 * square) / n);
    }
    rows.push(row);
  }
  return rows;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter choice, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(pixelRows(size)), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const [path, size] of [
  ['../resources/icon.png', 512],
  ['../src-renderer/public/favicon.png', 64],
]) {
  const target = new URL(path, import.meta.url);
  mkdirSync(new URL('.', target), { recursive: true });
  const image = png(size);
  writeFileSync(target, image);
  console.log(`${target.pathname}: ${size}×${size}, ${image.length} bytes`);
}

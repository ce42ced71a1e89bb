// The images behind the generated records' `imagen` and the <img> in their bodies: the simulator
// serves them from its own origin (like the documents), so the app's image cache can be tested
// with no network. Each is a small PNG drawn from its name alone (the same name, the same bytes),
// whatever extension the name carries: a server answering .jpg with a PNG is one browsers accept.

import { crc32, deflateSync } from 'node:zlib';

export const imageExtensions = /\.(?:png|jpe?g)$/;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 160×90 truecolour PNG: two diagonal bands in colours taken from the name's CRC. */
export function pngImage(name: string, width = 160, height = 90): Buffer {
  const seed = crc32(Buffer.from(name, 'utf8'));
  const a = [(seed >>> 16) & 0xff, (seed >>> 8) & 0xff, seed & 0xff];
  const b = a.map((value) => 255 - value);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0: none
    for (let x = 0; x < width; x++) {
      const colour = Math.floor((x + y) / 30) % 2 === 0 ? a : b;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

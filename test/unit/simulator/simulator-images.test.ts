/**
 * The simulator serves the images its generated records name (`imagen`, and <img> in bodies)
 * from its own origin: valid PNGs (chunk CRCs right, pixel data inflating to the declared size),
 * the same bytes every time, and a 404 for an image no record names.
 */
import { crc32, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../simulator/server';

let sim: Simulator;
let convocatorias: Record<string, unknown>[];

beforeAll(async () => {
  sim = await startSimulator({ seed: 3, now: new Date('2026-03-02T12:00:00Z'), sizes: { convocatorias: 200, tramites: 40 } });
  convocatorias = sim.records('convocatorias');
});
afterAll(() => sim.close());

/** Width, height and a check of every chunk of a PNG, read by hand. */
function readPng(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  let at = 8;
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  let type = '';
  while (type !== 'IEND') {
    const length = png.readUInt32BE(at);
    type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `CRC of ${type}`).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([...data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  expect(at).toBe(png.length);
  expect(inflateSync(Buffer.concat(idat)).length).toBe(height * (1 + width * 3));
  return { width, height };
}

describe('images on the simulator', () => {
  it('generated records name their image on the simulator; some have none', () => {
    const images = convocatorias.map((r) => r['imagen']);
    expect(images.some((i) => i === null)).toBe(true);
    const named = images.filter((i): i is string => typeof i === 'string');
    expect(named.some((i) => i.startsWith(`${sim.url}/media/uploads/`))).toBe(true);
    for (const i of named)
      expect(i).toMatch(new RegExp(`^(${sim.url}|https://www\\.cultura\\.gob\\.ar)/media/uploads/[^/]+\\.(png|jpe?g)$`));
  });

  it('serves every image a record names as a valid PNG, the same bytes each time', async () => {
    const named = convocatorias
      .map((r) => r['imagen'])
      .filter((i): i is string => typeof i === 'string' && i.startsWith(sim.url))
      .slice(0, 10);
    for (const url of named) {
      const [a, b] = await Promise.all([fetch(url), fetch(url)]);
      expect(a.status, url).toBe(200);
      expect(a.headers.get('content-type')).toBe('image/png');
      const body = Buffer.from(await a.arrayBuffer());
      expect(body.equals(Buffer.from(await b.arrayBuffer()))).toBe(true);
      expect(readPng(body)).toEqual({ width: 160, height: 90 });
    }
  });

  it('serves the images bodies show, relative to the API origin', async () => {
    const src = convocatorias.map((r) => /<img\s[^>]*\bsrc="([^"]+)"/.exec(String(r['cuerpo']))?.[1]).find((s) => s !== undefined);
    if (src === undefined) throw new Error('no <img> in the corpus');
    const res = await fetch(new URL(src, sim.url));
    expect(res.status).toBe(200);
    readPng(Buffer.from(await res.arrayBuffer()));
  });

  it('answers 404 for an image no record names', async () => {
    const res = await fetch(`${sim.url}/media/uploads/ninguna_imagen_asi.png`);
    expect(res.status).toBe(404);
  });
});

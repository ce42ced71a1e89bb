/**
 * Links in place of `imagenes/`: the cache never reads, writes nor deletes through one. An image
 * is still fetched and shown (once: nothing is kept), and the folder the link points to, with an
 * image of its own under the name the cache would use, stays exactly as it was. The data directory
 * above `imagenes/` is the user's and may be a link (as for `documentos/`): it is not checked.
 */
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createImageCache } from '../../../../src-main/images/cache';
import { gif, png } from '../../support/image-bytes';
import { cacheFileOf, imageKeyOf, startImageHost, type ImageHost } from '../../support/image-host';

let host: ImageHost;
let top: string;
let dataDir: string;
let outside: string;

beforeEach(async () => {
  host = await startImageHost();
  host.put('/foto.png', 'image/png', png(4, 3));
  top = mkdtempSync(join(tmpdir(), 'directorio-imagenes-enlace-'));
  dataDir = join(top, 'datos');
  mkdirSync(dataDir);
  outside = join(top, 'afuera');
  mkdirSync(outside);
});

afterEach(() => host.close());

/** Every entry under `folder`, with a file's bytes in hex. */
function snapshot(folder: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .sort()
      .map((name) => [name, lstatSync(join(folder, name)).isFile() ? readFileSync(join(folder, name)).toString('hex') : '(carpeta)']),
  );
}

describe('a link in place of imagenes/', () => {
  it('is not read, nor written through: the image is fetched and shown each time, and nothing is kept', async () => {
    const url = `${host.origin}/foto.png`;
    // An image under the very name the cache would read, in the folder the link points to.
    writeFileSync(cacheFileOf(outside, url), gif(1, 1));
    symlinkSync(outside, join(dataDir, 'imagenes'));
    const before = snapshot(outside);
    const logged: string[] = [];
    const cache = createImageCache({
      dir: join(dataDir, 'imagenes'),
      log: (message, cause) => logged.push(`${message}: ${cause instanceof Error ? cause.message : String(cause)}`),
    });

    for (let time = 1; time <= 2; time++) {
      expect(await cache.serve(imageKeyOf(url))).toEqual({ status: 200, type: 'image/png', body: png(4, 3) });
    }
    expect(host.asked).toEqual(['/foto.png', '/foto.png']);
    expect(snapshot(outside)).toEqual(before);
    expect(logged).toEqual([
      'No se guardan imágenes en la caché: imagenes es un enlace, que no se sigue; no es una carpeta',
      'No se guardan imágenes en la caché: imagenes es un enlace, que no se sigue; no es una carpeta',
    ]);
  });

  it('is not followed when it dangles: the folder it names is not created', async () => {
    symlinkSync(join(outside, 'nueva'), join(dataDir, 'imagenes'));
    const cache = createImageCache({ dir: join(dataDir, 'imagenes') });
    expect((await cache.serve(imageKeyOf(`${host.origin}/foto.png`))).status).toBe(200);
    expect(snapshot(outside)).toEqual({});
  });

  it('is not emptied when the cache makes room: the images it points to stay', async () => {
    const url = `${host.origin}/foto.png`;
    for (const name of ['a', 'b', 'c']) writeFileSync(cacheFileOf(outside, `${url}?${name}`), png(4, 3));
    symlinkSync(outside, join(dataDir, 'imagenes'));
    const before = snapshot(outside);
    const cache = createImageCache({ dir: join(dataDir, 'imagenes'), maxTotalBytes: 1 });
    expect((await cache.serve(imageKeyOf(url))).status).toBe(200);
    expect(snapshot(outside)).toEqual(before);
  });

  it('is told apart from a real folder, which keeps the image (the data directory itself may be a link)', async () => {
    const linkedData = join(top, 'datos-enlace');
    symlinkSync(dataDir, linkedData);
    const url = `${host.origin}/foto.png`;
    const cache = createImageCache({ dir: join(linkedData, 'imagenes') });
    expect((await cache.serve(imageKeyOf(url))).status).toBe(200);
    expect(await cache.serve(imageKeyOf(url))).toEqual({ status: 200, type: 'image/png', body: png(4, 3) });
    expect(host.asked).toEqual(['/foto.png']);
    expect(readFileSync(cacheFileOf(join(dataDir, 'imagenes'), url)).equals(png(4, 3))).toBe(true);
  });
});

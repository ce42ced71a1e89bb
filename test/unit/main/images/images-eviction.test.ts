/**
 * The cache's total size cap: past `maxTotalBytes`, the least recently used images are deleted
 * first (a file's mtime: set when it is stored and each time it is served). Only the cache's own
 * files count and go: no other file, folder or link in `imagenes/`, and never what a link points
 * to. The times of stored files are set here by hand (utimes), so the order does not depend on
 * how fast the machine writes.
 */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createImageCache, type ImageCache } from '../../../../src-main/images/cache';
import { png } from '../../support/image-bytes';
import { cacheFileOf, imageKeyOf, startImageHost, type ImageHost } from '../../support/image-host';

// Every image here is the same size: the cap holds two of them and not three.
const image = png(8, 8);
const cap = Math.floor(2.5 * image.byteLength);

let host: ImageHost;
let top: string;
let dir: string;
let cache: ImageCache;

beforeEach(async () => {
  host = await startImageHost();
  for (const name of ['uno', 'dos', 'tres', 'cuatro']) host.put(`/${name}.png`, 'image/png', image);
  top = mkdtempSync(join(tmpdir(), 'directorio-imagenes-tope-'));
  dir = join(top, 'imagenes');
  cache = createImageCache({ dir, maxTotalBytes: cap });
});

afterEach(() => host.close());

const urlOf = (name: string): string => `${host.origin}/${name}.png`;
const fileOf = (name: string): string => cacheFileOf(dir, urlOf(name));
/** Which of the named images are in the folder. */
const kept = (...names: string[]): string[] => names.filter((name) => existsSync(fileOf(name)));

async function serve(name: string): Promise<void> {
  expect(await cache.serve(imageKeyOf(urlOf(name)))).toEqual({ status: 200, type: 'image/png', body: image });
}

/** Sets a stored image's last use to `seconds` after the epoch: long ago, in a known order. */
function usedAt(name: string, seconds: number): void {
  utimesSync(fileOf(name), seconds, seconds);
}

describe('the image cache keeps to its size', () => {
  it('deletes the least recently used images first, a served one counting as used', async () => {
    await serve('uno');
    usedAt('uno', 1000);
    await serve('dos');
    usedAt('dos', 2000);
    expect(kept('uno', 'dos')).toEqual(['uno', 'dos']);

    await serve('tres');
    expect(kept('uno', 'dos', 'tres')).toEqual(['dos', 'tres']);
    usedAt('tres', 3000);

    // 'dos' was stored before 'tres', but is served (from the folder) after it.
    await serve('dos');
    expect(host.asked).toEqual(['/uno.png', '/dos.png', '/tres.png']);
    await serve('cuatro');
    expect(kept('uno', 'dos', 'tres', 'cuatro')).toEqual(['dos', 'cuatro']);
  });

  it('counts the images already in the folder when it starts (a restart)', async () => {
    mkdirSync(dir);
    for (const [name, seconds] of [
      ['uno', 1000],
      ['dos', 2000],
      ['tres', 3000],
    ] as const) {
      writeFileSync(fileOf(name), image);
      usedAt(name, seconds);
    }
    await serve('cuatro');
    expect(kept('uno', 'dos', 'tres', 'cuatro')).toEqual(['tres', 'cuatro']);
  });

  it('neither counts nor deletes what is not its own: other files, folders, links and their targets', async () => {
    const outside = join(top, 'afuera.png');
    writeFileSync(outside, Buffer.alloc(10 * cap, 1));
    mkdirSync(dir);
    const strangers = {
      // Cache-like names, but a link (to a big file outside) and a folder (with a big file in it).
      link: join(dir, 'a'.repeat(64)),
      folder: join(dir, 'b'.repeat(64)),
      notes: join(dir, 'notas.txt'),
      upper: join(dir, 'C'.repeat(64)),
    };
    symlinkSync(outside, strangers.link);
    mkdirSync(strangers.folder);
    writeFileSync(join(strangers.folder, 'adentro'), Buffer.alloc(10 * cap, 2));
    writeFileSync(strangers.notes, Buffer.alloc(10 * cap, 3));
    writeFileSync(strangers.upper, Buffer.alloc(10 * cap, 4));
    for (const path of [strangers.notes, strangers.upper]) utimesSync(path, 1, 1);

    await serve('uno');
    usedAt('uno', 1000);
    await serve('dos');
    // Two images fit: the strangers' bytes are not counted against the cap.
    expect(kept('uno', 'dos')).toEqual(['uno', 'dos']);
    await serve('tres');
    expect(kept('uno', 'dos', 'tres')).toEqual(['dos', 'tres']);

    expect(lstatSync(strangers.link).isSymbolicLink()).toBe(true);
    expect(readFileSync(outside).equals(Buffer.alloc(10 * cap, 1))).toBe(true);
    expect(readFileSync(join(strangers.folder, 'adentro')).equals(Buffer.alloc(10 * cap, 2))).toBe(true);
    expect(readFileSync(strangers.notes).equals(Buffer.alloc(10 * cap, 3))).toBe(true);
    expect(readFileSync(strangers.upper).equals(Buffer.alloc(10 * cap, 4))).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(
      [basename(fileOf('dos')), basename(fileOf('tres')), 'a'.repeat(64), 'b'.repeat(64), 'C'.repeat(64), 'notas.txt'].sort(),
    );
  });

  it('still shows an image bigger than the whole cap, and keeps nothing', async () => {
    const tiny = createImageCache({ dir, maxTotalBytes: image.byteLength - 1 });
    expect(await tiny.serve(imageKeyOf(urlOf('uno')))).toEqual({ status: 200, type: 'image/png', body: image });
    expect(kept('uno')).toEqual([]);
  });
});

/**
 * Main's image cache over real HTTP: a local server plays the remote host, counting what it is
 * asked. Keys are made here with Node's own base64url and cache files named with Node's sha256,
 * never with the app's functions. The clock is Vitest's (setTimeout only): no time limit of the
 * cache can run out on a slow machine, only when a test moves the clock.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImageCache, type ImageCache } from '../../../../src-main/images/cache';
import { jpeg as jpegOf } from '../../support/image-bytes';

// A real 1×1 PNG (signature, IHDR, IDAT, IEND), written out by hand.
const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360f8cfc0f01f0005000201' +
    'a5e7f6e90000000049454e44ae426082',
  'hex',
);
const jpeg = jpegOf(1, 1);
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

const key = (url: string): string => Buffer.from(url, 'utf8').toString('base64url');
const fileFor = (dir: string, url: string): string => join(dir, createHash('sha256').update(url).digest('hex'));

let server: Server;
let origin: string;
let dir: string;
let cache: ImageCache;
const asked: string[] = [];
const idleMs = 10_000;
// Resolves when /colgada.png has sent its first bytes, to its response: it sends nothing more until the test ends it.
let hanging: Promise<ServerResponse>;

function send(res: ServerResponse, type: string, body: Buffer | string, extra: Record<string, string> = {}): void {
  res.writeHead(200, { 'Content-Type': type, ...extra });
  res.end(body);
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  asked.length = 0;
  let hung: (res: ServerResponse) => void;
  hanging = new Promise((done) => (hung = done));
  dir = join(mkdtempSync(join(tmpdir(), 'directorio-imagenes-')), 'imagenes');
  server = createServer((req, res) => {
    const path = req.url ?? '';
    asked.push(path);
    if (path === '/a.png') send(res, 'image/png', png);
    else if (path === '/b.jpg') send(res, 'image/jpeg; charset=binary', jpeg);
    else if (path === '/dibujo.svg') send(res, 'image/svg+xml', svg);
    else if (path === '/pagina.png') send(res, 'text/html; charset=utf-8', '<!doctype html><p>no</p>');
    else if (path === '/disfrazada.png') send(res, 'image/png', svg);
    else if (path === '/grande.png') send(res, 'image/png', Buffer.concat([png, Buffer.alloc(4000)]));
    else if (path === '/goteo.png') {
      // No Content-Length: the cap must be counted while reading.
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.write(png);
      for (let i = 0; i < 8; i++) res.write(Buffer.alloc(500));
      res.end();
    } else if (path === '/vuelta') {
      res.writeHead(302, { Location: '/a.png' });
      res.end();
    } else if (path === '/a-archivo') {
      res.writeHead(302, { Location: 'file:///etc/passwd' });
      res.end();
    } else if (path === '/colgada.png') {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.write(png.subarray(0, 8), () => hung(res)); // ...and nothing more
    } else {
      res.writeHead(404, { 'Content-Type': 'text/html' });
      res.end('<h1>Not Found</h1>');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cache = createImageCache({ dir, limits: { maxBytes: 2048, idleMs, totalMs: 10 * idleMs } });
});

afterEach(async () => {
  vi.useRealTimers();
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

function stored(): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('the image cache (main fetches, stores, serves)', () => {
  it('fetches a miss, stores it under the sha256 of its URL, then serves it with no request', async () => {
    const url = `${origin}/a.png`;
    const first = await cache.serve(key(url));
    expect(first).toEqual({ status: 200, type: 'image/png', body: png });
    expect(asked).toEqual(['/a.png']);
    expect(readFileSync(fileFor(dir, url)).equals(png)).toBe(true);

    const again = await cache.serve(key(url));
    expect(again).toEqual({ status: 200, type: 'image/png', body: png });
    expect(asked).toEqual(['/a.png']);
  });

  it('serves a stored image offline, even to a new cache over the same folder (a restart)', async () => {
    const url = `${origin}/b.jpg`;
    expect((await cache.serve(key(url))).status).toBe(200);
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
    const restarted = createImageCache({ dir });
    expect(await restarted.serve(key(url))).toEqual({ status: 200, type: 'image/jpeg', body: jpeg });
    // Never seen: not available offline, and nothing stored.
    expect((await restarted.serve(key(`${origin}/a.png`))).status).toBe(502);
    expect(stored()).toEqual([createHash('sha256').update(url).digest('hex')]);
    server = createServer().listen(0, '127.0.0.1');
  });

  it('asks the host once when the same image is wanted twice at the same time', async () => {
    const url = `${origin}/a.png`;
    const both = await Promise.all([cache.serve(key(url)), cache.serve(key(url))]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(asked).toEqual(['/a.png']);
  });

  it.each([
    ['an SVG', '/dibujo.svg', 415],
    ['an HTML page under a .png name', '/pagina.png', 415],
    ['an SVG labelled image/png', '/disfrazada.png', 415],
    ['an image past the size cap (declared)', '/grande.png', 413],
    ['an image past the size cap (counted while reading)', '/goteo.png', 413],
    ['a 404', '/no-existe.png', 502],
    ['a redirect to file:', '/a-archivo', 404],
  ])('refuses %s and stores nothing', async (_what, path, status) => {
    const answer = await cache.serve(key(`${origin}${path}`));
    expect(answer.status).toBe(status);
    expect(stored()).toEqual([]);
  });

  it('gives up on a host that stops sending once idleMs pass without a byte, and stores nothing', async () => {
    const answer = cache.serve(key(`${origin}/colgada.png`));
    const response = await hanging;
    // The only timer that can run out by now is the inactivity timer, armed at the request or
    // re-armed at the first bytes: either way at the same moment, the clock not having moved.
    vi.advanceTimersByTime(idleMs);
    // Too late: the cache gave up when the time ran out.
    response.end(png.subarray(8));
    expect(await answer).toEqual({ status: 504, message: 'La imagen tardó demasiado' });
    expect(stored()).toEqual([]);
  });

  it('follows a redirect on http(s) and stores the image under the URL it was asked for', async () => {
    const url = `${origin}/vuelta`;
    expect(await cache.serve(key(url))).toEqual({ status: 200, type: 'image/png', body: png });
    expect(asked).toEqual(['/vuelta', '/a.png']);
    expect(existsSync(fileFor(dir, url))).toBe(true);
  });

  it('refuses every URL that is not plain http(s), without a request', async () => {
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://127.0.0.1/a.png',
      `http://u:p@127.0.0.1/a.png`,
      ` ${origin}/a.png`,
    ]) {
      expect((await cache.serve(key(url))).status, url).toBe(404);
    }
    expect(asked).toEqual([]);
  });

  it('takes only canonical base64url as a key: no padding, no path, no other alphabet', async () => {
    const good = key(`${origin}/a.png`);
    const bad = [
      '',
      `${good}=`,
      `${good}==`,
      good.replace(/-/g, '+').replace(/_/g, '/') + '+/',
      `../${good}`,
      `${good}/x`,
      '%2e%2e%2f',
      'a',
      `${good}.png`,
      good.toUpperCase(),
      Buffer.from(`${origin}/a.png`).toString('base64'),
      // The same URL written differently: one image, one key.
      key(`${origin}/./a.png`),
      key(`HTTP://127.0.0.1:${new URL(origin).port}/a.png`),
    ].filter((candidate) => candidate !== good);
    for (const candidate of bad) expect((await cache.serve(candidate)).status, candidate).toBe(404);
    expect(asked).toEqual([]);
  });

  it('does not follow a symlink planted in the cache folder', async () => {
    const url = `${origin}/a.png`;
    expect((await cache.serve(key(url))).status).toBe(200);
    const outside = join(dir, '..', 'fuera.png');
    writeFileSync(outside, jpeg);
    const other = `${origin}/b.jpg`;
    symlinkSync(outside, fileFor(dir, other));
    // The link is ignored: the image is fetched from its host (and replaces the link).
    expect(await cache.serve(key(other))).toEqual({ status: 200, type: 'image/jpeg', body: jpeg });
    expect(asked).toEqual(['/a.png', '/b.jpg']);
  });
});

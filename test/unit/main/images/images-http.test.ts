/**
 * Browser mode's images server, on its own 127.0.0.1 port: the app's page gets the image at
 * `<base><key>`; without the capability, from a page of another site, as a typed address, or under
 * another Host, nothing is fetched at all. Raw node:http requests, so headers go out exactly as
 * written. The cache behind it is a stand-in that records its keys.
 */
import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImageCache } from '../../../../src-main/images/cache';
import { startImagesServer, type ImagesServer } from '../../../../src-main/images/http';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const capability = 'capacidad-de-prueba-0123456789abcdefghijklm';
const served: string[] = [];
const cache: ImageCache = {
  dir: '/nada',
  serve(key) {
    served.push(key);
    return Promise.resolve(
      key === 'aW1hZ2Vu' ? { status: 200, type: 'image/png', body: png } : { status: 415, message: 'No es una imagen' },
    );
  },
};

let server: ImagesServer;
let port: number;
let host: string;

beforeAll(async () => {
  server = await startImagesServer({ cache, capability });
  port = Number(new URL(server.origin).port);
  host = `127.0.0.1:${port}`;
});

afterAll(() => server.close());
beforeEach(() => {
  served.length = 0;
});

function get(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** An <img> of the app's page, on another port of 127.0.0.1: same site, not same origin. */
const image = (): Record<string, string> => ({ Host: host, 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Dest': 'image' });
const path = (key: string): string => `/${capability}/${key}`;

describe('browser mode: the images server', () => {
  it('listens on 127.0.0.1 and hands out its base address with the capability', () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.base).toBe(`${server.origin}/${capability}/`);
  });

  it('serves the app page an image, typed, never sniffed, not cached by the browser', async () => {
    const answer = await get(path('aW1hZ2Vu'), image());
    expect(answer.status).toBe(200);
    expect(answer.body.equals(png)).toBe(true);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(served).toEqual(['aW1hZ2Vu']);
  });

  it('passes the cache refusals on', async () => {
    expect((await get(path('b3RyYQ'), image())).status).toBe(415);
  });

  it.each([
    ['no capability', '/aW1hZ2Vu', {}],
    ['a wrong capability', '/adivinada-0123456789abcdefghijklmnopqrstuvwxyz/aW1hZ2Vu', {}],
    ['the capability one character short', `/${capability.slice(0, -1)}/aW1hZ2Vu`, {}],
    ['another site', path('aW1hZ2Vu'), { 'Sec-Fetch-Site': 'cross-site' }],
    ['a typed address', path('aW1hZ2Vu'), { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Dest': 'document' }],
    ['a fetch, not an image', path('aW1hZ2Vu'), { 'Sec-Fetch-Dest': 'empty' }],
    ['no Sec-Fetch headers', path('aW1hZ2Vu'), { 'Sec-Fetch-Site': '', 'Sec-Fetch-Dest': '' }],
    ['another Host (DNS rebinding)', path('aW1hZ2Vu'), { Host: 'evil.example' }],
  ])('refuses %s without asking the cache', async (_what, target, headers) => {
    const answer = await get(target, { ...image(), ...headers });
    expect(answer.status).toBe(403);
    expect(served).toEqual([]);
  });

  it('answers GET and HEAD only', async () => {
    expect((await get(path('aW1hZ2Vu'), image(), 'POST')).status).toBe(405);
    const head = await get(path('aW1hZ2Vu'), image(), 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});

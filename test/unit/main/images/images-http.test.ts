/**
 * Browser mode's `/imagenes/<key>` route: the app's own page gets the image; without the secret,
 * from another site, or under another Host, nothing is fetched at all. Raw node:http requests,
 * so headers go out exactly as written. The cache behind it is a stand-in that records its keys.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImageCache } from '../../../../src-main/images/cache';
import { createImagesHttp } from '../../../../src-main/images/http';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
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

let server: Server;
let port: number;
let host: string;
const hasSecret = (req: IncomingMessage): boolean => (req.headers.cookie ?? '') === 'secreto=si';

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
  host = `127.0.0.1:${port}`;
  const images = createImagesHttp({ cache, origin: `http://${host}`, hasSecret });
  server.on('request', (req, res) => {
    if (!images.handle(req, res)) {
      res.writeHead(418);
      res.end();
    }
  });
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));
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

const page = (): Record<string, string> => ({ Host: host, Cookie: 'secreto=si', 'Sec-Fetch-Site': 'same-origin' });

describe('browser mode: images over HTTP', () => {
  it('serves the app page an image, typed, never sniffed, not for other origins, not cached by the browser', async () => {
    const answer = await get('/imagenes/aW1hZ2Vu', page());
    expect(answer.status).toBe(200);
    expect(answer.body.equals(png)).toBe(true);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(served).toEqual(['aW1hZ2Vu']);
  });

  it('passes the cache refusals on', async () => {
    expect((await get('/imagenes/b3RyYQ', page())).status).toBe(415);
  });

  it.each([
    ['no secret', { 'Sec-Fetch-Site': 'same-origin' }],
    ['a wrong secret', { Cookie: 'secreto=no', 'Sec-Fetch-Site': 'same-origin' }],
    ['another site', { Cookie: 'secreto=si', 'Sec-Fetch-Site': 'cross-site' }],
    ['a typed address', { Cookie: 'secreto=si', 'Sec-Fetch-Site': 'none' }],
    ['no Sec-Fetch-Site', { Cookie: 'secreto=si' }],
    ['another Origin', { Cookie: 'secreto=si', 'Sec-Fetch-Site': 'same-origin', Origin: 'http://evil.example' }],
  ])('refuses %s without asking the cache', async (_what, headers) => {
    const answer = await get('/imagenes/aW1hZ2Vu', { Host: host, ...headers });
    expect(answer.status).toBe(403);
    expect(served).toEqual([]);
  });

  it('refuses another Host (DNS rebinding) and any method but GET and HEAD', async () => {
    expect((await get('/imagenes/aW1hZ2Vu', { ...page(), Host: 'evil.example' })).status).toBe(403);
    expect((await get('/imagenes/aW1hZ2Vu', page(), 'POST')).status).toBe(405);
    const head = await get('/imagenes/aW1hZ2Vu', page(), 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leaves every other path to the next handler', async () => {
    expect((await get('/imagenesx', page())).status).toBe(418);
    expect((await get('/', page())).status).toBe(418);
  });
});

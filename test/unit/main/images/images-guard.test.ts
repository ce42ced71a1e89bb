/**
 * Images go through the documents' address guard: an image on an internal address is never
 * fetched (no connection is even made), one on the API's own host is. A local server plays every
 * host and counts the connections; names are mapped to addresses by an injected resolver.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAddressGuard, type Resolver } from '../../../../src-main/documents/address-guard';
import { createImageCache } from '../../../../src-main/images/cache';
import { guardedHop } from '../../../../src-main/images/guarded-hop';

// A real 1×1 PNG, written out by hand.
const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360f8cfc0f01f0005000201' +
    'a5e7f6e90000000049454e44ae426082',
  'hex',
);
const key = (url: string): string => Buffer.from(url, 'utf8').toString('base64url');

let server: Server;
let port: number;
let connections = 0;

beforeEach(async () => {
  connections = 0;
  server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/png' });
    res.end(png);
  });
  server.on('connection', () => connections++);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

function cacheWith(resolve: Resolver, apiBaseUrl: string, uncheckedHosts: string[] = []) {
  const guard = createAddressGuard({ resolve, apiBaseUrl: () => apiBaseUrl, uncheckedHosts });
  return createImageCache({
    dir: join(mkdtempSync(join(tmpdir(), 'directorio-imagenes-')), 'imagenes'),
    limits: { hop: guardedHop(guard) },
  });
}

describe('images and the address guard', () => {
  it('never connects to an internal address, by name or by literal', async () => {
    const toInternal: Resolver = async () => [{ address: '10.0.0.5', family: 4 }];
    const cache = cacheWith(toInternal, 'https://www.cultura.gob.ar');
    for (const url of [
      `http://imagenes.test:${port}/a.png`,
      `http://127.0.0.1:${port}/a.png`,
      `http://localhost:${port}/a.png`,
      `http://[::1]:${port}/a.png`,
    ]) {
      const answer = await cache.serve(key(url));
      expect(answer.status, url).not.toBe(200);
    }
    expect(connections).toBe(0);
  });

  it("fetches from the API's own host, even on 127.0.0.1", async () => {
    const cache = cacheWith(async () => [], `http://127.0.0.1:${port}`);
    const answer = await cache.serve(key(`http://127.0.0.1:${port}/a.png`));
    expect(answer.status).toBe(200);
    expect(connections).toBe(1);
  });

  it('connects to exactly the address the guard checked', async () => {
    // A public-looking name, let through by the tests' hook, resolved once to the local server.
    let lookups = 0;
    const toServer: Resolver = async () => {
      lookups++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const cache = cacheWith(toServer, 'https://www.cultura.gob.ar', ['imagenes.test']);
    const answer = await cache.serve(key(`http://imagenes.test:${port}/a.png`));
    expect(answer.status).toBe(200);
    expect(lookups).toBe(1);
  });
});

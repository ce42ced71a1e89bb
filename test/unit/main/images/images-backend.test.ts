/**
 * The image cache as the backend wires it (createBackend, the same for Electron and browser
 * mode): an image on an internal address, or redirected to one, is refused before any connection;
 * one at the API's exact origin is fetched. Three local servers play the hosts and count
 * connections: the API on 127.0.0.1, another service on another port of 127.0.0.1, an internal
 * service on 127.0.0.2.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../../../src-main/backend';

// A real 1×1 PNG, written out by hand.
const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360f8cfc0f01f0005000201' +
    'a5e7f6e90000000049454e44ae426082',
  'hex',
);
const key = (url: string): string => Buffer.from(url, 'utf8').toString('base64url');

interface Host {
  server: Server;
  origin: string;
  connections: number;
}

async function host(address: string, redirectTo: () => string): Promise<Host> {
  const started: Host = { server: createServer(), origin: '', connections: 0 };
  started.server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/redirige.png') {
      res.writeHead(302, { Location: url.searchParams.get('a') ?? redirectTo() });
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'image/png' });
    res.end(png);
  });
  started.server.on('connection', () => started.connections++);
  await new Promise<void>((done) => started.server.listen(0, address, done));
  started.origin = `http://${address}:${(started.server.address() as AddressInfo).port}`;
  return started;
}

let api: Host;
let samePlace: Host;
let internal: Host;
let backend: Backend;

beforeAll(async () => {
  internal = await host('127.0.0.2', () => '');
  samePlace = await host('127.0.0.1', () => '');
  api = await host('127.0.0.1', () => `${internal.origin}/a.png`);
  backend = await createBackend({
    dataDir: mkdtempSync(join(tmpdir(), 'directorio-backend-imagenes-')),
    baseUrlOverride: api.origin,
    mode: 'browser',
    timeoutMs: 2000,
  });
});

afterAll(async () => {
  for (const { server } of [api, samePlace, internal]) {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }
});

describe("the backend's image cache and the address guard", () => {
  it('refuses internal addresses, and a redirect to one, without connecting to them', async () => {
    const internalPort = new URL(internal.origin).port;
    for (const url of [
      `${internal.origin}/a.png`,
      'http://169.254.169.254/latest/meta-data/imagen.png',
      `http://[::1]:${internalPort}/a.png`,
      `${api.origin}/redirige.png`,
    ]) {
      // The guard's refusal throws in the request hop, so the image is not fetched, nor cached.
      const answer = await backend.images.serve(key(url));
      expect(answer.status, url).not.toBe(200);
    }
    expect(internal.connections).toBe(0);
  });

  it("fetches an image from the API's origin", async () => {
    const answer = await backend.images.serve(key(`${api.origin}/a.png`));
    expect(answer).toMatchObject({ status: 200, type: 'image/png' });
  });

  it("refuses the API's machine on another port in every spelling, directly or by a redirect; its own port is fetched", async () => {
    const apiPort = new URL(api.origin).port;
    const otherPort = new URL(samePlace.origin).port;
    const spellings = ['127.0.0.1', '2130706433', '0177.0.0.1', '0x7f000001', '127.1', '[::ffff:127.0.0.1]'];
    const redirect = (to: string): string => `${api.origin}/redirige.png?a=${encodeURIComponent(to)}`;
    // The renderer keys an image by its parsed URL (2130706433 becomes 127.0.0.1 there); a
    // redirect's Location goes out spelled as written.
    const parsedKey = (url: string): string => Buffer.from(new URL(url).href, 'utf8').toString('base64url');
    for (const spelling of spellings) {
      for (const url of [`http://${spelling}:${otherPort}/a.png`, redirect(`http://${spelling}:${otherPort}/a.png`)]) {
        expect((await backend.images.serve(parsedKey(url))).status, url).not.toBe(200);
      }
      for (const url of [`http://${spelling}:${apiPort}/b.png`, redirect(`http://${spelling}:${apiPort}/b.png`)]) {
        expect(await backend.images.serve(parsedKey(url)), url).toMatchObject({ status: 200, type: 'image/png' });
      }
    }
    expect(samePlace.connections).toBe(0);
  });
});

/**
 * Browser mode's three servers (the app's, the documents' and the images') listen on 127.0.0.1 alone: another
 * loopback address (127.0.0.2, which Linux routes to the same interface) and the machine's own
 * network address are refused, so only the token stands between them and nothing else.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type WebServer } from '../../../src-main/web';

let server: WebServer;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'directorio-loopback-'));
  const rendererDir = join(dir, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>x</title>');
  server = await startWebServer({ baseUrl: 'http://127.0.0.1:9', rendererDir, dataDir: join(dir, 'datos') });
});

afterAll(async () => {
  await server.close();
});

/** Whether a TCP connection to host:port is accepted ('accepted') or how it failed (its error code). */
function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(3000, () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** The app's port and the documents' port. */
const ports = (): number[] => [server.origin, server.documentsOrigin, server.imagesBase].map((origin) => Number(new URL(origin).port));

/** The machine's first IPv4 address that is not loopback, if it has one. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((address) => address !== undefined && address.family === 'IPv4' && !address.internal)?.address;

describe('browser mode listens on 127.0.0.1 only', () => {
  it('accepts 127.0.0.1 and refuses 127.0.0.2, on every server', async () => {
    for (const port of ports()) {
      expect(await tryConnect('127.0.0.1', port)).toBe('accepted');
      expect(await tryConnect('127.0.0.2', port)).toBe('ECONNREFUSED');
    }
  });

  it.skipIf(outside === undefined)("refuses the machine's own network address, on every server", async () => {
    for (const port of ports()) expect(await tryConnect(outside ?? '', port)).toBe('ECONNREFUSED');
  });
});

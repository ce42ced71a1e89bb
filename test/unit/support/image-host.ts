/**
 * A local HTTP server playing a remote image host for main's image cache: each path answers the
 * bytes put there with their type (404 for any other path), and every request's path is kept in
 * `asked`. Keys and cache file names are made with Node's own base64url and sha256.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface ImageHost {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  readonly asked: string[];
  /** Answers `path` with `body` as `type` from now on. */
  put(path: string, type: string, body: Buffer): void;
  close(): Promise<void>;
}

export async function startImageHost(): Promise<ImageHost> {
  const files = new Map<string, { type: string; body: Buffer }>();
  const asked: string[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '';
    asked.push(path);
    const file = files.get(path);
    if (file === undefined) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('no');
      return;
    }
    res.writeHead(200, { 'Content-Type': file.type, 'Content-Length': String(file.body.byteLength) });
    res.end(file.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    put: (path, type, body) => files.set(path, { type, body }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** The cache's key for a URL: its base64url, no padding. */
export const imageKeyOf = (url: string): string => Buffer.from(url, 'utf8').toString('base64url');

/** Where the cache keeps a URL's image: the sha256 of the URL, in hex. */
export const cacheFileOf = (dir: string, url: string): string => join(dir, createHash('sha256').update(url).digest('hex'));

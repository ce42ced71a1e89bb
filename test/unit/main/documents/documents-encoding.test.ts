/**
 * Saving documents sent with a Content-Encoding, against a real HTTP server on 127.0.0.1 that
 * compresses with node:zlib: what is saved is the decoded document, the size cap counts the
 * decoded bytes (a small body that inflates past it is refused), and an encoding the app cannot
 * read is refused; a refused download leaves no file, final or temporary.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentStore, type DocumentStore } from '../../../../src-main/documents/store';
import { describeDocumentError } from '../../../../src-shared/documents';

const cap = 64 * 1024;
const owner = { kind: 'convocatoria', id: 1 } as const;

/** A PDF-looking document of 20 000 bytes: text that compresses, and every byte value. */
const original = Buffer.alloc(20_000);
original.write('%PDF-1.4\n% bases y condiciones, año 2025\n');
for (let i = 48; i < original.length; i++) original[i] = (i * 7919) % 256;

// 16 MB of zeros: about 16 kB once gzipped, 256 times the cap once decoded.
const bomb = gzipSync(Buffer.alloc(16 * 1024 * 1024));

/** Each path: the Content-Encoding it is sent with, and the bytes that travel. */
const bodies: Record<string, { encoding: string; body: Buffer }> = {
  '/gzip.pdf': { encoding: 'gzip', body: gzipSync(original) },
  '/deflate.pdf': { encoding: 'deflate', body: deflateSync(original) },
  '/br.pdf': { encoding: 'br', body: brotliCompressSync(original) },
  '/bomba.pdf': { encoding: 'gzip', body: bomb },
  '/compress.pdf': { encoding: 'compress', body: original },
  '/zstd.pdf': { encoding: 'zstd', body: original },
  '/apilado.pdf': { encoding: 'gzip, br', body: brotliCompressSync(gzipSync(original)) },
  '/pagina.pdf': { encoding: 'gzip', body: gzipSync(Buffer.from('<!DOCTYPE html><p>inicie sesión</p>')) },
  '/roto.pdf': { encoding: 'gzip', body: Buffer.concat([gzipSync(original).subarray(0, 100), Buffer.from('no es gzip')]) },
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const sent = bodies[req.url ?? ''];
    if (sent === undefined) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Encoding': sent.encoding, 'Content-Length': sent.body.length });
    res.end(sent.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

function freshStore(): DocumentStore {
  // The test server stands for the API's origin: its documents are allowed although on 127.0.0.1.
  return createDocumentStore({
    dir: join(mkdtempSync(join(tmpdir(), 'directorio-codificacion-')), 'documentos'),
    maxBytes: cap,
    timeoutMs: 2000,
    apiBaseUrl: () => base,
  });
}

/** Every entry under documentos/, dot files included: a temporary file would show here. */
const everything = (store: DocumentStore): string[] => readdirSync(store.dir, { recursive: true, encoding: 'utf8' }).sort();

describe('documents sent with a Content-Encoding', () => {
  it.each(['gzip', 'deflate', 'br'])('%s: the saved bytes are the decoded document', async (encoding) => {
    const store = freshStore();
    const { saved, failures } = await store.save(owner, [`${base}/${encoding}.pdf`]);
    expect(failures).toEqual([]);
    expect(saved.files.map((file) => [file.name, file.size])).toEqual([[`${encoding}.pdf`, 20_000]]);
    expect(readFileSync(join(store.dir, 'convocatoria-1', `${encoding}.pdf`)).equals(original)).toBe(true);
  });

  it('a small body that decodes past the cap is too large, and leaves no file', async () => {
    expect(bomb.length).toBeLessThan(cap);
    const store = freshStore();
    const { saved, failures } = await store.save(owner, [`${base}/bomba.pdf`]);
    expect(saved.count).toBe(0);
    expect(failures).toEqual([{ url: `${base}/bomba.pdf`, error: { kind: 'too-large', maxBytes: cap } }]);
    expect(describeDocumentError({ kind: 'too-large', maxBytes: cap })).toEqual({
      message: 'supera el máximo de 64 kB por documento',
      detail: null,
    });
    expect(everything(store)).toEqual(['convocatoria-1', join('convocatoria-1', '.indice.json')]);
  });

  it('an encoding the app cannot read, or several stacked, is refused with its name, and leaves no file', async () => {
    const store = freshStore();
    const urls = ['compress', 'zstd', 'apilado'].map((name) => `${base}/${name}.pdf`);
    const { saved, failures } = await store.save(owner, urls);
    expect(saved.count).toBe(0);
    expect(failures).toEqual([
      { url: urls[0], error: { kind: 'unknown-encoding', encoding: 'compress' } },
      { url: urls[1], error: { kind: 'unknown-encoding', encoding: 'zstd' } },
      { url: urls[2], error: { kind: 'unknown-encoding', encoding: 'gzip, br' } },
    ]);
    // The encoding's name is for a technician: apart from the words, for Detalles técnicos.
    expect(describeDocumentError({ kind: 'unknown-encoding', encoding: 'compress' })).toEqual({
      message: 'el servidor lo envió en un formato que no se puede leer',
      detail: 'Content-Encoding: compress',
    });
    expect(everything(store)).toEqual(['convocatoria-1', join('convocatoria-1', '.indice.json')]);
  });

  it('a page under a document name is recognised once decoded, and leaves no file', async () => {
    const store = freshStore();
    const { failures } = await store.save(owner, [`${base}/pagina.pdf`]);
    expect(failures).toEqual([{ url: `${base}/pagina.pdf`, error: { kind: 'not-document', contentType: 'application/pdf' } }]);
    expect(everything(store)).toEqual(['convocatoria-1', join('convocatoria-1', '.indice.json')]);
  });

  it('a body that is not what its encoding says fails as a network error, and leaves no file', async () => {
    const store = freshStore();
    const { failures } = await store.save(owner, [`${base}/roto.pdf`]);
    expect(failures).toEqual([{ url: `${base}/roto.pdf`, error: { kind: 'network', message: expect.any(String) } }]);
    expect(everything(store)).toEqual(['convocatoria-1', join('convocatoria-1', '.indice.json')]);
  });
});

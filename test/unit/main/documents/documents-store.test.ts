/**
 * Saving documents for offline reading, against a real HTTP server on 127.0.0.1: what is saved
 * where, every failure as a typed value, and nothing left behind by a failed download.
 */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentHandlers } from '../../../../src-main/documents/handlers';
import { createDocumentStore, type DocumentStore } from '../../../../src-main/documents/store';

const cap = 4096;
const pdfBody = (text: string): Buffer => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
let server: Server;
let base: string;
let deadPort: number;

function route(path: string, res: ServerResponse): void {
  const pdf = (body: Buffer, headers: Record<string, string | number> = {}): void => {
    res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': body.length, ...headers });
    res.end(body);
  };
  switch (path) {
    case '/a/bases.pdf':
      return pdf(pdfBody('convocatoria a'));
    case '/b/bases.pdf':
      return pdf(pdfBody('convocatoria b'));
    case '/descargar':
      return pdf(pdfBody('sin extensión'));
    case '/%2e%2e%2f%2e%2e%2fetc%2fpasswd':
      return pdf(pdfBody('hostil'));
    case '/con.pdf':
      return pdf(pdfBody('reservado'));
    case `/${'largo'.repeat(60)}.pdf`:
      return pdf(pdfBody('largo'));
    case '/grande.pdf':
      return pdf(Buffer.alloc(cap + 1, 1));
    case '/redir':
      res.writeHead(302, { Location: '/a/bases.pdf' });
      return void res.end();
    case '/bucle':
      res.writeHead(302, { Location: '/bucle' });
      return void res.end();
    case '/redir-file':
      res.writeHead(302, { Location: 'file:///etc/passwd' });
      return void res.end();
    case '/falta.pdf':
      res.writeHead(404, { 'Content-Type': 'text/html' });
      return void res.end('<h1>No</h1>');
    case '/pagina':
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return void res.end('<!doctype html><p>hola');
    case '/disfrazado.pdf':
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      return void res.end('<!DOCTYPE html><p>inicie sesión');
    case '/sin-fin.pdf': {
      // No Content-Length: only the running count can stop it.
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      const timer = setInterval(() => res.write(Buffer.alloc(1024, 2)), 5);
      res.on('close', () => clearInterval(timer));
      return;
    }
    case '/lento.pdf':
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      return void res.write('%PDF-1.4\n');
    case '/cortado.pdf':
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': 1000 });
      res.write('%PDF-1.4\n');
      return void setTimeout(() => res.socket?.destroy(), 20);
    default:
      res.writeHead(404);
      res.end();
  }
}

beforeAll(async () => {
  server = createServer((req, res) => route(req.url ?? '/', res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dead = createServer();
  await new Promise<void>((done) => dead.listen(0, '127.0.0.1', done));
  deadPort = (dead.address() as AddressInfo).port;
  await new Promise<void>((done) => dead.close(() => done()));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

function freshStore(): DocumentStore {
  // The test server stands for the API: its documents are allowed although on 127.0.0.1. The
  // host without a server is a name the tests' hook lets through to 127.0.0.1, on a closed port.
  return createDocumentStore({
    dir: join(mkdtempSync(join(tmpdir(), 'directorio-docs-')), 'documentos'),
    maxBytes: cap,
    timeoutMs: 800,
    apiBaseUrl: () => base,
    resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    uncheckedHosts: ['sin-servidor.test'],
  });
}

const convocatoria = { kind: 'convocatoria', id: 1 } as const;
const tramite = { kind: 'tramite', id: 1 } as const;
/** Every entry of a record's folder, dot files included: nothing temporary may stay. */
const entries = (store: DocumentStore, folder: string): string[] => readdirSync(join(store.dir, folder)).sort();

describe('saving documents', () => {
  it('saves into a folder per record; the same file name in two records stays apart', async () => {
    const store = freshStore();
    const first = await store.save(convocatoria, [`${base}/a/bases.pdf`]);
    const second = await store.save(tramite, [`${base}/b/bases.pdf`]);
    expect(first.failures).toEqual([]);
    expect(second.failures).toEqual([]);
    expect(readFileSync(join(store.dir, 'convocatoria-1', 'bases.pdf'), 'utf8')).toContain('convocatoria a');
    expect(readFileSync(join(store.dir, 'tramite-1', 'bases.pdf'), 'utf8')).toContain('convocatoria b');
    expect(first.saved).toEqual({
      files: [
        {
          name: 'bases.pdf',
          url: `${base}/a/bases.pdf`,
          size: pdfBody('convocatoria a').length,
          savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
      count: 1,
      totalBytes: pdfBody('convocatoria a').length,
    });
  });

  it('within a record, two URLs with one name get two files; saving a URL again replaces its own', async () => {
    const store = freshStore();
    const urls = [`${base}/a/bases.pdf`, `${base}/b/bases.pdf`];
    await store.save(convocatoria, urls);
    const again = await store.save(convocatoria, [...urls, `${base}/a/bases.pdf`]);
    expect(again.saved.files.map((file) => [file.name, file.url])).toEqual([
      ['bases (2).pdf', `${base}/b/bases.pdf`],
      ['bases.pdf', `${base}/a/bases.pdf`],
    ]);
    expect(entries(store, 'convocatoria-1')).toEqual(['.indice.json', 'bases (2).pdf', 'bases.pdf']);
  });

  it('names hostile and odd URLs safely, inside the folder', async () => {
    const store = freshStore();
    const { saved, failures } = await store.save(convocatoria, [
      `${base}/%2e%2e%2f%2e%2e%2fetc%2fpasswd`,
      `${base}/con.pdf`,
      `${base}/descargar`,
      `${base}/${'largo'.repeat(60)}.pdf`,
      `${base}/redir`,
    ]);
    expect(failures).toEqual([]);
    const names = saved.files.map((file) => file.name);
    expect(names).toEqual(expect.arrayContaining(['_.._etc_passwd.pdf', '_con.pdf', 'descargar.pdf', 'bases.pdf']));
    expect(names.every((n) => n.length <= 120 && !n.includes('/'))).toBe(true);
    expect(readdirSync(store.dir)).toEqual(['convocatoria-1']);
  });

  it('answers each failure with its typed reason and leaves no partial file', async () => {
    const store = freshStore();
    const { saved, failures } = await store.save(convocatoria, [
      `${base}/a/bases.pdf`,
      `${base}/falta.pdf`,
      `${base}/grande.pdf`,
      `${base}/sin-fin.pdf`,
      `${base}/pagina`,
      `${base}/disfrazado.pdf`,
      `${base}/lento.pdf`,
      `${base}/cortado.pdf`,
      `http://sin-servidor.test:${deadPort}/bases.pdf`,
      `${base}/redir-file`,
      `${base}/bucle`,
      'file:///etc/passwd',
      'javascript:alert(1)',
      'ftp://127.0.0.1/bases.pdf',
    ]);
    expect(saved.files.map((file) => file.name)).toEqual(['bases.pdf']);
    const reason = (path: string): unknown => failures.find((failure) => failure.url.endsWith(path))?.error;
    expect(reason('/falta.pdf')).toEqual({ kind: 'http', status: 404 });
    expect(reason('/grande.pdf')).toEqual({ kind: 'too-large', maxBytes: cap });
    expect(reason('/sin-fin.pdf')).toEqual({ kind: 'too-large', maxBytes: cap });
    expect(reason('/pagina')).toEqual({ kind: 'not-document', contentType: 'text/html; charset=utf-8' });
    expect(reason('/disfrazado.pdf')).toEqual({ kind: 'not-document', contentType: 'application/pdf' });
    expect(reason('/lento.pdf')).toEqual({ kind: 'timeout', ms: 800 });
    expect(reason('/cortado.pdf')).toMatchObject({ kind: 'network' });
    expect(reason(`:${deadPort}/bases.pdf`)).toMatchObject({ kind: 'network' });
    for (const refused of ['/redir-file', 'file:///etc/passwd', 'javascript:alert(1)', 'ftp://127.0.0.1/bases.pdf']) {
      expect(reason(refused), refused).toEqual({ kind: 'refused-url' });
    }
    expect(reason('/bucle')).toEqual({ kind: 'http', status: 302 });
    expect(failures).toHaveLength(13);
    expect(entries(store, 'convocatoria-1')).toEqual(['.indice.json', 'bases.pdf']);
  });

  it('runs the calls on one folder one at a time', async () => {
    const store = freshStore();
    const urls = [`${base}/a/bases.pdf`, `${base}/b/bases.pdf`];
    await Promise.all([store.save(convocatoria, urls), store.save(convocatoria, urls), store.save(convocatoria, [urls[0] ?? ''])]);
    expect(entries(store, 'convocatoria-1')).toEqual(['.indice.json', 'bases (2).pdf', 'bases.pdf']);
  });
});

describe('finding, listing and removing saved documents', () => {
  it('gives a path only for a stored name inside its own folder', async () => {
    const store = freshStore();
    await store.save(convocatoria, [`${base}/a/bases.pdf`]);
    await store.save({ kind: 'convocatoria', id: 2 }, [`${base}/b/bases.pdf`]);
    expect(await store.pathOf(convocatoria, 'bases.pdf')).toBe(join(store.dir, 'convocatoria-1', 'bases.pdf'));
    for (const name of [
      '../convocatoria-2/bases.pdf',
      '..',
      '.indice.json',
      'falta.pdf',
      `..${'/'}..${'/'}etc/passwd`,
      'bases.pdf/',
      'BASES.PDF.',
    ]) {
      expect(await store.pathOf(convocatoria, name), name).toBeNull();
    }
    expect(await store.pathOf(tramite, 'bases.pdf')).toBeNull();
  });

  it('ignores what it did not write: links and foreign names in the folder', async () => {
    const store = freshStore();
    await store.save(convocatoria, [`${base}/a/bases.pdf`]);
    const outside = join(store.dir, '..', 'secreto.pdf');
    writeFileSync(outside, 'secreto');
    symlinkSync(outside, join(store.dir, 'convocatoria-1', 'enlace.pdf'));
    writeFileSync(join(store.dir, 'convocatoria-1', 'programa.exe'), 'MZ');
    expect(await store.pathOf(convocatoria, 'enlace.pdf')).toBeNull();
    expect(await store.pathOf(convocatoria, 'programa.exe')).toBeNull();
    expect((await store.list(convocatoria)).files.map((file) => file.name)).toEqual(['bases.pdf']);
  });

  it('lists nothing for a record never saved, and removes one record without touching another', async () => {
    const store = freshStore();
    expect(await store.list(tramite)).toEqual({ files: [], count: 0, totalBytes: 0 });
    await store.save(convocatoria, [`${base}/a/bases.pdf`]);
    await store.save(tramite, [`${base}/b/bases.pdf`]);
    expect(await store.remove(convocatoria)).toEqual({ files: [], count: 0, totalBytes: 0 });
    expect(await store.list(convocatoria)).toEqual({ files: [], count: 0, totalBytes: 0 });
    expect((await store.list(tramite)).count).toBe(1);
    expect(readdirSync(store.dir)).toEqual(['tramite-1']);
  });
});

describe('clearing every saved document (Configuración → Borrar datos descargados)', () => {
  it('deletes every record folder and stray entry, unlinks links without touching their targets, keeps the data dir', async () => {
    const store = freshStore();
    await store.save(convocatoria, [`${base}/a/bases.pdf`, `${base}/b/bases.pdf`]);
    await store.save(tramite, [`${base}/b/bases.pdf`]);
    const dataDir = join(store.dir, '..');
    writeFileSync(join(dataDir, 'settings.json'), '{}');
    // Outside documentos/: a folder and a file that links inside it point to.
    const outsideDir = join(dataDir, 'afuera');
    mkdirSync(outsideDir);
    writeFileSync(join(outsideDir, 'importante.pdf'), 'no borrar');
    const outsideFile = join(dataDir, 'secreto.pdf');
    writeFileSync(outsideFile, 'secreto');
    symlinkSync(outsideDir, join(store.dir, 'convocatoria-9'));
    symlinkSync(outsideFile, join(store.dir, 'tramite-1', 'enlace.pdf'));
    writeFileSync(join(store.dir, 'suelto.txt'), 'x');

    // Two in convocatoria-1, one in tramite-1; the links and the stray file are not saved documents.
    expect(await store.clearAll()).toBe(3);
    expect(readdirSync(store.dir)).toEqual([]);
    expect(lstatSync(store.dir).isDirectory()).toBe(true);
    expect(readFileSync(join(outsideDir, 'importante.pdf'), 'utf8')).toBe('no borrar');
    expect(readFileSync(outsideFile, 'utf8')).toBe('secreto');
    expect(readdirSync(dataDir).sort()).toEqual(['afuera', 'documentos', 'secreto.pdf', 'settings.json']);
    expect(await store.list(convocatoria)).toEqual({ files: [], count: 0, totalBytes: 0 });
    // The store still works afterwards.
    expect((await store.save(convocatoria, [`${base}/a/bases.pdf`])).saved.count).toBe(1);
  });

  it('answers 0 when nothing was ever saved', async () => {
    const store = freshStore();
    expect(existsSync(store.dir)).toBe(false);
    expect(await store.clearAll()).toBe(0);
  });

  it('waits for a save under way instead of deleting under it', async () => {
    const store = freshStore();
    const saving = store.save(convocatoria, [`${base}/a/bases.pdf`]);
    expect(await store.clearAll()).toBe(1);
    expect((await saving).saved.count).toBe(1);
    expect(readdirSync(store.dir)).toEqual([]);
  });

  it('refuses when documentos/ is itself a link, leaving its target alone; the bridge answers in Spanish', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'directorio-docs-'));
    const elsewhere = join(dataDir, 'otra-carpeta');
    mkdirSync(join(elsewhere, 'convocatoria-1'), { recursive: true });
    writeFileSync(join(elsewhere, 'convocatoria-1', 'bases.pdf'), '%PDF-1.4');
    symlinkSync(elsewhere, join(dataDir, 'documentos'));
    const store = createDocumentStore({ dir: join(dataDir, 'documentos') });
    await expect(store.clearAll()).rejects.toThrow(/no es una carpeta/);
    expect(readFileSync(join(elsewhere, 'convocatoria-1', 'bases.pdf'), 'utf8')).toBe('%PDF-1.4');

    const handlers = createDocumentHandlers({ store });
    expect(await handlers.clearSavedDocuments({})).toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        message: 'No se pudieron borrar los documentos guardados.',
        detail: expect.stringMatching(/no es una carpeta/),
      },
    });
    const fine = createDocumentHandlers({ store: freshStore() });
    expect(await fine.clearSavedDocuments({})).toEqual({ ok: true, removed: 0 });
  });
});

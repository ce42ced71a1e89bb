/**
 * Links under documentos/: a record's folder, or documentos/ itself, that is a symbolic link is
 * refused for saving, listing, opening and removing, and whatever it points to stays as it was.
 */
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentHandlers } from '../../../../src-main/documents/handlers';
import { createDocumentStore } from '../../../../src-main/documents/store';

const pdf = '%PDF-1.4\n% prueba\n%%EOF\n';
let server: Server;
let base: string;
let requests = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    requests++;
    res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': pdf.length });
    res.end(pdf);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

const owner = { kind: 'convocatoria', id: 1 } as const;

/** A data dir and, outside it, a folder with a file and an index of its own. */
function setup(): { dataDir: string; outside: string; snapshot: () => Record<string, string> } {
  const top = mkdtempSync(join(tmpdir(), 'directorio-links-'));
  const dataDir = join(top, 'datos');
  mkdirSync(dataDir);
  const outside = join(top, 'afuera');
  mkdirSync(join(outside, 'convocatoria-1'), { recursive: true });
  for (const folder of [outside, join(outside, 'convocatoria-1')]) {
    writeFileSync(join(folder, 'bases.pdf'), 'no tocar');
    writeFileSync(
      join(folder, '.indice.json'),
      JSON.stringify({ files: [{ name: 'bases.pdf', url: 'http://secreto/', savedAt: '2026-01-01T00:00:00.000Z' }] }),
    );
  }
  const snapshot = (): Record<string, string> =>
    Object.fromEntries(
      readdirSync(outside, { recursive: true, encoding: 'utf8' })
        .sort()
        .map((name) => [name, lstatSync(join(outside, name)).isFile() ? readFileSync(join(outside, name), 'utf8') : '(carpeta)']),
    );
  return { dataDir, outside, snapshot };
}

async function expectRefusedEverywhere(dataDir: string, link: RegExp): Promise<void> {
  const store = createDocumentStore({ dir: join(dataDir, 'documentos'), apiBaseUrl: () => base });
  const handlers = createDocumentHandlers({ store });
  const before = requests;
  const url = `${base}/bases.pdf`;

  const saving = await handlers.saveDocuments({ ...owner, urls: [url] });
  expect(saving).toEqual({
    ok: true,
    saved: { files: [], count: 0, totalBytes: 0 },
    failures: [{ url, error: { kind: 'disk', message: expect.stringMatching(link) } }],
  });
  // Refused before downloading anything.
  expect(requests).toBe(before);

  expect(await handlers.listSavedDocuments(owner)).toEqual({
    ok: false,
    error: { kind: 'rejected', message: 'No se pudieron leer los documentos guardados.', detail: expect.stringMatching(/es un enlace/) },
  });
  expect(await store.pathOf(owner, 'bases.pdf')).toBeNull();
  expect(await handlers.openSavedDocument({ ...owner, name: 'bases.pdf' })).toEqual({
    ok: false,
    error: { kind: 'rejected', message: 'Ese documento no está guardado en este equipo.' },
  });
  expect(await handlers.removeSavedDocuments(owner)).toEqual({
    ok: false,
    error: { kind: 'rejected', message: 'No se pudieron quitar los documentos guardados.', detail: expect.stringMatching(/es un enlace/) },
  });
}

describe('links under documentos/ are never followed', () => {
  it("refuses a record's folder that links outside the data dir, and leaves the target untouched", async () => {
    const { dataDir, outside, snapshot } = setup();
    mkdirSync(join(dataDir, 'documentos'));
    symlinkSync(join(outside, 'convocatoria-1'), join(dataDir, 'documentos', 'convocatoria-1'));
    const before = snapshot();
    await expectRefusedEverywhere(dataDir, /^documentos\/convocatoria-1 es un enlace, que no se sigue; no es una carpeta$/);
    expect(snapshot()).toEqual(before);
    // Another record is not affected.
    const store = createDocumentStore({ dir: join(dataDir, 'documentos'), apiBaseUrl: () => base });
    expect((await store.save({ kind: 'tramite', id: 1 }, [`${base}/bases.pdf`])).saved.count).toBe(1);
  });

  it('refuses when documentos/ itself is a link, creating nothing through it', async () => {
    const { dataDir, outside, snapshot } = setup();
    symlinkSync(outside, join(dataDir, 'documentos'));
    const before = snapshot();
    await expectRefusedEverywhere(dataDir, /^documentos es un enlace, que no se sigue; no es una carpeta$/);
    const store = createDocumentStore({ dir: join(dataDir, 'documentos'), apiBaseUrl: () => base });
    await store.save({ kind: 'tramite', id: 1 }, [`${base}/bases.pdf`]);
    expect(snapshot()).toEqual(before);
  });

  it('refuses a dangling link in place of the folder, without creating its target', async () => {
    const { dataDir, outside, snapshot } = setup();
    mkdirSync(join(dataDir, 'documentos'));
    symlinkSync(join(outside, 'nueva'), join(dataDir, 'documentos', 'convocatoria-1'));
    const before = snapshot();
    await expectRefusedEverywhere(dataDir, /^documentos\/convocatoria-1 es un enlace/);
    expect(snapshot()).toEqual(before);
  });

  it("does not read a folder's index through a link", async () => {
    const { dataDir, outside } = setup();
    const folder = join(dataDir, 'documentos', 'convocatoria-1');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'bases.pdf'), pdf);
    symlinkSync(join(outside, '.indice.json'), join(folder, '.indice.json'));
    const store = createDocumentStore({ dir: join(dataDir, 'documentos') });
    expect((await store.list(owner)).files.map((file) => [file.name, file.url])).toEqual([['bases.pdf', null]]);
  });
});

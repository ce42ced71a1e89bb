/**
 * Every saved document at once (`listAllSavedDocuments`), read from folders written by hand: only
 * the folders the store names (`<kind>-<id>`) count, a link in a record's place is left out and
 * never followed, and a folder whose index lost a file still lists it, without its link.
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDocumentHandlers } from '../../../../src-main/documents/handlers';
import { createDocumentStore } from '../../../../src-main/documents/store';

function folder(root: string, name: string, files: Record<string, string>, index?: { name: string; url: string }[]): void {
  mkdirSync(join(root, name), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, name, file), text);
  if (index !== undefined) {
    const entries = index.map((entry) => ({ ...entry, savedAt: '2026-03-01T12:00:00.000Z' }));
    writeFileSync(join(root, name, '.indice.json'), JSON.stringify({ files: entries }));
  }
}

describe('listing every saved document', () => {
  it('lists each record folder, by kind and id, with the link each file came from', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'directorio-docs-'));
    const root = join(dataDir, 'documentos');
    folder(root, 'convocatoria-7', { 'bases.pdf': '%PDF-1.4 bases', 'anexo.docx': 'docx' }, [
      { name: 'bases.pdf', url: 'https://www.cultura.gob.ar/media/bases.pdf' },
      { name: 'anexo.docx', url: 'https://www.cultura.gob.ar/media/anexo.docx' },
    ]);
    // No index: the file stays listed, its link unknown.
    folder(root, 'tramite-12', { 'guia.pdf': '%PDF guia' });
    // Not names the store makes: left out.
    folder(root, 'convocatoria-0', { 'cero.pdf': 'x' });
    folder(root, 'organismo-3', { 'otro.pdf': 'x' });
    folder(root, 'convocatoria-07', { 'cero.pdf': 'x' });
    writeFileSync(join(root, 'convocatoria-8'), 'un archivo, no una carpeta');
    // A link in a record's place is not followed.
    folder(dataDir, 'afuera', { 'secreto.pdf': '%PDF secreto' });
    symlinkSync(join(dataDir, 'afuera'), join(root, 'convocatoria-9'));

    const store = createDocumentStore({ dir: root });
    const listed = await store.listAll();
    const byFile = [...listed].sort((a, b) => `${a.kind}${a.ownerId}${a.name}`.localeCompare(`${b.kind}${b.ownerId}${b.name}`));
    expect(byFile).toEqual([
      { kind: 'convocatoria', ownerId: 7, url: 'https://www.cultura.gob.ar/media/anexo.docx', name: 'anexo.docx', size: 4 },
      { kind: 'convocatoria', ownerId: 7, url: 'https://www.cultura.gob.ar/media/bases.pdf', name: 'bases.pdf', size: 14 },
      { kind: 'tramite', ownerId: 12, url: null, name: 'guia.pdf', size: 9 },
    ]);
    expect(await createDocumentHandlers({ store }).listAllSavedDocuments({})).toEqual({ ok: true, documents: listed });
  });

  it('lists nothing when nothing was ever saved', async () => {
    const store = createDocumentStore({ dir: join(mkdtempSync(join(tmpdir(), 'directorio-docs-')), 'documentos') });
    expect(await store.listAll()).toEqual([]);
  });

  it('refuses, in Spanish, when documentos/ itself is a link', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'directorio-docs-'));
    folder(dataDir, 'otra', { 'bases.pdf': 'x' });
    mkdirSync(join(dataDir, 'otra', 'convocatoria-1'));
    symlinkSync(join(dataDir, 'otra'), join(dataDir, 'documentos'));
    const handlers = createDocumentHandlers({ store: createDocumentStore({ dir: join(dataDir, 'documentos') }) });
    expect(await handlers.listAllSavedDocuments({})).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'No se pudieron leer los documentos guardados.', detail: expect.stringMatching(/enlace/) },
    });
  });
});

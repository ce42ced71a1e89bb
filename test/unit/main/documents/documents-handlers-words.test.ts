/**
 * Main's refusals about saved documents: a sentence a person understands in `message`, and the
 * system's own words (an errno code, the viewer's complaint) apart in `detail`, for Detalles
 * técnicos. A store that fails every call stands in for a full or unreadable disk.
 */
import { describe, expect, it } from 'vitest';
import { createDocumentHandlers } from '../../../../src-main/documents/handlers';
import type { DocumentStore } from '../../../../src-main/documents/store';

const disk = 'ENOSPC: no space left on device, write';
const failing = (): Promise<never> => Promise.reject(new Error(disk));
const store: DocumentStore = {
  dir: '/nowhere',
  save: failing,
  list: failing,
  pathOf: () => Promise.resolve('/nowhere/convocatoria-7/bases.pdf'),
  remove: failing,
  read: failing,
  clearAll: failing,
  listAll: failing,
};
const owner = { kind: 'convocatoria', id: 7 } as const;

describe('document refusals keep the technical part out of the sentence', () => {
  const handlers = createDocumentHandlers({ store, openFile: () => Promise.resolve('No application is associated with this file') });

  it.each([
    [
      'saveDocuments',
      () => handlers.saveDocuments({ ...owner, urls: ['https://example.org/bases.pdf'] }),
      'No se pudieron guardar los documentos en este equipo.',
    ],
    ['listSavedDocuments', () => handlers.listSavedDocuments(owner), 'No se pudieron leer los documentos guardados.'],
    ['removeSavedDocuments', () => handlers.removeSavedDocuments(owner), 'No se pudieron quitar los documentos guardados.'],
    ['listAllSavedDocuments', () => handlers.listAllSavedDocuments({}), 'No se pudieron leer los documentos guardados.'],
    ['clearSavedDocuments', () => handlers.clearSavedDocuments({}), 'No se pudieron borrar los documentos guardados.'],
  ] as const)('%s: the sentence, and the errno apart', async (_method, call, sentence) => {
    expect(await call()).toEqual({ ok: false, error: { kind: 'rejected', message: sentence, detail: disk } });
  });

  it("openSavedDocument: the viewer's complaint apart", async () => {
    expect(await handlers.openSavedDocument({ ...owner, name: 'bases.pdf' })).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'No se pudo abrir el documento.', detail: 'No application is associated with this file' },
    });
  });
});

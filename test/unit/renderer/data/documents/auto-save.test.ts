// @vitest-environment jsdom
/**
 * The documents of followed convocatorias and favorite trámites saved by themselves: only links
 * with no copy yet, through the same bridge call as a hand save, one call at a time; failures kept
 * per link in Spanish, tried again after a sync and not on the next follow; and the saved PDFs
 * whose text never landed read at start. The bridge faked, the cache in fake-indexeddb; expected
 * calls and rows written by hand.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeResults } from '../../../../../src-shared/bridge';
import type { SavedDocumentEntry } from '../../../../../src-shared/documents';
import { unclassified } from '../../../support/facets';
import { favorito, postulacion } from '../../../support/personal-rows';

const listAllSavedDocuments = vi.fn<() => Promise<BridgeResults['listAllSavedDocuments']>>();
const saveDocuments = vi.fn<(args: { kind: string; id: number; urls: string[] }) => Promise<BridgeResults['saveDocuments']>>();
// Reading a copy back for its text: a 404, so each read leaves a problem row naming the document.
const readDocument = vi.fn(() => Promise.resolve({ ok: false, document: { kind: 'http', status: 404 } }));
vi.mock('../../../../../src-renderer/bridge', () => ({ bridge: { listAllSavedDocuments, saveDocuments, readDocument } }));

const { autoSaveKept, catchUpTexts } = await import('../../../../../src-renderer/data/documents/auto-save');
const { autoSaves } = await import('../../../../../src-renderer/data/documents/auto-save-state');
const { db } = await import('../../../../../src-renderer/data/cache/db');

const site = 'https://www.cultura.gob.ar/media/uploads/';

function convocatoria(id: number, documentos: string[]) {
  return {
    id,
    url: `https://api.test/convocatorias/${id}/`,
    link: '',
    imagen: null,
    titulo: `Convocatoria ${id}`,
    bajada: '',
    estado: 'abierta',
    fechaInicio: '2026-11-01',
    fechaFin: '2026-12-15',
    documentos,
    searchText: '',
    firstSeen: 0,
    facets: unclassified,
    listas: ['convocatorias' as const],
    seen: { convocatorias: 1 },
  };
}

const tramite = (id: number, documentos: string[]) => ({
  id,
  url: `https://api.test/tramites/${id}`,
  titulo: `Trámite ${id}`,
  bajada: '',
  documentos,
  searchText: '',
  firstSeen: 0,
  listas: ['tramites' as const],
  seen: { tramites: 1 },
});

const entry = (
  kind: 'convocatoria' | 'tramite',
  ownerId: number,
  name: string,
  url: string | null = `${site}${name}`,
): SavedDocumentEntry => ({
  kind,
  ownerId,
  url,
  name,
  size: 100,
});

/** What main answers a save of `urls`: each saved, but those in `failing` (too large). */
function answer(urls: string[], failing: string[] = []): BridgeResults['saveDocuments'] {
  const files = urls
    .filter((url) => !failing.includes(url))
    .map((url) => ({ name: url.slice(site.length), url, size: 100, savedAt: '2026-11-27T10:00:00.000Z' }));
  return {
    ok: true,
    saved: { files, count: files.length, totalBytes: 100 * files.length },
    failures: failing.map((url) => ({ url, error: { kind: 'too-large', maxBytes: 25 * 1024 * 1024 } as const })),
  };
}

/** A stored convocatoria's body, in a chunk of its own that its row names. */
async function putBody(id: number, html: string): Promise<void> {
  await db.cuerpos.put({ key: `prueba@${id}`, bodies: { [id]: html } });
  await db.convocatorias.update(id, { bodyChunk: `prueba@${id}` });
}

beforeEach(async () => {
  vi.clearAllMocks();
  autoSaves.set(new Map());
  await Promise.all(
    [db.convocatorias, db.tramites, db.postulaciones, db.favoritos, db.cuerpos, db.documentTexts].map((table) => table.clear()),
  );
});

describe('saving the kept records’ documents by themselves', () => {
  it('saves only the http(s) links with no copy, of followed convocatorias and favorite trámites, named as their pages name them', async () => {
    await db.convocatorias.bulkPut([
      convocatoria(1, [`${site}bases_1.pdf`, `${site}anexo_1.docx`, 'javascript:alert(1)']),
      convocatoria(2, [`${site}bases_2.pdf`]), // not followed
      convocatoria(3, [`${site}ya_guardado.pdf`]),
    ]);
    await putBody(1, `<p>Leé las <a href="${site}bases_1.pdf">Bases y condiciones</a>.</p>`);
    await db.tramites.put(tramite(9, [`${site}guia_9.pdf`]));
    await db.postulaciones.bulkPut([postulacion(1), postulacion(3, { etapa: 'presentada' })]);
    await db.favoritos.bulkPut([favorito('tramite', 9), favorito('organismo', 2)]);
    listAllSavedDocuments.mockResolvedValue({ ok: true, documents: [entry('convocatoria', 3, 'ya_guardado.pdf')] });
    saveDocuments.mockImplementation(({ urls }) => Promise.resolve(answer(urls)));

    await autoSaveKept('follow', db);

    expect(saveDocuments.mock.calls).toEqual([
      [{ kind: 'convocatoria', id: 1, urls: [`${site}bases_1.pdf`, `${site}anexo_1.docx`] }],
      [{ kind: 'tramite', id: 9, urls: [`${site}guia_9.pdf`] }],
    ]);
    expect(autoSaves.get().get('convocatoria-1')?.saved).toEqual([`${site}bases_1.pdf`, `${site}anexo_1.docx`]);
    // The saved PDFs are read for the search, under the names their pages give them.
    await vi.waitFor(async () => expect(await db.documentTexts.count()).toBe(2));
    const names = (await db.documentTexts.orderBy('key').toArray()).map((row) => [row.key, row.name]);
    expect(names).toEqual([
      [`convocatoria-1 ${site}bases_1.pdf`, 'Bases y condiciones'],
      [`tramite-9 ${site}guia_9.pdf`, 'Guia 9'],
    ]);
  });

  it('keeps a failure per link in Spanish; a follow does not try it again, a sync does', async () => {
    await db.convocatorias.put(convocatoria(4, [`${site}enorme_4.pdf`, `${site}bases_4.pdf`]));
    await db.postulaciones.put(postulacion(4));
    listAllSavedDocuments.mockResolvedValue({ ok: true, documents: [] });
    saveDocuments.mockImplementation(({ urls }) => Promise.resolve(answer(urls, [`${site}enorme_4.pdf`])));

    await autoSaveKept('follow', db);
    expect(autoSaves.get().get('convocatoria-4')?.failures).toEqual(
      new Map([
        [`${site}enorme_4.pdf`, { message: 'No se pudo guardar automáticamente: supera el máximo de 25 MB por documento.', detail: null }],
      ]),
    );

    listAllSavedDocuments.mockResolvedValue({ ok: true, documents: [entry('convocatoria', 4, 'bases_4.pdf')] });
    await autoSaveKept('follow', db);
    expect(saveDocuments).toHaveBeenCalledTimes(1);

    saveDocuments.mockImplementation(({ urls }) => Promise.resolve(answer(urls)));
    await autoSaveKept('sync', db);
    expect(saveDocuments.mock.calls.at(-1)).toEqual([{ kind: 'convocatoria', id: 4, urls: [`${site}enorme_4.pdf`] }]);
    expect(autoSaves.get().get('convocatoria-4')?.failures).toEqual(new Map());
  });

  it('says why when main refuses the whole call', async () => {
    await db.convocatorias.put(convocatoria(5, [`${site}bases_5.pdf`]));
    await db.postulaciones.put(postulacion(5));
    listAllSavedDocuments.mockResolvedValue({ ok: true, documents: [] });
    saveDocuments.mockResolvedValue({
      ok: false,
      error: { kind: 'rejected', message: 'No se pudieron guardar los documentos en este equipo.', detail: 'ENOSPC' },
    });
    await autoSaveKept('follow', db);
    expect(autoSaves.get().get('convocatoria-5')?.failures.get(`${site}bases_5.pdf`)?.message).toBe(
      'No se pudo guardar automáticamente. No se pudieron guardar los documentos en este equipo.',
    );
  });

  it('makes one save call at a time, and a pass asked for meanwhile runs once after it', async () => {
    await db.convocatorias.bulkPut([convocatoria(6, [`${site}bases_6.pdf`]), convocatoria(7, [`${site}bases_7.pdf`])]);
    await db.postulaciones.bulkPut([postulacion(6), postulacion(7)]);
    listAllSavedDocuments.mockResolvedValue({ ok: true, documents: [] });
    const held: (() => void)[] = [];
    saveDocuments.mockImplementation(({ urls }) => new Promise((resolve) => held.push(() => resolve(answer(urls)))));

    const first = autoSaveKept('follow', db);
    await vi.waitFor(() => expect(saveDocuments).toHaveBeenCalledTimes(1));
    // Asked twice while the first pass waits on main: one more pass, not two.
    const second = autoSaveKept('follow', db);
    const third = autoSaveKept('sync', db);
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saveDocuments).toHaveBeenCalledTimes(1);
    expect(autoSaves.get().get('convocatoria-6')?.saving).toEqual([`${site}bases_6.pdf`]);

    held.shift()?.();
    await vi.waitFor(() => expect(saveDocuments).toHaveBeenCalledTimes(2));
    held.shift()?.();
    await first;
    // The follow-up pass lists again and finds both saved.
    listAllSavedDocuments.mockResolvedValue({
      ok: true,
      documents: [entry('convocatoria', 6, 'bases_6.pdf'), entry('convocatoria', 7, 'bases_7.pdf')],
    });
    await Promise.all([second, third]);
    expect(saveDocuments).toHaveBeenCalledTimes(2);
    expect(listAllSavedDocuments).toHaveBeenCalledTimes(2);
  });
});

describe('texts that never landed', () => {
  it('reads the saved PDFs without a text row, named from their record, and nothing else', async () => {
    await db.convocatorias.put(convocatoria(8, [`${site}bases_8.pdf`]));
    await putBody(8, `<a href="${site}bases_8.pdf">Reglamento del concurso</a>`);
    await db.documentTexts.put({
      key: `convocatoria-8 ${site}leido_8.pdf`,
      kind: 'convocatoria',
      ownerId: 8,
      url: `${site}leido_8.pdf`,
      name: 'Ya leído',
      outcome: { kind: 'text', pages: ['hola'] },
      extractedAt: '2026-11-26T10:00:00.000Z',
    });
    listAllSavedDocuments.mockResolvedValue({
      ok: true,
      documents: [
        entry('convocatoria', 8, 'bases_8.pdf'),
        entry('convocatoria', 8, 'leido_8.pdf'),
        entry('convocatoria', 8, 'anexo_8.docx'),
        entry('convocatoria', 8, 'sin_indice.pdf', null),
        entry('tramite', 30, 'guia_30.pdf'), // a record the cache no longer holds: named from its link
      ],
    });

    await catchUpTexts(db);

    expect(readDocument.mock.calls).toEqual([
      [{ kind: 'convocatoria', id: 8, url: `${site}bases_8.pdf` }],
      [{ kind: 'tramite', id: 30, url: `${site}guia_30.pdf` }],
    ]);
    const names = (await db.documentTexts.orderBy('key').toArray()).map((row) => [row.key, row.name]);
    expect(names).toEqual([
      [`convocatoria-8 ${site}bases_8.pdf`, 'Reglamento del concurso'],
      [`convocatoria-8 ${site}leido_8.pdf`, 'Ya leído'],
      [`tramite-30 ${site}guia_30.pdf`, 'Guia 30'],
    ]);
  });
});

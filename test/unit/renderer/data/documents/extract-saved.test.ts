/**
 * After a save, the saved PDFs' text lands in the cache: only the PDFs the save lists, read back
 * through the bridge, each failure kept as that document's problem, each PDF.js worker terminated.
 * Real PDF.js (its legacy build, for Node) on the simulator's bytes; the bridge faked; expected rows
 * written by hand from what the builders put in the files.
 */
import 'fake-indexeddb/auto';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PdfjsLoader from '../../../../../src-renderer/data/documents/pdfjs';
import { encryptedPdf, pdfDocument } from '../../../../simulator/pdf-documents';

const readDocument = vi.fn();
vi.mock('../../../../../src-renderer/bridge', () => ({ bridge: { readDocument } }));
vi.mock('../../../../../src-renderer/data/documents/pdfjs', async (original) => ({
  ...(await original<typeof PdfjsLoader>()),
  loadPdfjs: () => Promise.resolve(pdfjs),
}));

const { extractMissingTexts, extractSavedTexts } = await import('../../../../../src-renderer/data/documents/extract-saved');
const { db } = await import('../../../../../src-renderer/data/cache/db');

const owner = { kind: 'convocatoria', id: 41 } as const;
const titulo = 'Becas de Música 2026';
const base = 'https://www.cultura.gob.ar/media/uploads/';
const saved = (...names: string[]) => ({
  files: names.map((name) => ({ name, url: `${base}${name}`, size: 1000, savedAt: '2026-11-27T10:00:00.000Z' })),
  count: names.length,
  totalBytes: 1000 * names.length,
});
const named = (name: string) => ({ url: `${base}${name}`, name: `Nombre de ${name}` });

beforeEach(async () => {
  readDocument.mockReset();
  await db.documentTexts.clear();
});

describe('extractSavedTexts', () => {
  it('keeps the text of each saved PDF, page by page, and reads nothing else', async () => {
    readDocument.mockImplementation(({ url }: { url: string }) =>
      Promise.resolve({
        ok: true,
        bytes: new Uint8Array(pdfDocument(url.slice(base.length), { kind: 'Convocatoria', titulo })),
        name: 'x',
        saved: true,
      }),
    );
    const destroy = vi.spyOn(pdfjs.PDFWorker.prototype, 'destroy');
    // PDF.js logs its warnings with console.warn ("Warning: …"): the simulator's PDFs name a standard font not embedded.
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // bases (a PDF, saved), anexo.docx (saved, not a PDF), otras.pdf (not in what the save answered).
    await extractSavedTexts(
      owner,
      [named('bases_y_condiciones_2024.pdf'), named('anexo.docx'), named('otras.pdf')],
      saved('bases_y_condiciones_2024.pdf', 'anexo.docx'),
    );

    expect(readDocument.mock.calls).toEqual([[{ kind: 'convocatoria', id: 41, url: `${base}bases_y_condiciones_2024.pdf` }]]);
    const rows = await db.documentTexts.toArray();
    expect(rows.map(({ key, kind, ownerId, url, name }) => ({ key, kind, ownerId, url, name }))).toEqual([
      {
        key: `convocatoria-41 ${base}bases_y_condiciones_2024.pdf`,
        kind: 'convocatoria',
        ownerId: 41,
        url: `${base}bases_y_condiciones_2024.pdf`,
        name: 'Nombre de bases_y_condiciones_2024.pdf',
      },
    ]);
    const outcome = rows[0]?.outcome;
    if (outcome?.kind !== 'text') throw new Error(`no text: ${JSON.stringify(outcome)}`);
    // The builder gives every bases_y_condiciones_* PDF 2 to 6 pages: page 1 names the record and says "Página 1 de n".
    expect(outcome.pages.length).toBeGreaterThanOrEqual(2);
    expect(outcome.pages[0]).toContain(`Convocatoria: ${titulo}`);
    expect(outcome.pages[0]).toContain(`Página 1 de ${outcome.pages.length}`);
    expect(outcome.pages[1]).toMatch(/^Artículo/);
    expect(destroy).toHaveBeenCalledTimes(1);
    destroy.mockRestore();
    // The worker of its own logs errors only, as every document PDF.js opens here does.
    expect(logged.mock.calls.filter((call) => String(call[0]).startsWith('Warning:'))).toEqual([]);
    logged.mockRestore();
  });

  it('keeps a locked PDF and a copy that cannot be read as their problems, one after the other', async () => {
    readDocument.mockImplementation(({ url }: { url: string }) =>
      Promise.resolve(
        url.endsWith('protegidas.pdf')
          ? { ok: true, bytes: new Uint8Array(encryptedPdf('protegidas.pdf', { kind: 'Convocatoria', titulo })), name: 'x', saved: true }
          : { ok: false, document: { kind: 'http', status: 404 } },
      ),
    );
    await extractSavedTexts(owner, [named('protegidas.pdf'), named('perdida.pdf')], saved('protegidas.pdf', 'perdida.pdf'));
    const outcomes = Object.fromEntries((await db.documentTexts.toArray()).map((row) => [row.url.slice(base.length), row.outcome]));
    expect(outcomes).toEqual({
      'protegidas.pdf': { kind: 'problem', problem: { kind: 'encrypted' } },
      'perdida.pdf': { kind: 'problem', problem: { kind: 'unreadable', detail: 'el documento ya no está en el servidor' } },
    });
  });

  it('reads again only the saved PDFs whose text the cache lacks, once however often it is asked', async () => {
    readDocument.mockImplementation(({ url }: { url: string }) =>
      Promise.resolve({
        ok: true,
        bytes: new Uint8Array(pdfDocument(url.slice(base.length), { kind: 'Convocatoria', titulo })),
        name: 'x',
        saved: true,
      }),
    );
    await db.documentTexts.put({
      key: `convocatoria-41 ${base}ya.pdf`,
      kind: 'convocatoria',
      ownerId: 41,
      url: `${base}ya.pdf`,
      name: 'Ya leído',
      outcome: { kind: 'text', pages: ['guardado antes'] },
      extractedAt: '2026-11-26T10:00:00.000Z',
    });
    const documents = [named('ya.pdf'), named('falta.pdf')];
    // Asked twice at once (a record shown again while its text is read): read once.
    await Promise.all([
      extractMissingTexts(owner, documents, saved('ya.pdf', 'falta.pdf')),
      extractMissingTexts(owner, documents, saved('ya.pdf', 'falta.pdf')),
    ]);
    expect(readDocument.mock.calls).toEqual([[{ kind: 'convocatoria', id: 41, url: `${base}falta.pdf` }]]);
    const rows = await db.documentTexts.orderBy('key').toArray();
    expect(rows.map((row) => [row.url.slice(base.length), row.outcome.kind, row.name])).toEqual([
      ['falta.pdf', 'text', 'Nombre de falta.pdf'],
      ['ya.pdf', 'text', 'Ya leído'],
    ]);
  });
});

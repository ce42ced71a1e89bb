/**
 * Opening a document for the viewer never hangs and says every failure in Spanish: a bridge that
 * never answers and a PDF.js that never finishes both end at the deadline (fake clock), closing
 * the viewer stops it, a download's failure and PDF.js's exceptions become their sentences. And
 * every document opens with the locked-down options.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PdfjsLoader from '../../../../../src-renderer/data/documents/pdfjs';

const readDocument = vi.fn();
vi.mock('../../../../../src-renderer/bridge', () => ({ bridge: { readDocument } }));

const destroy = vi.fn(() => Promise.resolve());
const getDocument = vi.fn();
vi.mock('../../../../../src-renderer/data/documents/pdfjs', async (original) => ({
  ...(await original<typeof PdfjsLoader>()),
  loadPdfjs: () => Promise.resolve({ getDocument }),
}));

const { openDocument } = await import('../../../../../src-renderer/data/documents/open-document');
const { lockedDown } = await import('../../../../../src-renderer/data/documents/pdfjs');

const owner = { kind: 'convocatoria', id: 7 } as const;
const url = 'https://www.cultura.gob.ar/bases.pdf';
const bytes = new Uint8Array([37, 80, 68, 70]);
const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
  readDocument.mockReset();
  getDocument.mockReset();
  destroy.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('openDocument', () => {
  it('ends at the deadline when main never answers', async () => {
    readDocument.mockReturnValue(never());
    const opened = openDocument(owner, url, new AbortController().signal, 90_000);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(await opened).toEqual({ ok: false, problem: { message: 'Leer el documento llevó más de 90 s y se detuvo.', detail: null } });
  });

  it('ends at the deadline when PDF.js never finishes, and stops PDF.js', async () => {
    readDocument.mockResolvedValue({ ok: true, bytes, name: 'bases.pdf', saved: true });
    getDocument.mockReturnValue({ promise: never(), destroy });
    const opened = openDocument(owner, url, new AbortController().signal, 5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await opened).toMatchObject({ ok: false, problem: { message: 'Leer el documento llevó más de 5 s y se detuvo.' } });
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('stops, with nothing to say, when the viewer closes', async () => {
    readDocument.mockResolvedValue({ ok: true, bytes, name: 'bases.pdf', saved: false });
    getDocument.mockReturnValue({ promise: never(), destroy });
    const stop = new AbortController();
    const opened = openDocument(owner, url, stop.signal);
    await vi.advanceTimersByTimeAsync(10);
    stop.abort();
    expect(await opened).toEqual({ ok: false, problem: null });
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it("says a download's failure as saving does, its status under Detalles técnicos", async () => {
    readDocument.mockResolvedValue({ ok: false, document: { kind: 'http', status: 404 } });
    expect(await openDocument(owner, url, new AbortController().signal)).toEqual({
      ok: false,
      problem: { message: 'No se pudo abrir el documento: el documento ya no está en el servidor.', detail: 'HTTP 404' },
    });
    expect(readDocument).toHaveBeenCalledWith({ kind: 'convocatoria', id: 7, url });
  });

  it('says what PDF.js refused: a password, a damaged file', async () => {
    readDocument.mockResolvedValue({ ok: true, bytes, name: 'bases.pdf', saved: true });
    const refusal = (name: string) => Object.assign(new Error('no'), { name });
    getDocument.mockReturnValueOnce({ promise: Promise.reject(refusal('PasswordException')), destroy });
    expect(await openDocument(owner, url, new AbortController().signal)).toMatchObject({
      problem: { message: 'El documento está protegido con contraseña: no se puede mostrar ni buscar en él.' },
    });
    getDocument.mockReturnValueOnce({ promise: Promise.reject(refusal('InvalidPDFException')), destroy });
    expect(await openDocument(owner, url, new AbortController().signal)).toMatchObject({
      problem: { message: 'El documento está dañado o incompleto: no se puede leer.' },
    });
  });

  it('opens every document locked down', async () => {
    readDocument.mockResolvedValue({ ok: true, bytes, name: 'bases.pdf', saved: true });
    const pdf = { numPages: 3 };
    getDocument.mockReturnValue({ promise: Promise.resolve(pdf), destroy });
    expect(await openDocument(owner, url, new AbortController().signal)).toEqual({ ok: true, pdf, name: 'bases.pdf', saved: true });
    expect(getDocument).toHaveBeenCalledWith(
      expect.objectContaining({ data: bytes, isEvalSupported: false, enableXfa: false, useWasm: false, stopAtErrors: false }),
    );
    expect(lockedDown(bytes)).not.toHaveProperty('url');
  });
});

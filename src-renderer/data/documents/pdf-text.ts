/**
 * The text of a saved PDF, page by page, for the search inside documents. PDF.js comes in as an
 * argument: the browser passes the modern build its loader fetched lazily, the unit tests in Node
 * the legacy one, and the page's first bundle never carries it.
 *
 * The document is opened as the viewer opens it (`lockedDown`: no eval, no XFA, no WebAssembly; scripts, actions, attachments
 * and links are never asked for, so none runs) and read against a deadline: past it, or when the
 * caller aborts, the loading task is destroyed and the answer given at once.
 */
import type * as Pdfjs from 'pdfjs-dist';
import { pdfProblemOf, type PdfProblem } from './pdf-problems';
import { lockedDown } from './pdfjs';

/** The part of PDF.js extraction uses. */
export type PdfjsLib = Pick<typeof Pdfjs, 'getDocument'>;

export interface PdfTextOptions {
  /** How long one document may take, from opening it to its last page's text. */
  deadlineMs: number;
  /** The caller's Cancelar (the copy was deleted, the app is closing): answered as `cancelled`. */
  signal?: AbortSignal;
  /** A document with more pages is refused as `too-long` before any page is read. */
  maxPages?: number;
  /** The PDF.js worker to read in (the caller terminates it); by default PDF.js starts its own. */
  worker?: InstanceType<typeof Pdfjs.PDFWorker>;
}

export type PdfTextResult =
  /** `pages[i]` is page i + 1's text: its lines broken by `\n`, words as the PDF spaces them. */
  { ok: true; pages: string[] } | { ok: false; problem: PdfProblem };

/** The bound on pages a document may have to be read for the search. */
export const maxPdfPages = 500;

/** Reads the text of every page of `bytes` (which stay the caller's: PDF.js gets a copy). */
export async function extractPdfText(pdfjs: PdfjsLib, bytes: Uint8Array, options: PdfTextOptions): Promise<PdfTextResult> {
  const { deadlineMs, signal, maxPages = maxPdfPages, worker } = options;
  if (signal?.aborted === true) return { ok: false, problem: { kind: 'cancelled' } };
  const task = pdfjs.getDocument({
    ...lockedDown(bytes.slice()),
    // Text needs no fonts loaded into the page, and nothing here may fetch anything.
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    ...(worker === undefined ? {} : { worker }),
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort = (): void => undefined;
  const stopped = new Promise<PdfTextResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, problem: { kind: 'timeout', ms: deadlineMs } }), deadlineMs);
    onAbort = () => resolve({ ok: false, problem: { kind: 'cancelled' } });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  let settled = false;
  try {
    return await Promise.race([readPages(task, maxPages, () => settled), stopped]);
  } finally {
    settled = true;
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    // Not awaited: a worker stuck in one page would never answer PDF.js's "terminate", and the
    // answer must not wait for it. Destroying rejects whatever the reading still awaits.
    task.destroy().catch(() => undefined);
  }
}

type LoadingTask = ReturnType<PdfjsLib['getDocument']>;

async function readPages(task: LoadingTask, maxPages: number, settled: () => boolean): Promise<PdfTextResult> {
  try {
    const document = await task.promise;
    if (document.numPages > maxPages) return { ok: false, problem: { kind: 'too-long', pages: document.numPages, max: maxPages } };
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages && !settled(); number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) if ('str' in item) text += item.hasEOL ? `${item.str}\n` : item.str;
      pages.push(text.trimEnd());
      page.cleanup();
    }
    if (pages.every((text) => text.trim() === '')) return { ok: false, problem: { kind: 'no-text' } };
    return { ok: true, pages };
  } catch (cause) {
    return { ok: false, problem: pdfProblemOf(cause) };
  }
}

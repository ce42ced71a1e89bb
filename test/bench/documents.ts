/**
 * The documents' figures (issue 25): how long PDF.js takes to read a page's text, how fast the
 * search inside 500 saved documents answers a new word, and how soon *Ver* shows a saved copy's
 * first page. The search and the viewer are measured in the app's page (one holding the mirror);
 * the extraction in Node, with PDF.js's legacy build, as the unit tests run it (see `extraction`).
 */
import { register } from 'node:module';
import type { Page } from '@playwright/test';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { putDocumentTexts } from '../e2e/document-texts';
import type { DocumentPage } from '../simulator/document-text';
import { measureFilter, type FilterTimings } from './filter';
import { convocatoriasList } from './probe';
import type { BenchApp } from './setup';
import { median } from './stats';
import { searchWords } from './words';

export interface DocumentsRun {
  extraction: { documents: number; pages: number; perPageMs: number[]; medianMsPerPage: number };
  search: { documents: number; filter: FilterTimings };
  viewer: { url: string; pages: number; opensMs: number[]; medianMs: number; extractLongestTaskMs: number };
}

interface Pdf {
  ownerId: number;
  url: string;
  pages: DocumentPage[];
}

/** Every convocatoria's PDFs with text (not a scan, a locked or a cut one, nor the hostile samples), by id. */
function pdfsWithText(app: BenchApp): Pdf[] {
  const records = app.simulator.records('convocatorias').sort((a, b) => Number(a['id']) - Number(b['id']));
  return records.flatMap((record) => {
    const documentos = Array.isArray(record['documentos']) ? (record['documentos'] as unknown[]) : [];
    return documentos.flatMap((url) => {
      if (typeof url !== 'string' || !url.endsWith('.pdf') || url.includes('anexo_con_acciones')) return [];
      const pages = app.simulator.documentText(url);
      return pages === null ? [] : [{ ownerId: Number(record['id']), url, pages }];
    });
  });
}

const pageString = (page: DocumentPage): string => [page.heading, ...page.lines].join('\n');

/**
 * `extractPdfText` (what the app's extraction calls in its worker) on the bytes the simulator
 * serves, in Node with the legacy build and PDF.js's in-process worker: the figure is PDF.js's
 * own work per page, not the page's worker start nor the bridge read the app adds per document.
 */
async function extraction(pdfs: readonly Pdf[], count: number): Promise<DocumentsRun['extraction']> {
  // pdf-text.ts imports pdfjs.ts, whose worker address is a Vite `?url` import: Node needs the hook first.
  register('./url-import-hook.mjs', import.meta.url);
  const { extractPdfText } = await import('../../src-renderer/data/documents/pdf-text');
  const chosen = pdfs.slice(0, count);
  const bytes = await Promise.all(chosen.map(async (pdf) => new Uint8Array(await (await fetch(pdf.url)).arrayBuffer())));
  // One read first, untimed: it loads PDF.js's worker module.
  if (bytes[0] !== undefined) await extractPdfText(pdfjs, bytes[0], { deadlineMs: 30_000 });
  const perPageMs: number[] = [];
  let pages = 0;
  for (const [index, pdf] of bytes.entries()) {
    const started = performance.now();
    const result = await extractPdfText(pdfjs, pdf, { deadlineMs: 30_000 });
    const ms = performance.now() - started;
    if (!result.ok) throw new Error(`${chosen[index]?.url ?? '?'}: ${result.problem.kind}`);
    pages += result.pages.length;
    perPageMs.push(ms / result.pages.length);
  }
  return { documents: bytes.length, pages, perPageMs, medianMsPerPage: median(perPageMs) };
}

interface TextRow {
  key: string;
  kind: 'convocatoria';
  ownerId: number;
  url: string;
  name: string;
  outcome: { kind: 'text'; pages: string[] };
  extractedAt: string;
}

/**
 * 500 rows in the cache's `documentTexts` (the app's database and table, with the page's raw
 * IndexedDB, as test/e2e/document-search.spec.ts writes them), one per convocatoria: its own PDF's
 * pages where it has one, else another's. Then the page is reloaded, so the app reads them.
 */
async function putTexts(page: Page, app: BenchApp, pdfs: readonly Pdf[], count: number): Promise<number> {
  const ids = app.simulator
    .records('convocatorias')
    .map((record) => Number(record['id']))
    .sort((a, b) => a - b)
    .slice(0, count);
  const own = new Map(pdfs.map((pdf) => [pdf.ownerId, pdf]));
  const rows: TextRow[] = ids.map((id, index) => {
    const pdf = own.get(id) ?? pdfs[index % pdfs.length];
    if (pdf === undefined) throw new Error('the simulator serves no PDF with text');
    const url = pdf.ownerId === id ? pdf.url : `${app.simulator.url}/media/uploads/bench_${id}.pdf`;
    return {
      key: `convocatoria-${id} ${url}`,
      kind: 'convocatoria',
      ownerId: id,
      url,
      name: 'Bases y condiciones',
      outcome: { kind: 'text', pages: pdf.pages.map(pageString) },
      extractedAt: new Date().toISOString(),
    };
  });
  await putDocumentTexts(page, rows);
  return rows.length;
}

/** How long the reloaded page is left alone before the search is timed. */
const settleMs = 3000;

async function search(page: Page, app: BenchApp, pdfs: readonly Pdf[], wordSamples: number): Promise<DocumentsRun['search']> {
  const documents = await putTexts(page, app, pdfs, 500);
  await page.reload();
  // The choice on and every row read: the panel's note counts the documents it searches.
  await page.evaluate(() => {
    window.location.hash = '#/convocatorias?docs=1';
  });
  await page.getByText(`Busca en ${documents} PDF guardados.`).waitFor({ timeout: 60_000 });
  // Every row read too (not only the saved first screen), then a pause for what the start does after
  // (the rows' word index and the pages', built in their worker): the key times a search, not the start.
  await page.locator(`${convocatoriasList}[aria-busy="false"]`).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(settleMs);
  // Words no filter sample of this page typed before (the 10k filter took the list's first ones).
  const words = searchWords(app.simulator, 4 * (wordSamples + 1)).slice(2 * (wordSamples + 1));
  const filter = await measureFilter(page, words, 2 * wordSamples, { docs: '1' });
  return { documents, filter };
}

/** Whether the cache holds the text of the document under `key` (the page's raw IndexedDB). */
function textKept(page: Page, key: string, kept: boolean): Promise<unknown> {
  return page.waitForFunction(
    ({ key, kept }) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('directorio');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const get = open.result.transaction('documentTexts').objectStore('documentTexts').get(key);
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result !== undefined) === kept);
          };
          get.onerror = () => resolve(false);
        };
      }),
    { key, kept },
    { timeout: 60_000, polling: 250 },
  );
}

/**
 * Saves a convocatoria's PDF through its *Guardar sin conexión* and waits for its text to be kept,
 * watching the page's long tasks meanwhile (the copies live in the app's data folder, which
 * outlives a run's profile: one a later run finds is removed first). Then opens it with *Ver*
 * `opens` times: click → page 1's canvas drawn and its text layer built (the viewer builds the
 * layer once the canvas's render has finished), to the next animation frame.
 */
async function viewer(page: Page, app: BenchApp, pdfs: readonly Pdf[], opens: number): Promise<DocumentsRun['viewer']> {
  const pdf = pdfs.find((candidate) => candidate.pages.length > 1) ?? pdfs[0];
  if (pdf === undefined) throw new Error('the simulator serves no PDF with text');
  await page.goto(`${app.web.url}#/convocatorias/${pdf.ownerId}?estado=todas&orden=oficial`);
  // The app reads the simulator through the tap: the records' addresses are the tap's.
  const address = `${app.tap.url}${new URL(pdf.url).pathname}`;
  const key = `convocatoria-${pdf.ownerId} ${address}`;
  const item = page
    .getByTestId('documents')
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="${address}"]`) });
  const saved = item.getByText(/^Guardado ·/);
  await item.waitFor({ timeout: 30_000 });
  if ((await saved.count()) > 0) {
    await page.getByTestId('documents').getByRole('button', { name: 'Quitar copias guardadas' }).click();
    await saved.waitFor({ state: 'detached', timeout: 30_000 });
    await textKept(page, key, false);
  }
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { benchExtractTasks: number[] }).benchExtractTasks = tasks;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await item.getByRole('button', { name: /^Guardar sin conexión: / }).click();
  await saved.waitFor({ timeout: 30_000 });
  await textKept(page, key, true);
  const extractLongestTaskMs = await page.evaluate(() =>
    Math.max(0, ...(window as unknown as { benchExtractTasks: number[] }).benchExtractTasks),
  );
  const opensMs: number[] = [];
  for (let open = 0; open < opens; open++) {
    const ms = await page.evaluate(async (address) => {
      const painted = (): boolean => document.querySelector('[data-testid="viewer"] .viewer-page[data-page="1"] .textLayer > *') !== null;
      await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => setTimeout(resolve, 0));
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        const guard = setTimeout(() => reject(new Error('the viewer did not paint its first page in 20 s')), 20_000);
        const observer = new MutationObserver(() => {
          if (!painted()) return;
          observer.disconnect();
          clearTimeout(guard);
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true });
        // Found afresh each time: the row is drawn again as its copy is saved and read.
        const ver = document.querySelector<HTMLButtonElement>(`[data-testid="documents"] button.document-view[data-ver="${address}"]`);
        if (ver === null) throw new Error(`no "Ver" for ${address}`);
        ver.click();
      });
      return new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now() - started)));
    }, address);
    opensMs.push(ms);
    await page.keyboard.press('Escape');
    await page.getByTestId('viewer').waitFor({ state: 'detached' });
  }
  return { url: address, pages: pdf.pages.length, opensMs, medianMs: median(opensMs), extractLongestTaskMs };
}

/** The four, in a page of the app that holds the mirror (left on the list, with its documents saved). */
export async function measureDocuments(page: Page, app: BenchApp, log: (message: string) => void): Promise<DocumentsRun> {
  const pdfs = pdfsWithText(app);
  const extracted = await extraction(pdfs, 40);
  log(
    `text extraction (Node): ${extracted.medianMsPerPage.toFixed(1)} ms per page, median of ${extracted.documents} PDFs (${extracted.pages} pages)`,
  );
  const searched = await search(page, app, pdfs, 16);
  log(`search in ${searched.documents} documents: new word p95 ${searched.filter.wordP95Ms.toFixed(1)} ms`);
  const viewed = await viewer(page, app, pdfs, 7);
  log(`saving a ${viewed.pages}-page PDF until its text is kept: longest task ${viewed.extractLongestTaskMs.toFixed(0)} ms`);
  log(`viewer, saved copy: first page at ${viewed.opensMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  return { extraction: extracted, search: searched, viewer: viewed };
}

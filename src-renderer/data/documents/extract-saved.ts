/**
 * After documents are saved offline: each saved PDF's text, read back through the bridge (the copy
 * just written) and extracted by PDF.js in a worker of its own, kept in the cache for the search
 * inside documents. One document at a time, behind the person's back; whatever goes wrong is kept
 * as that document's problem (the search's note counts them), never thrown.
 *
 * Each document gets its own PDF.js worker, terminated when its text is in or its deadline has
 * passed: PDF.js's own `destroy()` waits for a worker stuck inside one page, terminating does not.
 */
import { thrownFailure } from '../../../src-shared/bridge';
import { describeDocumentError, type DocumentOwner, type SavedDocuments } from '../../../src-shared/documents';
import { bridgeProblem, errorMessage } from '../../../src-shared/errors';
import { bridge } from '../../bridge';
import { extensionOf } from '../../ui/document-name';
import type { PdfProblem } from './pdf-problems';
import { extractPdfText, type PdfTextResult } from './pdf-text';
import { loadPdfjs, ownWorker } from './pdfjs';
import { documentTextKey, keptTextKeys, putDocumentText } from './texts-db';

/** A document as its record's page names it. */
export interface NamedDocument {
  url: string;
  name: string;
}

/** How long one document's text may take, from reading its copy to its last page. */
export const extractDeadlineMs = 30_000;

// One document at a time: extraction is background work, and a person saving ten documents must
// not get ten PDF.js workers at once.
let queue: Promise<void> = Promise.resolve();
// The documents queued or being read, by their text's key: asked twice, read once.
const pending = new Set<string>();

/** Extracts the text of the PDFs among `documents` that `saved` lists; resolves when they are kept, and never rejects. */
export function extractSavedTexts(owner: DocumentOwner, documents: readonly NamedDocument[], saved: SavedDocuments): Promise<void> {
  return extractPdfTexts(
    owner,
    documents.filter((document) => saved.files.some((file) => file.url === document.url && extensionOf(file.name) === 'pdf')),
  );
}

/** Extracts the text of `pdfs`, saved copies of PDFs (their file names end in .pdf); never rejects. */
export function extractPdfTexts(owner: DocumentOwner, documents: readonly NamedDocument[]): Promise<void> {
  const pdfs = documents.filter((document) => !pending.has(documentTextKey(owner.kind, owner.id, document.url)));
  for (const document of pdfs) pending.add(documentTextKey(owner.kind, owner.id, document.url));
  const run = queue.then(async () => {
    for (const document of pdfs) {
      try {
        await keepText(owner, document);
      } finally {
        pending.delete(documentTextKey(owner.kind, owner.id, document.url));
      }
    }
  });
  queue = run;
  return run;
}

/**
 * The saved PDFs among `documents` whose text the cache lacks (the app closed while reading them,
 * or they were saved before the search existed), extracted now; never rejects.
 */
export async function extractMissingTexts(owner: DocumentOwner, documents: readonly NamedDocument[], saved: SavedDocuments): Promise<void> {
  let kept: Set<string>;
  try {
    kept = await keptTextKeys(owner);
  } catch {
    return; // The cache cannot be read: the search says so; nothing to add here.
  }
  const missing = documents.filter((document) => !kept.has(documentTextKey(owner.kind, owner.id, document.url)));
  if (missing.length > 0) await extractSavedTexts(owner, missing, saved);
}

async function keepText(owner: DocumentOwner, document: NamedDocument): Promise<void> {
  const result = await textOf(owner, document.url);
  // A cancelled extraction says nothing about the document: nothing to keep.
  if (!result.ok && result.problem.kind === 'cancelled') return;
  await putDocumentText({
    kind: owner.kind,
    ownerId: owner.id,
    url: document.url,
    name: document.name,
    outcome: result.ok ? { kind: 'text', pages: result.pages } : { kind: 'problem', problem: result.problem },
    extractedAt: new Date().toISOString(),
  }).catch(() => undefined); // The cache refused (full, closed): the document stays out of the search, as before its save.
}

function unreadable(detail: string): { ok: false; problem: PdfProblem } {
  return { ok: false, problem: { kind: 'unreadable', detail } };
}

async function textOf(owner: DocumentOwner, url: string): Promise<PdfTextResult> {
  try {
    return await extract(owner, url);
  } catch (cause) {
    // A defect (PDF.js could not start its worker, say): still this document's problem, not the queue's.
    return unreadable(errorMessage(cause));
  }
}

async function extract(owner: DocumentOwner, url: string): Promise<PdfTextResult> {
  const read = await bridge.readDocument({ kind: owner.kind, id: owner.id, url }).catch((cause: unknown) => thrownFailure(cause));
  if (!read.ok) return unreadable('document' in read ? describeDocumentError(read.document).message : bridgeProblem(read.error).message);
  const pdfjs = await loadPdfjs();
  const worker = ownWorker(pdfjs);
  try {
    return await extractPdfText(pdfjs, read.bytes, { deadlineMs: extractDeadlineMs, worker });
  } finally {
    worker.destroy();
  }
}

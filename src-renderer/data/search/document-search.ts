/**
 * The search inside the saved documents (*Buscar también en los documentos*): which records'
 * documents hold a search's words, and where. The same words and the same rule as the list's own
 * search (words.ts: folded, every word somewhere in the text, also inside a longer word), over
 * each document's pages. Each page is folded once, when the texts are read, never per keystroke.
 */
import { fold } from '../../../src-shared/text';
import type { DocumentTextKind, DocumentTextRow } from '../cache/db';
import { matchesWords } from './words';

/** A document with text, ready for a search. */
interface IndexedDocument {
  key: string;
  kind: DocumentTextKind;
  ownerId: number;
  url: string;
  name: string;
  extractedAt: string;
  /** Each page as extracted (what a snippet shows). */
  pages: readonly string[];
  /** The pages folded, one after the other, each ended by a newline (so no word runs over a page's end). */
  folded: string;
  /** Where each page starts in `folded`. */
  starts: readonly number[];
}

/** The saved documents with text, in their rows' key order (a record's documents by address). */
export interface DocumentTextIndex {
  readonly documents: readonly IndexedDocument[];
}

/** Where a record's documents hold a search's words. */
export interface DocumentHit {
  url: string;
  /** The document's name as the record's page shows it. */
  name: string;
  /** 1 for the first page. */
  page: number;
  /** That page's text as extracted, for a snippet around the words (see ui/search-hits.ts). */
  text: string;
}

function indexed(row: DocumentTextRow, pages: readonly string[]): IndexedDocument {
  const starts: number[] = [];
  let folded = '';
  for (const page of pages) {
    starts.push(folded.length);
    folded += `${fold(page)}\n`;
  }
  const { key, kind, ownerId, url, name, extractedAt } = row;
  return { key, kind, ownerId, url, name, extractedAt, pages, folded, starts };
}

/**
 * The documents of `rows` that have text, each folded, as a step for runInSlices (word-index.ts):
 * it folds documents until `shouldYield` says so and returns null, or the index once all are. A
 * document `previous` already folded (same key, same extraction) is taken from it as it is: a
 * save re-reads the table, not every text.
 */
export function documentIndexer(
  rows: readonly DocumentTextRow[],
  previous: DocumentTextIndex | null = null,
): (shouldYield: () => boolean) => DocumentTextIndex | null {
  const before = new Map(previous?.documents.map((document) => [document.key, document]));
  const pending = rows.filter((row) => row.outcome.kind === 'text').sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const documents: IndexedDocument[] = [];
  return (shouldYield) => {
    while (documents.length < pending.length) {
      const row = pending[documents.length];
      if (row === undefined || row.outcome.kind !== 'text') break;
      const known = before.get(row.key);
      documents.push(known?.extractedAt === row.extractedAt && known.url === row.url ? known : indexed(row, row.outcome.pages));
      if (shouldYield()) return documents.length < pending.length ? null : { documents };
    }
    return { documents };
  };
}

/** The same index at once. */
export function indexDocumentTexts(rows: readonly DocumentTextRow[], previous: DocumentTextIndex | null = null): DocumentTextIndex {
  return documentIndexer(rows, previous)(() => false) ?? { documents: [] };
}

/** The page (0-based) holding `at`, an offset in `folded`. */
function pageAt(starts: readonly number[], at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The page to show for a document that holds every word: the first page that holds them all, or
 * (the words spread over pages) the page of the first place any of them is.
 */
function pageOf(document: IndexedDocument, words: readonly string[]): number {
  const { folded, starts } = document;
  for (let page = 0; page < starts.length; page++) {
    const text = folded.slice(starts[page], starts[page + 1] ?? folded.length);
    if (matchesWords(text, words)) return page;
  }
  const first = Math.min(...words.map((word) => folded.indexOf(word)).filter((at) => at >= 0));
  return pageAt(starts, first);
}

/**
 * Per record of `kind` (by id), its first document (in the index's order) that holds every one of
 * the folded `words` (see searchWords), and where. Empty when there are no words.
 */
export function findInDocuments(index: DocumentTextIndex, kind: DocumentTextKind, words: readonly string[]): Map<number, DocumentHit> {
  const hits = new Map<number, DocumentHit>();
  if (words.length === 0) return hits;
  for (const document of index.documents) {
    if (document.kind !== kind || hits.has(document.ownerId) || !matchesWords(document.folded, words)) continue;
    const page = pageOf(document, words);
    hits.set(document.ownerId, { url: document.url, name: document.name, page: page + 1, text: document.pages[page] ?? '' });
  }
  return hits;
}

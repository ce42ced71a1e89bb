/**
 * The search inside the saved documents (*Buscar también en los documentos*): which records'
 * documents hold a search's words, and where. The same words and the same rule as the list's own
 * search (words.ts: folded, every word somewhere in the text, also inside a longer word), over
 * each document's pages. Each page is folded once, when the texts are read, never per keystroke;
 * then the pages get word indexes of their own (word-index.ts, built in its worker), so a new
 * word scans the pages' vocabulary and reads its postings, not the pages' megabytes. The indexes
 * grow as documents come (a save indexes the new document's pages, not every page again): a
 * document in none of them yet is read, as are all of them before the first is built.
 */
import { fold } from '../../../src-shared/text';
import type { DocumentTextKind, DocumentTextRow } from '../cache/db';
import { WordIndex } from './word-index';

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

/** A word index whose rows are some documents' pages, one document after another, and where each starts. */
export interface WordSegment {
  readonly words: WordIndex;
  readonly firstPage: ReadonlyMap<IndexedDocument, number>;
  /** Its rows of documents no longer saved (a removal, a new extraction): dead weight until the pages are indexed again. */
  readonly deadPages: number;
}

/** The saved documents with text, in their rows' key order (a record's documents by address). */
export interface DocumentTextIndex {
  readonly documents: readonly IndexedDocument[];
  /** The word indexes of the documents' pages; a document in none (none at first) is read. */
  readonly segments: readonly WordSegment[];
}

/** More segments than this, or more dead pages than live ones: the next build indexes every page again, in one. */
const maxSegments = 8;

const unindexed = (index: DocumentTextIndex): IndexedDocument[] =>
  index.documents.filter((document) => index.segments.every((segment) => !segment.firstPage.has(document)));

/**
 * The pages no word index holds yet, folded, one document after another: the rows of the next
 * segment (see withWords). Empty when every page is indexed.
 */
export function pageTexts(index: DocumentTextIndex): { searchText: string }[] {
  return unindexed(index).flatMap(({ folded, starts }) =>
    starts.map((start, page) => ({ searchText: folded.slice(start, starts[page + 1] ?? folded.length) })),
  );
}

/** The index with `words`, the word index of pageTexts of this very index, as one more segment. */
export function withWords(index: DocumentTextIndex, words: WordIndex): DocumentTextIndex {
  const documents = unindexed(index);
  const firstPage = new Map<IndexedDocument, number>();
  let pages = 0;
  for (const document of documents) {
    firstPage.set(document, pages);
    pages += document.starts.length;
  }
  return words.rows === pages && pages > 0
    ? { documents: index.documents, segments: [...index.segments, { words, firstPage, deadPages: 0 }] }
    : index;
}

/**
 * The segments of `before` that still hold some of `documents`, each with the pages of those it
 * no longer does counted as dead; none when they have grown too many or too dead (everything is
 * then indexed again).
 */
function keptSegments(before: readonly WordSegment[], documents: readonly IndexedDocument[]): readonly WordSegment[] {
  const live = new Set(documents);
  let livePages = 0;
  let deadPages = 0;
  const kept = before.flatMap((segment) => {
    let dead = 0;
    for (const document of segment.firstPage.keys()) {
      if (live.has(document)) livePages += document.starts.length;
      else dead += document.starts.length;
    }
    deadPages += segment.deadPages + dead;
    return segment.words.rows === segment.deadPages + dead ? [] : [{ ...segment, deadPages: segment.deadPages + dead }];
  });
  return kept.length >= maxSegments || deadPages > livePages ? [] : kept;
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
 * document `previous` already folded (same key, same extraction) is taken from it as it is, with
 * its place in the word indexes: a save re-reads the table, not every text, and indexes only what
 * is new (see pageTexts).
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
      if (shouldYield())
        return documents.length < pending.length ? null : { documents, segments: keptSegments(previous?.segments ?? [], documents) };
    }
    return { documents, segments: keptSegments(previous?.segments ?? [], documents) };
  };
}

/** The same index at once. */
export function indexDocumentTexts(rows: readonly DocumentTextRow[], previous: DocumentTextIndex | null = null): DocumentTextIndex {
  return documentIndexer(rows, previous)(() => false) ?? { documents: [], segments: [] };
}

/** Per word, the pages of a segment that hold it; null where the texts must be read. */
type PageMarks = readonly (Uint8Array | null)[];

const readEverything: PageMarks = [];

function pageMarks(segment: WordSegment, words: readonly string[]): PageMarks {
  return words.map((word) => {
    // A word the index declines (so common that reading the texts answers it sooner): read them.
    if (!WordIndex.answers(word)) return null;
    const found = new Uint8Array(segment.words.rows);
    return segment.words.mark(word, found, 1) ? found : null;
  });
}

function marksAny(marks: Uint8Array, from: number, to: number): boolean {
  for (let page = from; page < to; page++) if (marks[page] === 1) return true;
  return false;
}

/**
 * The page to show when `document` (its pages from `firstPage` on in `marks`) holds every word:
 * the first page holding them all or, the words spread over pages, the first holding any of
 * them; null when some word is on none.
 */
function pageOf(document: IndexedDocument, firstPage: number, words: readonly string[], marks: PageMarks): number | null {
  const { folded, starts } = document;
  const count = starts.length;
  const holdsAll = words.every((word, i) => {
    const marked = marks[i];
    return marked === null || marked === undefined ? folded.includes(word) : marksAny(marked, firstPage, firstPage + count);
  });
  if (!holdsAll) return null;
  // Read from the texts: each word's next place at or after the page's start (Infinity: no more).
  const next = words.map(() => -1);
  let firstAny = -1;
  for (let page = 0; page < count; page++) {
    const start = starts[page] ?? 0;
    const end = starts[page + 1] ?? folded.length;
    let all = true;
    words.forEach((word, i) => {
      const marked = marks[i];
      let on: boolean;
      if (marked !== null && marked !== undefined) {
        on = marked[firstPage + page] === 1;
      } else {
        if ((next[i] ?? -1) < start) {
          const at = folded.indexOf(word, start);
          next[i] = at < 0 ? Infinity : at;
        }
        // A hit that starts on the page ends on it: a word has no newline.
        on = (next[i] ?? Infinity) < end;
      }
      if (on && firstAny < 0) firstAny = page;
      all &&= on;
    });
    if (all) return page;
  }
  return firstAny;
}

/**
 * Per record of `kind` (by id), its first document (in the index's order) that holds every one of
 * the folded `words` (see searchWords), and where. Empty when there are no words.
 */
export function findInDocuments(index: DocumentTextIndex, kind: DocumentTextKind, words: readonly string[]): Map<number, DocumentHit> {
  const hits = new Map<number, DocumentHit>();
  if (words.length === 0) return hits;
  // Each segment's marks, worked out when a document of its is first reached.
  const marks = new Map<WordSegment, PageMarks>();
  for (const document of index.documents) {
    if (document.kind !== kind || hits.has(document.ownerId)) continue;
    const segment = index.segments.find((candidate) => candidate.firstPage.has(document));
    let marked = readEverything;
    if (segment !== undefined) {
      marked = marks.get(segment) ?? pageMarks(segment, words);
      marks.set(segment, marked);
    }
    const page = pageOf(document, segment?.firstPage.get(document) ?? 0, words, marked);
    if (page === null) continue;
    hits.set(document.ownerId, { url: document.url, name: document.name, page: page + 1, text: document.pages[page] ?? '' });
  }
  return hits;
}

/**
 * The saved documents' texts, in memory only while a list searches them (`docs=1`): read from
 * the cache when the first reader comes, followed while it is read (a Dexie live query: a save or
 * a removal is seen, in this window or another), each page folded once (in slices, so a long
 * read never holds the page) and word-indexed in the word index's worker (word-index-service.ts):
 * at first every page, after a save only the new document's (see document-search.ts). Loaded
 * only once `docs` is on, and read through document-hits.ts, which forgets them a moment after
 * the last reader leaves.
 *
 * Not a sharedLiveQuery (live/shared-query.ts): that one keeps its last value once nobody reads it,
 * and these texts are megabytes; and its value is what the query read, where this one's is the
 * folded index made from it.
 */
import { liveQuery } from 'dexie';
import { errorMessage } from '../../../src-shared/errors';
import { createStore, type ReadableStore } from '../../store';
import { db as appDb, type DirectorioDb } from '../cache/db';
import {
  documentIndexer,
  findInDocuments,
  pageTexts,
  withWords,
  type DocumentHit,
  type DocumentTextIndex,
} from '../search/document-search';
import { runInSlices } from '../search/word-index';
import { buildWordIndex } from '../search/word-index-service';
import { searchWords } from '../search/words';

export type { DocumentHit, DocumentTextIndex } from '../search/document-search';

export interface DocumentTextsState {
  /** undefined until the texts are read and folded. */
  index: DocumentTextIndex | undefined;
  /** Why the texts could not be read, for Detalles técnicos; null while they can. */
  failure: string | null;
  /** How many saved convocatoria documents have no text to search (a problem kept instead); undefined until read. */
  withoutText: number | undefined;
}

export const noTexts: DocumentTextsState = { index: undefined, failure: null, withoutText: undefined };

export function documentTextsStore(db: DirectorioDb, stopAfterMs?: number): ReadableStore<DocumentTextsState> {
  return createStore<DocumentTextsState>(noTexts, {
    start: (store) => {
      let cancelIndexing = (): void => undefined;
      const subscription = liveQuery(() => db.documentTexts.toArray()).subscribe({
        next(rows) {
          cancelIndexing();
          const withoutText = rows.filter((row) => row.kind === 'convocatoria' && row.outcome.kind === 'problem').length;
          // Folded here in slices (searchable at once), then the pages not indexed yet get a word index in its worker.
          let cancelWords = (): void => undefined;
          const cancelFolding = runInSlices(documentIndexer(rows, store.get().index ?? null), (index) => {
            store.set({ index, failure: null, withoutText });
            const pages = pageTexts(index);
            if (pages.length === 0) return;
            cancelWords = buildWordIndex(pages, (words) => store.set({ index: withWords(index, words), failure: null, withoutText }));
          });
          cancelIndexing = () => {
            cancelFolding();
            cancelWords();
          };
        },
        error(cause: unknown) {
          store.set((current) => ({ ...current, failure: errorMessage(cause) }));
        },
      });
      return () => {
        subscription.unsubscribe();
        cancelIndexing();
        store.set(noTexts);
      };
    },
    ...(stopAfterMs === undefined ? {} : { stopAfterMs }),
  });
}

/** The app's texts; document-hits.ts keeps them a moment after the last reader (this one stops at once). */
export const appTexts = documentTextsStore(appDb);

// The last search's hits per index: the list and its counts ask for the same ones in one render.
// Held weakly, so the texts go once the store forgets them.
const lastHits = new WeakMap<DocumentTextIndex, { q: string; hits: ReadonlyMap<number, DocumentHit> }>();

/** Per convocatoria (by id), where its saved documents hold the words of `q`; the same map again for the same search. */
export function convocatoriaHits(index: DocumentTextIndex, q: string): ReadonlyMap<number, DocumentHit> {
  const known = lastHits.get(index);
  if (known?.q === q) return known.hits;
  const hits = findInDocuments(index, 'convocatoria', searchWords(q));
  lastHits.set(index, { q, hits });
  return hits;
}

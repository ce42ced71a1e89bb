/**
 * The saved documents' texts, in memory only while a list searches them (`docs=1`): read from
 * the cache when the first reader comes, followed while it is read (a Dexie live query: a save or
 * a removal is seen, in this window or another), each page folded once (in slices, so a long
 * read never holds the page) and then word-indexed in the word index's worker
 * (word-index-service.ts), and forgotten a moment after the last reader leaves.
 *
 * Not a sharedLiveQuery (live/shared-query.ts): that one keeps its last value once nobody reads it,
 * and these texts are megabytes; and its value is what the query read, where this one's is the
 * folded index made from it.
 */
import { liveQuery } from 'dexie';
import { useMemo } from 'react';
import { errorMessage } from '../../../src-shared/errors';
import { createStore, useStore, type ReadableStore } from '../../store';
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

/** How long the texts stay after the last reader left: a list re-rendered, or `docs` off and on again, reads nothing again. */
const lingerMs = 5_000;

export function documentTextsStore(db: DirectorioDb, stopAfterMs = lingerMs): ReadableStore<DocumentTextsState> {
  return createStore<DocumentTextsState>(
    { index: undefined, failure: null, withoutText: undefined },
    {
      start: (store) => {
        let cancelIndexing = (): void => undefined;
        const subscription = liveQuery(() => db.documentTexts.toArray()).subscribe({
          next(rows) {
            cancelIndexing();
            const withoutText = rows.filter((row) => row.kind === 'convocatoria' && row.outcome.kind === 'problem').length;
            // Folded here in slices (searchable at once), then the pages' word index built in its worker.
            let cancelWords = (): void => undefined;
            const cancelFolding = runInSlices(documentIndexer(rows, store.get().index ?? null), (index) => {
              store.set({ index, failure: null, withoutText });
              cancelWords = buildWordIndex(pageTexts(index), (words) =>
                store.set({ index: withWords(index, words), failure: null, withoutText }),
              );
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
          store.set({ index: undefined, failure: null, withoutText: undefined });
        };
      },
      stopAfterMs,
    },
  );
}

const appTexts = documentTextsStore(appDb);
const notRead = createStore<DocumentTextsState>({ index: undefined, failure: null, withoutText: undefined });

/** The saved documents' texts while `wanted`; nothing is read or kept otherwise. */
export function useDocumentTexts(wanted: boolean): DocumentTextsState {
  return useStore(wanted ? appTexts : notRead);
}

// The last search's hits per index: the list and its counts ask for the same ones in one render.
// Held weakly, so the texts go once the store forgets them.
const lastHits = new WeakMap<DocumentTextIndex, { q: string; hits: ReadonlyMap<number, DocumentHit> }>();

function convocatoriaHits(index: DocumentTextIndex, q: string): ReadonlyMap<number, DocumentHit> {
  const known = lastHits.get(index);
  if (known?.q === q) return known.hits;
  const hits = findInDocuments(index, 'convocatoria', searchWords(q));
  lastHits.set(index, { q, hits });
  return hits;
}

/**
 * Per convocatoria (by id), where its saved documents hold the search's words, while `docs` is on
 * and the texts are read; null otherwise (the search reads the records' own texts only).
 */
export function useConvocatoriaDocumentHits(docs: boolean, q: string): ReadonlyMap<number, DocumentHit> | null {
  const { index } = useDocumentTexts(docs);
  return useMemo(() => (docs && index !== undefined ? convocatoriaHits(index, q) : null), [docs, index, q]);
}

/**
 * How many saved convocatoria documents have text to search, and how many have none (locked,
 * scanned, damaged: their problem was kept instead), while `wanted`; undefined while they are read.
 */
export function useSearchableDocumentCount(wanted: boolean): {
  count: number | undefined;
  withoutText: number | undefined;
  failure: string | null;
} {
  const { index, failure, withoutText } = useDocumentTexts(wanted);
  const count = useMemo(() => index?.documents.filter((document) => document.kind === 'convocatoria').length, [index]);
  return { count, withoutText: index === undefined ? undefined : withoutText, failure };
}

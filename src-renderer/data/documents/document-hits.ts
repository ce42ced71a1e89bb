/**
 * What the convocatorias list reads of the saved documents' texts while `docs` is on: where each
 * record's documents hold the search's words, and how many documents it searches. The texts and
 * the search in them (document-texts.ts, search/document-search.ts) load with the first reader,
 * so the window's first script does not carry them, and are forgotten a moment after the last.
 */
import { useMemo } from 'react';
import { errorMessage } from '../../../src-shared/errors';
import { createStore, useStore, type ReadableStore } from '../../store';
import type * as TextsModule from './document-texts';
import type { DocumentHit, DocumentTextsState } from './document-texts';

export type { DocumentHit, DocumentTextIndex } from './document-texts';

interface LoadedTexts {
  state: DocumentTextsState;
  /** The loaded module's search, once it is loaded. */
  hitsOf: typeof TextsModule.convocatoriaHits | null;
}

const notLoaded: LoadedTexts = { state: { index: undefined, failure: null, withoutText: undefined }, hitsOf: null };

/** How long the texts stay after the last reader left: a list re-rendered, or `docs` off and on again, reads nothing again. */
const lingerMs = 5_000;

/** The texts of `load`'s module while read (see createStore's lifecycle); exported for the tests. */
export function loadedTextsStore(load: () => Promise<typeof TextsModule>, stopAfterMs = lingerMs): ReadableStore<LoadedTexts> {
  return createStore<LoadedTexts>(notLoaded, {
    start: (store) => {
      let stopped = false;
      let leave = (): void => undefined;
      load().then(
        ({ appTexts, convocatoriaHits }) => {
          if (stopped) return;
          const follow = (): void => store.set({ state: appTexts.get(), hitsOf: convocatoriaHits });
          leave = appTexts.subscribe(follow);
          follow();
        },
        (cause: unknown) => {
          if (!stopped) store.set({ state: { ...notLoaded.state, failure: errorMessage(cause) }, hitsOf: null });
        },
      );
      return () => {
        stopped = true;
        leave();
        store.set(notLoaded);
      };
    },
    stopAfterMs,
  });
}

const appTexts = loadedTextsStore(() => import('./document-texts'));
const notRead = createStore<LoadedTexts>(notLoaded);

function useLoadedTexts(wanted: boolean): LoadedTexts {
  return useStore(wanted ? appTexts : notRead);
}

/** The saved documents' texts while `wanted`; nothing is read or kept otherwise. */
function useDocumentTexts(wanted: boolean): DocumentTextsState {
  return useLoadedTexts(wanted).state;
}

/**
 * Per convocatoria (by id), where its saved documents hold the search's words, while `docs` is on
 * and the texts are read; null otherwise (the search reads the records' own texts only). The same
 * map for the same search over the same texts: a change of estado or dates searches nothing again.
 */
export function useConvocatoriaDocumentHits(docs: boolean, q: string): ReadonlyMap<number, DocumentHit> | null {
  const { state, hitsOf } = useLoadedTexts(docs);
  const { index } = state;
  return useMemo(() => (docs && index !== undefined && hitsOf !== null ? hitsOf(index, q) : null), [docs, index, hitsOf, q]);
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

/**
 * The word index of a snapshot (see word-index.ts), built in a worker of its own so that reading
 * every row's text never holds the page's thread. The page sends the texts a thousand rows per
 * task, then asks for the index and gets it back with its arrays transferred. One worker serves
 * every build, each apart from the others: the list's rows and the saved documents' pages may be
 * under way at once, their chunks interleaved. Where no worker starts (a test in Node, a browser
 * that refuses it, a script that did not load), the page builds it in short slices.
 */
import { z } from '../../../src-shared/zod';
import type { Handlers, RpcResult, Side } from '../../../src-shared/rpc';
import { pageWorker } from '../../page-worker';
import { runInSlices, WordIndex, WordIndexBuilder, type WordIndexParts } from './word-index';

const build = z.int();

const partsSchema: z.ZodMiniType<WordIndexParts, WordIndexParts> = z.object({
  vocabulary: z.string(),
  tokenStart: z.instanceof(Uint32Array),
  postingStart: z.instanceof(Uint32Array),
  postings: z.instanceof(Uint32Array),
  rows: z.int().check(z.nonnegative()),
});

const buffersOf = (parts: WordIndexParts | null): ArrayBuffer[] =>
  parts === null
    ? []
    : [parts.tokenStart.buffer, parts.postingStart.buffer, parts.postings.buffer].filter((buffer) => buffer instanceof ArrayBuffer);

/**
 * The worker hears a build's texts, then is asked for its index (null: that build is no longer
 * under way, cancelled or dropped). The page serves nothing.
 */
export const wordIndexContract = {
  worker: {
    calls: { finish: { args: z.object({ build }), result: z.nullable(partsSchema), transfer: buffersOf } },
    events: {
      texts: z.object({ build, texts: z.array(z.string()) }),
      cancel: z.object({ build }),
    },
  },
  page: { calls: {}, events: {} },
} satisfies { worker: Side; page: Side };

/** How many builds the worker keeps under way; a page that asks for more has forgotten some, and the oldest goes. */
const buildsUnderWay = 4;

/**
 * The worker's side: each build apart, by its number, until it is finished or cancelled. A chunk
 * always lands in its own build's builder, so two builds whose chunks interleave (the rows' and the
 * documents' pages') each get every one of their rows.
 */
export function wordWorker(): Handlers<typeof wordIndexContract.worker> {
  const builders = new Map<number, WordIndexBuilder>();
  return {
    calls: {
      finish: (message) => {
        const builder = builders.get(message.build);
        builders.delete(message.build);
        return builder?.finish()?.parts() ?? null;
      },
    },
    events: {
      texts: (message) => {
        let builder = builders.get(message.build);
        if (builder === undefined) {
          builders.set(message.build, (builder = new WordIndexBuilder()));
          for (const oldest of builders.keys()) {
            if (builders.size <= buildsUnderWay) break;
            builders.delete(oldest);
          }
        }
        for (const text of message.texts) builder.add(text);
      },
      cancel: (message) => {
        builders.delete(message.build);
      },
    },
  };
}

const worker = pageWorker({
  create: () => new Worker(new URL('./word-index.worker.ts', import.meta.url), { type: 'module', name: 'directorio-palabras' }),
  page: wordIndexContract.page,
  worker: wordIndexContract.worker,
  serve: { calls: {}, events: {} },
  unavailable: (why) => `el índice de palabras no pudo iniciarse (${why}); se arma en la página.`,
});
let builds = 0;

/** Builds the word index of `rows` here, in slices of a few ms; returns a cancel. */
function buildHere(rows: readonly { searchText: string }[], done: (index: WordIndex) => void): () => void {
  const builder = new WordIndexBuilder();
  return runInSlices((shouldYield) => {
    while (builder.rows < rows.length) {
      builder.add(rows[builder.rows]?.searchText ?? '');
      if (builder.rows % 64 === 0 && shouldYield()) return null;
    }
    return builder.finish(shouldYield);
  }, done);
}

/** The index of parts from the worker; null when they do not fit together (that build is done here instead). */
function indexOf(parts: WordIndexParts): WordIndex | null {
  try {
    return WordIndex.fromParts(parts);
  } catch {
    return null;
  }
}

/** Rows whose texts go to the worker in one message (and one task of the page). */
const chunkRows = 1000;

/** Builds the word index of `rows` and hands it to `done`; returns a cancel. The rows must not change meanwhile. */
export function buildWordIndex(rows: readonly { searchText: string }[], done: (index: WordIndex) => void): () => void {
  const target = worker.get();
  if (target === null) return buildHere(rows, done);
  const build = ++builds;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  let answered = false;
  let cancelHere: (() => void) | null = null;
  const finish = (): void => {
    const take = (answer: RpcResult<WordIndexParts | null> | null): void => {
      answered = true;
      if (cancelled) return;
      // A worker that failed, an answer it could not give, the page could not read or that is not of
      // these rows (a build dropped midway would index only its later chunks): built here.
      const index = answer !== null && answer.ok && answer.value !== null ? indexOf(answer.value) : null;
      if (index !== null && index.rows === rows.length) done(index);
      else cancelHere = buildHere(rows, done);
    };
    // The call answers failures as values; a rejection (a defect) is one more reason to build here.
    target.call('finish', { build }).then(take, () => take(null));
  };

  let next = 0;
  const sendTexts = (): void => {
    const end = Math.min(rows.length, next + chunkRows);
    const texts: string[] = [];
    for (let i = next; i < end; i++) texts.push(rows[i]?.searchText ?? '');
    target.emit('texts', { build, texts });
    next = end;
    if (next < rows.length) timer = setTimeout(sendTexts, 0);
    else finish();
  };
  sendTexts();
  return () => {
    cancelled = true;
    clearTimeout(timer);
    if (!answered) target.emit('cancel', { build });
    cancelHere?.();
  };
}

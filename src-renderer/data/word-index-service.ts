/**
 * The word index of a snapshot (see word-index.ts), built in a worker of its own so that reading
 * every row's text — a second or two at 100,000 rows — never holds the page's thread. The page
 * sends the texts a thousand rows per task and gets the index back with its arrays transferred.
 * One worker serves every build; a newer build replaces an unfinished one. Where no worker
 * starts (a test in Node, a browser that refuses it), the page builds it in short slices.
 */
import { z } from 'zod';
import { runInSlices, WordIndex, WordIndexBuilder, type WordIndexParts } from './word-index';

const toWorkerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('texts'), build: z.number().int(), texts: z.array(z.string()) }),
  z.object({ type: z.literal('end'), build: z.number().int() }),
  z.object({ type: z.literal('cancel'), build: z.number().int() }),
]);
export type ToWordWorker = z.infer<typeof toWorkerSchema>;

const fromWorkerSchema = z.object({
  type: z.literal('index'),
  build: z.number().int(),
  vocabulary: z.string(),
  tokenStart: z.instanceof(Uint32Array),
  postingStart: z.instanceof(Uint32Array),
  postings: z.instanceof(Uint32Array),
  rows: z.number().int().nonnegative(),
});
export type FromWordWorker = WordIndexParts & { type: 'index'; build: number };

const buffersOf = (parts: WordIndexParts): ArrayBuffer[] =>
  [parts.tokenStart.buffer, parts.postingStart.buffer, parts.postings.buffer].filter((buffer) => buffer instanceof ArrayBuffer);

/**
 * The worker's side: feed it each message that arrives; it answers the end of a build with the
 * index. A message that is not one of the contract's is dropped (the worker is ours, but a message
 * is still data from another context).
 */
export function wordWorker(post: (message: FromWordWorker, transfer: ArrayBuffer[]) => void): (data: unknown) => void {
  let current: { build: number; builder: WordIndexBuilder } | null = null;
  return (data) => {
    const parsed = toWorkerSchema.safeParse(data);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'cancel') {
      if (current?.build === message.build) current = null;
      return;
    }
    if (message.type === 'texts') {
      if (current?.build !== message.build) current = { build: message.build, builder: new WordIndexBuilder() };
      for (const text of message.texts) current.builder.add(text);
      return;
    }
    // The end of a build that is no longer under way (cancelled, replaced) has nothing to answer.
    if (current?.build !== message.build) return;
    const parts = current.builder.finish()?.parts();
    current = null;
    if (parts !== undefined) post({ type: 'index', build: message.build, ...parts }, buffersOf(parts));
  };
}

/** The page's side: the worker, started with the first build; null once it could not start. */
let worker: Worker | null | undefined;
let builds = 0;
const waiting = new Map<number, (index: WordIndex | null) => void>();

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./word-index.worker.ts', import.meta.url), { type: 'module', name: 'directorio-palabras' });
    started.addEventListener('message', (event: MessageEvent<unknown>) => {
      const parsed = fromWorkerSchema.safeParse(event.data);
      if (!parsed.success) return;
      let index: WordIndex | null = null;
      try {
        index = WordIndex.fromParts(parsed.data);
      } catch {
        // Incoherent parts: that build is done here instead.
      }
      waiting.get(parsed.data.build)?.(index);
    });
    // A worker that fails (its script did not load, it threw): every build from now on is done here.
    started.addEventListener('error', () => {
      worker = null;
      started.terminate();
      for (const fail of [...waiting.values()]) fail(null);
    });
    return started;
  } catch {
    return null;
  }
}

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

/** Rows whose texts go to the worker in one message (and one task of the page). */
const chunkRows = 1000;

/** Builds the word index of `rows` and hands it to `done`; returns a cancel. The rows must not change meanwhile. */
export function buildWordIndex(rows: readonly { searchText: string }[], done: (index: WordIndex) => void): () => void {
  worker ??= startWorker();
  const target = worker;
  if (target === null) return buildHere(rows, done);
  const build = ++builds;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelHere: (() => void) | null = null;
  const forget = (): void => {
    clearTimeout(timer);
    waiting.delete(build);
  };
  waiting.set(build, (index) => {
    forget();
    if (index !== null) done(index);
    else cancelHere = buildHere(rows, done);
  });
  const send = (message: ToWordWorker): void => target.postMessage(message);
  let next = 0;
  const sendTexts = (): void => {
    const end = Math.min(rows.length, next + chunkRows);
    const texts: string[] = [];
    for (let i = next; i < end; i++) texts.push(rows[i]?.searchText ?? '');
    send({ type: 'texts', build, texts });
    next = end;
    if (next < rows.length) timer = setTimeout(sendTexts, 0);
    else send({ type: 'end', build });
  };
  sendTexts();
  return () => {
    if (waiting.has(build)) send({ type: 'cancel', build });
    forget();
    cancelHere?.();
  };
}

/**
 * The word index's worker and the page's side of it, over a real MessageChannel and the RPC layer:
 * texts in chunks, the index back with its arrays moved, a newer build replacing an unfinished one,
 * messages of no known shape dropped, and the page building the index itself when the worker fails.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect, type Endpoint } from '../../../../../src-shared/rpc';
import { WordIndex } from '../../../../../src-renderer/data/search/word-index';
import { StandInPort } from '../../../support/stand-in-worker';
import { wordIndexContract, wordWorker } from '../../../../../src-renderer/data/search/word-index-service';

type WorkerSide = typeof wordIndexContract.worker;

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The worker's side on one end of a channel; the page's endpoint, and the raw port, on the other. */
function worker(): { page: Endpoint<WorkerSide>; raw: MessagePort } {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  connect(port2, wordIndexContract.worker, wordIndexContract.page, wordWorker());
  const page = connect(port1, wordIndexContract.page, wordIndexContract.worker, { calls: {}, events: {} });
  port1.start();
  port2.start();
  return { page, raw: port1 };
}

function rowsWith(index: WordIndex, word: string): number[] {
  const marks = new Uint8Array(index.rows);
  index.mark(word, marks, 1);
  return [...marks.keys()].filter((i) => marks[i] === 1);
}

/** The parts of the index of one row holding the one word "ab". */
const oneWordParts = () => ({
  vocabulary: 'ab\n',
  tokenStart: Uint32Array.from([0, 3]),
  postingStart: Uint32Array.from([0, 1]),
  postings: Uint32Array.from([0]),
  rows: 1,
});

describe('the word index worker', () => {
  it('indexes the texts of a build sent in chunks, and answers its end with the index', async () => {
    const { page } = worker();
    page.emit('texts', { build: 1, texts: ['cancion federal', 'becas de musica'] });
    page.emit('texts', { build: 1, texts: ['musica de camara'] });
    const reply = await page.call('finish', { build: 1 });
    if (!reply.ok || reply.value === null) throw new Error('no index');
    const index = WordIndex.fromParts(reply.value);
    expect(index.rows).toBe(3);
    expect(rowsWith(index, 'musica')).toEqual([1, 2]);
    expect(rowsWith(index, 'de')).toEqual([0, 1, 2]);
    expect(rowsWith(index, 'camara')).toEqual([2]);
  });

  it('moves the index’s three arrays to the page rather than copying them', () => {
    const parts = oneWordParts();
    const { transfer } = wordIndexContract.worker.calls.finish;
    expect(transfer(parts)).toEqual([parts.tokenStart.buffer, parts.postingStart.buffer, parts.postings.buffer]);
    expect(transfer(null)).toEqual([]);
  });

  it('keeps two builds whose chunks interleave apart, forgets a cancelled one, and drops what is not a message of its contract', async () => {
    const { page, raw } = worker();
    // The list's rows and the documents' pages, under way at once.
    page.emit('texts', { build: 1, texts: ['teatro', 'musica'] });
    page.emit('texts', { build: 2, texts: ['danza', 'danza y teatro'] });
    page.emit('texts', { build: 1, texts: ['cine'] });
    raw.postMessage({ rpc: 'event', name: 'texts', data: { build: 2, texts: [42] } });
    raw.postMessage({ rpc: 'event', name: 'rows', data: { build: 2 } });
    raw.postMessage('end');
    const second = await page.call('finish', { build: 2 });
    if (!second.ok || second.value === null) throw new Error('no index');
    expect(second.value.rows).toBe(2);
    expect(rowsWith(WordIndex.fromParts(second.value), 'teatro')).toEqual([1]);
    const first = await page.call('finish', { build: 1 });
    if (!first.ok || first.value === null) throw new Error('no index');
    expect(first.value.rows).toBe(3);
    expect(rowsWith(WordIndex.fromParts(first.value), 'teatro')).toEqual([0]);
    expect(rowsWith(WordIndex.fromParts(first.value), 'cine')).toEqual([2]);
    // Asked once: a second finish of the same build has nothing left.
    await expect(page.call('finish', { build: 1 })).resolves.toEqual({ ok: true, value: null });
    page.emit('texts', { build: 3, texts: ['musica'] });
    page.emit('cancel', { build: 3 });
    await expect(page.call('finish', { build: 3 })).resolves.toEqual({ ok: true, value: null });
  });

  it('keeps the four latest builds under way, dropping the oldest', async () => {
    const { page } = worker();
    for (const build of [1, 2, 3, 4, 5]) page.emit('texts', { build, texts: [`texto ${build}`] });
    await expect(page.call('finish', { build: 1 })).resolves.toEqual({ ok: true, value: null });
    for (const build of [2, 3, 4, 5]) {
      const reply = await page.call('finish', { build });
      expect(reply.ok && reply.value?.rows).toBe(1);
    }
  });

  it('refuses parts that do not fit together', () => {
    const good = oneWordParts();
    expect(rowsWith(WordIndex.fromParts(good), 'b')).toEqual([0]);
    expect(() => WordIndex.fromParts({ ...good, vocabulary: 'ab' })).toThrow();
    expect(() => WordIndex.fromParts({ ...good, postings: Uint32Array.from([0, 0]) })).toThrow();
    expect(() => WordIndex.fromParts({ ...good, postingStart: Uint32Array.from([0, 1, 1]) })).toThrow();
    expect(() => WordIndex.fromParts({ ...good, tokenStart: new Uint32Array(0) })).toThrow();
  });
});

/** Plays the word worker: the real worker side over a channel, or (`broken`) a script that never loads. */
class StandInWorker extends StandInPort {
  static all: StandInWorker[] = [];
  static broken = false;
  /** Answers every build with the index of one row holding "ab", whatever its texts. */
  static wrongRows = false;
  constructor() {
    super();
    StandInWorker.all.push(this);
    ports.push(this.channel.port1, this.channel.port2);
    if (!StandInWorker.broken) {
      const served = StandInWorker.wrongRows
        ? { calls: { finish: () => oneWordParts() }, events: { texts: noop, cancel: noop } }
        : wordWorker();
      connect(this.channel.port2, wordIndexContract.worker, wordIndexContract.page, served);
      this.channel.port2.start();
    }
  }
}

const noop = (): void => undefined;

async function pageSide(broken: boolean, wrongRows = false) {
  vi.resetModules();
  StandInWorker.all = [];
  StandInWorker.broken = broken;
  StandInWorker.wrongRows = wrongRows;
  vi.stubGlobal('Worker', StandInWorker);
  return import('../../../../../src-renderer/data/search/word-index-service');
}

const rows = ['becas de musica', 'teatro', 'musica de camara'].map((searchText) => ({ searchText }));

describe('the word index seen from the page', () => {
  it('builds in the worker', async () => {
    const { buildWordIndex } = await pageSide(false);
    const index = await new Promise<WordIndex>((done) => buildWordIndex(rows, done));
    expect(rowsWith(index, 'musica')).toEqual([0, 2]);
    expect(StandInWorker.all).toHaveLength(1);
  });

  it('a worker that cannot load: the page builds that index and every later one itself', async () => {
    const { buildWordIndex } = await pageSide(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = new Promise<WordIndex>((done) => buildWordIndex(rows, done));
    StandInWorker.all[0]?.fail('Failed to load module script');
    expect(rowsWith(await first, 'teatro')).toEqual([1]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no pudo iniciarse \(Failed to load module script\)/));
    const second = await new Promise<WordIndex>((done) => buildWordIndex(rows, done));
    expect(rowsWith(second, 'camara')).toEqual([2]);
    expect(StandInWorker.all).toHaveLength(1);
  });

  it('a worker that dies mid-build: the page builds that index; the next build starts a new worker', async () => {
    const { buildWordIndex } = await pageSide(false);
    const first = await new Promise<WordIndex>((done) => buildWordIndex(rows, done));
    expect(first.rows).toBe(3);
    const dying = StandInWorker.all[0];
    // Stops answering, then fails.
    dying?.terminate();
    const second = new Promise<WordIndex>((done) => buildWordIndex(rows, done));
    dying?.fail('out of memory');
    expect(rowsWith(await second, 'becas')).toEqual([0]);
    const third = await new Promise<WordIndex>((done) => buildWordIndex(rows, done));
    expect(third.rows).toBe(3);
    expect(StandInWorker.all).toHaveLength(2);
  });

  it('an answer that is not an index of the rows sent: the page builds that index itself', async () => {
    const { buildWordIndex } = await pageSide(false, true);
    const index = await new Promise<WordIndex>((done) => buildWordIndex(rows, done));
    expect(index.rows).toBe(3);
    expect(rowsWith(index, 'musica')).toEqual([0, 2]);
    expect(StandInWorker.all).toHaveLength(1);
  });

  it('a cancelled build never reaches done', async () => {
    const { buildWordIndex } = await pageSide(false);
    const done = vi.fn();
    buildWordIndex(rows, done)();
    const after = await new Promise<WordIndex>((resolve) => buildWordIndex(rows, resolve));
    expect(after.rows).toBe(3);
    expect(done).not.toHaveBeenCalled();
  });
});

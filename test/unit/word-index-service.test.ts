import { describe, expect, it } from 'vitest';
import { wordWorker, type FromWordWorker } from '../../src-renderer/data/word-index-service';
import { WordIndex } from '../../src-renderer/data/word-index';

/** The worker's side fed by hand; what it posts, kept. */
function worker(): { send: (message: unknown) => void; posted: FromWordWorker[]; transferred: ArrayBuffer[][] } {
  const posted: FromWordWorker[] = [];
  const transferred: ArrayBuffer[][] = [];
  const send = wordWorker((message, transfer) => {
    posted.push(message);
    transferred.push(transfer);
  });
  return { send, posted, transferred };
}

function rowsWith(index: WordIndex, word: string): number[] {
  const marks = new Uint8Array(index.rows);
  index.mark(word, marks, 1);
  return [...marks.keys()].filter((i) => marks[i] === 1);
}

describe('the word index worker', () => {
  it('indexes the texts of a build sent in chunks, and answers its end with the index and its arrays to transfer', () => {
    const { send, posted, transferred } = worker();
    send({ type: 'texts', build: 1, texts: ['cancion federal', 'becas de musica'] });
    send({ type: 'texts', build: 1, texts: ['musica de camara'] });
    expect(posted).toEqual([]);
    send({ type: 'end', build: 1 });
    expect(posted).toHaveLength(1);
    const [reply] = posted;
    if (reply === undefined) throw new Error('no reply');
    expect(reply.build).toBe(1);
    expect(transferred[0]).toHaveLength(3);
    const index = WordIndex.fromParts(reply);
    expect(index.rows).toBe(3);
    expect(rowsWith(index, 'musica')).toEqual([1, 2]);
    expect(rowsWith(index, 'de')).toEqual([0, 1, 2]);
    expect(rowsWith(index, 'camara')).toEqual([2]);
  });

  it('starts over for a newer build, forgets a cancelled one, and drops what is not a message of its contract', () => {
    const { send, posted } = worker();
    send({ type: 'texts', build: 1, texts: ['teatro'] });
    send({ type: 'texts', build: 2, texts: ['danza', 'danza y teatro'] });
    send({ type: 'texts', build: 2, texts: [42] });
    send({ type: 'rows', build: 2 });
    send('end');
    send({ type: 'end', build: 2 });
    const [reply] = posted;
    if (reply === undefined) throw new Error('no reply');
    expect(reply.build).toBe(2);
    expect(rowsWith(WordIndex.fromParts(reply), 'teatro')).toEqual([1]);
    send({ type: 'texts', build: 3, texts: ['musica'] });
    send({ type: 'cancel', build: 3 });
    send({ type: 'end', build: 3 });
    send({ type: 'end', build: 1 });
    expect(posted.map((message) => message.build)).toEqual([2]);
  });

  it('refuses parts that do not fit together', () => {
    const good = {
      vocabulary: 'ab\n',
      tokenStart: Uint32Array.from([0, 3]),
      postingStart: Uint32Array.from([0, 1]),
      postings: Uint32Array.from([0]),
      rows: 1,
    };
    expect(rowsWith(WordIndex.fromParts(good), 'b')).toEqual([0]);
    expect(() => WordIndex.fromParts({ ...good, vocabulary: 'ab' })).toThrow();
    expect(() => WordIndex.fromParts({ ...good, postings: Uint32Array.from([0, 0]) })).toThrow();
    expect(() => WordIndex.fromParts({ ...good, postingStart: Uint32Array.from([0, 1, 1]) })).toThrow();
    expect(() => WordIndex.fromParts({ ...good, tokenStart: new Uint32Array(0) })).toThrow();
  });
});

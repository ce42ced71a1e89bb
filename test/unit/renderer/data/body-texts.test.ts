// @vitest-environment jsdom
/**
 * The texts of the bodies a search's rows show a hit from: the rows that ask in one task are read
 * in one call, a text is read once per body (a new fingerprint or chunk reads it again), the
 * oldest is forgotten past the limit, and a failed read is kept as its message.
 */
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createBodyTexts, useBodyText, type BodyOf, type BodyText } from '../../../../src-renderer/data/body-texts';
import { rootForEachTest } from '../../support/react-root';

const bodies: Record<number, string> = {
  1: '<p>Premio <b>Nacional</b> de Danza</p>',
  2: '<ul><li>Bases &amp; condiciones</li></ul>',
  3: '<p>Fotografía</p>',
};

/** A reader that hands out `bodies` and records each call's ids. */
function reader() {
  const calls: number[][] = [];
  const read = vi.fn((rows: readonly BodyOf[]) => {
    calls.push(rows.map((row) => row.id));
    return Promise.resolve(new Map(rows.map((row) => [row.id, bodies[row.id] ?? ''])));
  });
  return { read, calls };
}

const row = (id: number, bodyHash = id * 10, bodyChunk = 'convocatorias@0#1'): BodyOf => ({ id, bodyHash, bodyChunk });

/** Lets the queued read and its settling run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createBodyTexts', () => {
  it('reads the rows that ask in the same task in one call, as plain text', async () => {
    const { read, calls } = reader();
    const texts = createBodyTexts(read);
    texts.want(row(1));
    texts.want(row(2));
    texts.want(row(1));
    await settled();
    expect(calls).toEqual([[1, 2]]);
    expect(texts.kept.get().get('1#10@convocatorias@0#1')).toEqual({ text: 'Premio Nacional de Danza' });
    expect(texts.kept.get().get('2#20@convocatorias@0#1')).toEqual({ text: 'Bases & condiciones' });
  });

  it('reads a body once; a new fingerprint or chunk reads it again', async () => {
    const { read, calls } = reader();
    const texts = createBodyTexts(read);
    texts.want(row(3));
    await settled();
    texts.want(row(3));
    await settled();
    expect(calls).toEqual([[3]]);
    texts.want(row(3, 31));
    await settled();
    texts.want(row(3, 31, 'convocatorias@100#2'));
    await settled();
    expect(calls).toEqual([[3], [3], [3]]);
  });

  it('forgets the oldest text past its limit, and reads it again when asked', async () => {
    const { read, calls } = reader();
    const texts = createBodyTexts(read, 2);
    for (const id of [1, 2, 3]) {
      texts.want(row(id));
      await settled();
    }
    expect([...texts.kept.get().keys()]).toEqual(['2#20@convocatorias@0#1', '3#30@convocatorias@0#1']);
    texts.want(row(1));
    await settled();
    expect(calls).toEqual([[1], [2], [3], [1]]);
  });

  it('keeps a failed read as its message, for every row it was for', async () => {
    const texts = createBodyTexts(() => Promise.reject(new Error('La base de datos no responde')));
    texts.want(row(1));
    texts.want(row(2));
    await settled();
    expect(texts.kept.get().get('1#10@convocatorias@0#1')).toEqual({ failed: 'La base de datos no responde' });
    expect(texts.kept.get().get('2#20@convocatorias@0#1')).toEqual({ failed: 'La base de datos no responde' });
  });
});

describe('useBodyText', () => {
  const mounted = rootForEachTest();

  function Probe({
    texts,
    id,
    wanted,
    seen,
  }: {
    texts: ReturnType<typeof createBodyTexts>;
    id: number;
    wanted: boolean;
    seen: (text: BodyText | undefined) => void;
  }) {
    seen(useBodyText(texts, row(id), wanted));
    return null;
  }

  it('reads nothing while not wanted; once wanted, renders the text read', async () => {
    const { read, calls } = reader();
    const texts = createBodyTexts(read);
    const seen: (BodyText | undefined)[] = [];
    mounted.render(createElement(Probe, { texts, id: 1, wanted: false, seen: (text) => seen.push(text) }));
    await act(settled);
    expect(calls).toEqual([]);
    mounted.render(createElement(Probe, { texts, id: 1, wanted: true, seen: (text) => seen.push(text) }));
    await act(settled);
    expect(calls).toEqual([[1]]);
    expect(seen.at(-1)).toEqual({ text: 'Premio Nacional de Danza' });
    expect(seen).not.toContainEqual({ text: '' });
  });
});

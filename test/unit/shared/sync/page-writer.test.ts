import { describe, expect, it } from 'vitest';
import type { Page } from '../../../../src-shared/bridge';
import { PageWriter } from '../../../../src-shared/sync';

const page = (offset: number): Page => ({
  collection: 'convocatorias',
  offset,
  limit: 1,
  count: 1000,
  next: null,
  previous: null,
  received: 0,
  ids: [],
  records: [],
  rejects: [],
  warnings: [],
});

/** A store whose writes finish only when the test lets them. */
function heldStore() {
  const writes: { offsets: number[]; finish: (error?: Error) => void }[] = [];
  const write = (pages: readonly Page[]): Promise<void> =>
    new Promise((resolve, reject) =>
      writes.push({ offsets: pages.map((p) => p.offset), finish: (error) => (error ? reject(error) : resolve()) }),
    );
  return { writes, write };
}

/**
 * Lets every queued promise callback run. The writer and the held store are promises only (no I/O,
 * no timers), so after one macrotask nothing of theirs is still pending: what has not happened by
 * then never will, until the test finishes a write. Not a wait on time.
 */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page writer between fetchers and the store', () => {
  it('stores pages in arrival order, merging those that queue up behind a write into the next one', async () => {
    const store = heldStore();
    const writer = new PageWriter(store.write, 10);
    await writer.add(page(0));
    await writer.add(page(1));
    await writer.add(page(2));
    await writer.add(page(3));
    expect(store.writes.map((w) => w.offsets)).toEqual([[0]]);
    store.writes[0]?.finish();
    await settle();
    expect(store.writes.map((w) => w.offsets)).toEqual([[0], [1, 2, 3]]);
    const drained = writer.drain();
    let done = false;
    void drained.then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    store.writes[1]?.finish();
    await drained;
    expect(done).toBe(true);
  });

  it('holds the fetchers back while `capacity` pages wait', async () => {
    const store = heldStore();
    const writer = new PageWriter(store.write, 2);
    await writer.add(page(0)); // taken by the first write at once
    await writer.add(page(1));
    let third = false;
    void writer.add(page(2)).then(() => (third = true));
    await settle();
    expect(third).toBe(false);
    store.writes[0]?.finish();
    await settle();
    expect(third).toBe(true);
    expect(store.writes.map((w) => w.offsets)).toEqual([[0], [1, 2]]);
    store.writes[1]?.finish();
    await writer.drain();
  });

  it('a failed write fails the drain, releases waiting fetchers and takes no more pages', async () => {
    const store = heldStore();
    const writer = new PageWriter(store.write, 1);
    await writer.add(page(0));
    let released = false;
    void writer.add(page(1)).then(() => (released = true));
    store.writes[0]?.finish(new Error('disco lleno'));
    await settle();
    expect(released).toBe(true);
    expect(writer.failed).toBe(true);
    await writer.add(page(2));
    await expect(writer.drain()).rejects.toThrow('disco lleno');
    expect(store.writes).toHaveLength(1);
  });
});

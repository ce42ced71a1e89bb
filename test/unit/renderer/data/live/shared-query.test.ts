/** One live query for every reader of a small table, kept open while readers come and go (fake-indexeddb). */
import 'fake-indexeddb/auto';
import type { Table } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { sharedLiveQuery } from '../../../../../src-renderer/data/live/shared-query';
import { itemsDb, type Item } from '../../../support/items-db';

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A query over `items` that counts its reads. */
function countedQuery(items: Table<Item, number>, lingerMs: number) {
  let reads = 0;
  const query = sharedLiveQuery(async () => {
    reads++;
    return (await items.toArray()).map((item) => item.name);
  }, lingerMs);
  return { query, reads: () => reads };
}

describe('a shared small-table query', () => {
  it('is read once for readers that replace each other at once (a list whose rows all change)', async () => {
    const items = await itemsDb('shared-query', [{ id: 1, name: 'uno' }]);
    const { query, reads } = countedQuery(items, 50);
    const stopFirst = query.subscribe(() => undefined);
    await vi.waitFor(() => expect(query.current()).toEqual(['uno']));
    expect(reads()).toBe(1);

    // The old rows leave, the new ones come in the same commit.
    stopFirst();
    const second = vi.fn();
    const stopSecond = query.subscribe(second);
    await pause(120);
    expect(reads()).toBe(1);
    expect(second).not.toHaveBeenCalled();
    expect(query.current()).toEqual(['uno']);

    // Still live: a write is read again and told.
    await items.put({ id: 2, name: 'dos' });
    await vi.waitFor(() => expect(query.current()).toEqual(['uno', 'dos']));
    expect(second).toHaveBeenCalled();
    stopSecond();
  });

  it('closes once no reader came back for a while', async () => {
    const items = await itemsDb('shared-query', [{ id: 1, name: 'uno' }]);
    const { query, reads } = countedQuery(items, 30);
    const stop = query.subscribe(() => undefined);
    await vi.waitFor(() => expect(query.current()).toEqual(['uno']));
    stop();
    await pause(100);
    const readsWhenClosed = reads();
    await items.put({ id: 2, name: 'dos' });
    await pause(100);
    expect(reads()).toBe(readsWhenClosed);
    expect(query.current()).toEqual(['uno']);

    // A reader after that opens it again, and reads what is there now.
    const again = query.subscribe(() => undefined);
    await vi.waitFor(() => expect(query.current()).toEqual(['uno', 'dos']));
    again();
  });
});

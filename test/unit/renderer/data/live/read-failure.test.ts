/** A read of the cache that fails is shown with its reason, and its retry reads again (fake-indexeddb). */
import 'fake-indexeddb/auto';
import type { Table } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { asStored, LiveTable } from '../../../../../src-renderer/data/live/live-table';
import { sharedLiveQuery } from '../../../../../src-renderer/data/live/shared-query';
import { itemsDb as itemsDbOf, type Item } from '../../../support/items-db';

const itemsDb = (): Promise<Table<Item, number>> =>
  itemsDbOf('read-failure', [
    { id: 1, name: 'uno' },
    { id: 2, name: 'dos' },
  ]);

/** The table's reads fail with `error` until `heal()`. */
function failingReads(table: Table<Item, number>, error: Error): { heal: () => void } {
  let broken = true;
  const where = table.where.bind(table);
  Object.defineProperty(table, 'where', {
    value: (index: string) => {
      if (broken) throw error;
      return where(index);
    },
  });
  return { heal: () => (broken = false) };
}

describe('a live table whose read fails', () => {
  it('says why instead of loading for good, and its retry reads the rows', async () => {
    const items = await itemsDb();
    const reads = failingReads(items, new Error('No se pudo abrir la base de datos'));
    const live = new LiveTable('tramites', items, asStored, null);
    const told = vi.fn();
    live.subscribe(told);
    await vi.waitFor(() => expect(live.getFailure()).not.toBeNull());
    expect(live.getFailure()?.message).toBe('No se pudo abrir la base de datos');
    expect(live.getSnapshot()).toBeUndefined();
    expect(told).toHaveBeenCalled();

    reads.heal();
    live.getFailure()?.retry();
    await vi.waitFor(() =>
      expect(
        live
          .getSnapshot()
          ?.map((row) => row.id)
          .sort(),
      ).toEqual([1, 2]),
    );
    expect(live.getFailure()).toBeNull();
  });
});

describe('a shared small-table query whose read fails', () => {
  it('keeps the failure with its reason until the retry reads again', async () => {
    const items = await itemsDb();
    let broken = true;
    const query = sharedLiveQuery(async () => {
      if (broken) throw new Error('Lectura rechazada');
      return (await items.toArray()).map((item) => item.name);
    });
    const told = vi.fn();
    const unsubscribe = query.subscribe(told);
    await vi.waitFor(() => expect(query.failure()?.message).toBe('Lectura rechazada'));
    expect(query.current()).toBeUndefined();

    broken = false;
    query.failure()?.retry();
    await vi.waitFor(() => expect(query.current()).toEqual(['uno', 'dos']));
    expect(query.failure()).toBeNull();
    unsubscribe();
  });
});

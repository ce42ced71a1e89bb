/**
 * The in-memory store's part in "unchanged" answers, driven by hand: a page it applied is
 * confirmed only while each of its records is still in that list (the official order: still at
 * the rank the page gave it), and a record written with other content forgets the pages that
 * listed it; the same content forgets nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../../src-shared/api';
import type { Page } from '../../../../src-shared/bridge';
import { MemoryStore } from '../../../../src-shared/sync';
import { convocatoria } from '../../support/sync-fakes';

/** A page of convocatorias `ids` at `offset` of `collection`, limit 2, its hash named after it. */
function page(collection: Collection, offset: number, ids: number[], titulo = (id: number) => `Convocatoria ${id}`): Page {
  return {
    collection,
    offset,
    limit: 2,
    count: 4,
    next: null,
    previous: null,
    received: ids.length,
    ids,
    records: ids.map((id) => convocatoria(id, { titulo: titulo(id) })),
    rejects: [],
    warnings: [],
    hash: `${collection}@${offset}`,
  };
}

async function storeWith(collection: Collection, ...pages: Page[]): Promise<{ store: MemoryStore; generation: number }> {
  const store = new MemoryStore();
  const generation = await store.beginRun(collection);
  await store.putPages(collection, pages, generation);
  return { store, generation };
}

describe('MemoryStore: confirming a page answered unchanged', () => {
  it('confirms a page it applied, and no page it did not', async () => {
    const applied = page('convocatorias', 0, [1, 2]);
    const { store, generation } = await storeWith('convocatorias', applied);
    expect(store.knownPage('convocatorias', 0, 2)).toBe('convocatorias@0');
    expect((await store.confirmPage('convocatorias', 0, 2, generation + 1))?.ids).toEqual([1, 2]);
    expect(await store.confirmPage('convocatorias', 2, 2, generation + 1)).toBeNull();
    expect(await store.confirmPage('convocatorias/ordenadas', 0, 2, generation + 1)).toBeNull();
  });

  it('does not confirm a page one of whose records has left the list', async () => {
    const { store, generation } = await storeWith('convocatorias', page('convocatorias', 0, [1, 2]), page('convocatorias', 2, [3, 4]));
    // Record 2's row no longer names the list, while the memory still holds its page.
    const row = store.tables.convocatoria.get(2);
    if (row === undefined) throw new Error('record 2 was not stored');
    store.tables.convocatoria.set(2, { ...row, listas: [] });
    expect(await store.confirmPage('convocatorias', 0, 2, generation + 1)).toBeNull();
    expect((await store.confirmPage('convocatorias', 2, 2, generation + 1))?.ids).toEqual([3, 4]);
  });

  it('confirms an official-order page while its records keep their ranks, and not once one moved', async () => {
    const { store, generation } = await storeWith(
      'convocatorias/ordenadas',
      page('convocatorias/ordenadas', 0, [7, 8]),
      page('convocatorias/ordenadas', 2, [9, 10]),
    );
    // The official order is no list of the rows' own: the page holds through the ranks alone.
    expect((await store.confirmPage('convocatorias/ordenadas', 0, 2, generation + 1))?.ids).toEqual([7, 8]);
    // Record 9 comes first on a later page 0: its rank is now 0, not the 2 page 2 gave it.
    await store.putPages('convocatorias/ordenadas', [page('convocatorias/ordenadas', 0, [9, 7])], generation + 1);
    expect(await store.confirmPage('convocatorias/ordenadas', 2, 2, generation + 1)).toBeNull();
  });

  it('does not confirm an official-order page whose record is gone from the store', async () => {
    const { store, generation } = await storeWith('convocatorias/ordenadas', page('convocatorias/ordenadas', 0, [7, 8]));
    store.tables.convocatoria.delete(8);
    expect(await store.confirmPage('convocatorias/ordenadas', 0, 2, generation + 1)).toBeNull();
  });
});

describe('MemoryStore: a record written again', () => {
  it('with other content forgets every page that listed it, in every list of its table', async () => {
    const { store, generation } = await storeWith('convocatorias', page('convocatorias', 0, [1, 2]), page('convocatorias', 2, [3, 4]));
    await store.putPages('convocatorias/ordenadas', [page('convocatorias/ordenadas', 0, [2, 5], (id) => `Título nuevo ${id}`)], generation);
    expect(store.knownPage('convocatorias', 0, 2)).toBeNull();
    expect(store.knownPage('convocatorias', 2, 2)).toBe('convocatorias@2');
    expect(store.knownPage('convocatorias/ordenadas', 0, 2)).toBe('convocatorias/ordenadas@0');
  });

  it('with the same content forgets nothing', async () => {
    const { store, generation } = await storeWith('convocatorias', page('convocatorias', 0, [1, 2]));
    await store.putPages('convocatorias/ordenadas', [page('convocatorias/ordenadas', 0, [2, 1])], generation);
    expect(store.knownPage('convocatorias', 0, 2)).toBe('convocatorias@0');
  });
});

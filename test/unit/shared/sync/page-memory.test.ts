/**
 * What a store remembers of the pages it applied (page-memory.ts), on hand-written pages: a page
 * is found again by its list, offset and limit; one without a hash is not kept; a record whose
 * content changed forgets every page that listed it, in every list; a complete pass keeps only
 * the pages it took; and the lists whose pages changed are told apart from those saved.
 */
import { describe, expect, it } from 'vitest';
import type { Reject } from '../../../../src-shared/api';
import type { Page } from '../../../../src-shared/bridge';
import { PageMemory, recordIds, type AppliedPage } from '../../../../src-shared/sync/page-memory';

/** A page of `ids` at `offset` (limit 3 unless given), as the fetcher hands it over. */
function page(collection: Page['collection'], offset: number, ids: (number | null)[], extra: Partial<Page> = {}): Page {
  const made: Page = {
    collection,
    offset,
    limit: 3,
    count: 9,
    next: null,
    previous: null,
    received: ids.length,
    ids,
    records: [],
    rejects: [],
    warnings: [],
    hash: `hash-${collection}-${offset}`,
    ...extra,
  };
  return made;
}

/** The same page as a fetcher that hashed nothing hands it over. */
function unhashed(collection: Page['collection'], offset: number, ids: (number | null)[]): Page {
  const made = page(collection, offset, ids);
  delete made.hash;
  return made;
}

const reject = (position: number, id: number | null): Reject => ({ position, id, reason: 'sin título' });

/** The page as the memory keeps it. */
const kept = ({ offset, limit, hash = '', ids, rejects, warnings }: Page): AppliedPage => ({ offset, limit, hash, ids, rejects, warnings });

describe('recordIds', () => {
  it('lists the ids of the records: not the positions without an id, nor the rejected ones', () => {
    // Positions are the list's (offset 30 + index): the reject at 31 is the second item.
    const applied = kept(page('tramites', 30, [7, 8, null, 9], { rejects: [reject(31, 8)] }));
    expect(recordIds(applied)).toEqual([7, 9]);
  });
});

describe('PageMemory', () => {
  it('finds a page by its list, offset and limit; loaded pages are not changes to save', () => {
    const memory = new PageMemory();
    const first = kept(page('museos', 0, [1, 2, 3]));
    const second = kept(page('museos', 3, [4, 5, 6]));
    memory.load('museos', [first, second]);
    expect(memory.known('museos', 3, 3)).toEqual(second);
    expect(memory.known('museos', 3, 100)).toBeUndefined();
    expect(memory.known('institutos', 3, 3)).toBeUndefined();
    expect(memory.pagesOf('museos')).toEqual([first, second]);
    expect(memory.pagesOf('institutos')).toEqual([]);
    expect(memory.changed('museos')).toBe(false);
  });

  it('keeps an applied page only with a hash, and says its list changed until saved', () => {
    const memory = new PageMemory();
    memory.applied('tramites', unhashed('tramites', 0, [1, 2, 3]), 1);
    expect(memory.known('tramites', 0, 3)).toBeUndefined();
    expect(memory.changed('tramites')).toBe(false);

    const applied = page('tramites', 0, [1, 2, 3], { warnings: [reject(2, 3)] });
    memory.applied('tramites', applied, 1);
    expect(memory.known('tramites', 0, 3)).toEqual(kept(applied));
    expect(memory.changed('tramites')).toBe(true);
    expect(memory.changed('museos')).toBe(false);
    memory.saved('tramites');
    expect(memory.changed('tramites')).toBe(false);
  });

  it('a page applied again at the same place replaces the one before, with its records', () => {
    const memory = new PageMemory();
    memory.applied('organismos', page('organismos', 0, [1, 2, 3], { hash: 'old' }), 1);
    memory.applied('organismos', page('organismos', 0, [4, 5, 6], { hash: 'new' }), 2);
    expect(memory.pagesOf('organismos').map((applied) => applied.hash)).toEqual(['new']);
    // Record 1 is no longer on any remembered page: forgetting it keeps the new one.
    expect([...memory.listing([1])]).toEqual([]);
    memory.forget([1]);
    expect(memory.known('organismos', 0, 3)?.hash).toBe('new');
    expect([...memory.listing([5])]).toEqual(['organismos']);
  });

  it('a changed record forgets every page that lists it, in every list, and only those', () => {
    const memory = new PageMemory();
    memory.applied('convocatorias', page('convocatorias', 0, [1, 2, 3]), 1);
    memory.applied('convocatorias', page('convocatorias', 3, [4, 5, 6]), 1);
    memory.applied('convocatorias/ordenadas', page('convocatorias/ordenadas', 0, [5, 9, 1]), 1);
    memory.applied('tramites', page('tramites', 0, [5, 7, 8]), 1);
    for (const collection of ['convocatorias', 'convocatorias/ordenadas', 'tramites'] as const) memory.saved(collection);

    expect([...memory.listing([9])]).toEqual(['convocatorias/ordenadas']);
    expect(new Set(memory.listing([1, 7]))).toEqual(new Set(['convocatorias', 'convocatorias/ordenadas', 'tramites']));
    memory.forget([1]);
    expect(memory.known('convocatorias', 0, 3)).toBeUndefined();
    expect(memory.known('convocatorias/ordenadas', 0, 3)).toBeUndefined();
    expect(memory.known('convocatorias', 3, 3)?.ids).toEqual([4, 5, 6]);
    expect(memory.known('tramites', 0, 3)?.ids).toEqual([5, 7, 8]);
    expect([memory.changed('convocatorias'), memory.changed('convocatorias/ordenadas'), memory.changed('tramites')]).toEqual([
      true,
      true,
      false,
    ]);
    // The forgotten pages' other records are no longer held by them.
    expect([...memory.listing([2, 9])]).toEqual([]);
    expect([...memory.listing([5])].sort()).toEqual(['convocatorias', 'tramites']);
  });

  it('a rejected item does not hold its page: forgetting its id keeps the page', () => {
    const memory = new PageMemory();
    memory.applied('programas', page('programas', 0, [1, 2, 3], { rejects: [reject(1, 2)] }), 1);
    memory.forget([2]);
    expect(memory.known('programas', 0, 3)?.ids).toEqual([1, 2, 3]);
  });

  it('after a complete pass, a list keeps only the pages that pass applied or confirmed', () => {
    const memory = new PageMemory();
    memory.load('museos', [kept(page('museos', 0, [1, 2, 3])), kept(page('museos', 3, [4, 5, 6])), kept(page('museos', 6, [7]))]);
    memory.load('institutos', [kept(page('institutos', 0, [8]))]);
    memory.confirmed('museos', 0, 3, 2);
    memory.applied('museos', page('museos', 3, [4, 5, 6], { hash: 'changed' }), 2);
    memory.confirmed('museos', 9, 3, 2); // never applied: nothing to confirm
    memory.saved('museos');
    memory.keepOnly('museos', 2);
    expect(memory.pagesOf('museos').map((applied) => [applied.offset, applied.hash])).toEqual([
      [0, 'hash-museos-0'],
      [3, 'changed'],
    ]);
    expect(memory.changed('museos')).toBe(true);
    expect([...memory.listing([7])]).toEqual([]);
    // Another list's pages are left as they are.
    expect(memory.pagesOf('institutos')).toHaveLength(1);
    expect(memory.changed('institutos')).toBe(false);
  });

  it('confirming a page of a list that remembers none changes nothing', () => {
    const memory = new PageMemory();
    expect(() => memory.confirmed('organismos', 0, 3, 1)).not.toThrow();
    expect(memory.pagesOf('organismos')).toEqual([]);
    expect(memory.changed('organismos')).toBe(false);
  });

  it('a complete pass that took every page it remembers changes nothing to save', () => {
    const memory = new PageMemory();
    memory.load('tramites', [kept(page('tramites', 0, [1, 2, 3]))]);
    memory.confirmed('tramites', 0, 3, 1);
    memory.keepOnly('tramites', 1);
    expect(memory.pagesOf('tramites')).toHaveLength(1);
    expect(memory.changed('tramites')).toBe(false);
  });
});

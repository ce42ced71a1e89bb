/**
 * A record stored once with the lists it belongs to: joining, expiring, the official rank, and
 * the in-memory store that applies those rules (the headless export's store).
 */
import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../../src-shared/api';
import type { Page } from '../../../../src-shared/bridge';
import { MemoryStore, expire, joinList, rankFrom, tableOf, type SyncOutcome } from '../../../../src-shared/sync';
import { convocatoria, pageOf } from '../../support/sync-fakes';

describe('memberships', () => {
  it('each collection lives in its kind of table', () => {
    const all: Collection[] = ['organismos', 'programas', 'museos', 'institutos', 'convocatorias', 'convocatorias/ordenadas', 'tramites'];
    expect(all.map(tableOf)).toEqual(['organismo', 'organismo', 'organismo', 'organismo', 'convocatoria', 'convocatoria', 'tramite']);
  });

  it('joining a list: a new record, a list already joined, another list', () => {
    expect(joinList(undefined, 'museos', 3)).toEqual({ listas: ['museos'], seen: { museos: 3 } });
    const listas = ['museos' as const];
    const again = joinList({ listas, seen: { museos: 3 } }, 'museos', 4);
    expect(again).toEqual({ listas: ['museos'], seen: { museos: 4 } });
    expect(again.listas).toBe(listas);
    expect(joinList({ listas: ['museos'], seen: { museos: 3 } }, 'organismos', 1)).toEqual({
      listas: ['museos', 'organismos'],
      seen: { museos: 3, organismos: 1 },
    });
  });

  it('expiring: seen in this run or later stays; otherwise it leaves the list, and the record goes with its last list', () => {
    const both = { listas: ['museos' as const, 'organismos' as const], seen: { museos: 5, organismos: 2 } };
    expect(expire(both, 'museos', 5)).toEqual({ action: 'keep' });
    expect(expire(both, 'museos', 4)).toEqual({ action: 'keep' });
    expect(expire(both, 'museos', 6)).toEqual({ action: 'update', membership: { listas: ['organismos'], seen: { organismos: 2 } } });
    expect(expire({ listas: ['museos'], seen: { museos: 1 } }, 'museos', 2)).toEqual({ action: 'delete' });
    // Listed but never seen by that list's runs (an older store): it expires.
    expect(expire({ listas: ['museos', 'programas'], seen: { programas: 9 } }, 'museos', 1)).toEqual({
      action: 'update',
      membership: { listas: ['programas'], seen: { programas: 9 } },
    });
  });

  it('the official rank comes only from convocatorias/ordenadas', () => {
    expect(rankFrom('convocatorias/ordenadas', 30, 2, 7)).toBe(32);
    expect(rankFrom('convocatorias', 30, 2, 7)).toBe(7);
    expect(rankFrom('convocatorias', 30, 2, null)).toBeNull();
  });
});

function convocatoriasPage(collection: 'convocatorias' | 'convocatorias/ordenadas', offset: number, list: (number | null)[]): Page {
  return {
    ...pageOf([], offset, list.length, {}, collection),
    count: 100,
    received: list.length,
    ids: list,
    records: list.filter((id) => id !== null).map((id) => convocatoria(id)),
  };
}

const outcomeOf = (complete: boolean): SyncOutcome => ({
  collection: 'convocatorias',
  complete,
  count: complete ? 1 : null,
  stored: 1,
  requests: 2,
  retries: 0,
  rejects: [],
  warnings: [],
  passes: 1,
  problem: complete ? null : 'La sincronización no terminó; se conservan los datos anteriores.',
  error: null,
});
const outcome = outcomeOf(true);

describe('the in-memory store', () => {
  it('numbers runs per collection', async () => {
    const store = new MemoryStore();
    expect(await store.beginRun('museos')).toBe(1);
    expect(await store.beginRun('museos')).toBe(2);
    expect(await store.beginRun('tramites')).toBe(1);
  });

  it('ranks by the position in the official order, an item without id included', async () => {
    const store = new MemoryStore();
    await store.putPages('convocatorias/ordenadas', [convocatoriasPage('convocatorias/ordenadas', 10, [7, null, 9])], 1);
    await store.putPages('convocatorias', [convocatoriasPage('convocatorias', 0, [9, 8])], 1);
    const rank = (id: number): number | null | undefined => store.tables.convocatoria.get(id)?.ordenadasRank;
    expect([rank(7), rank(9), rank(8)]).toEqual([10, 12, null]);
    expect(store.tables.convocatoria.get(9)?.listas).toEqual(['convocatorias/ordenadas', 'convocatorias']);
    expect(store.list('convocatorias').map((row) => row.record.id)).toEqual([9, 8]);
    expect(store.list('convocatorias/ordenadas').map((row) => row.record.id)).toEqual([7, 9]);
  });

  it('a complete run removes what it did not see: from the list, and from the store when no list is left', async () => {
    const store = new MemoryStore();
    await store.putPages('convocatorias/ordenadas', [convocatoriasPage('convocatorias/ordenadas', 0, [1, 2, 3])], 1);
    await store.putPages('convocatorias', [convocatoriasPage('convocatorias', 0, [2, 4])], 1);
    await store.putPages('convocatorias/ordenadas', [convocatoriasPage('convocatorias/ordenadas', 0, [3])], 2);
    await store.completeRun('convocatorias/ordenadas', 2, outcome, new Set([3]));
    const row = (id: number) => store.tables.convocatoria.get(id);
    expect(row(1)).toBeUndefined();
    // 2 stays for convocatorias, without an official rank any more.
    expect(row(2)).toMatchObject({ listas: ['convocatorias'], seen: { convocatorias: 1 }, ordenadasRank: null });
    expect(row(3)).toMatchObject({ listas: ['convocatorias/ordenadas'], ordenadasRank: 0 });
    expect(row(4)).toMatchObject({ listas: ['convocatorias'], ordenadasRank: null });
    expect(store.outcomes.get('convocatorias/ordenadas')).toBe(outcome);
  });

  it('expiring from another list keeps the official rank', async () => {
    const store = new MemoryStore();
    await store.putPages('convocatorias/ordenadas', [convocatoriasPage('convocatorias/ordenadas', 0, [5, 6])], 1);
    await store.putPages('convocatorias', [convocatoriasPage('convocatorias', 0, [6])], 1);
    await store.completeRun('convocatorias', 2, outcome, new Set());
    expect(store.tables.convocatoria.get(6)).toMatchObject({ listas: ['convocatorias/ordenadas'], ordenadasRank: 1 });
    // 5 was never in convocatorias: untouched.
    expect(store.tables.convocatoria.get(5)).toMatchObject({ listas: ['convocatorias/ordenadas'], seen: { 'convocatorias/ordenadas': 1 } });
  });

  it('a record seen in an older generation but listed in `seen` stays', async () => {
    const store = new MemoryStore();
    await store.putPages('convocatorias', [convocatoriasPage('convocatorias', 0, [5])], 1);
    await store.completeRun('convocatorias', 9, outcome, new Set([5]));
    expect(store.tables.convocatoria.get(5)?.listas).toEqual(['convocatorias']);
  });

  it('a record written in this generation stays even when `seen` does not name it', async () => {
    const store = new MemoryStore();
    await store.putPages('convocatorias', [convocatoriasPage('convocatorias', 0, [5])], 3);
    await store.completeRun('convocatorias', 3, outcome, new Set());
    expect(store.tables.convocatoria.get(5)?.listas).toEqual(['convocatorias']);
  });

  it('a failed run only notes its outcome', async () => {
    const store = new MemoryStore();
    await store.putPages('convocatorias', [convocatoriasPage('convocatorias', 0, [5])], 1);
    const failed = outcomeOf(false);
    await store.failRun('convocatorias', 2, failed);
    expect(store.outcomes.get('convocatorias')).toBe(failed);
    expect(store.tables.convocatoria.has(5)).toBe(true);
  });
});

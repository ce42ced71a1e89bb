/**
 * Two lists of the same records (convocatorias and the official order): when one list's page
 * changes a record's stored content, the other list's remembered page that holds it no longer
 * describes the cache, and must come whole next time, even if its body did not change (an API
 * whose lists disagree for a moment). Both stores: the in-memory one and Dexie's.
 */
import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Convocatoria } from '../../../../../src-shared/api';
import type { BridgeArgs, BridgeResults, Page } from '../../../../../src-shared/bridge';
import { MemoryStore, syncCollection, type PageSource, type RecordStore } from '../../../../../src-shared/sync';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { createRecordStore } from '../../../../../src-renderer/data/cache/record-writer';
import { convocatoria, quiet } from '../../../support/sync-fakes';

/** Records 1–4 in both lists; `titles` says how each list titles record 3. */
function source(titles: { convocatorias: string; ordenadas: string }): { source: PageSource; sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    source: {
      fetchPage: (args: BridgeArgs<'fetchPage'>): Promise<BridgeResults['fetchPage']> => {
        const title = args.collection === 'convocatorias' ? titles.convocatorias : titles.ordenadas;
        const records: Convocatoria[] = [1, 2, 3, 4].map((id) => convocatoria(id, id === 3 ? { titulo: title } : {}));
        const hash = createHash('sha256').update(JSON.stringify(records)).digest('hex');
        sent.push(`${args.collection} ${args.known === undefined ? 'sin hash' : 'con hash'}`);
        if (args.known === hash) return Promise.resolve({ ok: true, unchanged: { count: 4 } });
        const page: Page = {
          collection: args.collection,
          offset: 0,
          limit: args.limit,
          count: 4,
          next: null,
          previous: null,
          received: 4,
          ids: [1, 2, 3, 4],
          records,
          rejects: [],
          warnings: [],
          hash,
        };
        return Promise.resolve({ ok: true, page });
      },
    },
  };
}

let dbCount = 0;
const stores: [string, () => { store: () => RecordStore; titleOf3: () => Promise<string | undefined> }][] = [
  [
    'in memory',
    () => {
      const memory = new MemoryStore();
      return { store: () => memory, titleOf3: () => Promise.resolve((memory.tables.convocatoria.get(3)?.record as Convocatoria).titulo) };
    },
  ],
  [
    'Dexie',
    () => {
      const db = new DirectorioDb(`unchanged-lists-${++dbCount}`);
      return { store: () => createRecordStore(db), titleOf3: async () => (await db.convocatorias.get(3))?.titulo };
    },
  ],
];

describe.each(stores)('a record rewritten by another list (%s)', (_name, make) => {
  it('forgets the pages of the other list that held it', async () => {
    const { store, titleOf3 } = make();
    const before = source({ convocatorias: 'Primera', ordenadas: 'Primera' });
    for (const list of ['convocatorias', 'convocatorias/ordenadas'] as const)
      expect((await syncCollection(list, before.source, store(), quiet([], { pageSize: 10 }))).complete).toBe(true);

    // Only the official order's body changes: its page is applied, and rewrites record 3.
    const edited = source({ convocatorias: 'Primera', ordenadas: 'Segunda' });
    await syncCollection('convocatorias/ordenadas', edited.source, store(), quiet([], { pageSize: 10 }));
    expect(await titleOf3()).toBe('Segunda');

    // The convocatorias list's body is as it was, but the page it applied no longer describes the cache.
    const again = source({ convocatorias: 'Primera', ordenadas: 'Segunda' });
    const outcome = await syncCollection('convocatorias', again.source, store(), quiet([], { pageSize: 10 }));
    expect(outcome.complete).toBe(true);
    expect(again.sent[0]).toBe('convocatorias sin hash');
    expect(await titleOf3()).toBe('Primera');
  });
});

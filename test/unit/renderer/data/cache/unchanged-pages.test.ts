/**
 * The Dexie store under a re-sync: the pages each list applied are kept in `paginas`, their hashes
 * sent back, and an "unchanged" answer costs no write at all. The oracle is the simulator's
 * records; writes are counted below Dexie (a DBCore middleware), whatever call makes them.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { DBCoreMutateRequest } from 'dexie';
import { createFetcher } from '../../../../../src-main/api/fetcher';
import type { BridgeArgs } from '../../../../../src-shared/bridge';
import { syncCollections, syncOrder, type PageSource, type SyncOptions } from '../../../../../src-shared/sync';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { createRecordStore } from '../../../../../src-renderer/data/cache/record-writer';
import { smallSizes, simulatorsClosedAfterEach, upstreamIds } from '../../../support/mirror-helpers';

const fast: Partial<SyncOptions> = { sleep: () => Promise.resolve(), maxAttempts: 8, pageSize: 40 };
const startSimulator = simulatorsClosedAfterEach();
let dbCount = 0;

/** A database whose writes are counted per table: keys put or deleted. */
function countedDb(): { db: DirectorioDb; writes: Map<string, number> } {
  const db = new DirectorioDb(`unchanged-${++dbCount}`);
  const writes = new Map<string, number>();
  db.use({
    stack: 'dbcore',
    name: 'writes',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: (request: DBCoreMutateRequest) => {
            const n = request.type === 'deleteRange' ? 1 : request.type === 'delete' ? request.keys.length : request.values.length;
            if (n > 0) writes.set(name, (writes.get(name) ?? 0) + n);
            return table.mutate(request);
          },
        };
      },
    }),
  });
  return { db, writes };
}

function watched(source: PageSource): { source: PageSource; answers: { args: BridgeArgs<'fetchPage'>; unchanged: boolean }[] } {
  const answers: { args: BridgeArgs<'fetchPage'>; unchanged: boolean }[] = [];
  return {
    answers,
    source: {
      fetchPage: async (args) => {
        const result = await source.fetchPage(args);
        answers.push({ args, unchanged: result.ok && 'unchanged' in result });
        return result;
      },
    },
  };
}

describe('the Dexie store and unchanged pages', () => {
  it('a re-sync of an unchanged directory: every page answered unchanged, no write but the runs’ bookkeeping', async () => {
    const sim = await startSimulator({ seed: 51, sizes: smallSizes });
    const { db, writes } = countedDb();
    const fetcher = createFetcher({ baseUrl: sim.url });
    await syncCollections(syncOrder, fetcher, createRecordStore(db), fast);
    expect((await db.paginas.toArray()).map((row) => row.collection).sort()).toEqual([...syncOrder].sort());
    writes.clear();

    const { source, answers } = watched(fetcher);
    const outcomes = await syncCollections(syncOrder, source, createRecordStore(db), fast);
    expect(outcomes.every((outcome) => outcome.complete)).toBe(true);
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((answer) => !answer.unchanged)).toEqual([]);
    expect(Object.fromEntries(writes)).toEqual({ syncState: 2 * syncOrder.length });
    expect(sortedKeys(await db.convocatorias.where('listas').equals('convocatorias').primaryKeys())).toEqual(
      upstreamIds(sim, 'convocatorias'),
    );
    expect(sortedKeys((await db.orden.toArray()).flatMap((chunk) => chunk.ranks.map(([id]) => id)))).toEqual(
      upstreamIds(sim, 'convocatorias/ordenadas'),
    );
    expect(sortedKeys(await db.organismos.where('listas').equals('museos').primaryKeys())).toEqual(upstreamIds(sim, 'museos'));
  });

  it('a record deleted behind the sync’s back: its page is not confirmed but fetched whole, and the record stored again', async () => {
    const sim = await startSimulator({ seed: 52, sizes: smallSizes });
    const { db } = countedDb();
    const fetcher = createFetcher({ baseUrl: sim.url });
    await syncCollections(['tramites'], fetcher, createRecordStore(db), fast);
    const gone = upstreamIds(sim, 'tramites')[0] as number;
    await db.tramites.delete(gone);

    const { source, answers } = watched(fetcher);
    const [outcome] = await syncCollections(['tramites'], source, createRecordStore(db), fast);
    expect(outcome?.complete).toBe(true);
    expect(answers.filter((answer) => !answer.unchanged).length).toBeGreaterThan(0);
    expect(await db.tramites.get(gone)).toMatchObject({ id: gone });
    expect(sortedKeys(await db.tramites.toCollection().primaryKeys())).toEqual(upstreamIds(sim, 'tramites'));
  });

  it('a record edited upstream is applied, and the next re-sync confirms the new page', async () => {
    const sim = await startSimulator({ seed: 53, sizes: smallSizes });
    const { db } = countedDb();
    const fetcher = createFetcher({ baseUrl: sim.url });
    await syncCollections(['convocatorias'], fetcher, createRecordStore(db), fast);
    const edited = sim.records('convocatorias')[10]?.id as number;
    sim.update('convocatorias', edited, { titulo: 'Convocatoria corregida' });

    const first = watched(fetcher);
    await syncCollections(['convocatorias'], first.source, createRecordStore(db), fast);
    // The first page came whole; the head's re-read, after it was stored, already matched it.
    expect(first.answers.map((answer) => [answer.args.offset, answer.unchanged])).toEqual([
      [0, false],
      [39, true],
      [78, true],
      [117, true],
      [0, true],
    ]);
    expect((await db.convocatorias.get(edited))?.titulo).toBe('Convocatoria corregida');

    const second = watched(fetcher);
    await syncCollections(['convocatorias'], second.source, createRecordStore(db), fast);
    expect(second.answers.filter((answer) => !answer.unchanged)).toEqual([]);
  });
});

const sortedKeys = (keys: readonly number[]): number[] => [...keys].sort((a, b) => a - b);

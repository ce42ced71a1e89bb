/** The sync engine's RecordStore over Dexie: one row per record, with the lists that contain it. */
import type { Table } from 'dexie';
import type { ApiRecord, Collection, Convocatoria, Organismo, Tramite } from '../../src-shared/api';
import type { Page } from '../../src-shared/bridge';
import { expire, joinList, rankFrom, tableOf, type Membership, type RecordStore, type SyncOutcome } from '../../src-shared/sync';
import { RunTally, sameContent } from './changes';
import type { DirectorioDb, SyncStateRow } from './db';
import { refreshFavoritos } from './favoritos-db';
import { toConvocatoriaRow, toOrganismoRow, toTramiteRow } from './rows';

type Row = Membership & { id: number; ordenadasRank?: number | null; firstSeen: number };
type ToRow<R extends Row> = (record: ApiRecord, membership: Membership, rank: number | null, firstSeen: number) => R;


function emptyState(collection: Collection): SyncStateRow {
  return {
    collection,
    generation: 0,
    running: false,
    lastCompleteAt: null,
    lastAttemptAt: null,
    count: null,
    stored: 0,
    problem: null,
    rejects: [],
    warnings: [],
    changes: null,
  };
}

async function putRecords<R extends Row>(
  table: Table<R, number>,
  collection: Collection,
  page: Page,
  generation: number,
  toRow: ToRow<R>,
  tally: RunTally,
) {
  const existing = await table.bulkGet(page.records.map((record) => record.id));
  const rows = page.records.map((record, index) => {
    const previous = existing[index];
    const rank = rankFrom(collection, page.offset, page.ids.indexOf(record.id), previous?.ordenadasRank ?? null);
    const row = toRow(record, joinList(previous, collection, generation), rank, previous?.firstSeen ?? tally.firstSeen(collection));
    tally.put(collection, record.id, previous, previous !== undefined && sameContent(previous, row));
    return row;
  });
  await table.bulkPut(rows);
}

/** Drops the list's stale memberships: how many records left the list, and how many of them the cache. */
async function expireList<R extends Row>(table: Table<R, number>, collection: Collection, generation: number) {
  const rows = await table.where('listas').equals(collection).toArray();
  const gone: number[] = [];
  const kept: R[] = [];
  for (const row of rows) {
    const expiry = expire(row, collection, generation);
    if (expiry.action === 'delete') gone.push(row.id);
    if (expiry.action === 'update') {
      const rank = collection === 'convocatorias/ordenadas' ? { ordenadasRank: null } : {};
      kept.push({ ...row, ...expiry.membership, ...rank });
    }
  }
  await table.bulkDelete(gone);
  await table.bulkPut(kept);
  return { left: gone.length + kept.length, deleted: gone.length };
}

/**
 * One store per sync run: the run's start time is its id, carried as `firstSeen` by the records it
 * stores for the first time, and what it added, changed and removed is kept per collection.
 */
export function createRecordStore(db: DirectorioDb, now: () => number = Date.now): RecordStore {
  const tally = new RunTally(now());
  const state = async (collection: Collection): Promise<SyncStateRow> =>
    (await db.syncState.get(collection)) ?? emptyState(collection);

  // The collection names which table its records go to; the casts follow that mapping.
  const tables = {
    convocatoria: {
      table: db.convocatorias,
      put: (c: Collection, page: Page, g: number) =>
        putRecords(db.convocatorias, c, page, g, (r, m, rank, seen) => toConvocatoriaRow(r as Convocatoria, m, rank, seen), tally),
      expire: (c: Collection, g: number) => expireList(db.convocatorias, c, g),
    },
    organismo: {
      table: db.organismos,
      put: (c: Collection, page: Page, g: number) =>
        putRecords(db.organismos, c, page, g, (r, m, _rank, seen) => toOrganismoRow(r as Organismo, m, seen), tally),
      expire: (c: Collection, g: number) => expireList(db.organismos, c, g),
    },
    tramite: {
      table: db.tramites,
      put: (c: Collection, page: Page, g: number) =>
        putRecords(db.tramites, c, page, g, (r, m, _rank, seen) => toTramiteRow(r as Tramite, m, seen), tally),
      expire: (c: Collection, g: number) => expireList(db.tramites, c, g),
    },
  };

  return {
    beginRun: (collection) =>
      db.transaction('rw', db.syncState, async () => {
        const previous = await state(collection);
        const generation = previous.generation + 1;
        // A collection never complete before (the first sync) marks nothing as new.
        tally.begin(collection, previous.lastCompleteAt === null);
        await db.syncState.put({ ...previous, generation, running: true, lastAttemptAt: now() });
        return generation;
      }),

    putPage(collection, page, generation) {
      const target = tables[tableOf(collection)];
      return db.transaction('rw', target.table, () => target.put(collection, page, generation));
    },

    completeRun(collection, generation, outcome: SyncOutcome) {
      const kind = tableOf(collection);
      const target = tables[kind];
      return db.transaction('rw', target.table, db.syncState, db.favoritos, async () => {
        const { left, deleted } = await target.expire(collection, generation);
        const previous = await state(collection);
        await db.syncState.put({
          ...previous,
          running: false,
          lastCompleteAt: now(),
          count: outcome.count,
          stored: outcome.stored,
          problem: null,
          rejects: outcome.rejects,
          warnings: outcome.warnings,
          changes: tally.end(collection, left, deleted, true),
        });
        await refreshFavoritos(db, kind, now());
      });
    },

    failRun(collection, _generation, outcome: SyncOutcome) {
      const kind = tableOf(collection);
      return db.transaction('rw', tables[kind].table, db.syncState, db.favoritos, async () => {
        const previous = await state(collection);
        const changes = tally.end(collection, 0, 0, false);
        // A run that stored nothing new (the API was unreachable) leaves the last run's marks alone.
        const wrote = changes.added + changes.changed > 0;
        await db.syncState.put({
          ...previous,
          running: false,
          problem: outcome.problem,
          rejects: outcome.rejects,
          warnings: outcome.warnings,
          changes: wrote ? changes : previous.changes,
        });
        if (wrote) await refreshFavoritos(db, kind, now());
      });
    },
  };
}

/** The sync engine's RecordStore over Dexie: one row per record, with the lists that contain it. */
import type { Table } from 'dexie';
import type { ApiRecord, Collection, Convocatoria, Organismo, Tramite } from '../../src-shared/api';
import type { Page } from '../../src-shared/bridge';
import { expire, joinList, rankFrom, tableOf, type Membership, type RecordStore, type SyncOutcome } from '../../src-shared/sync';
import type { DirectorioDb, SyncStateRow } from './db';
import { toConvocatoriaRow, toOrganismoRow, toTramiteRow } from './rows';

type Row = Membership & { id: number; ordenadasRank?: number | null };
type ToRow<R extends Row> = (record: ApiRecord, membership: Membership, rank: number | null) => R;


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
  };
}

async function putRecords<R extends Row>(table: Table<R, number>, collection: Collection, page: Page, generation: number, toRow: ToRow<R>) {
  const existing = await table.bulkGet(page.records.map((record) => record.id));
  const rows = page.records.map((record, index) => {
    const previous = existing[index];
    const rank = rankFrom(collection, page.offset, page.ids.indexOf(record.id), previous?.ordenadasRank ?? null);
    return toRow(record, joinList(previous, collection, generation), rank);
  });
  await table.bulkPut(rows);
}

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
}

export function createRecordStore(db: DirectorioDb, now: () => number = Date.now): RecordStore {
  const state = async (collection: Collection): Promise<SyncStateRow> =>
    (await db.syncState.get(collection)) ?? emptyState(collection);

  // The collection names which table its records go to; the casts follow that mapping.
  const tables = {
    convocatoria: {
      table: db.convocatorias,
      put: (c: Collection, page: Page, g: number) =>
        putRecords(db.convocatorias, c, page, g, (r, m, rank) => toConvocatoriaRow(r as Convocatoria, m, rank)),
      expire: (c: Collection, g: number) => expireList(db.convocatorias, c, g),
    },
    organismo: {
      table: db.organismos,
      put: (c: Collection, page: Page, g: number) => putRecords(db.organismos, c, page, g, (r, m) => toOrganismoRow(r as Organismo, m)),
      expire: (c: Collection, g: number) => expireList(db.organismos, c, g),
    },
    tramite: {
      table: db.tramites,
      put: (c: Collection, page: Page, g: number) => putRecords(db.tramites, c, page, g, (r, m) => toTramiteRow(r as Tramite, m)),
      expire: (c: Collection, g: number) => expireList(db.tramites, c, g),
    },
  };

  return {
    beginRun: (collection) =>
      db.transaction('rw', db.syncState, async () => {
        const previous = await state(collection);
        const generation = previous.generation + 1;
        await db.syncState.put({ ...previous, generation, running: true, lastAttemptAt: now() });
        return generation;
      }),

    putPage(collection, page, generation) {
      const target = tables[tableOf(collection)];
      return db.transaction('rw', target.table, () => target.put(collection, page, generation));
    },

    completeRun(collection, generation, outcome: SyncOutcome) {
      const target = tables[tableOf(collection)];
      return db.transaction('rw', target.table, db.syncState, async () => {
        await target.expire(collection, generation);
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
        });
      });
    },

    failRun: (collection, _generation, outcome: SyncOutcome) =>
      db.transaction('rw', db.syncState, async () => {
        const previous = await state(collection);
        await db.syncState.put({
          ...previous,
          running: false,
          problem: outcome.problem,
          rejects: outcome.rejects,
          warnings: outcome.warnings,
        });
      }),
  };
}

/** The sync engine's RecordStore over Dexie: one row per record, with the lists that contain it. */
import type { Table } from 'dexie';
import type { ApiRecord, Collection, Convocatoria, Organismo, Tramite } from '../../src-shared/api';
import type { Page } from '../../src-shared/bridge';
import { expire, joinList, rankFrom, tableOf, type Membership, type RecordStore, type SyncOutcome } from '../../src-shared/sync';
import { RunTally, sameContent } from './changes';
import { bodyKey, type DirectorioDb, type SyncStateRow } from './db';
import { refreshFavoritos } from './favoritos-db';
import { announceCommitted, type MirrorTable, type TableChanges } from './committed';
import { bodyOf, toConvocatoriaRow, toOrganismoRow, toTramiteRow } from './rows';

type Row = Membership & { id: number; ordenadasRank?: number | null; firstSeen: number };
type ToRow<R extends Row> = (record: ApiRecord, membership: Membership, rank: number | null, firstSeen: number, previous: R | undefined, previousBody: string | undefined) => R;


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

/**
 * Stores a batch of pages in one transaction. The pages are applied in order, each seeing what
 * the ones before it wrote (pages overlap by a record), and every row is written once — or not
 * at all when nothing in it changed, so a sync of an unchanged directory writes nothing. (Such
 * a row keeps the generation it was last written in; expiry goes by the ids the pass saw.)
 */
async function putRecords<R extends Row>(
  db: DirectorioDb,
  table: Table<R, number>,
  collection: Collection,
  pages: readonly Page[],
  generation: number,
  toRow: ToRow<R>,
  tally: RunTally,
  changes: TableChanges<R>,
): Promise<void> {
  const kind = tableOf(collection);
  const ids = [...new Set(pages.flatMap((page) => page.records.map((record) => record.id)))];
  const [stored, storedBodies] = await Promise.all([table.bulkGet(ids), db.cuerpos.bulkGet(ids.map((id) => bodyKey(kind, id)))]);
  const latest = new Map<number, R | undefined>(ids.map((id, index) => [id, stored[index]]));
  const bodies = new Map<number, string | undefined>(ids.map((id, index) => [id, storedBodies[index]?.html]));
  const changed = new Set<number>();
  const changedBodies = new Set<number>();
  for (const page of pages) {
    for (const record of page.records) {
      const previous = latest.get(record.id);
      const previousBody = bodies.get(record.id);
      const body = bodyOf(record);
      const rank = rankFrom(collection, page.offset, page.ids.indexOf(record.id), previous?.ordenadasRank ?? null);
      const row = toRow(record, joinList(previous, collection, generation), rank, previous?.firstSeen ?? tally.firstSeen(collection), previous, previousBody);
      const same = previous !== undefined && previousBody === body && sameContent(previous, row);
      tally.put(collection, record.id, previous, same);
      if (previousBody !== body) {
        bodies.set(record.id, body);
        changedBodies.add(record.id);
      }
      // Unchanged content, lists and rank: nothing to write (the pass remembers it saw the record).
      if (same && sameLists(previous.listas, row.listas) && previous.ordenadasRank === row.ordenadasRank) continue;
      latest.set(record.id, row);
      changed.add(record.id);
    }
  }
  const rows = [...changed].map((id) => latest.get(id)).filter((row) => row !== undefined);
  await Promise.all([table.bulkPut(rows), db.cuerpos.bulkPut([...changedBodies].map((id) => ({ key: bodyKey(kind, id), html: bodies.get(id) ?? '' })))]);
  changes.put.push(...rows);
}

const sameLists = (a: readonly Collection[], b: readonly Collection[]): boolean => a.length === b.length && a.every((list, index) => list === b[index]);

/**
 * Drops the list's stale memberships: how many records left the list, and how many of them the
 * cache. Only the rows this pass did not see are read (`seen`: the ids its pages carried).
 */
async function expireList<R extends Row>(
  db: DirectorioDb,
  table: Table<R, number>,
  collection: Collection,
  generation: number,
  seen: ReadonlySet<number>,
  changes: TableChanges<R>,
) {
  const listed = await table.where('listas').equals(collection).primaryKeys();
  const rows = await table.bulkGet(listed.filter((id) => !seen.has(id)));
  const gone: number[] = [];
  const kept: R[] = [];
  for (const row of rows) {
    if (row === undefined) continue;
    const expiry = expire(row, collection, generation);
    if (expiry.action === 'delete') gone.push(row.id);
    if (expiry.action === 'update') {
      const rank = collection === 'convocatorias/ordenadas' ? { ordenadasRank: null } : {};
      kept.push({ ...row, ...expiry.membership, ...rank });
    }
  }
  await table.bulkDelete(gone);
  await db.cuerpos.bulkDelete(gone.map((id) => bodyKey(tableOf(collection), id)));
  await table.bulkPut(kept);
  changes.deleted.push(...gone);
  changes.put.push(...kept);
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

  /** Runs one write; once its transaction has committed, tells the views what it changed. */
  const committing = async <R extends Row>(name: MirrorTable, write: (changes: TableChanges<R>) => Promise<void>): Promise<void> => {
    const changes: TableChanges<R> = { put: [], deleted: [] };
    await write(changes);
    if (changes.put.length > 0 || changes.deleted.length > 0) announceCommitted(db.name, { table: name, type: 'changes', ...changes });
  };
  const mirrorTable = <R extends Row>(name: MirrorTable, table: Table<R, number>, toRow: ToRow<R>) => ({
    table,
    put: (collection: Collection, pages: readonly Page[], generation: number) =>
      committing<R>(name, (changes) => db.transaction('rw', table, db.cuerpos, () => putRecords(db, table, collection, pages, generation, toRow, tally, changes))),
    /** Expires the list's stale rows and runs `finish` with the counts, in one transaction. */
    complete: (collection: Collection, generation: number, seen: ReadonlySet<number>, finish: (left: number, deleted: number) => Promise<void>) =>
      committing<R>(name, (changes) =>
        db.transaction('rw', [table, db.cuerpos, db.syncState, db.favoritos], async () => {
          const { left, deleted } = await expireList(db, table, collection, generation, seen, changes);
          await finish(left, deleted);
        }),
      ),
  });

  // The collection names which table its records go to; the casts follow that mapping.
  const tables = {
    convocatoria: mirrorTable('convocatorias', db.convocatorias, (r, m, rank, seen, previous, body) => toConvocatoriaRow(r as Convocatoria, m, rank, seen, previous, body)),
    organismo: mirrorTable('organismos', db.organismos, (r, m, _rank, seen, previous, body) => toOrganismoRow(r as Organismo, m, seen, previous, body)),
    tramite: mirrorTable('tramites', db.tramites, (r, m, _rank, seen, previous, body) => toTramiteRow(r as Tramite, m, seen, previous, body)),
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

    putPages: (collection, pages, generation) => tables[tableOf(collection)].put(collection, pages, generation),

    completeRun(collection, generation, outcome: SyncOutcome, seen) {
      const kind = tableOf(collection);
      return tables[kind].complete(collection, generation, seen, async (left, deleted) => {
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

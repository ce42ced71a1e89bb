/** The sync engine's RecordStore over Dexie: one row per record, with the lists that contain it. */
import type { Table } from 'dexie';
import type { ApiRecord, Collection, Convocatoria, Organismo, Tramite } from '../../../src-shared/api';
import type { Page } from '../../../src-shared/bridge';
import { expire, joinList, tableOf, type Membership, type RecordStore, type SyncOutcome } from '../../../src-shared/sync';
import { AppliedPages } from './applied-pages';
import { openNewsSince, RunTally, sameContent } from './changes';
import { ordenadasList, type DirectorioDb, type RankChunk, type SyncStateRow } from './db';
import { refreshPersonalSnapshots } from '../personal/favoritos-db';
import { chunksOf, pageChunkKey, writeBodies } from './bodies';
import { announceCommitted, type MirrorTable, type TableChanges } from './committed';
import { fingerprint } from './fingerprint';
import { RankWriter } from './ranks';
import { bodyOf, toConvocatoriaRow, toOrganismoRow, toTramiteRow } from './rows';

type Row = Membership & { id: number; firstSeen: number; bodyHash?: number; bodyChunk?: string };
type ToRow<R extends Row> = (record: ApiRecord, membership: Membership, firstSeen: number, previous: R | undefined, sameBody: boolean) => R;
/** A row as the lists hold it (see LiveTable): a convocatoria with its rank, any other row as stored. */
type Listed = { id: number };

/** The row as the lists hold it: with its rank when the table keeps one (`ranks`). */
const listed = <R extends Row>(row: R, ranks: ReadonlyMap<number, number> | null): Listed =>
  ranks === null ? row : { ...row, ordenadasRank: ranks.get(row.id) ?? null };

/**
 * What this run last stored or found stored of each record of a table: the fingerprint of its API
 * content and its lists. Only the run's own passes write the rows, one at a time.
 */
type KnownRows = Map<number, { content: number; listas: readonly Collection[] }>;

function isKnown(
  known: { content: number; listas: readonly Collection[] } | undefined,
  content: number,
  collection: Collection,
  official: boolean,
): boolean {
  return known !== undefined && known.content === content && (official || known.listas.includes(collection));
}

/** The ranks of the official order, by id; null for a table without one. */
const ranksOf = (ranks: RankWriter | null): Promise<ReadonlyMap<number, number> | null> =>
  ranks === null ? Promise.resolve(null) : ranks.current();

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
 * A record stored for the first time has its body put in the chunk of the page it came in; a
 * changed body is written into the chunk its row names. The official order (`ranks`,
 * convocatorias only) is a membership kept apart: its pages write ranks, and the row only when its
 * content is new or changed.
 */
async function putRecords<R extends Row>(
  db: DirectorioDb,
  table: Table<R, number>,
  rankWriter: RankWriter | null,
  collection: Collection,
  pages: readonly Page[],
  generation: number,
  toRow: ToRow<R>,
  tally: RunTally,
  known: KnownRows,
  changes: TableChanges<Listed>,
): Promise<number[][]> {
  const official = collection === ordenadasList;
  const records = pages.flatMap((page) => page.records);
  const ids = [...new Set(records.map((record) => record.id))];
  const contents = records.map((record) => [record.id, fingerprint(JSON.stringify(record))] as const);
  // A record this run already stored or compared, met again with the same content and already in
  // this list, needs no row read: only a check that its row is still there (the cache may have
  // been emptied meanwhile).
  const unlike = new Set(contents.filter(([id, content]) => !isKnown(known.get(id), content, collection, official)).map(([id]) => id));
  const candidates = ids.filter((id) => !unlike.has(id));
  const present = new Set(candidates.length === 0 ? [] : await table.where(':id').anyOf(candidates).primaryKeys());
  const toRead = ids.filter((id) => !present.has(id));
  const [stored, ranks] = await Promise.all([table.bulkGet(toRead), ranksOf(rankWriter)]);
  const latest = new Map<number, R | undefined>(toRead.map((id, index) => [id, stored[index]]));
  const changed = new Set<number>();
  // Chunk key → id → body: the bodies to write.
  const changedBodies = new Map<string, Map<number, string>>();
  const changedRanks = new Map<number, number>();
  let at = 0;
  // Per page, the records whose stored content it changed: the pages that listed them no longer hold.
  const rewritten: number[][] = [];
  for (const page of pages) {
    const rewrote: number[] = [];
    rewritten.push(rewrote);
    for (const record of page.records) {
      const content = contents[at++]?.[1] ?? Number.NaN;
      const previousRank = changedRanks.get(record.id) ?? ranks?.get(record.id) ?? null;
      const rank = official ? page.offset + page.ids.indexOf(record.id) : null;
      if (official && rank !== null && rank !== previousRank) changedRanks.set(record.id, rank);
      // For the tally, the official order's membership is whether the record had a rank.
      const wasRanked = { listas: previousRank === null ? [] : [collection] };
      const seenBefore = present.has(record.id) ? known.get(record.id) : undefined;
      if (seenBefore !== undefined) {
        tally.put(collection, record.id, official ? wasRanked : seenBefore, true);
        continue;
      }
      const previous = latest.get(record.id);
      const body = bodyOf(record);
      const bodyHash = fingerprint(body);
      // Every row has its body's fingerprint and chunk since version 9: one without is written again.
      const bodyChunk = previous?.bodyChunk ?? pageChunkKey(collection, page.offset, generation);
      const sameBody = previous?.bodyChunk !== undefined && previous.bodyHash === bodyHash;
      // The official order's membership is the rank: the row keeps its other lists as they are.
      const membership = official
        ? { listas: previous?.listas ?? [], seen: previous?.seen ?? {} }
        : joinList(previous, collection, generation);
      const row = {
        ...toRow(record, membership, previous?.firstSeen ?? tally.firstSeen(collection), previous, sameBody),
        bodyHash,
        bodyChunk,
      };
      const same = previous !== undefined && sameBody && sameContent(previous, row);
      tally.put(collection, record.id, official && previous !== undefined ? wasRanked : previous, same);
      if (!same) rewrote.push(record.id);
      if (!sameBody) {
        const chunk = changedBodies.get(bodyChunk) ?? new Map<number, string>();
        chunk.set(record.id, body);
        changedBodies.set(bodyChunk, chunk);
      }
      known.set(record.id, { content, listas: row.listas });
      // Unchanged content, lists and body: nothing to write (the pass remembers it saw the record).
      if (same && sameLists(previous.listas, row.listas)) continue;
      latest.set(record.id, row);
      changed.add(record.id);
    }
  }
  const rows = [...changed].map((id) => latest.get(id)).filter((row) => row !== undefined);
  await Promise.all([table.bulkPut(rows), writeBodies(db.cuerpos, changedBodies), rankWriter?.write(changedRanks)]);
  // `ranks` is the writer's own map: it now holds the ranks just written.
  for (const id of changed) {
    const row = latest.get(id);
    if (row !== undefined) changes.put.push(listed(row, ranks));
  }
  for (const [id, rank] of changedRanks) if (!changed.has(id)) changes.ranks.push({ id, rank });
  return rewritten;
}

const sameLists = (a: readonly Collection[], b: readonly Collection[]): boolean =>
  a.length === b.length && a.every((list, index) => list === b[index]);

/**
 * Drops the list's stale memberships: how many records left the list, and how many of them the
 * cache (their bodies taken out of their chunks). Only the rows this pass did not see are read
 * (`seen`: the ids its pages carried). A row in no list any more stays while it has a rank in the
 * official order.
 */
async function expireList<R extends Row>(
  db: DirectorioDb,
  table: Table<R, number>,
  rankWriter: RankWriter | null,
  collection: Collection,
  generation: number,
  seen: ReadonlySet<number>,
  changes: TableChanges<Listed>,
) {
  if (collection === ordenadasList && rankWriter !== null) return expireRanks(db, table, rankWriter, seen, changes);
  const listedIds = await table.where('listas').equals(collection).primaryKeys();
  const stale = listedIds.filter((id) => !seen.has(id));
  const [rows, ranks] = await Promise.all([table.bulkGet(stale), ranksOf(rankWriter)]);
  const gone: R[] = [];
  const kept: R[] = [];
  for (const row of rows) {
    if (row === undefined) continue;
    const expiry = expire(row, collection, generation);
    if (expiry.action === 'keep') continue;
    if (expiry.action === 'update') kept.push({ ...row, ...expiry.membership });
    else if (ranks?.has(row.id) === true) kept.push({ ...row, listas: [], seen: {} });
    else gone.push(row);
  }
  await table.bulkDelete(gone.map((row) => row.id));
  await writeBodies(db.cuerpos, new Map(), chunksOf(gone));
  await table.bulkPut(kept);
  changes.deleted.push(...gone.map((row) => row.id));
  changes.put.push(...kept.map((row) => listed(row, ranks)));
  return { left: gone.length + kept.length, deleted: gone.length };
}

/** The official order's complete run: the ranks it did not see go, and the rows they alone kept. */
async function expireRanks<R extends Row>(
  db: DirectorioDb,
  table: Table<R, number>,
  rankWriter: RankWriter,
  seen: ReadonlySet<number>,
  changes: TableChanges<Listed>,
) {
  const stale = [...(await rankWriter.current()).keys()].filter((id) => !seen.has(id));
  const gone: R[] = [];
  for (const row of await table.bulkGet(stale)) {
    if (row === undefined) continue;
    if (row.listas.length === 0) gone.push(row);
    else changes.ranks.push({ id: row.id, rank: null });
  }
  await rankWriter.write(new Map(stale.map((id) => [id, null])));
  await table.bulkDelete(gone.map((row) => row.id));
  await writeBodies(db.cuerpos, new Map(), chunksOf(gone));
  changes.deleted.push(...gone.map((row) => row.id));
  return { left: stale.length, deleted: gone.length };
}

/**
 * One store per sync run: the run's start time is its id, carried as `firstSeen` by the records it
 * stores for the first time, and what it added, changed and removed is kept per collection.
 */
export function createRecordStore(db: DirectorioDb, now: () => number = Date.now): RecordStore {
  const tally = new RunTally(now());
  // Read once, before the run writes any collection's state: whether it carries on unfinished news.
  let carrying: Promise<void> | null = null;
  const carryOpenNews = async (): Promise<void> => {
    const since = openNewsSince((await db.syncState.toArray()).map((row) => row.changes));
    if (since !== null) tally.continueFrom(since);
  };
  const applied = new AppliedPages(db);
  const state = async (collection: Collection): Promise<SyncStateRow> => (await db.syncState.get(collection)) ?? emptyState(collection);

  /** Runs one write; once its transaction has committed, tells the views what it changed. */
  const committing = async (name: MirrorTable, write: (changes: TableChanges<Listed>) => Promise<void>): Promise<void> => {
    const changes: TableChanges<Listed> = { put: [], deleted: [], ranks: [] };
    await write(changes);
    if (changes.put.length > 0 || changes.deleted.length > 0 || changes.ranks.length > 0)
      announceCommitted(db.name, { table: name, type: 'changes', ...changes });
  };
  const mirrorTable = <R extends Row>(
    name: MirrorTable,
    table: Table<R, number>,
    toRow: ToRow<R>,
    order: Table<RankChunk, number> | null = null,
  ) => {
    const written = order === null ? [table, db.cuerpos] : [table, db.cuerpos, order];
    const known: KnownRows = new Map();
    const ranks = order === null ? null : new RankWriter(order);
    /** A transaction that failed may have left the ranks held in memory ahead of the table's. */
    const writing = <T>(run: () => Promise<T>): Promise<T> =>
      run().catch((cause: unknown) => {
        ranks?.forget();
        throw cause;
      });
    return {
      table,
      /** The official order as this run holds it (read in a transaction that has `orden`); null for a table without it. */
      ranks: ranks === null || order === null ? null : { table: order, current: () => ranks.current() },
      put: async (collection: Collection, pages: readonly Page[], generation: number) => {
        let rewritten: number[][] = [];
        await committing(name, (changes) =>
          writing(() =>
            db.transaction('rw', [...written, db.paginas], async () => {
              rewritten = await putRecords(db, table, ranks, collection, pages, generation, toRow, tally, known, changes);
              await applied.dropSaved(tableOf(collection), rewritten.flat());
            }),
          ),
        );
        applied.committed(collection, pages, rewritten, generation);
      },
      /** Expires the list's stale rows and runs `finish` with the counts, in one transaction. */
      complete: (
        collection: Collection,
        generation: number,
        seen: ReadonlySet<number>,
        finish: (left: number, deleted: number) => Promise<void>,
      ) =>
        committing(name, (changes) =>
          writing(() =>
            db.transaction('rw', [...written, db.syncState, db.favoritos, db.postulaciones, db.paginas], async () => {
              const { left, deleted } = await expireList(db, table, ranks, collection, generation, seen, changes);
              // Rows whose lists it changed are read again by a later pass.
              for (const id of [...changes.deleted, ...changes.put.map((row) => row.id), ...changes.ranks.map((rank) => rank.id)])
                known.delete(id);
              await finish(left, deleted);
            }),
          ),
        ),
    };
  };

  // The collection names which table its records go to; the casts follow that mapping.
  const tables = {
    convocatoria: mirrorTable(
      'convocatorias',
      db.convocatorias,
      (r, m, seen, previous, body) => toConvocatoriaRow(r as Convocatoria, m, seen, previous, body),
      db.orden,
    ),
    organismo: mirrorTable('organismos', db.organismos, (r, m, seen, previous, body) =>
      toOrganismoRow(r as Organismo, m, seen, previous, body),
    ),
    tramite: mirrorTable('tramites', db.tramites, (r, m, seen, previous, body) => toTramiteRow(r as Tramite, m, seen, previous, body)),
  };

  return {
    beginRun: async (collection) => {
      await applied.load();
      await (carrying ??= carryOpenNews());
      return db.transaction('rw', db.syncState, async () => {
        const previous = await state(collection);
        const generation = previous.generation + 1;
        // A collection never complete before (the first sync) marks nothing as new.
        tally.begin(collection, previous.lastCompleteAt === null, previous.changes);
        await db.syncState.put({ ...previous, generation, running: true, lastAttemptAt: now() });
        return generation;
      });
    },

    putPages: (collection, pages, generation) => tables[tableOf(collection)].put(collection, pages, generation),

    knownPage: (collection, offset, limit) => applied.known(collection, offset, limit),

    confirmPage: (collection, offset, limit, generation) =>
      applied.confirm(
        tables[tableOf(collection)].table as Table<Row, number>,
        collection,
        offset,
        limit,
        generation,
        tables.convocatoria.ranks,
      ),

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
        await applied.save(collection, generation, true);
        await refreshPersonalSnapshots(db, kind, now());
      });
    },

    failRun(collection, generation, outcome: SyncOutcome) {
      const kind = tableOf(collection);
      return db.transaction('rw', [tables[kind].table, db.syncState, db.favoritos, db.postulaciones, db.paginas], async () => {
        const previous = await state(collection);
        // A run that stored nothing new (the API was unreachable) leaves the last run's marks alone.
        const wrote = tally.wrote(collection);
        const changes = tally.end(collection, 0, 0, false);
        await db.syncState.put({
          ...previous,
          running: false,
          problem: outcome.problem,
          rejects: outcome.rejects,
          warnings: outcome.warnings,
          changes: wrote ? changes : previous.changes,
        });
        await applied.save(collection, generation, false);
        if (wrote) await refreshPersonalSnapshots(db, kind, now());
      });
    },
  };
}

/**
 * A mirror table (convocatorias, organismos, trámites) held in memory while the app lists it.
 * IndexedDB is read once; after that the writers (the sync in the data service's worker, the
 * "Borrar datos" of any window) say what they committed (see committed.ts), and the table applies
 * the rows they put and the ids they deleted, so a list follows a sync without re-reading 10,000
 * rows after every page (those re-reads made a sync with the list open several times slower).
 */
import type { Table } from 'dexie';
import { startTransition, useEffect, useState } from 'react';
import { errorMessage } from '../../../src-shared/errors';
import { createStore, type ReadableStore, type Store } from '../../store';
import { forEachSlice } from '../cache/slices';
import { onCommitted, type Committed, type MirrorTable, type TableChanges } from '../cache/committed';
import type { ConvocatoriaRow, DirectorioDb, OrganismoRow, StoredConvocatoriaRow, TramiteRow } from '../cache/db';
import { joinRanks, readRanks } from '../cache/ranks';

export type { TableChanges } from '../cache/committed';

/** A read of the cache that failed: why, and how to try again. */
export interface ReadFailure {
  message: string;
  retry: () => void;
}

/** How often a table of n rows is re-published during a burst of writes: n × this, in ms… */
const publishMsPerRow = 0.1;
/** …but never less often than this. */
const maxPublishEveryMs = 2000;

/** What a live table publishes: its rows, and why its last read failed. */
export interface LiveTableState<R> {
  /** Every row, in no particular order; `undefined` until the first read is done. */
  snapshot: readonly R[] | undefined;
  /** The last read failed (the rows, if any, are from before it); null otherwise. */
  failure: ReadFailure | null;
}

/**
 * How a read of the table turns stored rows into listed ones, slice by slice: made once per read
 * (a convocatoria gets its rank in the official order, which is read once for every slice).
 */
export type Completer<S, R> = () => Promise<(slice: S[]) => R[]>;

/**
 * R: a row as the lists hold it; S: as the table stores it. `complete` turns stored rows into
 * listed ones; the writers announce rows already complete.
 */
export class LiveTable<R extends { id: number }, S extends { id: number } = R> {
  private rows: Map<number, R> | null = null;
  /** Changes committed while a read is in flight, replayed on what it returns (in commit order). */
  private pending: TableChanges<R>[] | null = null;
  private rereadQueued = false;
  private lastPublish = -Infinity;
  private publishTimer: ReturnType<typeof setTimeout> | undefined;
  private watching = false;
  /** The first reader reads the table; the rows are then kept, and followed, for the next readers. */
  private readonly store: Store<LiveTableState<R>> = createStore<LiveTableState<R>>(
    { snapshot: undefined, failure: null },
    {
      start: () => {
        if (this.rows === null && this.pending === null) this.read();
        this.watch();
      },
    },
  );

  constructor(
    private readonly name: MirrorTable,
    private readonly table: Table<S, number>,
    private readonly complete: Completer<S, R>,
    /** A row moved in the official order (convocatorias only; other tables are told no ranks). */
    private readonly rerank: ((row: R, rank: number | null) => R) | null,
    /** During a burst of writes, lists are re-rendered at most this often (more seldom for large tables). */
    private readonly publishEveryMs = 200,
    private readonly sliceRows = 1000,
  ) {}

  /** What the table publishes, for useStore. */
  readonly state: ReadableStore<LiveTableState<R>> = this.store;

  /** For useSyncExternalStore: the first subscriber loads the table. */
  readonly subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  /** Every row, in no particular order; `undefined` until the first read is done. */
  readonly getSnapshot = (): readonly R[] | undefined => this.store.get().snapshot;

  /** Why the last read failed, with a retry; null while reads succeed. */
  readonly getFailure = (): ReadFailure | null => this.store.get().failure;

  /** Reads the table again (after a failure); a read under way already will do. */
  readonly retry = (): void => {
    if (this.pending !== null) return;
    this.store.set((state) => ({ ...state, failure: null }));
    this.read();
  };

  private apply(changes: TableChanges<R>): void {
    if (this.pending !== null) this.pending.push(changes);
    if (this.rows === null) return;
    this.patch(this.rows, changes);
    this.schedulePublish();
  }

  private patch(rows: Map<number, R>, changes: TableChanges<R>): void {
    for (const row of changes.put) rows.set(row.id, row);
    for (const id of changes.deleted) rows.delete(id);
    if (this.rerank === null) return;
    for (const { id, rank } of changes.ranks) {
      const row = rows.get(id);
      if (row !== undefined) rows.set(id, this.rerank(row, rank));
    }
  }

  /**
   * Reads the table in slices by id: one 10,000-row read holds IndexedDB and the main thread for
   * most of a second, and every other read of the page (the first screen, the status bar) would
   * wait behind it.
   */
  private read(): void {
    this.pending = [];
    this.readRows().then(
      (rows) => {
        for (const changes of this.pending ?? []) this.patch(rows, changes);
        this.rows = rows;
        this.pending = null;
        this.publish(null);
        if (this.rereadQueued) {
          this.rereadQueued = false;
          this.read();
        }
      },
      (cause: unknown) => {
        // The list says so, with a retry; without this it would say "Cargando…" for good.
        this.pending = null;
        this.store.set((state) => ({ ...state, failure: { message: errorMessage(cause), retry: this.retry } }));
      },
    );
  }

  private async readRows(): Promise<Map<number, R>> {
    const rows = new Map<number, R>();
    const complete = await this.complete();
    await forEachSlice(this.table, this.sliceRows, (slice) => {
      for (const row of complete(slice)) rows.set(row.id, row);
    });
    return rows;
  }

  private watch(): void {
    if (this.watching) return;
    this.watching = true;
    onCommitted(this.table.db.name, (message: Committed) => {
      if (message.table !== this.name) return;
      if (message.type === 'changes') {
        // The writer of this table's name wrote rows of this table's type.
        this.apply({ put: message.put as R[], deleted: message.deleted, ranks: message.ranks });
      } else if (this.pending !== null) {
        this.rereadQueued = true;
      } else {
        this.read();
      }
    });
  }

  private schedulePublish(): void {
    if (this.publishTimer !== undefined) return;
    // The first rows of an empty list are shown at once: on a first launch they are what a person waits for.
    if (this.store.get().snapshot?.length === 0) return this.publish();
    // Each snapshot costs the list a pass over every row (filter, order, counts): a large table is
    // re-published less often, so that a sync writing into it leaves the page free to answer.
    const every = Math.min(maxPublishEveryMs, Math.max(this.publishEveryMs, (this.rows?.size ?? 0) * publishMsPerRow));
    const wait = Math.max(0, this.lastPublish + every - performance.now());
    this.publishTimer = setTimeout(() => {
      this.publishTimer = undefined;
      this.publish();
    }, wait);
  }

  /** Publishes the rows as they are now; `failure` replaces the last one (a read that succeeded clears it). */
  private publish(failure = this.store.get().failure): void {
    if (this.rows === null) return;
    clearTimeout(this.publishTimer);
    this.publishTimer = undefined;
    this.lastPublish = performance.now();
    this.store.set({ snapshot: [...this.rows.values()], failure });
  }
}

interface LiveTables {
  convocatorias: LiveTable<ConvocatoriaRow, StoredConvocatoriaRow>;
  organismos: LiveTable<OrganismoRow>;
  tramites: LiveTable<TramiteRow>;
}

/** For a table whose rows are listed as stored. */
export const asStored = <R>(): Promise<(slice: R[]) => R[]> => Promise.resolve((slice) => slice);

const registry = new WeakMap<DirectorioDb, LiveTables>();

/** The live tables of a database: one set per database, shared by its record store and its views. */
export function liveTablesOf(db: DirectorioDb): LiveTables {
  let tables = registry.get(db);
  if (tables === undefined) {
    tables = {
      convocatorias: new LiveTable(
        'convocatorias',
        db.convocatorias,
        async () => {
          const ranks = await readRanks(db.orden);
          return (slice) => joinRanks(slice, ranks);
        },
        (row, rank) => ({ ...row, ordenadasRank: rank }),
      ),
      organismos: new LiveTable<OrganismoRow>('organismos', db.organismos, asStored, null),
      tramites: new LiveTable<TramiteRow>('tramites', db.tramites, asStored, null),
    };
    registry.set(db, tables);
  }
  return tables;
}

/**
 * Every row of a live table; `undefined` until it has been read. A new snapshot is rendered as a
 * transition: React renders the list it changes in slices, between which the page still answers
 * (a store read with useSyncExternalStore renders in one piece: the first page of a first launch,
 * rendered so, was a long task). A person's own changes (a filter) stay immediate.
 */
export function useLiveTable<R extends { id: number }, S extends { id: number }>(table: LiveTable<R, S>): readonly R[] | undefined {
  const [rows, setRows] = useState(table.getSnapshot);
  useEffect(() => {
    const update = (): void => startTransition(() => setRows(table.getSnapshot()));
    const unsubscribe = table.subscribe(update);
    // What was published between the first render and this subscription.
    update();
    return unsubscribe;
  }, [table]);
  return rows;
}

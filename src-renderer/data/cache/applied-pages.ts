/**
 * The pages the sync applied, kept in `paginas` (one row per list) so that the next sync sends
 * their hashes and main answers an unchanged body with its count alone (see
 * src-shared/sync/page-memory.ts). Read once per run, before its first pass; written when a list's
 * run ends, and only if its pages changed (a re-sync of an unchanged directory writes none). A
 * page whose records a write changed is forgotten, and a list's saved pages that listed such a
 * record are deleted in that write's transaction: what `paginas` holds never claims rows that are
 * not there.
 */
import type { Table } from 'dexie';
import { recordKindOf, type Collection, type RecordKind } from '../../../src-shared/api/collections';
import type { Page } from '../../../src-shared/bridge';
import { PageMemory, recordIds, type AppliedPage } from '../../../src-shared/sync';
import { ordenadasList, type DirectorioDb, type RankChunk } from './db';

/** The official order's ranks as the sync run holds them, and the table they are read from. */
export interface HeldRanks {
  table: Table<RankChunk, number>;
  current(): Promise<ReadonlyMap<number, number>>;
}

export class AppliedPages {
  readonly tables: Record<RecordKind, PageMemory> = {
    organismo: new PageMemory(),
    convocatoria: new PageMemory(),
    tramite: new PageMemory(),
  };
  /** The lists that have a row in `paginas`, as far as this run knows. */
  private readonly stored = new Set<Collection>();
  private loading: Promise<void> | null = null;

  constructor(private readonly db: DirectorioDb) {}

  /** Reads every list's pages once, before the run's first pass of any list (a write of one list may forget another's). */
  load(): Promise<void> {
    this.loading ??= this.db.paginas.toArray().then((rows) => {
      for (const row of rows) {
        this.tables[recordKindOf(row.collection)].load(row.collection, row.pages);
        this.stored.add(row.collection);
      }
    });
    return this.loading;
  }

  /** The hash of the page applied at this offset and limit; null when none is remembered. */
  known(collection: Collection, offset: number, limit: number): string | null {
    return this.tables[recordKindOf(collection)].known(collection, offset, limit)?.hash ?? null;
  }

  /**
   * In a write's transaction, before it commits: the saved pages of other lists that listed a record
   * whose content it changed go with it (their pages in memory are forgotten once it has committed).
   */
  async dropSaved(kind: RecordKind, changed: readonly number[]): Promise<void> {
    const stale = [...this.tables[kind].listing(changed)].filter((collection) => this.stored.has(collection));
    if (stale.length > 0) await this.db.paginas.bulkDelete(stale);
  }

  /** Once a write of these pages has committed: `changed[i]` the records whose content page i changed. */
  committed(collection: Collection, pages: readonly Page[], changed: readonly (readonly number[])[], generation: number): void {
    const memory = this.tables[recordKindOf(collection)];
    for (const list of memory.listing(changed.flat())) this.stored.delete(list);
    pages.forEach((page, index) => {
      memory.forget(changed[index] ?? []);
      memory.applied(collection, page, generation);
    });
  }

  /**
   * An unchanged answer: the page as applied, when each of its records is still stored (the official
   * order: still at the rank the page gives it). A list only loses a record in its own complete run,
   * which keeps only the pages that run took, all listing records it saw: so a stored row is a member.
   */
  async confirm(
    table: Table<{ id: number }, number>,
    collection: Collection,
    offset: number,
    limit: number,
    generation: number,
    held: HeldRanks | null,
  ): Promise<AppliedPage | null> {
    const memory = this.tables[recordKindOf(collection)];
    const page = memory.known(collection, offset, limit);
    if (page === undefined) return null;
    const ids = recordIds(page);
    const order = collection === ordenadasList ? held : null;
    const [present, ranks] = await this.db.transaction('r', order === null ? [table] : [table, order.table], () =>
      Promise.all([table.where(':id').anyOf(ids).primaryKeys(), order === null ? null : order.current()]),
    );
    if (new Set(present).size !== new Set(ids).size) return null;
    if (ranks !== null && !ids.every((id) => ranks.get(id) === offset + page.ids.indexOf(id))) return null;
    memory.confirmed(collection, offset, limit, generation);
    return page;
  }

  /** In a list's last transaction of the run: its pages (after a complete pass, only those it took), if they changed. */
  async save(collection: Collection, generation: number, complete: boolean): Promise<void> {
    const memory = this.tables[recordKindOf(collection)];
    if (complete) memory.keepOnly(collection, generation);
    if (!memory.changed(collection)) return;
    await this.db.paginas.put({ collection, pages: memory.pagesOf(collection) });
    memory.saved(collection);
    this.stored.add(collection);
  }
}

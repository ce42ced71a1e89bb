/**
 * A RecordStore in memory, for headless runs (the export command) and tests. Same membership
 * rules as the app's Dexie store; records stay as the API sent them.
 */
import type { ApiRecord, Collection, RecordKind } from '../api';
import type { Page } from '../bridge';
import { expire, joinList, rankFrom, tableOf, type Membership } from './membership';
import { PageMemory, recordIds, type AppliedPage } from './page-memory';
import type { RecordStore, SyncOutcome } from './types';

export interface MirroredRecord extends Membership {
  record: ApiRecord;
  ordenadasRank: number | null;
}

export class MemoryStore implements RecordStore {
  readonly tables: Record<RecordKind, Map<number, MirroredRecord>> = {
    organismo: new Map(),
    convocatoria: new Map(),
    tramite: new Map(),
  };
  readonly generations = new Map<Collection, number>();
  readonly outcomes = new Map<Collection, SyncOutcome>();
  /** The pages applied, per table, for the next run's "unchanged" answers (see page-memory.ts). */
  readonly pages: Record<RecordKind, PageMemory> = {
    organismo: new PageMemory(),
    convocatoria: new PageMemory(),
    tramite: new PageMemory(),
  };

  beginRun(collection: Collection): Promise<number> {
    const generation = (this.generations.get(collection) ?? 0) + 1;
    this.generations.set(collection, generation);
    return Promise.resolve(generation);
  }

  putPages(collection: Collection, pages: readonly Page[], generation: number): Promise<void> {
    const table = this.tables[tableOf(collection)];
    const memory = this.pages[tableOf(collection)];
    for (const page of pages) {
      page.records.forEach((record) => {
        const existing = table.get(record.id);
        const index = page.ids.indexOf(record.id);
        if (existing === undefined || JSON.stringify(existing.record) !== JSON.stringify(record)) memory.forget([record.id]);
        table.set(record.id, {
          record,
          ...joinList(existing, collection, generation),
          ordenadasRank: rankFrom(collection, page.offset, index, existing?.ordenadasRank ?? null),
        });
      });
      memory.applied(collection, page, generation);
    }
    return Promise.resolve();
  }

  completeRun(collection: Collection, generation: number, outcome: SyncOutcome, seen: ReadonlySet<number>): Promise<void> {
    const table = this.tables[tableOf(collection)];
    for (const [id, row] of table) {
      if (!row.listas.includes(collection) || seen.has(id)) continue;
      const expiry = expire(row, collection, generation);
      if (expiry.action === 'delete') table.delete(id);
      if (expiry.action === 'update') {
        const ordenadasRank = collection === 'convocatorias/ordenadas' ? null : row.ordenadasRank;
        table.set(id, { ...row, ...expiry.membership, ordenadasRank });
      }
    }
    this.pages[tableOf(collection)].keepOnly(collection, generation);
    this.outcomes.set(collection, outcome);
    return Promise.resolve();
  }

  failRun(collection: Collection, _generation: number, outcome: SyncOutcome): Promise<void> {
    this.outcomes.set(collection, outcome);
    return Promise.resolve();
  }

  knownPage(collection: Collection, offset: number, limit: number): string | null {
    return this.pages[tableOf(collection)].known(collection, offset, limit)?.hash ?? null;
  }

  /** The page as applied while each of its records is still in the list (the official order: at the same rank). */
  confirmPage(collection: Collection, offset: number, limit: number, generation: number): Promise<AppliedPage | null> {
    const memory = this.pages[tableOf(collection)];
    const page = memory.known(collection, offset, limit);
    if (page === undefined) return Promise.resolve(null);
    const table = this.tables[tableOf(collection)];
    const listed = recordIds(page).every((id) => {
      const row = table.get(id);
      if (collection !== 'convocatorias/ordenadas') return row?.listas.includes(collection) === true;
      return row !== undefined && row.ordenadasRank === offset + page.ids.indexOf(id);
    });
    if (!listed) return Promise.resolve(null);
    memory.confirmed(collection, offset, limit, generation);
    return Promise.resolve(page);
  }

  /** The records a collection currently lists. */
  list(collection: Collection): MirroredRecord[] {
    return [...this.tables[tableOf(collection)].values()].filter((row) => row.listas.includes(collection));
  }
}

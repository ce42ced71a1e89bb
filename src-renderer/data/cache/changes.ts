/**
 * What a sync run changed, per collection: which records it stored for the first time and which
 * came back with different API content. Pure, so the Dexie store stays about storage.
 */
import { recordKindOf, type Collection, type RecordKind } from '../../../src-shared/api/collections';
import type { SyncChanges } from './db';

/** Fields the app keeps for itself beside the API content; a change there is not a change of the record. */
const bookkeeping = new Set(['listas', 'seen', 'ordenadasRank', 'firstSeen', 'searchText', 'asWritten', 'bodyHash', 'bodyChunk']);

/** Whether two rows of a record hold the same API content. */
export function sameContent(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    if (bookkeeping.has(key)) continue;
    const x = left[key];
    const y = right[key];
    if (x === y) continue;
    // Only documentos (an array) and autoridad (an object) are not plain values.
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if (JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  return true;
}

/** First seen in the run `since` or later (a record from the very first sync never is). */
export function isNewRecord(row: { firstSeen: number }, since: number): boolean {
  return since > 0 && row.firstSeen > 0 && row.firstSeen >= since;
}

interface Tally {
  /** What an unfinished earlier run of the same news already counted for this collection (see continueFrom). */
  carried: SyncChanges | null;
  /** Joined the list in this run. */
  joined: Set<number>;
  /** Of the list, with changed content. */
  changed: Set<number>;
  /** Stored for the first time / first seen changed by this list (each record once per run). */
  stored: Set<number>;
  changedFirst: Set<number>;
  first: boolean;
}

/** What the cache held of a record before this page wrote it. */
export interface Previous {
  listas: readonly Collection[];
}

/**
 * The run whose news are still open when a new run starts: the latest run, when it did not
 * complete every collection it began (cancelled, failed after storing some pages) — its news (or
 * those of the unfinished runs before it) are then carried on by the next run, which to the person
 * is the same sync tried again. null when the latest run completed, or none ran.
 */
export function openNewsSince(changes: readonly (SyncChanges | null)[]): number | null {
  const known = changes.filter((c): c is SyncChanges => c !== null);
  const last = Math.max(0, ...known.map((c) => c.runId));
  const ofLast = known.filter((c) => c.runId === last);
  if (last === 0 || ofLast.every((c) => c.complete)) return null;
  return Math.min(...ofLast.map((c) => c.since ?? c.runId));
}

/**
 * The counts of one sync run, kept across the passes of a collection (a drift re-crawl sees a
 * record again: it still counts once). A collection's tally starts with its first pass and ends
 * when its run completes or fails. Use one per run.
 */
export class RunTally {
  private readonly open = new Map<Collection, Tally>();
  // Run-wide, by table: what a list earlier in the run stored or saw change.
  private readonly storedIds = new Map<RecordKind, Set<number>>();
  private readonly changedIds = new Map<RecordKind, Set<number>>();
  private since: number;

  constructor(readonly runId: number) {
    this.since = runId;
  }

  /**
   * Carries on the news of unfinished runs since `since` (see openNewsSince): their new records stay
   * new, and each collection's counts (`begin`'s `previous`, when that run wrote them) add to this
   * run's. A record changed again upstream between the two runs counts again.
   */
  continueFrom(since: number): void {
    this.since = Math.min(since, this.runId);
  }

  /** Called on every pass; only the first of a run starts counting. `previous`: the collection's changes as stored. */
  begin(collection: Collection, first: boolean, previous: SyncChanges | null = null): void {
    if (this.open.has(collection)) return;
    const carried =
      !first && previous !== null && !previous.first && previous.runId >= this.since && this.since < this.runId ? previous : null;
    this.open.set(collection, { carried, joined: new Set(), changed: new Set(), stored: new Set(), changedFirst: new Set(), first });
  }

  /** Whether this run itself stored a record of the collection for the first time or with changed content. */
  wrote(collection: Collection): boolean {
    const tally = this.open.get(collection);
    return tally !== undefined && tally.joined.size + tally.changed.size > 0;
  }

  /** The `firstSeen` of a record stored for the first time: the run, or 0 in a first sync (never "new"). */
  firstSeen(collection: Collection): number {
    return this.open.get(collection)?.first === false ? this.runId : 0;
  }

  /** One record written by `collection`: `previous` is the row it replaced, `same` whether its content was unchanged. */
  put(collection: Collection, id: number, previous: Previous | undefined, same: boolean): void {
    const tally = this.open.get(collection);
    if (tally === undefined) return;
    const kind = recordKindOf(collection);
    const stored = this.ids(this.storedIds, kind);
    const changed = this.ids(this.changedIds, kind);
    if (previous === undefined) {
      stored.add(id);
      tally.stored.add(id);
    } else if (!same && !stored.has(id) && !changed.has(id)) {
      changed.add(id);
      tally.changedFirst.add(id);
    }
    if (previous === undefined || !previous.listas.includes(collection)) tally.joined.add(id);
    else if (changed.has(id)) tally.changed.add(id);
  }

  /** Closes the collection's tally: `left` records left its list, `deleted` of them left the cache. */
  end(collection: Collection, left: number, deleted: number, complete: boolean): SyncChanges {
    const tally = this.open.get(collection);
    this.open.delete(collection);
    const carried = tally?.carried ?? null;
    return {
      runId: this.runId,
      since: this.since,
      added: (tally?.joined.size ?? 0) + (carried?.added ?? 0),
      changed: (tally?.changed.size ?? 0) + (carried?.changed ?? 0),
      removed: left + (carried?.removed ?? 0),
      records: {
        added: (tally?.stored.size ?? 0) + (carried?.records.added ?? 0),
        changed: (tally?.changedFirst.size ?? 0) + (carried?.records.changed ?? 0),
        removed: deleted + (carried?.records.removed ?? 0),
      },
      first: tally?.first ?? false,
      complete,
    };
  }

  private ids(map: Map<RecordKind, Set<number>>, kind: RecordKind): Set<number> {
    let ids = map.get(kind);
    if (ids === undefined) map.set(kind, (ids = new Set()));
    return ids;
  }
}

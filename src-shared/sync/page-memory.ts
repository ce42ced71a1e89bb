/**
 * What a store remembers of the pages it applied, so that a re-sync need not apply them again.
 * The API has no validators (no ETag): every page is fetched again, but main hashes each body as
 * it arrives, and when the caller sent the hash of the body it applied at that offset and limit,
 * main answers "unchanged" with the count alone. The store then confirms the page from what it
 * kept here: which id stood at each position, which were records, the rejects and warnings.
 *
 * A remembered page holds while the rows it wrote do: a page whose write changed a record's
 * stored content (another page, another list of the same records) forgets every other page that
 * listed that record, and the store checks, before it confirms one, that its records are still
 * stored (and, for the official order, still at those ranks). One PageMemory per table of
 * records: its lists share the rows.
 */
import type { Collection, Reject } from '../api';
import type { Page } from '../bridge';

/** A page as applied: what an "unchanged" answer stands for. */
export interface AppliedPage {
  offset: number;
  limit: number;
  /** Page.hash of the body applied. */
  hash: string;
  /** Page.ids: the id at each position of its results. */
  ids: (number | null)[];
  rejects: Reject[];
  warnings: Reject[];
}

/** The ids of an applied page's records: its ids but the rejected ones. */
export function recordIds(page: AppliedPage): number[] {
  const rejected = new Set(page.rejects.map((reject) => reject.position - page.offset));
  return page.ids.filter((id, index): id is number => id !== null && !rejected.has(index));
}

const keyOf = (offset: number, limit: number): string => `${offset}:${limit}`;

interface Remembered {
  page: AppliedPage;
  /** The pass that applied or confirmed it last. */
  generation: number;
}

export class PageMemory {
  private readonly lists = new Map<Collection, Map<string, Remembered>>();
  /** For each record id, the pages that list it: `${collection} ${offset}:${limit}`. */
  private readonly holders = new Map<number, Set<string>>();
  /** Lists whose pages changed since they were last saved (see `saved`). */
  private readonly unsaved = new Set<Collection>();

  /** The pages a list kept from an earlier run (generation 0: no pass of this run took them yet). */
  load(collection: Collection, pages: readonly AppliedPage[]): void {
    for (const page of pages) this.put(collection, page, 0);
  }

  /** The page applied at this offset and limit, if any. */
  known(collection: Collection, offset: number, limit: number): AppliedPage | undefined {
    return this.lists.get(collection)?.get(keyOf(offset, limit))?.page;
  }

  /** A page applied by pass `generation`, once its write has committed. Pages without a hash are not remembered. */
  applied(collection: Collection, page: Page, generation: number): void {
    const { offset, limit, hash, ids, rejects, warnings } = page;
    if (hash === undefined) return;
    this.put(collection, { offset, limit, hash, ids, rejects, warnings }, generation);
    this.unsaved.add(collection);
  }

  /** A page answered unchanged and confirmed by pass `generation`. */
  confirmed(collection: Collection, offset: number, limit: number, generation: number): void {
    const remembered = this.lists.get(collection)?.get(keyOf(offset, limit));
    if (remembered !== undefined) remembered.generation = generation;
  }

  /** The lists that remember a page listing any of these ids (their saved copies no longer hold). */
  listing(ids: Iterable<number>): Set<Collection> {
    const found = new Set<Collection>();
    for (const id of ids) for (const holder of this.holders.get(id) ?? []) found.add(holder.slice(0, holder.indexOf(' ')) as Collection);
    return found;
  }

  /** These records' stored content changed: every page listing them is forgotten. */
  forget(ids: Iterable<number>): void {
    for (const id of ids) {
      // Stryker disable next-line ArrayDeclaration: equivalent: a holder of no list ("Stryker was here") names no page, and remove() finds none.
      for (const holder of [...(this.holders.get(id) ?? [])]) {
        const space = holder.indexOf(' ');
        this.remove(holder.slice(0, space) as Collection, holder.slice(space + 1));
      }
    }
  }

  /** After a complete pass: only the pages that pass took are kept (those of older plans are not asked for again). */
  keepOnly(collection: Collection, generation: number): void {
    // Stryker disable next-line ArrayDeclaration: equivalent: a string's letters as [key, remembered] name no page, and remove() finds none.
    for (const [key, remembered] of this.lists.get(collection) ?? [])
      if (remembered.generation !== generation) this.remove(collection, key);
  }

  /** Every page a list remembers. */
  pagesOf(collection: Collection): AppliedPage[] {
    return [...(this.lists.get(collection)?.values() ?? [])].map((remembered) => remembered.page);
  }

  /** Whether the list's pages changed since `saved` (or since loaded). */
  changed(collection: Collection): boolean {
    return this.unsaved.has(collection);
  }

  /** The list's pages were written where they are kept. */
  saved(collection: Collection): void {
    this.unsaved.delete(collection);
  }

  private put(collection: Collection, page: AppliedPage, generation: number): void {
    let pages = this.lists.get(collection);
    if (pages === undefined) this.lists.set(collection, (pages = new Map()));
    const key = keyOf(page.offset, page.limit);
    this.remove(collection, key);
    pages.set(key, { page, generation });
    const holder = `${collection} ${key}`;
    for (const id of recordIds(page)) {
      let held = this.holders.get(id);
      if (held === undefined) this.holders.set(id, (held = new Set()));
      held.add(holder);
    }
  }

  /** Forgets the page at `key`, if the list remembers one. */
  private remove(collection: Collection, key: string): void {
    // Every caller names a list put() made (lists are never dropped); an empty one stands in for none.
    const pages = this.lists.get(collection) ?? new Map<string, Remembered>();
    const remembered = pages.get(key);
    if (remembered === undefined) return;
    pages.delete(key);
    this.unsaved.add(collection);
    const holder = `${collection} ${key}`;
    for (const id of recordIds(remembered.page)) {
      const held = this.holders.get(id);
      // Stryker disable next-line OptionalChaining: equivalent: put() gave every id of a remembered page its set of holders.
      held?.delete(holder);
      // Stryker disable next-line OptionalChaining,ConditionalExpression: equivalent for the same reason; an emptied set kept only costs memory.
      if (held?.size === 0) this.holders.delete(id);
    }
  }
}

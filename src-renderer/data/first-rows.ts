/**
 * The first rows of a first launch: the API's first page of the official order, asked for while the
 * window's code loads and listed at once, before the sync has stored anything. The one way rows
 * reach a view other than the writer's committed transactions (docs/ARCHITECTURE.md, "First rows
 * before the first write"), so it is kept narrow:
 * - only on a first launch (no first screen saved), only this one page, and only for the two lists
 *   whose head it is (the first screen, and the whole list in the official order);
 * - checked as the sync's pages are: the answer's shape by the data service's contract, each
 *   record by the API's convocatoria schema (main's fetcher checked them with it already);
 * - read-only: the reader and Mis convocatorias wait for the stored copy (`useWaitingFirstRow`);
 * - listed until the committed rows hold every one of them with its rank, then those are listed:
 *   the same rows in the same order, ordered by the same filter;
 * - a failure shows nothing: the list waits for the sync, which says what went wrong.
 * The sync takes this very answer for its own request of the same page (`withFirstRows`), so the
 * page is asked for once.
 */
import { useEffect, useMemo } from 'react';
import { convocatoriaSchema, type Collection } from '../../src-shared/api';
import type { BridgeArgs, BridgeResults } from '../../src-shared/bridge';
import type { PageSource } from '../../src-shared/sync';
import { createStore, useStore } from '../store';
import type { ConvocatoriaRow } from './cache/db';
import { toConvocatoriaRow } from './cache/rows';
import { applyFilter, defaultFilter, sameFilter, wholeList, type ConvocatoriaFilter } from './search/convocatoria-filter';
import { samePageRequest, serviceContract } from './sync/service/contract';

/** The list whose first page both lists served here begin with: abiertas first, soonest closing first. */
export const firstRowsCollection: Collection = 'convocatorias/ordenadas';

type Answer = BridgeResults['fetchPage'];

interface FirstRows {
  rows: readonly ConvocatoriaRow[];
  /** False once the committed rows hold them all: the list shows those; the reader may still wait a moment. */
  listed: boolean;
}

/** Null before they arrive, and for good once the first sync is over or was never needed. */
const firstRows = createStore<FirstRows | null>(null);
/** The request and its answer, until the sync takes it for its own. */
let held: { args: BridgeArgs<'fetchPage'>; answer: Promise<Answer> } | null = null;
/** Given up: an answer arriving later is not shown. */
let over = false;

const answerSchema = serviceContract.page.calls.fetchPage.result;

/**
 * The rows of an answer to the first page's request, as the cache will hold them (no list but the
 * official order yet, where each has its rank); null when the answer is a failure or does not check.
 */
export function firstRowsOf(answer: unknown): ConvocatoriaRow[] | null {
  const checked = answerSchema.safeParse(answer);
  // The first script sends no hash of a page it has: an unchanged answer cannot be one of its.
  if (!checked.success || !checked.data.ok || !('page' in checked.data)) return null;
  const { page } = checked.data;
  if (page.collection !== firstRowsCollection) return null;
  const rows: ConvocatoriaRow[] = [];
  for (const raw of page.records) {
    const record = convocatoriaSchema.safeParse(raw);
    if (!record.success) return null;
    // The rank the record writer gives it: its place in the official order.
    const rank = page.offset + page.ids.indexOf(record.data.id);
    rows.push({ ...toConvocatoriaRow(record.data, { listas: [], seen: {} }), ordenadasRank: rank });
  }
  return rows;
}

const unreadable: Answer = { ok: false, error: { kind: 'invalid-response', message: 'la primera página no se pudo leer' } };

/**
 * Lists the rows of the first page the first script asked for (start/first-page.ts) as its answer
 * arrives, and keeps that answer, checked, for the sync. Called once, on a first launch, by the
 * data stage (start/data.ts). An answer that does not check is a failure: nothing is listed, and
 * the sync asks for the page itself.
 */
export function showFirstRows(asked: { args: BridgeArgs<'fetchPage'>; answer: Promise<unknown> }): void {
  if (over) return;
  const answer = asked.answer.then(
    (raw): Answer => {
      const checked = answerSchema.safeParse(raw);
      return checked.success ? checked.data : unreadable;
    },
    (): Answer => unreadable,
  );
  held = { args: asked.args, answer };
  answer
    .then((result) => {
      const rows = firstRowsOf(result);
      if (over || rows === null || rows.length === 0) return;
      firstRows.set({ rows, listed: true });
    })
    // Nothing to tell: the sync asks for the page and says what went wrong.
    .catch(() => undefined);
}

/** The first sync is over, or none was needed: the first rows are not shown again, and their answer is let go. */
export function forgetFirstRows(): void {
  over = true;
  held = null;
  firstRows.set(null);
}

/** The request the first rows were asked with, while the sync has not taken its answer: the data service asks the page for it. */
export function firstRowsRequest(): BridgeArgs<'fetchPage'> | null {
  return held?.args ?? null;
}

/**
 * `source`, except that the first rows' request is answered, once, with the answer they got: the
 * sync does not ask for the same page again. An answer that failed is not reused: the request goes out.
 */
export function withFirstRows(source: PageSource): PageSource {
  return {
    async fetchPage(args) {
      const mine = held;
      if (mine === null || !samePageRequest(mine.args, args)) return source.fetchPage(args);
      held = null;
      const result = await mine.answer;
      return result.ok ? result : source.fetchPage(args);
    },
  };
}

/** Whether `committed` holds every first row with its rank: the writer has stored their page. */
export function coveredBy(rows: readonly ConvocatoriaRow[], committed: readonly ConvocatoriaRow[] | undefined): boolean {
  if (committed === undefined) return false;
  const waiting = new Set(rows.map((row) => row.id));
  for (const row of committed) if (row.ordenadasRank !== null) waiting.delete(row.id);
  return waiting.size === 0;
}

/** The lists whose head the first page is. */
export const servedBy = (filter: ConvocatoriaFilter): boolean => sameFilter(filter, defaultFilter) || sameFilter(filter, wholeList);

/**
 * The first rows as `filter` lists them, while they stand in for the cache's: null when there are
 * none, the filter is not one they serve, or `committed` (the live table's rows) holds them all.
 * `filling`: the mirror has not been synced complete yet; once it has, they are not needed.
 */
export function useFirstRows(
  committed: readonly ConvocatoriaRow[] | undefined,
  filter: ConvocatoriaFilter,
  today: string,
  filling: boolean,
): ConvocatoriaRow[] | null {
  const first = useStore(firstRows);
  const rows = first?.listed === true ? first.rows : null;
  const covered = useMemo(() => rows !== null && coveredBy(rows, committed), [rows, committed]);
  useEffect(() => {
    if (!filling) forgetFirstRows();
    else if (covered) firstRows.set((current) => (current === null ? null : { ...current, listed: false }));
  }, [covered, filling]);
  return useMemo(
    () => (rows === null || covered || !filling || !servedBy(filter) ? null : applyFilter(rows, filter, today)),
    [rows, covered, filling, filter, today],
  );
}

/** The first row `id` while it is not stored yet (the reader says it waits); null otherwise. */
export function useWaitingFirstRow(id: number): ConvocatoriaRow | null {
  return useStore(firstRows, (first) => first?.rows.find((row) => row.id === id) ?? null);
}

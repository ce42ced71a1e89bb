/** Queries and hooks over the cached convocatorias; views use these, never Dexie. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { createStore, useStore } from '../store';
import {
  applyFilter,
  defaultFilter,
  facetCounts,
  prepareFilter,
  isDefaultFilter,
  filterToParams,
  sameFilter,
  todayInArgentina,
  wholeList,
  type ConvocatoriaFacets,
  type ConvocatoriaFilter,
} from './search/convocatoria-filter';
import { readWithBody } from './cache/bodies';
import { readCachedFirstScreen, saveFirstScreen } from './cache/first-screen-cache';
import { firstRanks, withRanks } from './cache/ranks';
import { db, type ConvocatoriaDetailRow, type ConvocatoriaRow, type DirectorioDb } from './cache/db';
import { useNewSince } from './novedades';
import { liveTablesOf, useLiveTable } from './live/live-table';
import { useSyncStates } from './live/sync-states';
import { keepOrder, newestOf } from './search/kept-order';
import { useConvocatoriaDocumentHits, type DocumentHit } from './documents/document-hits';
import { useFirstRows } from './first-rows';
import type { SyncStateRow } from './cache/db';

export type { ConvocatoriaDetailRow, ConvocatoriaRow } from './cache/db';
export type { DocumentHit } from './documents/document-hits';
export { bodyTextOf } from './cache/rows';
export { useWaitingFirstRow } from './first-rows';
export * from './search/convocatoria-filter';
export { facetOptions, facets, maskOfSlugs, optionsIn, type Facet, type FacetOption } from './search/convocatoria-facets';
export {
  closingChip,
  startChip,
  stateHelp,
  stateLabels,
  stateOf,
  states,
  urgency,
  vencidaText,
  type State,
} from './search/convocatoria-state';

export interface ConvocatoriasView {
  /** The rows to list, in order. */
  rows: readonly ConvocatoriaRow[];
  /** How many convocatorias match: `rows.length`, except while only the first screen is there. */
  total: number;
  /** False while the list shows a saved first screen and the rest is being read. */
  complete: boolean;
  /** The rows are the API's first page, not stored yet (see first-rows.ts): listed, not opened. */
  saving: boolean;
  /** Rows a sync added that the list holds back so as not to move what it shows (see useKeptOrder). */
  held: number;
  /** True when the list shows an order a sync has since changed: `showFresh` shows the list as it is now. */
  stale: boolean;
  showFresh: () => void;
  /**
   * With `docs` on, where the saved documents of the rows hold the search's words (by id); null
   * otherwise, or while the texts are read.
   */
  documentHits: ReadonlyMap<number, DocumentHit> | null;
}

const nothingHeld = { held: 0, stale: false, showFresh: () => undefined, documentHits: null, saving: false };

/** Enough rows to fill a tall window. */
const firstScreenRows = 60;
/** How long the unfiltered list must stay put before its first screen is saved (see first-screen-cache.ts). */
const saveFirstScreenAfterMs = 300;

/**
 * The filtered, ordered convocatorias; `undefined` while loading, so loading differs from empty.
 * The rows live in memory (see live-table.ts) and are filtered there, so typing stays instant.
 * Reading them all takes a moment at start (10,000 rows: a few hundred ms); meanwhile the first
 * screen shows what it showed last time (saved in localStorage), and the whole list in the
 * official order its head, read by that order's index. Once shown, rows keep their order while a
 * sync writes (see useKeptOrder).
 */
export function useConvocatorias(filter: ConvocatoriaFilter): ConvocatoriasView | undefined {
  const rows = useLiveTable(liveTablesOf(db).convocatorias);
  const today = useToday();
  const newSince = useNewSince('convocatoria');
  const documentHits = useConvocatoriaDocumentHits(filter.docs, filter.q);
  const filtered = useMemo(
    () => (rows === undefined ? undefined : applyFilter(rows, filter, today, newSince, idsOf(documentHits))),
    [rows, filter, today, newSince, documentHits],
  );
  // Each snapshot is got ready for the next filters (words indexed in a worker, days worked out,
  // the list's order sorted):
  // the rows just read at start at once; a sync's snapshots once they settle (see prepareFilter).
  const firstRows = useRef(true);
  useEffect(() => {
    if (rows === undefined) return undefined;
    const settleMs = firstRows.current ? 0 : 500;
    firstRows.current = false;
    return prepareFilter(rows, filter.orden, settleMs);
  }, [rows, filter.orden]);
  const firstScreen = useFirstScreen(rows === undefined && sameFilter(filter, wholeList));
  const saved = useSavedFirstScreen(filtered, isDefaultFilter(filter), today, rows?.length ?? 0);
  // The documents' texts, once read, are a change of what the search looks at: the list takes their matches in order.
  const key = `${filterToParams(filter).toString()} ${today}${documentHits === null ? '' : ' docs'}`;
  const filling = useFilling();
  const kept = useKeptOrder(filtered, key, filling, documentHits);
  const first = useFirstRows(rows, filter, today, filling);
  const saving = useMemo(
    () =>
      first === null || first.length === 0
        ? undefined
        : { ...nothingHeld, rows: first, total: first.length, complete: false, saving: true },
    [first],
  );
  return saving ?? kept ?? firstScreen ?? saved;
}

const idsOf = (hits: ReadonlyMap<number, DocumentHit> | null): ReadonlySet<number> | null => (hits === null ? null : new Set(hits.keys()));

/** True until the convocatorias and their official order have been synced once: the mirror is being filled. */
function useFilling(): boolean {
  const states = useSyncStates();
  return states === undefined || !(['convocatorias', 'convocatorias/ordenadas'] as const).every((name) => completed(states, name));
}

const completed = (states: readonly SyncStateRow[], collection: SyncStateRow['collection']): boolean =>
  states.some((state) => state.collection === collection && state.lastCompleteAt !== null);

interface Kept {
  /** The filter (and day) the order was taken under. */
  key: string;
  ids: readonly number[];
  /** The rows it was taken from, and the latest `firstSeen` among them. */
  from: readonly ConvocatoriaRow[];
  newest: number;
  /** Taken while the mirror was being filled for the first time. */
  filling: boolean;
}

const take = (key: string, fresh: readonly ConvocatoriaRow[], filling: boolean): Kept => ({
  key,
  ids: fresh.map((row) => row.id),
  from: fresh,
  newest: newestOf(fresh),
  filling,
});

/**
 * The list's rows in the order they had at the last change the person made (see kept-order.ts):
 * a new filter, a new day, "mostrar" take the rows as they are; a sync's new snapshot does not
 * move them. While the list is empty, or the mirror is filled for the first time (nobody has read
 * a settled list yet), it follows every snapshot, and the first one after the fill too (the last
 * rows and ranks of the fill may be published after the sync says it completed), unless that one
 * brings rows of a later sync.
 */
function useKeptOrder(
  fresh: readonly ConvocatoriaRow[] | undefined,
  key: string,
  filling: boolean,
  documentHits: ReadonlyMap<number, DocumentHit> | null,
): ConvocatoriasView | undefined {
  const [kept, setKept] = useState<Kept | null>(null);
  const follows =
    kept === null ||
    kept.key !== key ||
    filling ||
    kept.ids.length === 0 ||
    (kept.filling && fresh !== undefined && newestOf(fresh) <= kept.newest);
  const taken = kept !== null && kept.key === key && kept.from === fresh;
  let current = kept;
  // Taken during the render (React's way to keep what an earlier render saw): no frame shows the old order.
  if (fresh !== undefined && follows && !taken) {
    current = take(key, fresh, filling);
    setKept(current);
  }
  const showFresh = useCallback(() => {
    if (fresh !== undefined) setKept(take(key, fresh, false));
  }, [fresh, key]);
  return useMemo(() => {
    if (fresh === undefined || current === null) return undefined;
    const { rows, held, stale } = keepOrder(current.ids, fresh, current.newest);
    return { rows, total: rows.length, complete: true, held, stale, showFresh, documentHits, saving: false };
  }, [fresh, current, showFresh, documentHits]);
}

/**
 * The first screen the unfiltered list showed last time (see first-screen-cache.ts), while the
 * cache is not read yet; and, once it is, what it shows now is saved for the next start.
 */
function useSavedFirstScreen(
  filtered: readonly ConvocatoriaRow[] | undefined,
  unfiltered: boolean,
  today: string,
  cached: number,
): ConvocatoriasView | undefined {
  // Abiertas, as the first screen lists them: rows saved on an earlier day may have closed since.
  const [saved] = useState(() => {
    const read = readCachedFirstScreen(db.name);
    if (read === null) return null;
    const open = read.rows.filter((row) => row.estado === 'abierta' && row.fechaFin >= today);
    return { rows: open, total: read.total - (read.rows.length - open.length) };
  });
  // Saved once the list has stayed put a moment, in a task of its own (a sync re-publishes it often).
  useEffect(() => {
    // No abierta today in a filled cache: what is saved stays, as the sign that the cache was filled (see start/).
    if (filtered === undefined || !unfiltered || (filtered.length === 0 && cached > 0)) return undefined;
    const timer = setTimeout(() => saveFirstScreen(db.name, filtered.slice(0, firstScreenRows), filtered.length), saveFirstScreenAfterMs);
    return () => clearTimeout(timer);
  }, [filtered, unfiltered, cached]);
  return useMemo(
    () => (saved !== null && unfiltered ? { rows: saved.rows, total: saved.total, complete: false, ...nothingHeld } : undefined),
    [saved, unfiltered],
  );
}

/**
 * What each choice of the filter panel would give under `filter`; null until every row is read.
 * The counts look at every row (the list only at those the cheap filters keep): they follow in a
 * render of their own, after the list has answered, and only the component that shows them
 * renders again.
 */
export function useConvocatoriaFacets(filter: ConvocatoriaFilter): ConvocatoriaFacets | null {
  const rows = useLiveTable(liveTablesOf(db).convocatorias);
  const today = useToday();
  const newSince = useNewSince('convocatoria');
  const deferred = useDeferredValue(filter);
  const documentHits = useConvocatoriaDocumentHits(deferred.docs, deferred.q);
  return useMemo(
    () => (rows === undefined ? null : facetCounts(rows, deferred, today, newSince, idsOf(documentHits))),
    [rows, deferred, today, newSince, documentHits],
  );
}

/** Where things stand, for the line above the list and the empty reader; counted over every cached row. */
export interface ConvocatoriaSummary {
  /** Every cached convocatoria. */
  cached: number;
  abiertas: number;
  /** Abiertas that close by Sunday. */
  semana: number;
  /** Abiertas first seen in the last sync that brought any (see novedades.ts). */
  nuevas: number;
  /** The next abiertas to close, soonest first. */
  proximas: readonly ConvocatoriaRow[];
}

// One summary per snapshot of the rows (and day, run of novedades, length of the next closings):
// the line above the list and the empty reader each read it, in renders of their own.
const summaries = new WeakMap<readonly ConvocatoriaRow[], { key: string; summary: ConvocatoriaSummary }>();

function summaryOf(rows: readonly ConvocatoriaRow[], today: string, newSince: number, next: number): ConvocatoriaSummary {
  const key = `${today} ${newSince} ${next}`;
  const known = summaries.get(rows);
  if (known?.key === key) return known.summary;
  const counts = facetCounts(rows, defaultFilter, today, newSince);
  const summary = {
    cached: counts.estado.todas,
    abiertas: counts.estado.abierta,
    semana: counts.cierre.semana,
    nuevas: counts.nuevas,
    proximas: applyFilter(rows, defaultFilter, today).slice(0, next),
  };
  summaries.set(rows, { key, summary });
  return summary;
}

/** The first screen's numbers (what its filter and the Cierre and Solo nuevas choices under it list); null until the rows are read. */
export function useConvocatoriaSummary(next = 5): ConvocatoriaSummary | null {
  const rows = useLiveTable(liveTablesOf(db).convocatorias);
  const today = useToday();
  const newSince = useNewSince('convocatoria');
  return useMemo(() => (rows === undefined ? null : summaryOf(rows, today, newSince, next)), [rows, today, newSince, next]);
}

/** How many convocatorias the cache holds; undefined until the rows are read. */
export function useCachedConvocatorias(): number | undefined {
  return useLiveTable(liveTablesOf(db).convocatorias)?.length;
}

// Today in Argentina, checked every minute while some view shows it, so "Cierra hoy" and the
// states turn at midnight; first read by the first render, not while the window's script loads
// (see first-use.ts).
const today = createStore(todayInArgentina, {
  start: (store) => {
    // The day may have turned while no view showed it.
    store.set(todayInArgentina());
    const timer = setInterval(() => store.set(todayInArgentina()), 60_000);
    return () => clearInterval(timer);
  },
});

/** Today in Argentina (YYYY-MM-DD); re-renders when the day turns. */
export function useToday(): string {
  return useStore(today);
}

function useFirstScreen(wanted: boolean): ConvocatoriasView | undefined {
  return useLiveQuery(() => (wanted ? readFirstScreen(db) : undefined), [wanted]);
}

/**
 * The head of the whole list in the official order (`estado=todas&orden=oficial`), and the count, read by index. Rows
 * without a rank come after the ranked ones, so with fewer ranked rows than a screen: undefined.
 */
export async function readFirstScreen(from: DirectorioDb, size = firstScreenRows): Promise<ConvocatoriasView | undefined> {
  return from.transaction('r', from.convocatorias, from.orden, async () => {
    const [ranks, total] = await Promise.all([firstRanks(from.orden, size), from.convocatorias.count()]);
    const stored = await from.convocatorias.bulkGet(ranks.map(([id]) => id));
    const rows = ranks.flatMap(([, rank], index) => {
      const row = stored[index];
      return row === undefined ? [] : [{ ...row, ordenadasRank: rank }];
    });
    return rows.length === Math.min(size, total) ? { rows, total, complete: rows.length === total, ...nothingHeld } : undefined;
  });
}

/** `null` when the id is not cached, `undefined` while loading. */
export function useConvocatoria(id: number): ConvocatoriaDetailRow | null | undefined {
  return useLiveQuery(
    () =>
      db.transaction('r', db.convocatorias, db.orden, db.cuerpos, async () => {
        const row = await db.convocatorias.get(id);
        return readWithBody('cuerpo', row === undefined ? undefined : (await withRanks(db, [row]))[0]);
      }),
    [id],
  );
}

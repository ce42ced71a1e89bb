/** Queries and hooks over the cached convocatorias; views use these, never Dexie. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { createStore, useStore } from '../store';
import {
  applyFilter,
  facetCounts,
  prepareFilter,
  isDefaultFilter,
  todayInArgentina,
  type ConvocatoriaFacets,
  type ConvocatoriaFilter,
} from './search/convocatoria-filter';
import { readWithBody } from './cache/bodies';
import { readCachedFirstScreen, saveFirstScreen } from './cache/first-screen-cache';
import { withRanks } from './cache/ranks';
import { db, type ConvocatoriaDetailRow, type ConvocatoriaRow, type DirectorioDb } from './cache/db';
import { useNewSince } from './novedades';
import { liveTablesOf, useLiveTable } from './live/live-table';

export type { ConvocatoriaDetailRow, ConvocatoriaRow } from './cache/db';
export * from './search/convocatoria-filter';
export { facetOptions, facets, maskOfSlugs, optionsIn, type Facet, type FacetOption } from './search/convocatoria-facets';
export { closingChip, stateLabels, stateOf, urgency, vencidaText, type State } from './search/convocatoria-state';

export interface ConvocatoriasView {
  /** The rows to list, in order. */
  rows: readonly ConvocatoriaRow[];
  /** How many convocatorias match: `rows.length`, except while only the first screen is there. */
  total: number;
  /** False while the list shows the first screen of the official order and the rest is being read. */
  complete: boolean;
}

/** Enough rows to fill a tall window. */
const firstScreenRows = 60;
/** How long the unfiltered list must stay put before its first screen is saved (see first-screen-cache.ts). */
const saveFirstScreenAfterMs = 300;

/**
 * The filtered, ordered convocatorias; `undefined` while loading, so loading differs from empty.
 * The rows live in memory (see live-table.ts) and are filtered there, so typing stays instant.
 * Reading them all takes a moment at start (10,000 rows: a few hundred ms); meanwhile the
 * unfiltered list shows its first screen, read by the official order's index.
 */
export function useConvocatorias(filter: ConvocatoriaFilter): ConvocatoriasView | undefined {
  const rows = useLiveTable(liveTablesOf(db).convocatorias);
  const today = useToday();
  const newSince = useNewSince('convocatoria');
  const filtered = useMemo(
    () => (rows === undefined ? undefined : applyFilter(rows, filter, today, newSince)),
    [rows, filter, today, newSince],
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
  const firstScreen = useFirstScreen(rows === undefined && isDefaultFilter(filter));
  const saved = useSavedFirstScreen(filtered, isDefaultFilter(filter));
  const view = useMemo(() => (filtered === undefined ? undefined : { rows: filtered, total: filtered.length, complete: true }), [filtered]);
  return view ?? firstScreen ?? saved;
}

/**
 * The first screen the unfiltered list showed last time (see first-screen-cache.ts), while the
 * cache is not read yet; and, once it is, what it shows now is saved for the next start.
 */
function useSavedFirstScreen(filtered: readonly ConvocatoriaRow[] | undefined, unfiltered: boolean): ConvocatoriasView | undefined {
  const [saved] = useState(() => readCachedFirstScreen(db.name));
  // Saved once the list has stayed put a moment, in a task of its own (a sync re-publishes it often).
  useEffect(() => {
    if (filtered === undefined || !unfiltered) return undefined;
    const timer = setTimeout(() => saveFirstScreen(db.name, filtered.slice(0, firstScreenRows), filtered.length), saveFirstScreenAfterMs);
    return () => clearTimeout(timer);
  }, [filtered, unfiltered]);
  return useMemo(
    () => (saved !== null && unfiltered ? { rows: saved.rows, total: saved.total, complete: false } : undefined),
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
  return useMemo(() => (rows === undefined ? null : facetCounts(rows, deferred, today, newSince)), [rows, deferred, today, newSince]);
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
 * The head of the unfiltered list in the official order, and the count, read by index. Rows
 * without a rank come after the ranked ones, so with fewer ranked rows than a screen: undefined.
 */
export async function readFirstScreen(from: DirectorioDb, size = firstScreenRows): Promise<ConvocatoriasView | undefined> {
  return from.transaction('r', from.convocatorias, from.ordenadas, async () => {
    const [ranks, total] = await Promise.all([from.ordenadas.orderBy('rank').limit(size).toArray(), from.convocatorias.count()]);
    const stored = await from.convocatorias.bulkGet(ranks.map((rank) => rank.id));
    const rows = ranks.flatMap((rank, index) => {
      const row = stored[index];
      return row === undefined ? [] : [{ ...row, ordenadasRank: rank.rank }];
    });
    return rows.length === Math.min(size, total) ? { rows, total, complete: rows.length === total } : undefined;
  });
}

/** `null` when the id is not cached, `undefined` while loading. */
export function useConvocatoria(id: number): ConvocatoriaDetailRow | null | undefined {
  return useLiveQuery(
    () =>
      db.transaction('r', db.convocatorias, db.ordenadas, db.cuerpos, async () => {
        const row = await db.convocatorias.get(id);
        return readWithBody('convocatoria', 'cuerpo', row === undefined ? undefined : (await withRanks(db, [row]))[0]);
      }),
    [id],
  );
}

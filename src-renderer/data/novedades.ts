/**
 * What the last sync brought: records first seen in it are "Nuevo", and each collection keeps
 * how many records its last run added, changed and removed (see cache/record-writer.ts and cache/changes.ts).
 */
import type { Collection, RecordKind } from '../../src-shared/api';
import { recordKindOf } from '../../src-shared/api/collections';
import { openNewsSince } from './cache/changes';
import type { ChangeCounts, SyncChanges, SyncStateRow } from './cache/db';
import { useSyncStates } from './live/sync-states';

export type { SyncChanges } from './cache/db';
export { isNewRecord } from './cache/changes';

/** Whether the most recent run stopped before completing every collection it counted (cancelled, failed). */
export function lastRunUnfinished(states: readonly SyncStateRow[]): boolean {
  return openNewsSince(states.map((state) => state.changes)) !== null;
}

/**
 * The run from which `kind`'s records count as new: the latest that changed any of its lists (or,
 * when that one carried on an unfinished run's news, where those began); 0 = none.
 */
export function newSinceOf(states: readonly SyncStateRow[], kind: RecordKind): number {
  return states.reduce(
    (since, { collection, changes }) =>
      recordKindOf(collection) === kind && changes !== null ? Math.max(since, changes.since ?? changes.runId) : since,
    0,
  );
}

export type ChangeTotals = ChangeCounts;

/** What the most recent run changed, each record once; null when it was the first sync or none ran. */
export function lastRunTotals(states: readonly SyncStateRow[]): ChangeTotals | null {
  const changes = states.map((state) => state.changes).filter((c): c is SyncChanges => c !== null);
  const runId = Math.max(0, ...changes.map((c) => c.runId));
  const last = changes.filter((c) => c.runId === runId && !c.first);
  if (runId === 0 || last.length === 0) return null;
  return last.reduce(
    (sum, { records }) => ({
      added: sum.added + records.added,
      changed: sum.changed + records.changed,
      removed: sum.removed + records.removed,
    }),
    {
      added: 0,
      changed: 0,
      removed: 0,
    },
  );
}

const plural = (n: number, one: string, many: string): string => `${n.toLocaleString('es-AR')} ${n === 1 ? one : many}`;

/** "3 nuevos, 1 cambiado, 2 eliminados", or "sin cambios". */
export function describeTotals(totals: ChangeTotals): string {
  if (totals.added + totals.changed + totals.removed === 0) return 'sin cambios';
  return [
    plural(totals.added, 'nuevo', 'nuevos'),
    plural(totals.changed, 'cambiado', 'cambiados'),
    plural(totals.removed, 'eliminado', 'eliminados'),
  ].join(', ');
}

/** The run id above which `kind`'s records are new; 0 while unknown or when none are. */
export function useNewSince(kind: RecordKind): number {
  const rows = useSyncStates();
  return rows === undefined ? 0 : newSinceOf(rows, kind);
}

export function changesOf(rows: readonly SyncStateRow[] | undefined, collection: Collection): SyncChanges | null {
  return rows?.find((row) => row.collection === collection)?.changes ?? null;
}

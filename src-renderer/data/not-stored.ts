/**
 * Why the cache holds no record of an id, as far as the sync states know: the API published it
 * but the sync refused its record (with the reason kept on Sincronización), the last complete
 * sync of its kind did not find it, or no sync of its kind has completed yet.
 */
import { collections, recordKindOf, type RecordKind } from '../../src-shared/api/collections';
import type { SyncStateRow } from './cache/db';

export type NotStored = { kind: 'refused'; reason: string } | { kind: 'not-published'; since: number } | { kind: 'unknown' };

export function whyNotStored(states: readonly SyncStateRow[], kind: RecordKind, id: number): NotStored {
  const own = collections.filter((collection) => recordKindOf(collection) === kind);
  const rows = own.map((collection) => states.find((state) => state.collection === collection));
  for (const row of rows) {
    const refused = row?.rejects.find((reject) => reject.id === id);
    if (refused !== undefined) return { kind: 'refused', reason: refused.reason };
  }
  // Absent from every list of its kind as each last completed: not published then.
  const completed = rows.map((row) => row?.lastCompleteAt ?? null);
  if (completed.some((at) => at === null)) return { kind: 'unknown' };
  return { kind: 'not-published', since: Math.min(...completed.filter((at): at is number => at !== null)) };
}

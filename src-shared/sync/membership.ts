/**
 * programas, museos and institutos are lists of organismos, and convocatorias/ordenadas lists
 * convocatorias: a record is stored once, with the lists it belongs to and the generation in
 * which each list last saw it. A list's complete run drops its stale memberships; a record
 * that belongs to no list any more is removed.
 */
import type { Collection, RecordKind } from '../api';
import { recordKindOf } from '../api/collections';

export interface Membership {
  listas: Collection[];
  seen: Partial<Record<Collection, number>>;
}

/** The table a collection's records live in. */
export function tableOf(collection: Collection): RecordKind {
  return recordKindOf(collection);
}

export function joinList(existing: Membership | undefined, list: Collection, generation: number): Membership {
  const listas = existing?.listas.includes(list) === true ? existing.listas : [...(existing?.listas ?? []), list];
  return { listas, seen: { ...existing?.seen, [list]: generation } };
}

export type Expiry = { action: 'keep' } | { action: 'update'; membership: Membership } | { action: 'delete' };

/** What a complete run of `list` at `generation` means for one record that was in it. */
export function expire(membership: Membership, list: Collection, generation: number): Expiry {
  const seenAt = membership.seen[list];
  // Stryker disable next-line ConditionalExpression: `seenAt !== undefined` → true is equivalent: undefined >= generation is false anyway.
  if (seenAt !== undefined && seenAt >= generation) return { action: 'keep' };
  const listas = membership.listas.filter((l) => l !== list);
  if (listas.length === 0) return { action: 'delete' };
  const seen: Membership['seen'] = Object.fromEntries(Object.entries(membership.seen).filter(([name]) => name !== list));
  return { action: 'update', membership: { listas, seen } };
}

/** Position in convocatorias/ordenadas, kept as the official order. */
export function rankFrom(collection: Collection, offset: number, index: number, previous: number | null): number | null {
  return collection === 'convocatorias/ordenadas' ? offset + index : previous;
}

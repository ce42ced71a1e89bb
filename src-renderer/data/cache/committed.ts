/**
 * What the writers of the mirror committed, told to every view that holds a table in memory: in
 * this window, in the data service's worker, in other windows of the app. The writer says what it
 * changed once its transaction has committed (the rows it put, the ids it deleted), or that the
 * table must be read again (it was emptied). Views never guess which writes were whose.
 *
 * A BroadcastChannel delivers to every other channel object of the origin, in the order posted,
 * including objects in the poster's own context; so the sender and the listeners use their own.
 */
import { z } from '../../../src-shared/zod';
import { openChannel, type CheckedChannel } from '../../checked-channel';

export const mirrorTables = ['convocatorias', 'organismos', 'tramites'] as const;
export type MirrorTable = (typeof mirrorTables)[number];

/** A row whose only change is its place in the official order (null: it left it). */
export interface RankChange {
  id: number;
  rank: number | null;
}

/** What one committed write did to a table. */
export interface TableChanges<R> {
  put: R[];
  deleted: number[];
  /** Rows that only moved in the official order: told by id and rank, not as whole rows. */
  ranks: RankChange[];
}

export type Committed =
  | { table: MirrorTable; type: 'changes'; put: { id: number }[]; deleted: number[]; ranks: RankChange[] }
  | { table: MirrorTable; type: 'reread' };

const row = z.looseObject({ id: z.int() });
const rankChange = z.object({ id: z.int(), rank: z.nullable(z.int().check(z.nonnegative())) });

/** Same origin, but still a message from elsewhere: its shape is checked before a table applies it. */
export const committedSchema: z.ZodMiniType<Committed> = z.discriminatedUnion('type', [
  z.object({
    table: z.enum(mirrorTables),
    type: z.literal('changes'),
    put: z.array(row),
    deleted: z.array(z.int()),
    ranks: z.array(rankChange),
  }),
  z.object({ table: z.enum(mirrorTables), type: z.literal('reread') }),
]);

/** One channel per database (tests open several side by side). */
export const committedChannelName = (database: string): string => `directorio-cambios:${database}`;

const senders = new Map<string, CheckedChannel<Committed>>();

/** Tells every listener of the origin (this context included) what a committed write to `database` did. */
export function announceCommitted(database: string, message: Committed): void {
  let sender = senders.get(database);
  if (sender === undefined) {
    const opened = openChannel(committedChannelName(database), committedSchema);
    if (opened === null) return;
    sender = opened;
    senders.set(database, sender);
  }
  sender.post(message);
}

/** Listens for committed writes to `database`; a message of another shape is dropped. Returns the unsubscribe. */
export function onCommitted(database: string, listener: (message: Committed) => void): () => void {
  const channel = openChannel(committedChannelName(database), committedSchema, listener);
  return () => channel?.close();
}

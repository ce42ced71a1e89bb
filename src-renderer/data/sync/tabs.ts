/**
 * One sync at a time across the app's tabs and windows (browser mode can have several on one
 * IndexedDB): a Web Lock held for the whole run, and a BroadcastChannel on which the tab that
 * holds it publishes its progress, so the others show that run instead of starting their own.
 * The browser releases the lock when its holder closes, so a sync cut short by a closed tab never
 * blocks the next one.
 */
import { z } from '../../../src-shared/zod';
import { collections, type Collection } from '../../../src-shared/api';
import type { SyncOutcome, SyncProgress } from '../../../src-shared/sync';
import { openChannel, type CheckedChannel } from '../../checked-channel';
import { outcomeSchema, progressSchema } from './service/contract';

export const syncLockName = 'directorio-sync';

/** What the tab that syncs tells the others. */
export interface SharedSnapshot {
  running: boolean;
  progress: Partial<Record<Collection, SyncProgress>>;
  outcomes: SyncOutcome[];
  finishedAt: number | null;
}

export type TabMessage =
  /** The running tab's state, after each change; `running: false` once it ended. */
  | { type: 'snapshot'; snapshot: SharedSnapshot }
  /** Another tab's Cancelar, for the tab that runs the sync. */
  | { type: 'cancel' }
  /** A tab that found the lock taken asks the holder to publish its state now. */
  | { type: 'hello' };

export const tabMessageSchema: z.ZodMiniType<TabMessage, TabMessage> = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('snapshot'),
    snapshot: z.object({
      running: z.boolean(),
      progress: z.partialRecord(z.enum(collections), progressSchema),
      outcomes: z.array(outcomeSchema),
      finishedAt: z.nullable(z.number()),
    }),
  }),
  z.object({ type: z.literal('cancel') }),
  z.object({ type: z.literal('hello') }),
]);

const locks: LockManager | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks;

/**
 * Runs `run` holding the sync lock, unless another tab holds it: then resolves false at once
 * without running it. Where Web Locks do not exist, this window is the only one that counts.
 */
export async function withSyncLock(run: () => Promise<void>): Promise<boolean> {
  if (locks === undefined) {
    await run();
    return true;
  }
  return locks.request(syncLockName, { ifAvailable: true }, async (lock) => {
    if (lock === null) return false;
    await run();
    return true;
  });
}

/** Resolves once no tab holds the sync lock (its holder finished, or closed mid-run). */
export async function lockReleased(): Promise<void> {
  if (locks === undefined) return;
  await locks.request(syncLockName, () => undefined);
}

/** The channel between tabs; null where BroadcastChannel does not exist. */
export function openTabChannel(onMessage: (message: TabMessage) => void): CheckedChannel<TabMessage> | null {
  return openChannel(syncLockName, tabMessageSchema, onMessage);
}

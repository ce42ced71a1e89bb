/**
 * A BroadcastChannel whose messages are checked on arrival: same origin, but still data from
 * another context (another tab, a worker), so each one is parsed against the channel's schema and
 * one of another shape is dropped. Null where BroadcastChannel does not exist.
 */
import type { z } from '../src-shared/zod';

export interface CheckedChannel<T> {
  post(message: T): void;
  close(): void;
}

/** Opens the channel `name`; `listener`, when given, hears every message of the schema's shape. */
export function openChannel<T>(name: string, schema: z.ZodMiniType<T>, listener?: (message: T) => void): CheckedChannel<T> | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  if (listener !== undefined) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const parsed = schema.safeParse(event.data);
      if (parsed.success) listener(parsed.data);
    };
  }
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
}

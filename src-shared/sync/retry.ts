import { assertNever } from '../assert-never';
import type { BridgeArgs, BridgeError, BridgeResults } from '../bridge';
import type { PageSource, SyncOptions } from './types';

/** Network trouble, timeouts, 5xx, 429 and broken bodies are worth another try; other 4xx are not. */
export function isTransient(error: BridgeError): boolean {
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'invalid-response':
      return true;
    case 'http':
      return error.status === 429 || error.status >= 500;
    case 'invalid-argument':
    case 'rejected':
    case 'internal':
    case 'cancelled':
      return false;
    default:
      return assertNever(error);
  }
}

/** Capped exponential backoff with full jitter; a server's Retry-After wins when it asks for longer. */
export function backoffMs(attempt: number, error: BridgeError, options: SyncOptions, random: () => number): number {
  const ceiling = Math.min(options.maxBackoffMs, options.baseBackoffMs * 2 ** (attempt - 1));
  const jittered = Math.floor(random() * ceiling);
  // Stryker disable next-line ConditionalExpression: `retryAfterMs !== null` → true is equivalent: Math.min(null, n) is 0 and the jittered wait is never below 0.
  if (error.kind === 'http' && error.retryAfterMs !== null) return Math.max(jittered, Math.min(error.retryAfterMs, 120_000));
  return jittered;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted === true) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    // Stryker disable next-line ObjectLiteral, BooleanLiteral: `once` is belt and braces: `done` removes the listener itself.
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Read anew each time: the run may have been halted while a request was out. */
const haltedBy = (halt: SyncOptions['halt']): BridgeError | null => halt?.haltedBy ?? null;

/**
 * One page, retried while the failure is transient and attempts remain. `beforeSend` runs before
 * each attempt (the collection's bound on requests): an error from it ends the page unsent.
 */
export async function fetchPageRetrying(
  source: PageSource,
  args: BridgeArgs<'fetchPage'>,
  options: SyncOptions,
  onAttempt: (retry: boolean) => void,
  beforeSend: () => BridgeError | null = () => null,
): Promise<BridgeResults['fetchPage']> {
  const wait = options.sleep ?? sleep;
  const random = options.random ?? Math.random;
  const { signal, halt } = options;
  // A backoff ends early when the user cancels or another collection halts the run.
  const wake = halt === undefined || signal === undefined ? (signal ?? halt?.signal) : AbortSignal.any([signal, halt.signal]);
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted === true) return { ok: false, error: { kind: 'cancelled' } };
    if (halt?.haltedBy != null) return { ok: false, error: halt.haltedBy };
    const refusal = beforeSend();
    if (refusal !== null) return { ok: false, error: refusal };
    const result = await source.fetchPage(args);
    // A request the budget refused unsent (the run was halted or cancelled meanwhile) is no attempt.
    // The halting error is recognised by identity: the budget hands back the very object it was
    // halted with, in this context, and a real failure that merely looks the same must count.
    const refused = !result.ok && (result.error.kind === 'cancelled' || result.error === haltedBy(halt));
    if (refused) return result;
    onAttempt(attempt > 1);
    if (result.ok || !isTransient(result.error) || attempt >= options.maxAttempts) return result;
    await wait(backoffMs(attempt, result.error, options, random), wake);
  }
}

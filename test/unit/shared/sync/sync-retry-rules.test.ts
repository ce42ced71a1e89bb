/** The retry policy's edges: what is transient, how long a wait is, and how a wait ends. */
import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeError, BridgeResults } from '../../../../src-shared/bridge';
import { backoffMs, defaultSyncOptions, fetchPageRetrying, isTransient, sleep } from '../../../../src-shared/sync';
import { pageOf } from '../../support/sync-fakes';

const http = (status: number, retryAfterMs: number | null = null): BridgeError => ({ kind: 'http', status, retryAfterMs });
const args = { collection: 'museos', offset: 0, limit: 10 } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('what is worth another try', () => {
  it('5xx from 500 and 429; not 499, 428 or 430; never a refusal or an internal error', () => {
    expect([499, 500, 428, 429, 430, 599].map((status) => isTransient(http(status)))).toEqual([false, true, false, true, false, true]);
    expect(isTransient({ kind: 'rejected', message: 'x' })).toBe(false);
    expect(isTransient({ kind: 'internal', message: 'x' })).toBe(false);
    expect(isTransient({ kind: 'timeout', ms: 5 })).toBe(true);
    expect(isTransient({ kind: 'cancelled' })).toBe(false);
  });

  it('a kind it does not know (an error nobody parsed) is a bug that says so, not a silent "no"', () => {
    const unknown = JSON.parse('{"kind":"nueva"}') as BridgeError;
    expect(() => isTransient(unknown)).toThrow('Caso no previsto: {"kind":"nueva"}');
  });
});

describe('backoff', () => {
  const options = { ...defaultSyncOptions, baseBackoffMs: 100, maxBackoffMs: 1000 };

  it('doubles from the base each attempt, under the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffMs(attempt, http(503), options, () => 0.5))).toEqual([50, 100, 200, 400, 500]);
  });

  it('a Retry-After longer than the jittered wait wins, capped at two minutes; a shorter one does not', () => {
    expect(backoffMs(1, http(429, 10), options, () => 0.5)).toBe(50);
    expect(backoffMs(1, http(429, 80), options, () => 0.5)).toBe(80);
    expect(backoffMs(1, http(429, 500_000), options, () => 0.5)).toBe(120_000);
    // Only HTTP answers carry one.
    expect(backoffMs(2, { kind: 'network', message: 'x' }, options, () => 0.25)).toBe(50);
  });
});

describe('sleep', () => {
  it('resolves after the time asked, and clears its timer when cut short', async () => {
    vi.useFakeTimers();
    let done = false;
    void sleep(100).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);

    const controller = new AbortController();
    let cut = false;
    void sleep(10_000, controller.signal).then(() => (cut = true));
    expect(vi.getTimerCount()).toBe(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(cut).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("leaves no listener on the run's signal once a wait is over", async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const waits = [sleep(10, controller.signal), sleep(20, controller.signal)];
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(20);
    await Promise.all(waits);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('does not wait at all when already cancelled', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    controller.abort();
    let done = false;
    void sleep(10_000, controller.signal).then(() => (done = true));
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});

describe('fetchPageRetrying', () => {
  const failing: BridgeResults['fetchPage'] = { ok: false, error: http(503) };

  it('tells each attempt whether it is a retry', async () => {
    const attempts: boolean[] = [];
    await fetchPageRetrying(
      { fetchPage: () => Promise.resolve(failing) },
      args,
      { ...defaultSyncOptions, maxAttempts: 3, sleep: () => Promise.resolve() },
      (retry) => attempts.push(retry),
    );
    expect(attempts).toEqual([false, true, true]);
  });

  it('a cancelled run asks nothing, and a cancel during a wait ends the retries', async () => {
    let calls = 0;
    const source = { fetchPage: () => (calls++, Promise.resolve(failing)) };
    const controller = new AbortController();
    controller.abort();
    const cancelled = { ok: false, error: { kind: 'cancelled' } };
    expect(await fetchPageRetrying(source, args, { ...defaultSyncOptions, signal: controller.signal }, () => undefined)).toEqual(cancelled);
    expect(calls).toBe(0);

    const during = new AbortController();
    const waits: number[] = [];
    const options = {
      ...defaultSyncOptions,
      signal: during.signal,
      sleep: (ms: number) => (waits.push(ms), during.abort(), Promise.resolve()),
    };
    expect(await fetchPageRetrying(source, args, options, () => undefined)).toEqual(cancelled);
    expect(calls).toBe(1);
    expect(waits).toHaveLength(1);
  });

  it('a request the budget refused as cancelled is no attempt, whichever object says so', async () => {
    const attempts: boolean[] = [];
    let calls = 0;
    // A new object each time: the refusal is known by its kind, not by being one shared constant.
    const source = { fetchPage: () => (calls++, Promise.resolve({ ok: false as const, error: { kind: 'cancelled' as const } })) };
    const result = await fetchPageRetrying(source, args, { ...defaultSyncOptions, sleep: () => Promise.resolve() }, (retry) =>
      attempts.push(retry),
    );
    expect(result).toEqual({ ok: false, error: { kind: 'cancelled' } });
    expect(calls).toBe(1);
    expect(attempts).toEqual([]);
  });

  it('waits for real when no sleep is injected', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const source = { fetchPage: () => (calls++, Promise.resolve(calls === 1 ? failing : { ok: true as const, page: pageOf([], 0, 10) })) };
    const result = fetchPageRetrying(source, args, { ...defaultSyncOptions, baseBackoffMs: 1000, random: () => 0.5 }, () => undefined);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await result;
  });
});

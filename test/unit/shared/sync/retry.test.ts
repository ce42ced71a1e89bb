import { describe, expect, it } from 'vitest';
import { backoffMs, defaultSyncOptions, fetchPageRetrying, followingOffsets, isTransient } from '../../../../src-shared/sync';
import type { BridgeError, BridgeResults } from '../../../../src-shared/bridge';

const http = (status: number, retryAfterMs: number | null = null): BridgeError => ({ kind: 'http', status, retryAfterMs });

describe('retry policy', () => {
  it('retries network trouble, timeouts, broken bodies, 5xx and 429; not other 4xx', () => {
    expect(isTransient({ kind: 'network', message: 'x' })).toBe(true);
    expect(isTransient({ kind: 'timeout', ms: 1 })).toBe(true);
    expect(isTransient({ kind: 'invalid-response', message: 'x' })).toBe(true);
    expect(isTransient(http(500))).toBe(true);
    expect(isTransient(http(503))).toBe(true);
    expect(isTransient(http(429))).toBe(true);
    for (const status of [400, 401, 403, 404, 405, 410]) expect(isTransient(http(status))).toBe(false);
    expect(isTransient({ kind: 'invalid-argument', message: 'x' })).toBe(false);
  });

  it('backs off exponentially with full jitter under a cap, and honours Retry-After', () => {
    const options = { ...defaultSyncOptions, baseBackoffMs: 100, maxBackoffMs: 1000 };
    expect(backoffMs(1, http(503), options, () => 0.999)).toBe(99);
    expect(backoffMs(3, http(503), options, () => 0.999)).toBe(399);
    expect(backoffMs(10, http(503), options, () => 0.999)).toBe(999);
    expect(backoffMs(10, http(503), options, () => 0)).toBe(0);
    expect(backoffMs(1, http(429, 5000), options, () => 0.5)).toBe(5000);
  });

  it('stops after maxAttempts and reports the waits it took', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const failing: BridgeResults['fetchPage'] = { ok: false, error: http(503) };
    const result = await fetchPageRetrying(
      { fetchPage: () => (attempts++, Promise.resolve(failing)) },
      { collection: 'museos', offset: 0, limit: 10 },
      { ...defaultSyncOptions, maxAttempts: 4, baseBackoffMs: 100, sleep: (ms) => (waits.push(ms), Promise.resolve()), random: () => 0.5 },
      () => undefined,
    );
    expect(result).toBe(failing);
    expect(attempts).toBe(4);
    expect(waits).toEqual([50, 100, 200]);
  });
});

describe('page offsets', () => {
  it('overlap consecutive pages by one position and cover the whole count', () => {
    expect(followingOffsets(100, 100)).toEqual([]);
    expect(followingOffsets(101, 100)).toEqual([99]);
    expect(followingOffsets(250, 100)).toEqual([99, 198]);
    expect(followingOffsets(5, 1)).toEqual([1, 2, 3, 4]);
    for (const [count, limit] of [
      [855, 100],
      [859, 20],
      [7, 3],
      [1000, 7],
    ] as const) {
      const covered = new Set<number>();
      for (const offset of [0, ...followingOffsets(count, limit)])
        for (let p = offset; p < Math.min(count, offset + limit); p++) covered.add(p);
      expect(covered.size).toBe(count);
    }
  });
});

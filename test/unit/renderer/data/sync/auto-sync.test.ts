/** An app left open syncs again once its mirror is older than the settings' interval, not before. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoSyncCheckMs, isStaleAt, startAutoSync } from '../../../../../src-renderer/data/sync/auto-sync';

const hour = 3_600_000;
const minute = 60_000;
const t0 = Date.UTC(2026, 2, 10, 12, 0, 0);

function environment(online = true) {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return { window: win, document: doc, online: () => online };
}

describe('isStaleAt', () => {
  it('is stale when a collection never completed, or its last complete sync is older than the interval', () => {
    expect(isStaleAt([t0, null], 6, t0)).toBe(true);
    expect(isStaleAt([t0, undefined], 0, t0)).toBe(true);
    expect(isStaleAt([t0, t0 - 5 * hour], 6, t0)).toBe(false);
    expect(isStaleAt([t0, t0 - 6 * hour - 1], 6, t0)).toBe(true);
    // 0: no automatic sync by age.
    expect(isStaleAt([t0 - 1000 * hour], 0, t0)).toBe(false);
  });
});

describe('the auto-sync timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: t0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts a sync once the last complete one is older than the interval (1 h), and not before', async () => {
    const lastComplete = [t0, t0];
    const syncs: number[] = [];
    const check = (): Promise<void> => {
      if (isStaleAt(lastComplete, 1, Date.now())) syncs.push(Date.now());
      return Promise.resolve();
    };
    const stop = startAutoSync(check, environment());
    await vi.advanceTimersByTimeAsync(55 * minute);
    expect(syncs).toEqual([]);
    await vi.advanceTimersByTimeAsync(10 * minute);
    // The first check past the hour: 65 minutes in (checks every 5).
    expect(syncs).toEqual([t0 + 65 * minute]);
    stop();
    await vi.advanceTimersByTimeAsync(2 * hour);
    expect(syncs).toHaveLength(1);
  });

  it('checks at start, every five minutes, when the network comes back and when the window is shown again', async () => {
    const env = environment();
    const check = vi.fn(() => Promise.resolve());
    const stop = startAutoSync(check, env);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(autoSyncCheckMs - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    env.window.dispatchEvent(new Event('online'));
    expect(check).toHaveBeenCalledTimes(3);
    env.document.visibilityState = 'hidden';
    env.document.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(3);
    env.document.visibilityState = 'visible';
    env.document.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(4);
    stop();
    env.window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(autoSyncCheckMs);
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('does not ask on the timer while the browser knows it is offline', async () => {
    const check = vi.fn(() => Promise.resolve());
    const stop = startAutoSync(check, environment(false));
    await vi.advanceTimersByTimeAsync(3 * autoSyncCheckMs);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
  });
});

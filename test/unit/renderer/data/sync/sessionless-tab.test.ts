/**
 * A browser tab opened without the launch token (the app's cookie, but no session secret) reaches
 * no bridge: it must not start a sync — at start-up, on the timer or asked — that would only
 * write failures into the cache every tab shares and take the sync lock from the tab that can
 * sync. Node, with no preload and no page to read a session from; Dexie on fake-indexeddb.
 */
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';

const fetch = vi.fn(() => Promise.reject(new Error('no debería pedir nada')));
const saved = new Map<string, string>();
Object.assign(globalThis, {
  // A browser window without Electron's preload.
  window: {},
  fetch,
  localStorage: { getItem: (key: string) => saved.get(key) ?? null, setItem: (key: string, value: string) => saved.set(key, value) },
});
const { currentSyncSnapshot, startSync, syncIfStale } = await import('../../../../../src-renderer/data/sync/controller');
const { db } = await import('../../../../../src-renderer/data/cache/db');

afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
  Reflect.deleteProperty(globalThis, 'fetch');
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('a tab without a session', () => {
  it('starts no sync on an empty (so stale) cache, nor when asked, and writes nothing', async () => {
    await syncIfStale();
    await startSync();
    expect(fetch).not.toHaveBeenCalled();
    expect(await db.syncState.count()).toBe(0);
    expect(currentSyncSnapshot()).toMatchObject({ running: false, outcomes: [] });
  });
});

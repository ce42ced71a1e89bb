/**
 * The question the auto-sync timer asks (syncIfStale, src-renderer/data/sync/controller.ts) against a real
 * cache (Dexie on fake-indexeddb) and the saved settings: a sync starts once the last complete
 * one of some collection is older than the settings' interval, and not before. Whether a sync
 * started is seen at the bridge: its first act is to ask for a page. The API answers 404 here
 * (not worth a retry), so each run ends at once; syncIfStale resolves only after the run it started, so "no page was
 * asked for" after it resolves is a settled answer, not a guess made after a sleep.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Collection } from '../../../../../src-shared/api';
import type { DirectorioPreload } from '../../../../../src-shared/bridge';
import type { Settings } from '../../../../../src-shared/settings';

const hour = 3_600_000;
const now = Date.UTC(2026, 4, 20, 15, 0, 0);
/** Every collection the app mirrors, written out here rather than read from the app. */
const collections: Collection[] = [
  'organismos',
  'museos',
  'programas',
  'institutos',
  'convocatorias',
  'convocatorias/ordenadas',
  'tramites',
];

let settings: Settings = {
  baseUrl: 'https://api.test',
  pageSize: 100,
  concurrency: 4,
  autoSyncHours: 6,
  closingSoonDays: 7,
  maxRequests: 5000,
  firstReminderDays: 7,
  secondReminderDays: 1,
};
const fetchPage = vi.fn<DirectorioPreload['fetchPage']>(() =>
  Promise.resolve({ ok: false, error: { kind: 'http', status: 404, retryAfterMs: null } }),
);
const fake: Partial<DirectorioPreload> = {
  fetchPage,
  getSettings: () =>
    Promise.resolve({
      ok: true,
      view: { settings, effectiveBaseUrl: settings.baseUrl, baseUrlOverride: null, location: '/tmp/settings.json', notice: null },
    }),
};
const saved = new Map<string, string>();
Object.assign(globalThis, {
  window: { directorio: fake },
  localStorage: { getItem: (key: string) => saved.get(key) ?? null, setItem: (key: string, value: string) => saved.set(key, value) },
});
const { collectionsOnScreen, syncIfStale, syncedCollections } = await import('../../../../../src-renderer/data/sync/controller');
const { db } = await import('../../../../../src-renderer/data/cache/db');

afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
  Reflect.deleteProperty(globalThis, 'localStorage');
});

/** Every collection last completed `ago` ms before `now`, except those in `older`, completed `olderAgo` before. */
async function completed(ago: number, older: Partial<Record<Collection, number | null>> = {}): Promise<void> {
  await db.syncState.clear();
  await db.syncState.bulkPut(
    collections.map((collection) => {
      const at = collection in older ? (older[collection] ?? null) : now - ago;
      return {
        collection,
        generation: 1,
        running: false,
        lastCompleteAt: at === null ? null : at,
        lastAttemptAt: now - ago,
        count: 0,
        stored: 0,
        problem: null,
        rejects: [],
        warnings: [],
        changes: null,
      };
    }),
  );
}

/** Asks as the timer does; true when that started a sync. */
async function asks(): Promise<boolean> {
  fetchPage.mockClear();
  await syncIfStale(now);
  return fetchPage.mock.calls.length > 0;
}

beforeEach(() => {
  settings = { ...settings, autoSyncHours: 6 };
});

describe('syncIfStale: the age of the mirror against the saved interval', () => {
  it('mirrors the collections this test lists', () => {
    expect([...syncedCollections].sort()).toEqual([...collections].sort());
  });

  it('6 h (the default): not at 5 h 59 min, yes past 6 h', async () => {
    await completed(6 * hour - 60_000);
    expect(await asks()).toBe(false);
    await completed(6 * hour + 1);
    expect(await asks()).toBe(true);
  });

  it('one collection older than the interval is enough', async () => {
    await completed(hour, { tramites: now - 6 * hour - 1 });
    expect(await asks()).toBe(true);
  });

  it('follows the saved interval: 12 h is not due at 7 h, and is past 12 h; 1 h is due at 61 min', async () => {
    settings = { ...settings, autoSyncHours: 12 };
    await completed(7 * hour);
    expect(await asks()).toBe(false);
    await completed(12 * hour + 1);
    expect(await asks()).toBe(true);
    settings = { ...settings, autoSyncHours: 1 };
    await completed(61 * 60_000);
    expect(await asks()).toBe(true);
  });

  it('0 turns the age off: a mirror 1,000 h old is left alone, while one never completed still syncs', async () => {
    settings = { ...settings, autoSyncHours: 0 };
    await completed(1000 * hour);
    expect(await asks()).toBe(false);
    await completed(1000 * hour, { museos: null });
    expect(await asks()).toBe(true);
  });
});

describe('the lists on screen are asked for first', () => {
  it.each([
    ['', ['convocatorias', 'convocatorias/ordenadas']],
    ['#/convocatorias/42?estado=abierta', ['convocatorias', 'convocatorias/ordenadas']],
    ['#/calendario?mes=2026-05', ['convocatorias', 'convocatorias/ordenadas']],
    ['#/museos/7', ['museos']],
    ['#/tramites?q=registro', ['tramites']],
    ['#/configuracion', []],
  ])('%s → %j', (hash, expected) => {
    expect(collectionsOnScreen(hash)).toEqual(expected);
  });

  it('a sync started on Trámites sends its first request for trámites', async () => {
    await completed(7 * hour);
    Object.assign(globalThis, { location: { hash: '#/tramites' } });
    try {
      expect(await asks()).toBe(true);
      expect(fetchPage.mock.calls[0]?.[0]).toMatchObject({ collection: 'tramites', offset: 0 });
    } finally {
      Reflect.deleteProperty(globalThis, 'location');
    }
  });
});

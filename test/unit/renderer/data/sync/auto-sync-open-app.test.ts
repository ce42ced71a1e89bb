/**
 * The auto-sync timer of an open app as start/data.ts wires it (startAutoSync(syncIfStale)),
 * against a real cache (Dexie on fake-indexeddb), the saved settings and Vitest's clock: a sync
 * starts at the first check past the interval and not before, no second one starts while one
 * runs, a run that failed is tried again at the next check, and a new interval in the settings
 * counts from the next check. Whether a run started is seen at the bridge: a run's first request
 * is the convocatorias' first page (the list on screen); the test holds every answer until it
 * lets the runs end (with a 404, not worth a retry).
 */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Collection } from '../../../../../src-shared/api';
import type { BridgeResults } from '../../../../../src-shared/bridge';
import type { Settings } from '../../../../../src-shared/settings';
import { fakePreload, testSettings } from '../../../support/fake-preload';
import { until } from '../../../support/until';

const minute = 60_000;
const hour = 60 * minute;
const t0 = Date.UTC(2026, 4, 20, 15, 0, 0);
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

let settings: Settings = { ...testSettings, autoSyncHours: 1 };
/** Each page asked for, as `collection@offset`. */
const requests: string[] = [];
const notFound: BridgeResults['fetchPage'] = { ok: false, error: { kind: 'http', status: 404, retryAfterMs: null } };
/** The answers the test has not given yet. */
const held: ((answer: BridgeResults['fetchPage']) => void)[] = [];
/** Once true, every request is answered at once with a 404. */
let failing = false;
const fake = fakePreload(() => settings, {
  fetchPage: ({ collection, offset }) => {
    requests.push(`${collection}@${offset}`);
    return failing ? Promise.resolve(notFound) : new Promise((resolve) => held.push(resolve));
  },
});
const saved = new Map<string, string>();
Object.assign(globalThis, {
  window: { directorio: fake },
  localStorage: { getItem: (key: string) => saved.get(key) ?? null, setItem: (key: string, value: string) => saved.set(key, value) },
});
const { syncIfStale, currentSyncSnapshot } = await import('../../../../../src-renderer/data/sync/controller');
const { startAutoSync } = await import('../../../../../src-renderer/data/sync/auto-sync');
const { db } = await import('../../../../../src-renderer/data/cache/db');

beforeAll(() => {
  // The timer and the date only: IndexedDB and the sync's own waits keep real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});

beforeEach(() => {
  vi.setSystemTime(t0);
});

afterAll(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(globalThis, 'window');
  Reflect.deleteProperty(globalThis, 'localStorage');
});

/** Runs started so far: each begins by asking for the first page of convocatorias. */
const runsStarted = (): number => requests.filter((request) => request === 'convocatorias@0').length;

/** Lets IndexedDB and the sync work (real timers) until `done` holds. */
const settled = (done: () => boolean): Promise<void> => until(done, { state: () => `requests so far: ${requests.join(', ')}` });

/** Every collection completed at `at`. */
async function completedAt(at: number): Promise<void> {
  await db.syncState.clear();
  await db.syncState.bulkPut(
    collections.map((collection) => ({
      collection,
      generation: 1,
      running: false,
      lastCompleteAt: at,
      lastAttemptAt: at,
      count: 0,
      stored: 0,
      problem: null,
      rejects: [],
      warnings: [],
      changes: null,
    })),
  );
}

/** A check the timer asked for; `done` once it decided (and its run, if it started one, ended). */
interface Check {
  done: boolean;
}

/** The app opened now with the timer running; `checks` are the checks it asked for, in order. */
function openApp(): { checks: Check[]; stop: () => void } {
  const checks: Check[] = [];
  const environment = { window: new EventTarget(), document: Object.assign(new EventTarget(), { visibilityState: 'visible' as const }) };
  const stop = startAutoSync(
    () => {
      const check: Check = { done: false };
      checks.push(check);
      return syncIfStale().finally(() => {
        check.done = true;
      });
    },
    { ...environment, online: () => true },
  );
  return { checks, stop };
}

/**
 * Moves the clock by `ms`, then waits until the checks it set off (and those from `from` on) have
 * decided: each one that starts no run ends at once. A run started instead ends the wait too, so
 * the test can say so.
 */
async function passQuietly(ms: number, checks: readonly Check[], from = checks.length): Promise<void> {
  const runs = runsStarted();
  await vi.advanceTimersByTimeAsync(ms);
  await settled(() => checks.slice(from).every((check) => check.done) || runsStarted() > runs);
}

/** From now on the API answers 404 (not worth a retry), to what it held and to what comes: runs end as failed. */
function failRuns(): void {
  failing = true;
  for (const answer of held.splice(0)) answer(notFound);
}

let app: ReturnType<typeof openApp> | null = null;

afterEach(async () => {
  app?.stop();
  app = null;
  failRuns();
  await settled(() => !currentSyncSnapshot().running);
  failing = false;
  requests.length = 0;
});

describe('the auto-sync timer of an open app', () => {
  it('syncs at the first check past the interval, never twice at once, and tries a failed run again', async () => {
    settings = { ...settings, autoSyncHours: 1 };
    await completedAt(t0);
    app = openApp();
    // Checks at start and every five minutes; at 60 minutes the mirror is an hour old, not older.
    await passQuietly(60 * minute, app.checks, 0);
    expect(runsStarted()).toBe(0);

    // The check at 65 minutes finds it older than the hour.
    await vi.advanceTimersByTimeAsync(5 * minute);
    await settled(() => runsStarted() === 1);
    expect(currentSyncSnapshot().running).toBe(true);

    // Half an hour of checks while that run waits for its pages: none starts another.
    await passQuietly(30 * minute, app.checks);
    expect(runsStarted()).toBe(1);

    // The run fails: nothing completed, so the next check tries again.
    failRuns();
    await settled(() => !currentSyncSnapshot().running);
    expect(runsStarted()).toBe(1);
    await vi.advanceTimersByTimeAsync(5 * minute);
    await settled(() => runsStarted() === 2);
  });

  it('counts a new interval from the settings at the next check', async () => {
    settings = { ...settings, autoSyncHours: 6 };
    await completedAt(t0);
    app = openApp();
    await passQuietly(2 * hour, app.checks, 0);
    expect(runsStarted()).toBe(0);

    // The person sets 1 h: the mirror, 2 h old, is due at the next check.
    settings = { ...settings, autoSyncHours: 1 };
    await vi.advanceTimersByTimeAsync(5 * minute);
    await settled(() => runsStarted() === 1);
  });
});

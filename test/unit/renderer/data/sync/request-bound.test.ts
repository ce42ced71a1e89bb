/**
 * The saved "Pedidos por colección (máximo)" reaches the sync the app runs (startSync: the
 * settings, the data service's request, the engine) against a real cache (Dexie on
 * fake-indexeddb) and the simulator over HTTP. When the API claims a count that would take more
 * requests, that list stops after one request with the reason, the others complete, and the
 * records it held stay cached and listed.
 */
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { createFetcher } from '../../../../../src-main/api/fetcher';
import type { Collection } from '../../../../../src-shared/api';
import type { DirectorioPreload } from '../../../../../src-shared/bridge';
import type { Settings } from '../../../../../src-shared/settings';
import { describeFailure, failedOutcome } from '../../../../../src-renderer/features/sync/describe';
import { simulatorsClosedAfterEach, upstreamIds } from '../../../support/mirror-helpers';

const startSimulator = simulatorsClosedAfterEach();
/** Small lists, so that two syncs ten records at a time stay quick; museos keeps more than a page. */
const sizes = { convocatorias: 30, ordenadasExtra: 2, organismos: 25, programas: 5, museos: 12, institutos: 4, tramites: 10 };
const settings: Settings = {
  baseUrl: 'https://api.test',
  pageSize: 10,
  concurrency: 4,
  autoSyncHours: 6,
  closingSoonDays: 7,
  maxRequests: 40,
  firstReminderDays: 7,
  secondReminderDays: 1,
};
/** Requests the bridge was asked for, per collection. */
const asked = new Map<Collection, number>();
let fetchPage: DirectorioPreload['fetchPage'] = () => Promise.resolve({ ok: false, error: { kind: 'network', message: 'sin API' } });
const fake: Partial<DirectorioPreload> = {
  fetchPage: (args) => {
    asked.set(args.collection, (asked.get(args.collection) ?? 0) + 1);
    return fetchPage(args);
  },
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
const { startSync, currentSyncSnapshot } = await import('../../../../../src-renderer/data/sync/controller');
const { db } = await import('../../../../../src-renderer/data/cache/db');

afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
  Reflect.deleteProperty(globalThis, 'localStorage');
});

const museosCached = async (): Promise<number[]> =>
  (await db.organismos.where('listas').equals('museos').primaryKeys()).sort((a, b) => a - b);

describe('the saved bound on requests per collection, in a sync the app runs', () => {
  it('stops the list whose count would take more, with the reason; the others complete; nothing of it is dropped', async () => {
    const sim = await startSimulator({ seed: 5, sizes: sizes });
    const fetcher = createFetcher({ baseUrl: sim.url });
    fetchPage = (args) => fetcher.fetchPage({ ordering: undefined, ...args });
    await startSync();
    expect(currentSyncSnapshot().outcomes.filter((outcome) => !outcome.complete)).toEqual([]);
    const museos = upstreamIds(sim, 'museos');
    expect(await museosCached()).toEqual(museos);

    // A museo leaves the list, and the API claims 1,750,000 museos: 194,446 requests ten at a time.
    sim.listRemove('museos', museos[0] as number);
    sim.setCountOverride('museos', 1_750_000);
    asked.clear();
    await startSync();

    expect(asked.get('museos')).toBe(1);
    const { outcomes } = currentSyncSnapshot();
    const reason = 'La API anuncia 1.750.000 registros; harían falta 194.446 pedidos, más que el máximo de 40 por colección.';
    expect(outcomes.find((outcome) => outcome.collection === 'museos')).toMatchObject({
      complete: false,
      error: { kind: 'rejected', message: reason },
    });
    expect(outcomes.filter((outcome) => !outcome.complete).map((outcome) => outcome.collection)).toEqual(['museos']);
    // What the status bar says.
    const failed = failedOutcome(outcomes);
    expect(failed === undefined ? null : describeFailure(failed, null, Date.now()).short).toBe(
      'La sincronización no terminó: la API anuncia 1.750.000 registros; harían falta 194.446 pedidos, más que el máximo de 40 por colección.',
    );
    // Incomplete, so the museo that left is still listed, as is every other.
    expect(await museosCached()).toEqual(museos);
    expect((await db.syncState.get('museos'))?.problem).toBe('La sincronización no terminó; se conservan los datos anteriores.');
  });
});

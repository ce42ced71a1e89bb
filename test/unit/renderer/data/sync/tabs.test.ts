/**
 * Two tabs of the app on one cache never sync at once (data/sync/tabs.ts, controller.ts): the sync
 * runs under a Web Lock, the tab that finds it taken follows the other's run, and once the
 * syncing tab closes mid-run the other can sync. Each "tab" is its own copy of the renderer's
 * modules (its own controller, bridge and channel), with its own `navigator.locks` from one
 * in-memory broker (support/web-locks.ts) and its own fake preload, whose page requests are held
 * until the test answers them, so "which tab asked for pages" is the question.
 */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeResults } from '../../../../../src-shared/bridge';
import type * as ControllerModule from '../../../../../src-renderer/data/sync/controller';
import { fakePreload, testSettings } from '../../../support/fake-preload';
import { until } from '../../../support/until';
import { LockBroker } from '../../../support/web-locks';

const notFound: BridgeResults['fetchPage'] = { ok: false, error: { kind: 'http', status: 404, retryAfterMs: null } };
const saved = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: { getItem: (key: string) => saved.get(key) ?? null, setItem: (key: string, value: string) => saved.set(key, value) },
});

afterAll(() => {
  for (const name of ['window', 'navigator', 'localStorage']) Reflect.deleteProperty(globalThis, name);
});

type Controller = typeof ControllerModule;

interface Tab {
  controller: Controller;
  /** The pages this tab asked for, as `collection@offset`. */
  requests: string[];
  /** Answers every page this tab asked for, and every one it asks for from now on, with a 404: its run ends. */
  fail(): void;
}

const tabs: Tab[] = [];

/** A new tab on `broker`: the renderer's modules loaded afresh, seeing this tab's preload and locks. */
async function openTab(name: string, broker: LockBroker): Promise<Tab> {
  const requests: string[] = [];
  const held: ((answer: BridgeResults['fetchPage']) => void)[] = [];
  let failing = false;
  const preload = fakePreload(() => testSettings, {
    fetchPage: ({ collection, offset }) => {
      requests.push(`${collection}@${offset}`);
      return failing ? Promise.resolve(notFound) : new Promise((resolve) => held.push(resolve));
    },
  });
  Object.defineProperty(globalThis, 'window', { value: { directorio: preload }, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'navigator', { value: { locks: broker.forTab(name) }, configurable: true, writable: true });
  vi.resetModules();
  const controller = await import('../../../../../src-renderer/data/sync/controller');
  const tab: Tab = {
    controller,
    requests,
    fail: () => {
      failing = true;
      for (const answer of held.splice(0)) answer(notFound);
    },
  };
  tabs.push(tab);
  return tab;
}

/** Lets the tabs work (real timers) until `done` holds. */
const settled = (done: () => boolean): Promise<void> =>
  until(done, { state: () => `requests: ${JSON.stringify(tabs.map((tab) => tab.requests))}` });

/** A run's first request: the first page of the list on screen (convocatorias). */
const started = (tab: Tab): boolean => tab.requests.includes('convocatorias@0');

/**
 * The tab's start-up check or Sincronizar: startSync, which resolves once this tab's run ended,
 * or at once when another tab's run is under way. `answered` tells which, without waiting on it.
 */
function startSync(tab: Tab): { answered: () => boolean } {
  let answered = false;
  void tab.controller.startSync().finally(() => {
    answered = true;
  });
  return { answered: () => answered };
}

afterEach(async () => {
  // Every run ends, so no tab keeps working into the next test.
  for (const tab of tabs) tab.fail();
  await settled(() => tabs.every((tab) => !tab.controller.currentSyncSnapshot().running));
  tabs.length = 0;
});

describe('two tabs, one sync', () => {
  it('two tabs asking at the same moment: one syncs, the other follows its run and asks for no page', async () => {
    const broker = new LockBroker();
    const first = await openTab('primera', broker);
    const second = await openTab('segunda', broker);
    // Both start-up checks at once; the one that finds the lock taken resolves at once.
    const asked = [startSync(first), startSync(second)];
    await settled(() => started(first) || started(second));
    const [syncing, following] = started(first) ? [first, second] : [second, first];
    // One of the two answered at once (its tab follows the other), or both asked for pages.
    await settled(() => asked.some((ask) => ask.answered()) || (started(first) && started(second)));
    expect(following.requests).toEqual([]);
    expect(syncing.controller.currentSyncSnapshot()).toMatchObject({ running: true, elsewhere: false });
    expect(following.controller.currentSyncSnapshot()).toMatchObject({ running: true, elsewhere: true });
    // The follower asking again starts nothing either.
    const again = startSync(following);
    await settled(() => again.answered() || started(following));
    expect(following.requests).toEqual([]);
    expect(broker.holder('directorio-sync')).toBe(syncing === first ? 'primera' : 'segunda');
  });

  it('the syncing tab closes mid-run: the other stops following and can sync', async () => {
    const broker = new LockBroker();
    const first = await openTab('primera', broker);
    startSync(first);
    await settled(() => started(first));
    const second = await openTab('segunda', broker);
    const asked = startSync(second);
    await settled(() => asked.answered() || started(second));
    expect(second.requests).toEqual([]);
    expect(second.controller.currentSyncSnapshot()).toMatchObject({ running: true, elsewhere: true });

    // The first tab closes: its pages are never answered, the browser frees its lock.
    broker.close('primera');
    await settled(() => !second.controller.currentSyncSnapshot().running);
    startSync(second);
    await settled(() => started(second));
    expect(broker.holder('directorio-sync')).toBe('segunda');
    expect(second.controller.currentSyncSnapshot()).toMatchObject({ running: true, elsewhere: false });
  });
});

describe('the end of a run', () => {
  it('is heard once, and only in the tab that ran it (the saved searches notify from there)', async () => {
    const broker = new LockBroker();
    const first = await openTab('primera', broker);
    const second = await openTab('segunda', broker);
    const heard = new Map<Tab, number>([
      [first, 0],
      [second, 0],
    ]);
    for (const tab of [first, second]) tab.controller.onOwnSyncEnded(() => heard.set(tab, (heard.get(tab) ?? 0) + 1));
    startSync(first);
    await settled(() => started(first));
    const asked = startSync(second);
    await settled(() => asked.answered());
    expect(second.controller.currentSyncSnapshot()).toMatchObject({ running: true, elsewhere: true });

    first.fail();
    await settled(() => !first.controller.currentSyncSnapshot().running && !second.controller.currentSyncSnapshot().running);
    expect([heard.get(first), heard.get(second)]).toEqual([1, 0]);
  });
});

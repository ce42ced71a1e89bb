// @vitest-environment jsdom
/**
 * The status bar left open: the data's age it shows moves with the clock ("hace 2 min", then
 * "hace 7 min"), not only when a sync ends. The clock is Vitest's; the sync states are Dexie rows
 * on fake-indexeddb; the bridge a fake that answers the config and settings.
 */
import 'fake-indexeddb/auto';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { collections } from '../../../../../src-shared/api/collections';
import { fakePreload, testSettings } from '../../../support/fake-preload';
import { openWindowClockAt, pass } from '../../../support/open-window-clock';
import { rootForEachTest } from '../../../support/react-root';
import { until } from '../../../support/until';

const minute = 60_000;
const opened = Date.parse('2026-11-27T15:00:00Z');

openWindowClockAt('2026-11-27T15:00:00Z');

afterAll(() => {
  Reflect.deleteProperty(window, 'directorio');
});

window.directorio = fakePreload(() => testSettings);

const { SyncStatus } = await import('../../../../../src-renderer/features/sync/SyncStatus');
const { db } = await import('../../../../../src-renderer/data/cache/db');

const mounted = rootForEachTest();

const line = (): string | null | undefined => mounted.host().querySelector('[data-testid="connection"]')?.textContent;

describe('the status bar left open', () => {
  it('moves the data age on as time passes, and says the API was not asked in this session', async () => {
    // Every collection completed 2 minutes before the window opened (an earlier session).
    await db.syncState.bulkPut(
      collections.map((collection) => ({
        collection,
        generation: 1,
        running: false,
        lastCompleteAt: opened - 2 * minute,
        lastAttemptAt: opened - 2 * minute,
        count: 10,
        stored: 10,
        problem: null,
        rejects: [],
        warnings: [],
        changes: null,
      })),
    );
    mounted.render(createElement(SyncStatus));
    await until(() => line()?.includes('Datos') === true, { react: true, state: () => mounted.host().innerHTML });
    expect(line()).toBe('Datos actualizados hace 2 min · sin consultar la API en esta sesión');

    pass(5 * minute);
    expect(line()).toBe('Datos actualizados hace 7 min · sin consultar la API en esta sesión');

    pass(60 * minute);
    expect(line()).toBe('Datos actualizados hace 1 h · sin consultar la API en esta sesión');
  });
});

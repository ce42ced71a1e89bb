// @vitest-environment jsdom
/**
 * The Calendario left open across midnight in Buenos Aires: the today ring (aria-current="date")
 * moves to the new day at the first minute check past midnight there, the day before turns past,
 * and a call that closed that day leaves the counts (a past day shows none at all). Not at
 * midnight UTC (21:00 there). The clock is Vitest's; the cache is Dexie on fake-indexeddb; the
 * bridge a fake that answers the settings.
 */
import 'fake-indexeddb/auto';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { fakePreload, testSettings } from '../../../support/fake-preload';
import { openWindowClockAt, pass } from '../../../support/open-window-clock';
import { rootForEachTest } from '../../../support/react-root';
import { until } from '../../../support/until';
import { unclassified } from '../../../support/facets';

const minute = 60_000;

// 23:58 on Thursday 26 November in Buenos Aires (UTC−3): already 02:58 on the 27th in UTC.
openWindowClockAt('2026-11-27T02:58:00Z');

afterAll(() => {
  Reflect.deleteProperty(window, 'directorio');
});

window.directorio = fakePreload(() => testSettings);

const { CalendarioPage } = await import('../../../../../src-renderer/features/calendario/CalendarioPage');
const { db } = await import('../../../../../src-renderer/data/cache/db');

const mounted = rootForEachTest();

const rendered = (done: () => boolean): Promise<void> => until(done, { react: true, state: () => mounted.host().innerHTML });

const cell = (day: string): Element | null => mounted.host().querySelector(`[data-testid="calendar-day"][data-date="${day}"]`);

/** What the grid shows now: the ringed day, whether the 26th is past, and its count. */
function grid(): { ringed: (string | null)[]; past26: boolean | undefined; count26: string | null | undefined } {
  return {
    ringed: [...mounted.host().querySelectorAll('[aria-current="date"]')].map((day) => day.getAttribute('data-date')),
    past26: cell('2026-11-26')?.classList.contains('cal-past'),
    count26: cell('2026-11-26')?.querySelector('[data-testid="calendar-count"]')?.textContent,
  };
}

describe('the Calendario across midnight in Buenos Aires', () => {
  it('moves the today ring to the new day at the first minute check past midnight there', async () => {
    // Open until Thursday the 26th: Abierta all that day, Vencida from the 27th.
    await db.convocatorias.put({
      id: 5,
      url: 'https://api.test/convocatorias/5/',
      link: '',
      imagen: null,
      titulo: 'Cierra el jueves',
      bajada: '',
      estado: 'abierta',
      fechaInicio: '2026-11-01',
      fechaFin: '2026-11-26',
      documentos: [],
      searchText: 'cierra el jueves',
      firstSeen: 0,
      facets: unclassified,
      listas: ['convocatorias'],
      seen: { convocatorias: 1 },
    });
    mounted.render(createElement(CalendarioPage, { params: new URLSearchParams() }));
    await rendered(() => grid().count26 === '1');
    expect(grid()).toEqual({ ringed: ['2026-11-26'], past26: false, count26: '1' });

    pass(minute); // 23:59: a minute check, still the 26th there.
    expect(grid()).toEqual({ ringed: ['2026-11-26'], past26: false, count26: '1' });

    pass(2 * minute); // 00:01 on Friday the 27th: the 26th is past, and past days show no count.
    expect(grid()).toEqual({ ringed: ['2026-11-27'], past26: true, count26: undefined });
  });
});

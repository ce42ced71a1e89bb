// @vitest-environment jsdom
/**
 * The reader of a convocatoria left open across midnight in Buenos Aires: its closing chip turns
 * from "Cierra mañana" to "Cierra hoy" at the first minute check past midnight there, not at
 * midnight UTC (21:00 there) and not only when the record is opened again. The clock is Vitest's;
 * the cache is Dexie on fake-indexeddb; the bridge a fake that answers the config and settings.
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

// 23:58 on 26 November in Buenos Aires (UTC−3): already 02:58 on the 27th in UTC.
openWindowClockAt('2026-11-27T02:58:00Z');

afterAll(() => {
  Reflect.deleteProperty(window, 'directorio');
});

window.directorio = fakePreload(() => testSettings);

const { ConvocatoriaDetail } = await import('../../../../../src-renderer/features/convocatorias/ConvocatoriaDetail');
const { db } = await import('../../../../../src-renderer/data/cache/db');

const mounted = rootForEachTest();

const rendered = (done: () => boolean): Promise<void> => until(done, { react: true, state: () => mounted.host().innerHTML });

const chip = (): string | null | undefined => mounted.host().querySelector('.detail-meta .time-chip')?.textContent;
const state = (): string | null | undefined => mounted.host().querySelector('.detail-meta .badge')?.textContent;

describe('the reader across midnight in Buenos Aires', () => {
  it('turns "Cierra mañana" into "Cierra hoy" at the first minute check past midnight there', async () => {
    await db.convocatorias.put({
      id: 5,
      url: 'https://api.test/convocatorias/5/',
      link: '',
      imagen: null,
      titulo: 'Cierra el viernes',
      bajada: '',
      estado: 'abierta',
      fechaInicio: '2026-11-01',
      fechaFin: '2026-11-27',
      documentos: [],
      searchText: 'cierra el viernes',
      firstSeen: 0,
      facets: unclassified,
      listas: ['convocatorias'],
      seen: { convocatorias: 1 },
    });
    mounted.render(createElement(ConvocatoriaDetail, { id: 5 }));
    await rendered(() => chip() !== undefined);
    expect([state(), chip()]).toEqual(['Abierta', 'Cierra mañana']);

    pass(minute); // 23:59: a minute check, still the 26th there.
    expect([state(), chip()]).toEqual(['Abierta', 'Cierra mañana']);

    pass(2 * minute); // 00:01 on the 27th: the check past midnight turns the day.
    expect([state(), chip()]).toEqual(['Abierta', 'Cierra hoy']);
  });
});

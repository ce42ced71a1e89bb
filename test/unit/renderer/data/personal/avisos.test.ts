// @vitest-environment jsdom
/**
 * The hourly re-check of the "closes soon" notices in an open window (useClosingSoonNotices):
 * a followed convocatoria (Me interesa) that is not yet within the setting's days when the window opens is notified by the
 * first hourly check past midnight in Buenos Aires, once, and not again by the next one. The
 * clock is Vitest's; the cache is Dexie on fake-indexeddb; the bridge is a fake whose `notify`
 * writes down each notice.
 */
import 'fake-indexeddb/auto';
import { act, createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { fakePreload, testSettings } from '../../../support/fake-preload';
import { openWindowClockAt, pass } from '../../../support/open-window-clock';
import { rootForEachTest } from '../../../support/react-root';
import { until } from '../../../support/until';
import { unclassified } from '../../../support/facets';

const hour = 3_600_000;

// 22:30 on 26 November in Buenos Aires (UTC−3): already the 27th in UTC.
openWindowClockAt('2026-11-27T01:30:00Z');

afterAll(() => {
  Reflect.deleteProperty(window, 'directorio');
});

/** Each notice given, by the title of its convocatoria (its body quotes it). */
const notices: string[] = [];
window.directorio = fakePreload(() => ({ ...testSettings, closingSoonDays: 2 }), {
  notify: ({ body }) => {
    notices.push(/«(.*)»/.exec(body)?.[1] ?? body);
    return Promise.resolve({ ok: true, delivery: 'shown' });
  },
});

const { useClosingSoonNotices } = await import('../../../../../src-renderer/data/personal/avisos');
const { db } = await import('../../../../../src-renderer/data/cache/db');

function Notices() {
  useClosingSoonNotices();
  return null;
}

/** A cached, open convocatoria closing on `fechaFin`, followed as Me interesa. */
async function starred(id: number, titulo: string, fechaFin: string): Promise<void> {
  await db.convocatorias.put({
    id,
    url: `https://api.test/convocatorias/${id}/`,
    link: '',
    imagen: null,
    titulo,
    bajada: '',
    estado: 'abierta',
    fechaInicio: '2026-01-01',
    fechaFin,
    documentos: [],
    searchText: titulo.toLowerCase(),
    firstSeen: 0,
    facets: unclassified,
    listas: ['convocatorias'],
    seen: { convocatorias: 1 },
  });
  await db.postulaciones.put({
    id,
    etapa: 'interesa',
    nota: '',
    recordatorio: null,
    titulo,
    detalle: '',
    estado: 'abierta',
    fechaInicio: '2026-01-01',
    fechaFin,
    addedAt: 0,
    updatedAt: 0,
    refreshedAt: 0,
    lastNotifiedDay: null,
  });
}

/** Lets IndexedDB and React work (real timers) until `count` notices were given. */
const noticesGiven = (count: number): Promise<void> =>
  until(() => notices.length >= count, { react: true, state: () => `notices so far: ${JSON.stringify(notices)}` });

const mounted = rootForEachTest();

describe('the hourly re-check of the closing-soon notices', () => {
  it('notifies a followed convocatoria once the day turns in Buenos Aires, once, and not again the next hour', async () => {
    // The setting says 2 days. On the 26th: "Hoy" closes that day (due now); "Domingo" closes
    // on the 29th, three days away, and is due only from the 27th.
    await starred(1, 'Hoy', '2026-11-26');
    await starred(2, 'Domingo', '2026-11-29');
    mounted.render(createElement(Notices));
    // Both are claimed in one transaction: once "Hoy" is notified, "Domingo" was found not due.
    await noticesGiven(1);
    expect(notices).toEqual(['Hoy']);

    pass(hour); // 23:30 in Buenos Aires: still the 26th, and "Hoy" had its notice today.
    pass(hour); // 00:30 on the 27th: "Domingo" now closes in two days.
    await noticesGiven(2);
    expect(notices).toEqual(['Hoy', 'Domingo']);

    pass(hour); // 01:30: both had their notice today.
    // A convocatoria followed now is notified at once: any notice of the 01:30 check came before it.
    await act(() => starred(3, 'Sábado', '2026-11-28'));
    await noticesGiven(3);
    expect(notices).toEqual(['Hoy', 'Domingo', 'Sábado']);
    expect((await db.postulaciones.toArray()).map((postulacion) => postulacion.lastNotifiedDay)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-27',
    ]);
  });
});

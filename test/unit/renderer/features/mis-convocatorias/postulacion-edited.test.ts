// @vitest-environment jsdom
/**
 * "Mi postulación · editada hace 5 segundos" in a reader left open: the age moves with the clock,
 * not only when the person edits again, and an edit stamped ahead of this clock (imported from a
 * computer whose clock runs fast) reads as now, never "dentro de". The clock is Vitest's; the
 * row is Dexie's on fake-indexeddb.
 */
import 'fake-indexeddb/auto';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { fakePreload, testSettings } from '../../../support/fake-preload';
import { openWindowClockAt, pass } from '../../../support/open-window-clock';
import { postulacion } from '../../../support/personal-rows';
import { rootForEachTest } from '../../../support/react-root';
import { until } from '../../../support/until';

const opened = Date.parse('2026-11-27T15:00:00Z');
openWindowClockAt('2026-11-27T15:00:00Z');

window.directorio = fakePreload(() => testSettings);
afterAll(() => {
  Reflect.deleteProperty(window, 'directorio');
});

const { PostulacionPanel } = await import('../../../../../src-renderer/features/mis-convocatorias/PostulacionPanel');
const { PostulacionGone } = await import('../../../../../src-renderer/features/mis-convocatorias/PostulacionGone');
const { db } = await import('../../../../../src-renderer/data/cache/db');

const mounted = rootForEachTest();
const edited = (): string | null | undefined => mounted.host().querySelector('.postulacion-edited')?.textContent;

describe('Mi postulación, editada…', () => {
  it('moves the age of the last edit on while the reader stays open', async () => {
    await db.postulaciones.put(postulacion(41, { updatedAt: opened - 5_000 }));
    mounted.render(createElement(PostulacionPanel, { id: 41 }));
    await until(() => edited() != null, { react: true, state: () => mounted.host().innerHTML });
    expect(edited()).toBe('· editada hace 5 segundos');

    pass(10 * 60_000);
    expect(edited()).toBe('· editada hace 10 minutos');
  });

  it('reads an edit stamped after this clock as now', async () => {
    await db.postulaciones.put(postulacion(42, { updatedAt: Date.now() + 3 * 60_000 }));
    mounted.render(createElement(PostulacionPanel, { id: 42 }));
    await until(() => edited() != null, { react: true, state: () => mounted.host().innerHTML });
    expect(edited()).toBe('· editada ahora');
  });
});

describe('a followed convocatoria no longer published', () => {
  it('moves the age of its last copy on while the reader stays open', async () => {
    const row = postulacion(43, { refreshedAt: Date.now() - 5 * 60_000 });
    await db.postulaciones.put(row);
    mounted.render(createElement(PostulacionGone, { postulacion: row, back: null, gone: 'Ya no está publicada en la API.' }));
    const note = (): string | null | undefined => mounted.host().querySelector('[role="note"]')?.textContent;
    await until(() => note() != null, { react: true, state: () => mounted.host().innerHTML });
    expect(note()).toBe('Ya no está publicada en la API. Esto es lo último que se guardó de ella (hace 5 minutos).');

    pass(2 * 3_600_000);
    expect(note()).toBe('Ya no está publicada en la API. Esto es lo último que se guardó de ella (hace 2 horas).');
  });
});

// @vitest-environment jsdom
/**
 * The notices after a sync (busquedas-notices.ts: noticeAfterSync): the status bar's line for
 * every search with new matches; one desktop notice for those with avisos on, from main through
 * the bridge (which names the search its click opens), or, where main has none (browser mode),
 * the page's Notification only once the person has allowed it; nothing when nothing is new.
 * IndexedDB is fake-indexeddb; the bridge a fake preload whose `notify` writes each call down.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { BridgeArgs, BridgeResults } from '../../../../../src-shared/bridge';
import type { StoredConvocatoriaRow } from '../../../../../src-renderer/data/cache/db';
import { fakePreload, testSettings } from '../../../support/fake-preload';
import { unclassified } from '../../../support/facets';

const calls: BridgeArgs<'notify'>[] = [];
let delivery: 'shown' | 'unsupported' = 'shown';
window.directorio = fakePreload(() => testSettings, {
  notify: (args) => {
    calls.push(args);
    const answer: BridgeResults['notify'] = { ok: true, delivery };
    return Promise.resolve(answer);
  },
});

/** The page's Notification, as a browser where the person answered `permission`. */
class WebNotification {
  static permission: NotificationPermission = 'default';
  static made: WebNotification[] = [];
  onclick: (() => void) | null = null;
  constructor(
    readonly title: string,
    readonly options: { body: string; tag: string },
  ) {
    WebNotification.made.push(this);
  }
}
Object.assign(globalThis, { Notification: WebNotification });

afterAll(() => {
  Reflect.deleteProperty(window, 'directorio');
  Reflect.deleteProperty(globalThis, 'Notification');
});

const { noticeAfterSync, currentBusquedaNotice } = await import('../../../../../src-renderer/data/personal/busquedas-notices');
const { db } = await import('../../../../../src-renderer/data/cache/db');
const { addBusqueda, setBusquedaAvisos } = await import('../../../../../src-renderer/data/personal/busquedas-db');

function row(id: number, titulo: string): StoredConvocatoriaRow {
  return {
    id,
    url: `https://api.test/convocatorias/${id}/`,
    link: '',
    imagen: null,
    titulo,
    bajada: '',
    estado: 'abierta',
    fechaInicio: '2026-01-01',
    fechaFin: '2026-12-31',
    documentos: [],
    searchText: titulo.toLowerCase(),
    facets: unclassified,
    firstSeen: 0,
    listas: ['convocatorias'],
    seen: { convocatorias: 1 },
  };
}

const today = '2026-11-27';

beforeEach(async () => {
  await Promise.all([db.convocatorias.clear(), db.busquedas.clear(), db.syncState.clear()]);
  calls.length = 0;
  WebNotification.made = [];
  WebNotification.permission = 'default';
  delivery = 'shown';
  window.location.hash = '';
  await db.convocatorias.bulkPut([row(1, 'Festival de charango'), row(2, 'Beca de danza')]);
  await addBusqueda(db, { nombre: 'Charango', params: 'q=charango', ids: [1] }, 1, 'c');
  await addBusqueda(db, { nombre: 'Danza', params: 'q=danza', ids: [2] }, 1, 'd');
});

describe('after a sync of this tab', () => {
  it('says one line for one search, and asks main for one notice that opens it', async () => {
    await db.convocatorias.bulkPut([row(3, 'Encuentro de charango'), row(4, 'Taller de charango')]);
    await noticeAfterSync(db, today);
    expect(currentBusquedaNotice()).toEqual({
      text: '2 convocatorias nuevas en «Charango»',
      href: '#/convocatorias?q=charango&busqueda=c',
      detail: '«Charango»: 2',
    });
    expect(calls).toEqual([
      { title: 'Convocatorias nuevas en tus búsquedas', body: '2 convocatorias nuevas en «Charango»', busqueda: 'c' },
    ]);

    // The next sync brings nothing new: no line, no notice.
    await noticeAfterSync(db, today);
    expect(currentBusquedaNotice()).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('sums up several searches; the desktop notice tells only of those with avisos on', async () => {
    await setBusquedaAvisos(db, 'c', false, 2);
    await db.convocatorias.bulkPut([row(3, 'Charango y danza'), row(4, 'Danza contemporánea')]);
    await noticeAfterSync(db, today);
    expect(currentBusquedaNotice()).toMatchObject({
      text: '2 convocatorias nuevas en 2 búsquedas guardadas',
      href: '#/convocatorias?q=charango&busqueda=c',
      detail: '«Charango»: 1 · «Danza»: 2',
    });
    expect(calls).toEqual([{ title: 'Convocatorias nuevas en tus búsquedas', body: '2 convocatorias nuevas en «Danza»', busqueda: 'd' }]);
  });

  it('with every notice off, says only the line', async () => {
    await setBusquedaAvisos(db, 'c', false, 2);
    await db.convocatorias.put(row(3, 'Encuentro de charango'));
    await noticeAfterSync(db, today);
    expect(currentBusquedaNotice()?.text).toBe('1 convocatoria nueva en «Charango»');
    expect(calls).toEqual([]);
  });

  it("in a browser, shows the page's notice only where the person allowed it; its click opens the search", async () => {
    delivery = 'unsupported';
    await db.convocatorias.put(row(3, 'Encuentro de charango'));
    await noticeAfterSync(db, today);
    expect(calls).toHaveLength(1);
    expect(WebNotification.made).toEqual([]);

    WebNotification.permission = 'granted';
    await db.convocatorias.put(row(4, 'Taller de charango'));
    await noticeAfterSync(db, today);
    expect(WebNotification.made.map((made) => [made.title, made.options.body])).toEqual([
      ['Convocatorias nuevas en tus búsquedas', '1 convocatoria nueva en «Charango»'],
    ]);
    WebNotification.made[0]?.onclick?.();
    await expect.poll(() => window.location.hash).toBe('#/convocatorias?q=charango&busqueda=c');
  });
});

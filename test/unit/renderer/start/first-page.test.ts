// @vitest-environment jsdom
/**
 * The first script's request for a first launch's first rows (src-renderer/start/first-page.ts):
 * sent only with no first screen saved and the convocatorias list on screen, for the official
 * order's first page at the default page size, through the bridge this window has.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeArgs } from '../../../../src-shared/bridge';
import type * as FirstPageModule from '../../../../src-renderer/start/first-page';

type FirstPage = typeof FirstPageModule;

let firstPage: FirstPage;
const sent: BridgeArgs<'fetchPage'>[] = [];

beforeEach(async () => {
  vi.resetModules();
  // Electron's preload: the one method this test reaches.
  vi.stubGlobal('directorio', {
    fetchPage: (args: BridgeArgs<'fetchPage'>) => {
      sent.push(args);
      return Promise.resolve({ ok: false, error: { kind: 'timeout', ms: 1 } });
    },
  });
  firstPage = await import('../../../../src-renderer/start/first-page');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sent.length = 0;
});

describe('the first rows asked for by the first script', () => {
  it.each(['', '#/', '#/convocatorias', '#/convocatorias?estado=todas&orden=oficial', '#/convocatorias/12'])(
    'are asked for on a first launch on the convocatorias list («%s»), once',
    async (hash) => {
      firstPage.askFirstPageEarly(hash);
      const early = firstPage.takeEarlyFirstPage();
      expect(early?.args).toEqual({ collection: 'convocatorias/ordenadas', offset: 0, limit: 100 });
      expect(await early?.answer).toEqual({ ok: false, error: { kind: 'timeout', ms: 1 } });
      expect(sent).toEqual([{ collection: 'convocatorias/ordenadas', offset: 0, limit: 100 }]);
      expect(firstPage.takeEarlyFirstPage()).toBeNull();
    },
  );

  it.each(['#/organismos', '#/calendario', '#/mis-convocatorias', '#/configuracion'])(
    'are not asked for on another view («%s»)',
    (hash) => {
      firstPage.askFirstPageEarly(hash);
      expect(firstPage.takeEarlyFirstPage()).toBeNull();
      expect(sent).toEqual([]);
    },
  );

  it('are not asked for when a first screen is saved for the app’s database, only for another', () => {
    localStorage.setItem('directorio.primera-pantalla:directorio', '{}');
    firstPage.askFirstPageEarly('#/convocatorias');
    expect(sent).toEqual([]);
    localStorage.clear();
    localStorage.setItem('directorio.primera-pantalla:otra', '{}');
    firstPage.askFirstPageEarly('#/convocatorias');
    expect(sent).toHaveLength(1);
  });
});

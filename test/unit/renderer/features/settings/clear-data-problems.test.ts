// @vitest-environment jsdom
/**
 * Configuración's "Borrar datos descargados" when something fails: each failure is a sentence a
 * person reads, and the program's words (IndexedDB's, main's errno) wait under Detalles técnicos.
 * The clearing and the sync are stand-ins whose outcomes the tests write by hand; the clearing
 * itself is tested against fake-indexeddb in clear.test.ts.
 */
import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClearOutcome } from '../../../../../src-renderer/data/cache/clear';
import { rootForEachTest } from '../../../support/react-root';
import { foldedDetail, visibleText } from '../../../support/technical-details';

let outcome: ClearOutcome | null = null;
const startSync = vi.fn((): Promise<void> => Promise.resolve());
vi.mock('../../../../../src-renderer/data/cache/clear', () => ({
  useClearDownloadedData: () => ({ busy: false, outcome, clear: () => Promise.resolve(outcome) }),
}));
vi.mock('../../../../../src-renderer/data/sync/controller', () => ({ startSync, useSyncSnapshot: () => ({ running: false }) }));
const { ClearData } = await import('../../../../../src-renderer/features/settings/ClearData');

const mounted = rootForEachTest();

beforeEach(() => {
  startSync.mockReset();
  // jsdom has no layout: the view scrolls its outcome into view.
  Element.prototype.scrollIntoView = () => undefined;
});

function alertText(): string | null {
  const alert = mounted.host().querySelector('[role="alert"]');
  return alert === null ? null : visibleText(alert);
}

describe('ClearData, failures in words', () => {
  it('nothing cleared: the sentence, and IndexedDB’s words folded', () => {
    outcome = { ok: false, message: 'No se borró nada: la base local no respondió.', detail: 'UnknownError: disco lleno' };
    mounted.render(createElement(ClearData));
    expect(alertText()).toBe('No se borró nada: la base local no respondió.Detalles técnicos');
    expect(foldedDetail(mounted.host())).toBe('UnknownError: disco lleno');
  });

  it('the mirror cleared, the documents not: what was done, what was not, and main’s errno folded', () => {
    outcome = {
      ok: true,
      removedDocuments: null,
      documentsProblem: { message: 'No se pudieron borrar los documentos guardados.', detail: 'rejected: EACCES: permission denied' },
    };
    mounted.render(createElement(ClearData));
    expect(mounted.host().querySelector('[role="status"]')?.textContent).toBe('Se borraron los datos descargados. ');
    expect(alertText()).toBe('No se pudieron borrar los documentos guardados.Detalles técnicos');
    expect(foldedDetail(mounted.host())).toBe('rejected: EACCES: permission denied');
  });

  it('Sincronizar ahora failing: "No se pudo sincronizar.", the thrown message folded', async () => {
    outcome = { ok: true, removedDocuments: 2, documentsProblem: null };
    startSync.mockRejectedValue(new Error('Worker script failed to load'));
    mounted.render(createElement(ClearData));
    expect(alertText()).toBeNull();
    const button = [...mounted.host().querySelectorAll('button')].find((b) => b.textContent === 'Sincronizar ahora');
    await act(async () => {
      button?.click();
      await Promise.resolve();
    });
    expect(alertText()).toBe('No se pudo sincronizar.Detalles técnicos');
    expect(foldedDetail(mounted.host())).toBe('Worker script failed to load');
  });
});

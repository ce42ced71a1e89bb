// @vitest-environment jsdom
/**
 * A record's documents when saving or listing fails: the sentence a person reads beside the
 * document (or under the list), and the status or the system's words only under Detalles
 * técnicos, not lost on the way from main. The bridge is a fake preload whose answers each test
 * writes by hand.
 */
import { act, createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import type { BridgeResults } from '../../../../src-shared/bridge';
import { fakePreload, testSettings } from '../../support/fake-preload';
import { rootForEachTest } from '../../support/react-root';
import { foldedDetail, visibleText } from '../../support/technical-details';
import { until } from '../../support/until';

const bases = 'https://www.cultura.gob.ar/media/uploads/bases.pdf';
const none = { files: [], count: 0, totalBytes: 0 };
let listed: BridgeResults['listSavedDocuments'] = { ok: true, saved: none };
let saved: BridgeResults['saveDocuments'] = { ok: true, saved: none, failures: [] };
window.directorio = fakePreload(() => testSettings, {
  listSavedDocuments: () => Promise.resolve(listed),
  saveDocuments: () => Promise.resolve(saved),
});
afterAll(() => {
  Reflect.deleteProperty(window, 'directorio');
});

const { Documents } = await import('../../../../src-renderer/ui/Documents');
const mounted = rootForEachTest();
let record = 0;

/** The documents of a record not shown before (each list is read once per record). */
async function shown(): Promise<HTMLElement> {
  mounted.render(createElement(Documents, { urls: [bases], owner: { kind: 'convocatoria', id: ++record } }));
  const host = mounted.host();
  await until(() => host.querySelector('[role="alert"]') !== null || [...host.querySelectorAll('button')].some((b) => !b.disabled), {
    react: true,
    state: () => host.innerHTML,
  });
  return host;
}

function alertText(host: HTMLElement): string | null {
  const alert = host.querySelector('[role="alert"]');
  return alert === null ? null : visibleText(alert);
}

describe('documents, failures in words', () => {
  it('a document gone from its server: the sentence beside it, "HTTP 404" folded', async () => {
    listed = { ok: true, saved: none };
    saved = { ok: true, saved: none, failures: [{ url: bases, error: { kind: 'http', status: 404 } }] };
    const host = await shown();
    const save = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Guardar sin conexión');
    await act(async () => {
      save?.click();
      await Promise.resolve();
    });
    await until(() => host.querySelector('[role="alert"]') !== null, { react: true, state: () => host.innerHTML });
    expect(alertText(host)).toBe('No se pudo guardar: el documento ya no está en el servidor.Detalles técnicos');
    expect(foldedDetail(host)).toBe('HTTP 404');
  });

  it("the saved copies not readable: main's sentence under the list, its errno folded", async () => {
    listed = {
      ok: false,
      error: { kind: 'rejected', message: 'No se pudieron leer los documentos guardados.', detail: 'EACCES: permission denied' },
    };
    const host = await shown();
    expect(alertText(host)).toBe('No se pudieron leer los documentos guardados.Detalles técnicos');
    expect(foldedDetail(host)).toBe('rejected: EACCES: permission denied');
  });
});

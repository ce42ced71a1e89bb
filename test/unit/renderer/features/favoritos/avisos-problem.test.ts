// @vitest-environment jsdom
/**
 * Favoritos' Avisos when the browser refuses to ask for permission: a sentence in words, and the
 * browser's own message only under Detalles técnicos. The browser's Notification is a stand-in
 * whose requestPermission rejects; the bridge is the fake preload in browser mode.
 */
import { act, createElement } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fakePreload, testSettings } from '../../../support/fake-preload';
import { rootForEachTest } from '../../../support/react-root';
import { foldedDetail, visibleText } from '../../../support/technical-details';
import { until } from '../../../support/until';

const refusal = 'SecurityError: The request is not allowed by the user agent';
vi.stubGlobal('Notification', { permission: 'default', requestPermission: () => Promise.reject(new Error(refusal)) });
window.directorio = fakePreload(() => testSettings, {
  getConfig: () => Promise.resolve({ ok: true, config: { baseUrl: testSettings.baseUrl, mode: 'browser' } }),
});
afterAll(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'directorio');
});

const { Avisos } = await import('../../../../../src-renderer/features/favoritos/Avisos');
const mounted = rootForEachTest();

describe('Avisos, permission refused by the browser', () => {
  it('says so in words; the browser’s message waits under Detalles técnicos', async () => {
    mounted.render(createElement(Avisos, { days: 3 }));
    const host = mounted.host();
    await until(() => host.querySelector('button') !== null, { react: true, state: () => host.innerHTML });
    await act(async () => {
      host.querySelector('button')?.click();
      await Promise.resolve();
    });
    await until(() => host.querySelector('[role="alert"]') !== null, { react: true, state: () => host.innerHTML });
    const alert = host.querySelector('[role="alert"]');
    expect(alert === null ? null : visibleText(alert)).toBe('No se pudo pedir permiso para los avisos.Detalles técnicos');
    expect(foldedDetail(host)).toBe(refusal);
  });
});

// @vitest-environment jsdom
/**
 * The status bar's saved-search notice, hidden with its ×: the focus does not fall back to the
 * page's start (the × is gone) but goes on to what follows the notice in the bar (Sincronizar).
 * The notice's store is a stand-in; what is tested is the component's keyboard path.
 */
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rootForEachTest } from '../../../support/react-root';

vi.mock('../../../../../src-renderer/data/personal/busquedas-notices', async () => {
  const { createStore, useStore } = await import('../../../../../src-renderer/store');
  const notice = createStore<{ text: string; href: string; detail: string } | null>({
    text: '3 convocatorias nuevas en «Música en Córdoba»',
    href: '#/convocatorias?q=musica&busqueda=m',
    detail: '«Música en Córdoba»: 3',
  });
  return {
    useBusquedaNotice: () => useStore(notice),
    useBusquedaNoticeProblem: () => null,
    dismissBusquedaNotice: () => notice.set(null),
  };
});
const { BusquedasNotice } = await import('../../../../../src-renderer/features/convocatorias/BusquedasNotice');

const mounted = rootForEachTest();

describe('the saved-search notice in the status bar', () => {
  it('hands the focus on to Sincronizar when its × hides it', () => {
    mounted.render(createElement('div', null, createElement(BusquedasNotice), createElement('button', { type: 'button' }, 'Sincronizar')));
    const hide = mounted.host().querySelector<HTMLButtonElement>('button[aria-label="Ocultar el aviso de búsquedas guardadas"]');
    expect(hide).not.toBeNull();
    hide?.focus();
    expect(document.activeElement).toBe(hide);
    act(() => hide?.click());
    expect(mounted.host().querySelector('[data-testid="busquedas-notice"]')).toBeNull();
    expect(document.activeElement?.outerHTML).toBe('<button type="button">Sincronizar</button>');
  });
});

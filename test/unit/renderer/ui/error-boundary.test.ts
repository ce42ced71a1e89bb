// @vitest-environment jsdom
/**
 * The window's error boundary (ui/ErrorBoundary.tsx): a render error leaves an alert with the
 * reason and Recargar inside a `main` landmark, and is logged. Expected texts are written by hand.
 */
import { act, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../../src-renderer/ui/ErrorBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function render(child: ReactNode): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(createElement(ErrorBoundary, null, child)));
  return host;
}

describe('ErrorBoundary', () => {
  it('shows its children while nothing fails', () => {
    const host = render(createElement('p', null, 'Convocatorias'));
    expect(host.innerHTML).toBe('<p>Convocatorias</p>');
  });

  it('turns a render error into an alert in the main landmark, with the reason and Recargar, and logs it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('fallo de la vista');
    }
    const host = render(createElement(Broken));
    const alert = host.querySelector('main > [role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('Algo salió mal');
    expect(alert?.querySelector('p')?.textContent).toBe('La vista no se pudo mostrar. Los datos guardados no se perdieron.');
    expect(alert?.querySelector('pre')?.textContent).toBe('fallo de la vista');
    expect(alert?.querySelector('details > summary')?.textContent).toBe('Detalles técnicos');
    expect(alert?.querySelector('details pre')?.textContent).toBe('fallo de la vista');
    expect(alert?.querySelector('button')?.textContent).toBe('Recargar');
    expect(logged).toHaveBeenCalledWith(
      'Error de la interfaz',
      expect.objectContaining({ message: 'fallo de la vista' }),
      expect.any(String),
    );
  });
});

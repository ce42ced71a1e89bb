// @vitest-environment jsdom
/**
 * A failure in words, and a program's own message only under "Detalles técnicos": Problem with a
 * detail, and a failed read of the cache (ReadFailureNote). Expected texts are written by hand.
 */
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Problem } from '../../../../src-renderer/ui/Problem';
import { ReadFailureNote } from '../../../../src-renderer/ui/ReadError';
import { rootForEachTest } from '../../support/react-root';
import { foldedDetail, visibleText } from '../../support/technical-details';

const mounted = rootForEachTest();

describe('technical details, folded', () => {
  it('Problem says the failure in words; the detail waits under Detalles técnicos', () => {
    mounted.render(createElement(Problem, { text: 'No se pudo guardar la configuración.', detail: 'EACCES: permission denied' }));
    const host = mounted.host();
    expect(host.querySelector('[role="alert"] p')?.textContent).toBe('No se pudo guardar la configuración.');
    expect(visibleText(host)).toBe('No se pudo guardar la configuración.Detalles técnicos');
    expect(host.querySelector('details:not([open]) > summary')?.textContent).toBe('Detalles técnicos');
    expect(host.querySelector('details pre')?.textContent).toBe('EACCES: permission denied');
  });

  it('Problem inline keeps the sentence on its line, the detail folded beside it', () => {
    mounted.render(
      createElement(Problem, { text: 'No se pudo guardar el cambio en favoritos.', detail: 'QuotaExceededError', inline: true }),
    );
    const alert = mounted.host().querySelector('span[role="alert"]');
    expect(alert === null ? null : visibleText(alert)).toBe('No se pudo guardar el cambio en favoritos. Detalles técnicos');
    expect(foldedDetail(mounted.host())).toBe('QuotaExceededError');
  });

  it('Problem without a detail is the sentence alone', () => {
    mounted.render(createElement(Problem, { text: 'No se pudo exportar.' }));
    expect(mounted.host().innerHTML).toBe('<p role="alert" class="status-error">No se pudo exportar.</p>');
  });

  it("a failed read says so in words, offers Reintentar, and keeps the browser's message folded", () => {
    const retry = vi.fn();
    mounted.render(createElement(ReadFailureNote, { failure: { message: 'UnknownError: Internal error opening backing store', retry } }));
    const host = mounted.host();
    expect(visibleText(host)).toBe(
      'No se pudieron leer los datos guardados. Probá de nuevo; si vuelve a pasar, reiniciá la aplicación.ReintentarDetalles técnicos',
    );
    expect(host.querySelector('details pre')?.textContent).toBe('UnknownError: Internal error opening backing store');
    host.querySelector('button')?.click();
    expect(retry).toHaveBeenCalledOnce();
  });
});

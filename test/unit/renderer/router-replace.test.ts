// @vitest-environment jsdom
/**
 * replaceHash in jsdom: the view (through useHash) follows at once, the address a task later, and
 * a navigation made in between wins. The hashes expected are written by hand.
 */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listHref, replaceHash, useHash } from '../../../src-renderer/router';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;

function Shown() {
  return createElement('p', null, useHash());
}

const shown = (): string => host.textContent ?? '';

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '#/convocatorias');
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(createElement(Shown)));
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

describe('replaceHash', () => {
  it('shows the new hash at once and puts it in the address a task later, without a history entry', () => {
    const entries = window.history.length;
    act(() => replaceHash('#/convocatorias?q=danza'));
    expect(shown()).toBe('#/convocatorias?q=danza');
    expect(window.location.hash).toBe('#/convocatorias');
    act(() => replaceHash('#/convocatorias?q=danzas'));
    expect(shown()).toBe('#/convocatorias?q=danzas');
    act(() => {
      vi.runAllTimers();
    });
    expect(window.location.hash).toBe('#/convocatorias?q=danzas');
    expect(shown()).toBe('#/convocatorias?q=danzas');
    expect(window.history.length).toBe(entries);
    expect(listHref('convocatorias')).toBe('#/convocatorias?q=danzas');
  });

  it('gives way to a navigation made before the address was replaced', () => {
    act(() => replaceHash('#/convocatorias?q=teatro'));
    act(() => {
      window.location.hash = '#/museos';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(shown()).toBe('#/museos');
    act(() => {
      vi.runAllTimers();
    });
    expect(window.location.hash).toBe('#/museos');
    expect(shown()).toBe('#/museos');
    // A replacement after the navigation replaces the new address.
    act(() => replaceHash('#/museos?q=casa'));
    act(() => {
      vi.runAllTimers();
    });
    expect(window.location.hash).toBe('#/museos?q=casa');
    expect(shown()).toBe('#/museos?q=casa');
  });
});

// @vitest-environment jsdom
/**
 * BusyButton (ui/BusyButton.tsx): while its work runs it says so (aria-disabled), ignores clicks
 * and submits nothing, yet stays focusable; `disabled` still disables it.
 */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyButton } from '../../../../src-renderer/ui/BusyButton';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

function renderIn(host: HTMLElement, props: Parameters<typeof BusyButton>[0]): HTMLButtonElement {
  root ??= createRoot(host);
  act(() => root?.render(createElement(BusyButton, props, 'Guardar')));
  const button = host.querySelector('button');
  if (button === null) throw new Error('no button');
  return button;
}

describe('BusyButton', () => {
  it('runs its click while idle; busy, it ignores the click and keeps the focus', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const onClick = vi.fn();
    let button = renderIn(host, { busy: false, onClick });
    expect(button.type).toBe('button');
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    button.focus();

    button = renderIn(host, { busy: true, onClick });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);

    button = renderIn(host, { busy: false, onClick });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('busy, a submit button does not submit its form', () => {
    const form = document.body.appendChild(document.createElement('form'));
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const button = renderIn(form, { busy: true, type: 'submit' });
    button.click();
    expect(submitted).not.toHaveBeenCalled();
    const idle = renderIn(form, { busy: false, type: 'submit' });
    idle.click();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('disabled (nothing to do) is still disabled', () => {
    const host = document.body.appendChild(document.createElement('div'));
    expect(renderIn(host, { busy: false, disabled: true }).disabled).toBe(true);
  });
});

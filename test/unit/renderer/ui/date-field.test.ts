// @vitest-environment jsdom
/**
 * DateField in jsdom, driven through the DOM as a user would (react-dom + act, no testing
 * library): the expected days and Spanish names below are written by hand.
 */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateField, type DateFieldProps } from '../../../../src-renderer/ui/DateField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
let onChange: ReturnType<typeof vi.fn<(value: string) => void>>;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  onChange = vi.fn<(value: string) => void>();
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function render(props: Partial<DateFieldProps> = {}): void {
  act(() => root.render(createElement(DateField, { label: 'Cierra desde', value: '', onChange, ...props })));
}

/** The text input found the way getByLabel finds it: through its <label for>. */
function input(label = 'Cierra desde'): HTMLInputElement {
  const found = [...host.querySelectorAll('label')].find((l) => l.textContent === label)?.control;
  if (!(found instanceof HTMLInputElement)) throw new Error(`no hay campo para «${label}»`);
  return found;
}

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.replace('×', '') === name);
  if (found === undefined) throw new Error(`no hay botón «${name}»`);
  return found;
}

function dialog(): HTMLElement | null {
  return host.querySelector('[role="dialog"]');
}

function type(text: string): void {
  const field = input();
  act(() => {
    field.focus();
    // React tracks the value it last set: go through the native setter so the input event counts.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function press(target: Element, key: string): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

function blur(): void {
  act(() => input().blur());
}

function click(target: HTMLElement): void {
  act(() => target.click());
}

/** Waits for the calendar's code, which loads when first wanted (ui/lazy.tsx): the same module, awaited here. */
async function calendarLoaded(): Promise<void> {
  await act(async () => {
    await import('../../../../src-renderer/ui/DateCalendar');
  });
}

function errorText(): string | null {
  const describedBy = input().getAttribute('aria-describedby');
  return describedBy === null ? null : (document.getElementById(describedBy)?.textContent ?? null);
}

describe('DateField: typing dd/mm/aaaa', () => {
  it('is a real labelled text box for numbers, with a dd/mm/aaaa hint', () => {
    render({ id: 'cierre-desde' });
    const field = input();
    expect(field.id).toBe('cierre-desde');
    expect(field.type).toBe('text');
    expect(field.inputMode).toBe('numeric');
    expect(field.placeholder).toBe('dd/mm/aaaa');
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(button('Elegir fecha: Cierra desde')).toBeDefined();
  });

  it('labels only the text box with its label, so finding it by label finds one element', async () => {
    render({ value: '2026-03-05' });
    click(button('Elegir fecha: Cierra desde')); // open, with the clear button shown too
    await calendarLoaded();
    expect(host.querySelector('[role="grid"]')).not.toBeNull();
    const labelled = [...document.querySelectorAll('[aria-label], [aria-labelledby]')].filter((element) =>
      `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('aria-labelledby') ?? ''}`.toLowerCase().includes('cierra desde'),
    );
    expect(labelled).toEqual([]);
    expect([...document.querySelectorAll('label')].map((l) => l.control)).toEqual([input()]);
  });

  it.each([
    ['5/3/2026', '2026-03-05', '05/03/2026'],
    ['05/03/2026', '2026-03-05', '05/03/2026'],
    ['5-3-2026', '2026-03-05', '05/03/2026'],
    ['29.2.2028', '2028-02-29', '29/02/2028'],
    [' 31/12/2026 ', '2026-12-31', '31/12/2026'],
    // A two-digit year is this century's, and the box shows it whole.
    ['26/11/26', '2026-11-26', '26/11/2026'],
  ])('commits %j on blur as %s and shows %s', (typed, iso, shown) => {
    render();
    type(typed);
    expect(onChange).not.toHaveBeenCalled(); // nothing half-typed leaves the field
    blur();
    expect(onChange.mock.calls).toEqual([[iso]]);
    expect(input().value).toBe(shown);
    expect(input().getAttribute('aria-invalid')).toBe('false');
  });

  it('commits on Enter too', () => {
    render();
    type('1/4/2026');
    press(input(), 'Enter');
    expect(onChange.mock.calls).toEqual([['2026-04-01']]);
  });

  it.each([
    '31/02/2026',
    '29/02/2026',
    '0/3/2026',
    '32/1/2026',
    '5/13/2026',
    '5/0/2026',
    '5/3/026',
    '5/3',
    '1/1/0000',
    '2026-03-05',
    'mañana',
    '5//2026',
  ])('refuses %j in Spanish and commits nothing', (typed) => {
    render();
    type(typed);
    blur();
    press(input(), 'Enter');
    expect(onChange).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(errorText()).toBe('Fecha inválida: usá dd/mm/aaaa');
    expect(input().value).toBe(typed); // kept, so it can be fixed
  });

  it('drops the error as soon as the text is being fixed, and commits the fix', () => {
    render();
    type('31/02/2026');
    blur();
    expect(errorText()).not.toBeNull();
    type('28/02/2026');
    expect(input().getAttribute('aria-invalid')).toBe('false');
    expect(input().hasAttribute('aria-describedby')).toBe(false);
    blur();
    expect(onChange.mock.calls).toEqual([['2026-02-28']]);
  });

  it('Escape in the box gives back the committed date', () => {
    render({ value: '2026-03-05' });
    type('9/9/20');
    press(input(), 'Escape');
    expect(input().value).toBe('05/03/2026');
    blur();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('emptying the box or the clear button commits an empty value', () => {
    render({ value: '2026-03-05' });
    type('');
    blur();
    expect(onChange.mock.calls).toEqual([['']]);
    render({ value: '2026-03-05' });
    click(button('Borrar fecha: Cierra desde'));
    expect(onChange.mock.calls).toEqual([[''], ['']]);
    expect(input().value).toBe('');
    render({ value: '' });
    expect(host.querySelector('[aria-label="Borrar fecha: Cierra desde"]')).toBeNull();
  });

  it('follows a value changed from outside (a preset), even over an error', () => {
    render({ value: '2026-03-05' });
    expect(input().value).toBe('05/03/2026');
    type('99/99/9999');
    blur();
    render({ value: '2026-04-01' });
    expect(input().value).toBe('01/04/2026');
    expect(input().getAttribute('aria-invalid')).toBe('false');
    render({ value: '' });
    expect(input().value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps what is typed after a commit when that commit comes back as the value, not when another value does', () => {
    render({ value: '' });
    type('8/12/2026');
    press(input(), 'Enter');
    expect(onChange.mock.calls).toEqual([['2026-12-08']]);
    // The person types on before the owner has stored the first day and passed it back.
    type('19/12/2026');
    render({ value: '2026-12-08' });
    expect(input().value).toBe('19/12/2026');
    press(input(), 'Enter');
    expect(onChange.mock.calls).toEqual([['2026-12-08'], ['2026-12-19']]);
    // A value the field did not commit (a preset, another window) still replaces the box.
    type('1/1/2027');
    render({ value: '2026-11-30' });
    expect(input().value).toBe('30/11/2026');
  });

  it('keeps typed days inside min and max', () => {
    render({ min: '2026-03-10', max: '2026-03-20' });
    type('9/3/2026');
    blur();
    expect(errorText()).toBe('La fecha debe ser igual o posterior al 10/03/2026');
    type('21/3/2026');
    blur();
    expect(errorText()).toBe('La fecha debe ser igual o anterior al 20/03/2026');
    expect(onChange).not.toHaveBeenCalled();
    type('10/3/2026');
    blur();
    type('20/3/2026');
    blur();
    expect(onChange.mock.calls).toEqual([['2026-03-10'], ['2026-03-20']]);
  });
});

describe('DateField: a day refused for its range, when the range moves', () => {
  it('is said against the new end while it still falls outside, and taken once it fits', () => {
    render({ min: '2026-12-31' });
    type('1/12/2026');
    blur();
    expect(errorText()).toBe('La fecha debe ser igual o posterior al 31/12/2026');
    // The other field's day moves: still after this one.
    render({ min: '2026-12-15' });
    expect(errorText()).toBe('La fecha debe ser igual o posterior al 15/12/2026');
    expect(onChange).not.toHaveBeenCalled();
    // Before it now: the day typed is taken, the message gone.
    render({ min: '2026-11-01' });
    expect(onChange.mock.calls).toEqual([['2026-12-01']]);
    expect(errorText()).toBeNull();
    expect(input().value).toBe('01/12/2026');
  });

  it('a day refused as unreadable stays refused, and a moved range commits nothing', () => {
    render({ min: '2026-12-31' });
    type('99/99/2026');
    blur();
    expect(errorText()).toBe('Fecha inválida: usá dd/mm/aaaa');
    render({ min: '2026-11-01' });
    expect(errorText()).toBe('Fecha inválida: usá dd/mm/aaaa');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('DateField: the calendar', () => {
  async function open(): Promise<HTMLElement> {
    click(button('Elegir fecha: Cierra desde'));
    await calendarLoaded();
    const shown = dialog();
    if (shown === null) throw new Error('no se abrió el calendario');
    return shown;
  }

  function day(name: string): HTMLButtonElement {
    const found = dialog()?.querySelector(`[aria-label="${name}"] button, button[aria-label="${name}"]`);
    if (!(found instanceof HTMLButtonElement)) throw new Error(`no hay día «${name}»`);
    return found;
  }

  it('opens on the chosen month in Spanish, weeks from Monday', async () => {
    render({ value: '2026-03-05' });
    const calendar = await open();
    expect(button('Elegir fecha: Cierra desde').getAttribute('aria-expanded')).toBe('true');
    expect(calendar.getAttribute('aria-label')).toBe('Calendario');
    const weekdays = [...calendar.querySelectorAll('th[aria-label]')].map((th) => th.getAttribute('aria-label'));
    expect(weekdays).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
    const month = calendar.querySelector<HTMLSelectElement>('select[aria-label="Elegir el mes"]');
    const year = calendar.querySelector<HTMLSelectElement>('select[aria-label="Elegir el año"]');
    expect(month?.selectedOptions[0]?.textContent?.toLowerCase()).toBe('marzo');
    expect(year?.value).toBe('2026');
    // 1 March 2026 is a Sunday: the grid starts on Monday 23 February.
    expect(calendar.querySelector('[role="gridcell"]')?.getAttribute('data-day')).toBe('2026-02-23');
    expect(day('jueves, 5 de marzo de 2026, seleccionado')).toBeDefined();
  });

  it('picking a day commits it, closes and gives focus back to the button', async () => {
    render({ value: '2026-03-05' });
    await open();
    click(day('jueves, 12 de marzo de 2026'));
    expect(onChange.mock.calls).toEqual([['2026-03-12']]);
    expect(dialog()).toBeNull();
    expect(input().value).toBe('12/03/2026');
    expect(document.activeElement).toBe(button('Elegir fecha: Cierra desde'));
  });

  it('Escape closes it without a change and gives focus back to the button', async () => {
    render({ value: '2026-03-05' });
    await open();
    const focused = document.activeElement;
    expect(dialog()?.contains(focused ?? null)).toBe(true); // the calendar takes focus when it opens
    press(focused ?? document.body, 'Escape');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button('Elegir fecha: Cierra desde'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a click outside closes it; a click inside does not', async () => {
    render({ value: '2026-03-05' });
    const calendar = await open();
    act(() => {
      calendar.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(dialog()).not.toBeNull();
    act(() => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(dialog()).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('days outside min and max cannot be picked', async () => {
    render({ value: '', min: '2026-03-10', max: '2026-03-20' });
    const calendar = await open();
    expect(day('lunes, 9 de marzo de 2026').disabled).toBe(true);
    expect(day('sábado, 21 de marzo de 2026').disabled).toBe(true);
    click(day('lunes, 9 de marzo de 2026'));
    expect(onChange).not.toHaveBeenCalled();
    expect(dialog()).toBe(calendar);
    click(day('viernes, 20 de marzo de 2026'));
    expect(onChange.mock.calls).toEqual([['2026-03-20']]);
  });

  it('the button toggles it', async () => {
    render();
    await open();
    click(button('Elegir fecha: Cierra desde'));
    expect(dialog()).toBeNull();
    expect(button('Elegir fecha: Cierra desde').getAttribute('aria-expanded')).toBe('false');
  });
});

// @vitest-environment jsdom
/**
 * lazyPart (ui/lazy.tsx) in jsdom with loaders the test controls: what shows while a part's code
 * loads, when it cannot be loaded (and after Reintentar), and that errors of the loaded code still
 * reach the window's error boundary. Expected texts are written by hand.
 */
import { act, Component, createElement, useState, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../../../src-renderer/ui/lazy';
import { rootForEachTest } from '../../support/react-root';

const mounted = rootForEachTest();
const host = (): HTMLDivElement => mounted.host();

afterEach(() => {
  vi.restoreAllMocks();
});

/** A promise the test settles by hand, standing in for import(). */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const options = {
  loading: createElement('p', null, 'Cargando…'),
  failed: (retry: () => void, message: string) =>
    createElement(
      'div',
      { role: 'alert' },
      createElement('p', null, `No se pudo cargar: ${message}`),
      createElement('button', { type: 'button', onClick: retry }, 'Reintentar'),
    ),
};

function Greeting({ name }: { name: string }) {
  return createElement('p', { 'data-testid': 'part' }, `Hola, ${name}`);
}

/** The window's boundary, as main.tsx has one: whatever reaches it is shown here. */
class Outer extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render(): ReactNode {
    return this.state.error === null
      ? this.props.children
      : createElement('p', { 'data-testid': 'outer' }, `Fuera: ${this.state.error.message}`);
  }
}

function show(element: ReturnType<typeof createElement>): void {
  mounted.render(createElement(Outer, null, element));
}

async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const text = (): string => host().textContent ?? '';

function clickButton(name: string): void {
  const button = [...host().querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  if (button === undefined) throw new Error(`no hay botón «${name}»`);
  act(() => button.click());
}

describe('lazyPart', () => {
  it('shows the loading note until the code arrives, then the part with its props', async () => {
    const load = deferred<ComponentType<{ name: string }>>();
    const part = lazyPart(() => load.promise, options);
    show(createElement(part.Part, { name: 'Ana' }));
    expect(text()).toBe('Cargando…');
    expect(host().querySelector('.lazy-loading')).not.toBeNull();
    await act(async () => {
      load.resolve(Greeting);
      await load.promise;
    });
    expect(text()).toBe('Hola, Ana');
  });

  it('a failed load says why, in its place, and Reintentar loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const attempts = [deferred<ComponentType<{ name: string }>>(), deferred<ComponentType<{ name: string }>>()];
    let calls = 0;
    const part = lazyPart(() => {
      const attempt = attempts[calls++];
      if (attempt === undefined) throw new Error('demasiados intentos');
      return attempt.promise;
    }, options);
    show(createElement('main', null, createElement('h1', null, 'Vista'), createElement(part.Part, { name: 'Ana' })));
    attempts[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await settle();
    expect(host().querySelector('[role="alert"] p')?.textContent).toBe('No se pudo cargar: Failed to fetch dynamically imported module');
    expect(host().querySelector('h1')?.textContent).toBe('Vista'); // only the part is replaced
    expect(host().querySelector('[data-testid="outer"]')).toBeNull();
    clickButton('Reintentar');
    expect(calls).toBe(2);
    expect(text()).toBe('VistaCargando…');
    attempts[1]?.resolve(Greeting);
    await settle();
    expect(text()).toBe('VistaHola, Ana');
  });

  it('an error the loaded code throws while rendering goes on to the window’s boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('fallo del componente');
    }
    const part = lazyPart(() => Promise.resolve(Broken), options);
    show(createElement(part.Part));
    await settle();
    expect(host().querySelector('[data-testid="outer"]')?.textContent).toBe('Fuera: fallo del componente');
    expect(host().querySelector('[role="alert"]')).toBeNull();
  });

  it('once preloaded, it renders at once, without the loading note', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const part = lazyPart(load, options);
    part.preload();
    part.preload(); // one load, however often it is asked for
    await settle();
    show(createElement(part.Part, { name: 'Ana' }));
    expect(text()).toBe('Hola, Ana');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a preload that fails shows nothing; the part, when shown, loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<ComponentType<{ name: string }>>>()
      .mockRejectedValueOnce(new Error('sin red'))
      .mockResolvedValue(Greeting);
    const part = lazyPart(load, options);
    part.preload();
    await settle();
    show(createElement(part.Part, { name: 'Ana' }));
    await settle();
    expect(text()).toBe('Hola, Ana');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the loaded part mounted, with its state, when its parent renders again', async () => {
    function Counter({ label }: { label: string }) {
      const [count, setCount] = useState(0);
      return createElement('button', { type: 'button', onClick: () => setCount((value) => value + 1) }, `${label} ${count}`);
    }
    const part = lazyPart(() => Promise.resolve(Counter), options);
    show(createElement(part.Part, { label: 'a' }));
    await settle();
    clickButton('a 0');
    show(createElement(part.Part, { label: 'b' }));
    expect(text()).toBe('b 1');
  });
});

// @vitest-environment jsdom
/**
 * A click on a link in a record's HTML (SafeHtml, the reader's body) never navigates the app's
 * window: the click's default is prevented, and only a link the sanitizer kept (http(s)) goes to
 * the bridge's openExternal, which vets it again in main. A `javascript:` link is inert text: its
 * click is prevented too and reaches nothing. Real click events, as the browser dispatches them.
 */
import { act, createElement } from 'react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DirectorioPreload } from '../../../../src-shared/bridge';
import { rootForEachTest } from '../../support/react-root';

const openExternal = vi.fn<DirectorioPreload['openExternal']>(({ url }) => Promise.resolve({ ok: true, url }));
window.directorio = { openExternal } as Partial<DirectorioPreload> as DirectorioPreload;

const { SafeHtml } = await import('../../../../src-renderer/ui/SafeHtml');

afterAll(() => {
  Reflect.deleteProperty(window, 'directorio');
});

const mounted = rootForEachTest();

beforeEach(() => {
  openExternal.mockClear();
});

const html = [
  '<p>Bases: <a href="https://www.cultura.gob.ar/media/bases.pdf">descargar <strong>bases</strong></a>.</p>',
  '<p>Premio: <a href="javascript:alert(document.cookie)">ver premio</a>.</p>',
  '<p>Más: <a href="/convocatorias/7/">la anterior</a>.</p>',
].join('');

/** Dispatches a click as the browser does (bubbling, cancelable); true when its default was prevented. */
async function click(target: Element): Promise<boolean> {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  await act(async () => {
    target.dispatchEvent(event);
    await Promise.resolve();
  });
  return event.defaultPrevented;
}

function linkWithText(text: string): Element {
  const link = [...mounted.host().querySelectorAll('a')].find((a) => a.textContent === text);
  if (link === undefined) throw new Error(`no link "${text}" in ${mounted.host().innerHTML}`);
  return link;
}

describe('links in a record body', () => {
  it('an http(s) link: the click is prevented and the link goes to openExternal, also when clicked on an element inside it', async () => {
    mounted.render(createElement(SafeHtml, { html, baseUrl: 'https://www.cultura.gob.ar' }));
    const bases = linkWithText('descargar bases');
    expect(await click(bases)).toBe(true);
    const inner = bases.querySelector('strong');
    if (inner === null) throw new Error('the link lost its <strong>');
    expect(await click(inner)).toBe(true);
    // A relative link is the API's own page, resolved against its origin.
    expect(await click(linkWithText('la anterior'))).toBe(true);
    expect(openExternal.mock.calls.map(([args]) => args.url)).toEqual([
      'https://www.cultura.gob.ar/media/bases.pdf',
      'https://www.cultura.gob.ar/media/bases.pdf',
      'https://www.cultura.gob.ar/convocatorias/7/',
    ]);
  });

  it('a javascript: link: the click is prevented and nothing is opened', async () => {
    mounted.render(createElement(SafeHtml, { html, baseUrl: 'https://www.cultura.gob.ar' }));
    expect(await click(linkWithText('ver premio'))).toBe(true);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('a click on the text outside any link keeps its default (selecting text) and opens nothing', async () => {
    mounted.render(createElement(SafeHtml, { html, baseUrl: 'https://www.cultura.gob.ar' }));
    const paragraph = mounted.host().querySelector('p');
    if (paragraph === null) throw new Error('no paragraph');
    expect(await click(paragraph)).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
/** EmailLink and PhoneLink: links only for what the URL guard lets out, opened through the bridge. */
import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rootForEachTest } from '../../support/react-root';

// The bridge itself is tested elsewhere (ipc, bridge-http); here only what the link hands it.
const openExternal = vi.fn((_url: string) => Promise.resolve<string | null>(null));
vi.mock('../../../../src-renderer/bridge', () => ({ openExternal }));
const { EmailLink, PhoneLink } = await import('../../../../src-renderer/ui/ContactLink');

const mounted = rootForEachTest();
const { render } = mounted;
const host = (): HTMLDivElement => mounted.host();

beforeEach(() => {
  openExternal.mockClear();
});

describe('EmailLink', () => {
  it('links one plain address and opens it through the bridge', async () => {
    render(createElement(EmailLink, { address: 'cnml@manzanadelasluces.gov.ar' }));
    const link = host().querySelector('a');
    expect(link?.getAttribute('href')).toBe('mailto:cnml@manzanadelasluces.gov.ar');
    expect(link?.textContent).toBe('cnml@manzanadelasluces.gov.ar');
    // It may wrap before "@" and each ".", never inside a word.
    expect(link?.innerHTML).toBe('cnml<wbr>@manzanadelasluces<wbr>.gov<wbr>.ar');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      link?.dispatchEvent(click);
      await Promise.resolve();
    });
    expect(click.defaultPrevented).toBe(true); // the page never follows the href itself
    expect(openExternal.mock.calls).toEqual([['mailto:cnml@manzanadelasluces.gov.ar']]);
  });

  it.each(['', 'sin correo', 'a@b.ar, c@d.ar', 'a@b.ar?cc=espia@evil.example', 'javascript:alert(1)'])(
    'shows %j as plain text',
    (address) => {
      render(createElement(EmailLink, { address }));
      expect(host().querySelector('a')).toBeNull();
      expect(host().textContent).toBe(address);
    },
  );

  it('says so in Spanish when the bridge refuses or fails', async () => {
    openExternal.mockResolvedValueOnce('Solo se abren enlaces http:// o https://, correos y teléfonos.');
    openExternal.mockRejectedValueOnce(new Error('bridge down'));
    render(createElement(EmailLink, { address: 'prensa@cultura.gob.ar' }));
    for (const expected of ['Solo se abren enlaces http:// o https://, correos y teléfonos.', 'No se pudo abrir el enlace.']) {
      await act(async () => {
        host().querySelector('a')?.click();
        await Promise.resolve();
      });
      expect(host().querySelector('[role="alert"]')?.textContent?.trim()).toBe(expected);
    }
  });
});

describe('PhoneLink', () => {
  it('keeps the whole text and dials its first number', async () => {
    render(createElement(PhoneLink, { text: '+54 (011) 4342-9930 / 6973' }));
    const link = host().querySelector('a');
    expect(link?.textContent).toBe('+54 (011) 4342-9930 / 6973');
    expect(link?.getAttribute('href')).toBe('tel:+541143429930');
    await act(async () => {
      link?.click();
      await Promise.resolve();
    });
    expect(openExternal.mock.calls).toEqual([['tel:+541143429930']]);
  });

  it.each(['', 's/n', 'consultar'])('shows %j as plain text', (text) => {
    render(createElement(PhoneLink, { text }));
    expect(host().querySelector('a')).toBeNull();
    expect(host().textContent).toBe(text);
  });
});

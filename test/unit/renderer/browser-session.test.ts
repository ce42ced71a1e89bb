// @vitest-environment jsdom
/**
 * Browser mode's session in a tab: taken once from the entry page's two <meta> elements, kept in
 * this tab's sessionStorage, the token taken out of the address; the bridge sends the secret as a
 * header; images are asked for on the images' origin. A fresh module for each test (the session
 * is read once per page).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BrowserSession from '../../../src-renderer/browser-session';
import type * as ImageSource from '../../../src-renderer/ui/image-source';

const secret = 'secreto_de-la-pestana-0123456789';
const images = 'http://127.0.0.1:40124/capacidad_de-prueba/';

type BrowserSessionModule = typeof BrowserSession;

async function fresh(): Promise<BrowserSessionModule & typeof ImageSource> {
  vi.resetModules();
  return { ...(await import('../../../src-renderer/browser-session')), ...(await import('../../../src-renderer/ui/image-source')) };
}

function addMetas(values: { secret: string; images: string }): void {
  document.head.innerHTML = `<meta name="directorio-sesion" content="${values.secret}"><meta name="directorio-imagenes" content="${values.images}">`;
}

beforeEach(() => {
  sessionStorage.clear();
  document.head.innerHTML = '';
  history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browserSession', () => {
  it('takes the session from the entry page once: removes the metas, keeps it in sessionStorage, drops the token from the address', async () => {
    history.replaceState(null, '', '/?token=el-token-de-la-terminal&otro=1#/convocatorias?estado=abierta');
    addMetas({ secret, images });
    const { browserSession } = await fresh();
    expect(browserSession()).toEqual({ secret, images });
    expect(document.head.querySelectorAll('meta')).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem('directorio-sesion') ?? 'null')).toEqual({ secret, images });
    expect(location.pathname + location.search + location.hash).toBe('/?otro=1#/convocatorias?estado=abierta');
    // Asked again, the same answer (the metas are gone by now).
    expect(browserSession()).toEqual({ secret, images });
  });

  it('after a reload (no metas), the tab still has it from sessionStorage', async () => {
    sessionStorage.setItem('directorio-sesion', JSON.stringify({ secret, images }));
    const { browserSession } = await fresh();
    expect(browserSession()).toEqual({ secret, images });
  });

  it('a tab opened without the token has none', async () => {
    const { browserSession } = await fresh();
    expect(browserSession()).toBeNull();
  });

  it.each([
    ['an images address on another host', { secret, images: 'http://evil.example:80/x/' }],
    ['an images address over https', { secret, images: 'https://127.0.0.1:40124/x/' }],
    ['a secret with spaces', { secret: 'un secreto con espacios', images }],
    ['an empty secret', { secret: '', images }],
  ])('refuses %s, and keeps nothing', async (_what, values) => {
    addMetas(values);
    const { browserSession } = await fresh();
    expect(browserSession()).toBeNull();
    expect(sessionStorage.getItem('directorio-sesion')).toBeNull();
  });

  it('refuses a stored session that is not one', async () => {
    for (const stored of ['{', '"texto"', JSON.stringify({ secret }), JSON.stringify({ secret, images: 'javascript:alert(1)//' })]) {
      sessionStorage.setItem('directorio-sesion', stored);
      const { browserSession } = await fresh();
      expect(browserSession(), stored).toBeNull();
    }
  });
});

describe('imageSource', () => {
  const url = 'https://www.cultura.gob.ar/media/uploads/foto.jpg';
  const key = Buffer.from(url, 'utf8').toString('base64url');

  it("names the image on the images' origin in a browser tab with a session", async () => {
    addMetas({ secret, images });
    const { imageSource } = await fresh();
    expect(imageSource(url)).toBe(`${images}${key}`);
  });

  it('names it on the app’s own origin otherwise (Electron’s app://)', async () => {
    const { imageSource } = await fresh();
    expect(imageSource(url)).toBe(`/imagenes/${key}`);
  });

  it('names nothing for a URL that may not leave the app', async () => {
    const { imageSource } = await fresh();
    expect(imageSource('javascript:alert(1)')).toBeNull();
    expect(imageSource('file:///etc/passwd')).toBeNull();
  });
});

describe('httpBridge', () => {
  it('sends the secret in the X-Directorio-Sesion header, never in the body or the address', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(Response.json({ ok: true, config: { baseUrl: 'x', mode: 'browser' } })),
    );
    vi.stubGlobal('fetch', fetch);
    const { httpBridge } = await import('../../../src-renderer/http-bridge');
    await httpBridge(secret).getConfig({});
    expect(fetch).toHaveBeenCalledTimes(1);
    const [address, init] = fetch.mock.calls[0] ?? [];
    expect(address).toBe('/bridge/getConfig');
    expect(new Headers(init?.headers).get('x-directorio-sesion')).toBe(secret);
    expect(String(init?.body)).not.toContain(secret);
  });

  it('without a session, says in Spanish what to do, and asks nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { httpBridge } = await import('../../../src-renderer/http-bridge');
    expect(await httpBridge(null).getConfig({})).toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        message: 'Esta pestaña no tiene la sesión de la aplicación: abrí la dirección con ?token=… que se mostró en la terminal.',
      },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a refused request is said in words; its HTTP status stays apart, for Detalles técnicos', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('Forbidden', { status: 403 }))),
    );
    const { httpBridge } = await import('../../../src-renderer/http-bridge');
    expect(await httpBridge(secret).getConfig({})).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'La aplicación rechazó el pedido.', detail: 'HTTP 403' },
    });
  });
});

/** The viewer in the address: read back as written, the list's params kept, bad pages read as 1. */
import { describe, expect, it } from 'vitest';
import { viewerOf, withoutViewer, withViewer } from '../../../../../src-renderer/ui/viewer/viewer-route';

const url = 'https://www.cultura.gob.ar/media/uploads/bases y condiciones.pdf?v=2&x=1';

describe('viewer route', () => {
  it('reads what another view links to: ver as encodeURIComponent wrote it, and pag', () => {
    const params = new URLSearchParams(`estado=todas&ver=${encodeURIComponent(url)}&pag=3`);
    expect(viewerOf(params)).toEqual({ url, page: 3, find: null });
  });

  it('opens finding q only with docs=1', () => {
    expect(viewerOf(new URLSearchParams(`docs=1&q=jurado&ver=${encodeURIComponent(url)}`))).toEqual({ url, page: 1, find: 'jurado' });
    expect(viewerOf(new URLSearchParams(`q=jurado&ver=${encodeURIComponent(url)}`))?.find).toBeNull();
    expect(viewerOf(new URLSearchParams(`docs=1&q=%20&ver=x`))?.find).toBeNull();
  });

  it('reads a missing or bad page as the first', () => {
    for (const pag of ['', '0', '-2', 'tres', '1.5', '99999999']) expect(viewerOf(new URLSearchParams({ ver: url, pag }))?.page).toBe(1);
    expect(viewerOf(new URLSearchParams('estado=todas'))).toBeNull();
    expect(viewerOf(new URLSearchParams('ver='))).toBeNull();
  });

  it('adds and removes the viewer, keeping the list params', () => {
    const list = new URLSearchParams('estado=todas&q=musica');
    const open = withViewer(list, url, 4);
    expect(viewerOf(open)).toEqual({ url, page: 4, find: null });
    expect(open.get('estado')).toBe('todas');
    expect(withoutViewer(open).toString()).toBe('estado=todas&q=musica');
    expect(list.toString()).toBe('estado=todas&q=musica');
  });
});

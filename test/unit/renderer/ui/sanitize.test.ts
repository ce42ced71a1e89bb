// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../../src-renderer/ui/sanitize';
import { realConvocatorias } from '../../support/fixtures';

const base = 'https://www.cultura.gob.ar';

/** The path main serves an image under, computed here with Node's own base64url. */
const throughMain = (url: string): string => `/imagenes/${Buffer.from(url, 'utf8').toString('base64url')}`;

function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html, base, window);
  return host;
}

describe('sanitizeHtml (DOMPurify under jsdom)', () => {
  it('removes scripts, handlers, iframes, forms, styles and SVG', () => {
    const host = render(
      [
        '<p onclick="alert(1)" style="color:red">hola</p>',
        '<script>alert(2)</script>',
        '<img src="x" onerror="alert(3)">',
        '<iframe src="https://evil.test"></iframe>',
        '<form action="https://evil.test"><input name="a"><button>enviar</button></form>',
        '<style>body{display:none}</style>',
        '<svg><script>alert(4)</script><circle onload="alert(5)"/></svg>',
        '<math><mi xlink:href="javascript:alert(6)">x</mi></math>',
        '<object data="x.swf"></object><embed src="x.swf">',
      ].join(''),
    );
    const html = host.innerHTML;
    expect(html).not.toMatch(/<script|<iframe|<form|<input|<button|<style|<svg|<math|<object|<embed/i);
    expect(html).not.toMatch(/onclick|onerror|onload|style=/i);
    expect(host.textContent).toContain('hola');
  });

  it('keeps http(s), plain mailto: and tel: links with their text and makes every other link inert text', () => {
    const host = render(
      '<a href="https://example.org/a">bien</a> <a href="javascript:alert(1)">js</a> <a href="mailto:x@y.ar">mail</a>' +
        ' <a href="data:text/html,<script>alert(1)</script>">data</a> <a href="file:///etc/passwd">file</a> <a>sin href</a>' +
        ' <a href="TEL:+54 (11) 4342-9930">tel</a>',
    );
    const links = [...host.querySelectorAll('a')];
    const withHref = links.filter((a) => a.hasAttribute('href'));
    expect(withHref.map((a) => a.getAttribute('href'))).toEqual(['https://example.org/a', 'mailto:x@y.ar', 'tel:+541143429930']);
    for (const link of withHref) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.hasAttribute('data-external')).toBe(true);
    }
    expect(links.filter((a) => a.hasAttribute('data-inert-link')).map((a) => a.textContent)).toEqual(['js', 'data', 'file', 'sin href']);
  });

  it('makes mailto: and tel: links inert unless they are one bare address or a number', () => {
    const hostile = [
      'mailto:x@y.ar?body=hola',
      'mailto:x@y.ar?cc=espia@evil.example',
      'mailto:x@y.ar,z@w.ar',
      'mailto:x%40y.ar',
      'mailto:javascript:alert(1)',
      'mailto:x@y.ar%0ABcc:espia@evil.example',
      'mailto:x@y.&#8238;ar',
      'tel:javascript:alert(1)',
      'tel:+54;phone-context=evil.example',
      'tel:+54&#10;11',
      'mailto:',
      'mailto:/x@y.ar',
    ];
    const host = render(hostile.map((href, i) => `<a href="${href}">c${i}</a>`).join(' '));
    const links = [...host.querySelectorAll('a')];
    expect(links).toHaveLength(hostile.length);
    for (const link of links) {
      expect(link.hasAttribute('href'), link.textContent ?? '').toBe(false);
      expect(link.hasAttribute('data-external')).toBe(false);
      expect(link.hasAttribute('data-inert-link')).toBe(true);
    }
  });

  it('never resolves a contact link against the base, nor lets it be an image', () => {
    const host = render(
      '<a href="mailto:prensa@cultura.gob.ar">escribinos</a><img src="mailto:x@y.ar" alt=""><img src="tel:+5411" alt="">',
    );
    expect(host.querySelector('a')?.getAttribute('href')).toBe('mailto:prensa@cultura.gob.ar');
    expect([...host.querySelectorAll('img')].map((img) => img.hasAttribute('src'))).toEqual([false, false]);
  });

  it('resolves relative URLs against the API origin, and images then go through main', () => {
    const host = render('<img src="/media/uploads/foto.jpg" alt="foto"><a href="/convocatorias/">ver</a>');
    expect(host.querySelector('img')?.getAttribute('src')).toBe(throughMain('https://www.cultura.gob.ar/media/uploads/foto.jpg'));
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://www.cultura.gob.ar/convocatorias/');
    const other = document.createElement('div');
    other.innerHTML = sanitizeHtml('<img src="/media/x.png">', 'http://127.0.0.1:8787', window);
    expect(other.querySelector('img')?.getAttribute('src')).toBe(throughMain('http://127.0.0.1:8787/media/x.png'));
  });

  it('points every remote image at /imagenes/<base64url of its URL> on the app origin, and drops the rest', () => {
    const host = render(
      '<img src="https://x/y.jpg" alt="a"><img src="http://fotos.example/b%C3%B1.png?w=2"><img src="ftp://x/y.jpg">' +
        '<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA"><img src="https://u:p@x/y.jpg">',
    );
    const sources = [...host.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([throughMain('https://x/y.jpg'), throughMain('http://fotos.example/b%C3%B1.png?w=2'), null, null, null, null]);
    expect(sources[0]).toBe('/imagenes/aHR0cHM6Ly94L3kuanBn');
  });

  it('leaves no attribute the CSP would refuse: no style, no remote or inline source', () => {
    const host = render(
      [
        '<p style="color:red">uno</p>',
        '<div STYLE = \'margin:0\' title="style=&quot;x&quot;">dos</div>',
        '<span/style="x">tres</span>',
        '<img src="https://x/y.jpg" style="width:1px" srcset="https://x/z.jpg 2x" background="https://x/b.jpg">',
        '<table background="https://x/t.jpg"><tr><td style="a">cuatro</td></tr></table>',
      ].join(''),
    );
    for (const element of host.querySelectorAll('*')) {
      expect(element.hasAttribute('style')).toBe(false);
      for (const name of ['srcset', 'background', 'poster', 'ping', 'action', 'formaction', 'xlink:href'])
        expect(element.hasAttribute(name)).toBe(false);
      const src = element.getAttribute('src');
      if (src !== null) expect(src).toMatch(/^\/imagenes\/[A-Za-z0-9_-]+$/);
    }
    expect(host.querySelector('div')?.getAttribute('title')).toBe('style="x"');
    expect(host.textContent).toBe('unodostrescuatro');
  });

  it('renders every real cuerpo with its text and no active content', () => {
    for (const raw of realConvocatorias) {
      const { cuerpo } = raw as { cuerpo: string };
      const host = render(cuerpo);
      expect(host.querySelector('script, iframe, style, [style], [onclick]')).toBeNull();
      if (cuerpo.includes('&iquest;Qu&eacute;')) expect(host.textContent).toContain('¿Qué');
    }
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src-renderer/ui/sanitize';
import { realConvocatorias } from './fixtures';

const base = 'https://www.cultura.gob.ar';

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

  it('keeps http(s) links with their text and makes every other link inert text', () => {
    const host = render(
      '<a href="https://example.org/a">bien</a> <a href="javascript:alert(1)">js</a> <a href="mailto:x@y.ar">mail</a>' +
        ' <a href="data:text/html,<script>alert(1)</script>">data</a> <a href="file:///etc/passwd">file</a> <a>sin href</a>',
    );
    const links = [...host.querySelectorAll('a')];
    const withHref = links.filter((a) => a.hasAttribute('href'));
    expect(withHref.map((a) => a.getAttribute('href'))).toEqual(['https://example.org/a']);
    expect(withHref[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links.filter((a) => a.hasAttribute('data-inert-link')).map((a) => a.textContent)).toEqual(['js', 'mail', 'data', 'file', 'sin href']);
  });

  it('resolves relative URLs against the API origin', () => {
    const host = render('<img src="/media/uploads/foto.jpg" alt="foto"><a href="/convocatorias/">ver</a>');
    expect(host.querySelector('img')?.getAttribute('src')).toBe('https://www.cultura.gob.ar/media/uploads/foto.jpg');
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://www.cultura.gob.ar/convocatorias/');
    const other = document.createElement('div');
    other.innerHTML = sanitizeHtml('<img src="/media/x.png">', 'http://127.0.0.1:8787', window);
    expect(other.querySelector('img')?.getAttribute('src')).toBe('http://127.0.0.1:8787/media/x.png');
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

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { stripStyleAttributes } from '../../../../src-renderer/ui/strip-style';

/** What a browser's parser makes of the HTML: the oracle is jsdom's spec parser, not our tokenizer. */
function parsed(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('stripStyleAttributes (before any DOM parses API HTML, so the CSP never sees a style)', () => {
  // Each attribute becomes one space, next to whatever whitespace surrounded it.
  it.each([
    ['<p style="color:red">hola</p>', '<p  >hola</p>'],
    ["<p STYLE = 'a:b' class=x>hola</p>", '<p   class=x>hola</p>'],
    ['<p/style="x">hola</p>', '<p/ >hola</p>'],
    ['<p style=color:red>hola</p>', '<p  >hola</p>'],
    ['<p style>hola</p>', '<p  >hola</p>'],
    ['<p style="a>b" title="c">hola</p>', '<p   title="c">hola</p>'],
    ['<p style="a" style="b">hola</p>', '<p    >hola</p>'],
  ])('%s → %s', (input, expected) => {
    expect(stripStyleAttributes(input)).toBe(expected);
  });

  it('leaves text, other attributes, comments and raw text alone', () => {
    const untouched = [
      '<p>ver style="x" en el texto</p>',
      '<p title=\'style="x"\' data-style="y">a</p>',
      '<!-- <p style="x"> --><p>b</p>',
      '<textarea><p style="x"></textarea>',
      '<script>var s = "<p style=x>";</script>',
      '<p>1 < 2 style=x</p>',
      'sin etiquetas, style=x',
    ];
    for (const html of untouched) expect(stripStyleAttributes(html)).toBe(html);
  });

  it('leaves no element with a style attribute, whatever the markup, and keeps the text', () => {
    const inputs = [
      '<div style="a"><span style=\'b\'>uno</span><b\nstyle=c>dos</b></div>',
      '<img src=x style="a" alt="y"><p =style=x style="z">tres</p>',
      '<p title="a>b" style="c">cuatro</p><!--> <p style="d">cinco</p><!---> <i style=e>seis</i>',
      '<a href="/x" style="color:red" title=\'>\'>siete</a><p style="never closed',
      '<table><tr><td style="a">ocho</td></tr></table><P STYLE="x">nueve</P></p style="y">',
    ];
    for (const html of inputs) {
      const before = parsed(html);
      const after = parsed(stripStyleAttributes(html));
      expect(after.querySelector('[style]'), html).toBeNull();
      expect(after.textContent, html).toBe(before.textContent);
      expect(after.querySelectorAll('*').length, html).toBe(before.querySelectorAll('*').length);
    }
  });
});

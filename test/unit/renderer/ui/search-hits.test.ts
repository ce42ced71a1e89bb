// @vitest-environment jsdom
/**
 * The search's words marked where the search found them: accent- and case-free, anywhere inside a
 * word (as the search's `includes`), never across a tag, never in an attribute, and never as
 * markup made from text. The expected ranges and texts are written by hand.
 */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { highlightRanges, highlightTextNodes, snippetAround } from '../../../../src-renderer/ui/search-hits';
import { sanitizeHtml } from '../../../../src-renderer/ui/sanitize';
import { rootForEachTest } from '../../support/react-root';

const { SafeHtml } = await import('../../../../src-renderer/ui/SafeHtml');
const { Highlight } = await import('../../../../src-renderer/ui/Highlight');

const base = 'https://www.cultura.gob.ar';

/** The marked pieces of `text`. */
const marked = (text: string, words: string[]): string[] => highlightRanges(text, words).map(({ start, end }) => text.slice(start, end));

function sanitized(html: string): HTMLDivElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html, base, window);
  return host;
}

const markTexts = (root: Element): string[] => [...root.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('highlightRanges', () => {
  it('finds a folded word whatever its accents and case, and marks it as written', () => {
    expect(marked('Música en vivo: la MÚSICA y la musica', ['musica'])).toEqual(['Música', 'MÚSICA', 'musica']);
    expect(highlightRanges('Canción', ['cancion'])).toEqual([{ start: 0, end: 7 }]);
  });

  it('keeps a combining accent (decomposed text) inside the mark of its letter', () => {
    const decomposed = 'la mu\u0301sica';
    expect(highlightRanges(decomposed, ['musica'])).toEqual([{ start: 3, end: 10 }]);
    expect(marked(decomposed, ['mu'])).toEqual(['mu\u0301']);
  });

  it('marks inside a longer word, as the search matches it, and nothing the search would not match', () => {
    expect(marked('Cartelera de artes', ['arte'])).toEqual(['arte', 'arte']);
    expect(marked('Arte y parte', ['artes'])).toEqual([]);
    // A word is never matched across a space.
    expect(marked('mu sica', ['musica'])).toEqual([]);
  });

  it('marks several words, in the order they are in the text', () => {
    expect(highlightRanges('Premio de Danza Contemporánea', ['danza', 'premio'])).toEqual([
      { start: 0, end: 6 },
      { start: 10, end: 15 },
    ]);
  });

  it('merges overlapping and touching hits into one mark', () => {
    expect(marked('música', ['mus', 'usica'])).toEqual(['música']);
    expect(marked('abcd', ['ab', 'cd'])).toEqual(['abcd']);
    expect(marked('aaaa', ['aa'])).toEqual(['aaaa']);
  });

  it('marks nothing without words or text', () => {
    expect(highlightRanges('Música', [])).toEqual([]);
    expect(highlightRanges('Música', [''])).toEqual([]);
    expect(highlightRanges('', ['musica'])).toEqual([]);
  });
});

describe('highlightTextNodes on a sanitized body', () => {
  it('marks words in text nodes, not across tags, and leaves attributes alone', () => {
    const host = sanitized(
      '<p>La <b>mú</b>sica y la música.</p><p><a href="https://www.cultura.gob.ar/musica/" title="Música">ver la música</a> <img src="https://www.cultura.gob.ar/musica.jpg" alt="música"></p>',
    );
    const attributes = [...host.querySelectorAll('*')].map((element) => [...element.attributes].map((a) => `${a.name}=${a.value}`));
    highlightTextNodes(host, ['musica']);
    expect(markTexts(host)).toEqual(['música', 'música']);
    expect(host.querySelector('a mark')?.textContent).toBe('música');
    // The attributes hold the word too: none was touched.
    expect([...host.querySelectorAll(':not(mark)')].map((element) => [...element.attributes].map((a) => `${a.name}=${a.value}`))).toEqual(
      attributes,
    );
    expect(host.textContent).toBe('La música y la música.ver la música ');
  });

  it('turns no text into markup: a word inside escaped tags is marked as text, and nothing runs', () => {
    const host = sanitized('<p>&lt;script&gt;alert(1)&lt;/script&gt; y &lt;img src=x onerror=alert(2)&gt;</p><script>alert(3)</script>');
    highlightTextNodes(host, ['script', 'onerror', 'alert']);
    expect(markTexts(host)).toEqual(['script', 'alert', 'script', 'onerror', 'alert']);
    expect(host.querySelectorAll('script, img')).toHaveLength(0);
    expect([...host.querySelectorAll('*')].flatMap((element) => [...element.attributes])).toEqual([]);
    expect(host.textContent).toBe('<script>alert(1)</script> y <img src=x onerror=alert(2)>');
  });

  it('puts the nodes back as they were', () => {
    const host = sanitized('<p>Danza, <em>danza</em> y DANZA</p><ul><li>Teatro</li></ul>');
    const before = host.innerHTML;
    const undo = highlightTextNodes(host, ['danza']);
    expect(markTexts(host)).toEqual(['Danza', 'danza', 'DANZA']);
    undo();
    expect(host.innerHTML).toBe(before);
    expect(host.querySelector('p')?.childNodes).toHaveLength(3);
  });
});

describe('SafeHtml and Highlight', () => {
  const mounted = rootForEachTest();

  it('SafeHtml marks the words in force, and only those, as they change', () => {
    const html =
      '<p>Beca de <strong>danza</strong> y de teatro.</p><p onclick="alert(1)">Teatro <a href="javascript:alert(1)">danza</a></p>';
    mounted.render(createElement(SafeHtml, { html, baseUrl: base, marked: ['danza'] }));
    expect(markTexts(mounted.host())).toEqual(['danza', 'danza']);
    mounted.render(createElement(SafeHtml, { html, baseUrl: base, marked: ['teatro'] }));
    expect(markTexts(mounted.host())).toEqual(['teatro', 'Teatro']);
    mounted.render(createElement(SafeHtml, { html, baseUrl: base, marked: [] }));
    expect(markTexts(mounted.host())).toEqual([]);
    expect(mounted.host().querySelector('[onclick], [href^="javascript"]')).toBeNull();
  });

  it('Highlight renders text, never HTML', () => {
    mounted.render(createElement(Highlight, { text: '<b>Música</b> & <i>música</i>', words: ['musica'] }));
    expect(markTexts(mounted.host())).toEqual(['Música', 'música']);
    expect(mounted.host().querySelectorAll('b, i')).toHaveLength(0);
    expect(mounted.host().textContent).toBe('<b>Música</b> & <i>música</i>');
  });
});

describe('snippetAround', () => {
  const text = 'uno dos tres cuatro cinco seis siete Música ocho nueve diez once doce trece catorce quince dieciséis diecisiete';

  it('takes a few words each side of the first hit, with "…" where the text goes on', () => {
    expect(snippetAround(text, ['musica'])).toBe(
      '…cuatro cinco seis siete Música ocho nueve diez once doce trece catorce quince dieciséis diecisiete',
    );
    expect(snippetAround(text, ['musica'], 2, 3)).toBe('…seis siete Música ocho nueve diez…');
    expect(snippetAround(text, ['dos'], 4, 2)).toBe('uno dos tres cuatro…');
    expect(snippetAround(text, ['diecisiete'], 1, 4)).toBe('…dieciséis diecisiete');
  });

  it('keeps the hit near the start when the words before it are long, and says null without a hit', () => {
    const long = `Inscripción ${'x'.repeat(50)} ${'y'.repeat(30)} danza final`;
    expect(snippetAround(long, ['danza'], 4, 1)).toBe(`…${'y'.repeat(30)} danza final`);
    const inside = `ver https://www.cultura.gob.ar/${'a'.repeat(60)}/musica.pdf hoy`;
    expect(snippetAround(inside, ['musica'], 4, 1)).toBe(`…${'a'.repeat(39)}/musica.pdf hoy`);
    expect(snippetAround(text, ['teatro'])).toBeNull();
  });
});

/**
 * Removes `style` attributes from an HTML string before any DOM sees it.
 *
 * Why not leave it to DOMPurify: Chromium checks the page's CSP (`style-src 'self'`) the moment
 * a parser sets a style attribute, even in the inert documents DOMParser, <template> and
 * createHTMLDocument make, so every `style=` in a record logged a CSP violation before DOMPurify
 * could drop it. This is not the security boundary (DOMPurify stays that, with `style` forbidden
 * too); it follows the HTML tokenizer's rules for tags, comments and raw text closely enough
 * that the attributes a browser would see are the ones removed, and text is left alone.
 */

const whitespace = new Set(['\t', '\n', '\f', '\r', ' ']);
// Elements whose content is text up to their end tag (scripting on: noscript is one of them).
const rawText = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);

const isAsciiAlpha = (c: string | undefined): boolean => c !== undefined && /^[a-z]$/i.test(c);

/** The index just past the next `needle` from `from` (case-insensitive), or the end of `html`. */
function skipPast(html: string, from: number, needle: string): number {
  const at = html.toLowerCase().indexOf(needle, from);
  return at < 0 ? html.length : at + needle.length;
}

/** Where a comment that starts at `start` (`<!--`) ends, with the tokenizer's abrupt `<!-->` and `<!--->`. */
function commentEnd(html: string, start: number): number {
  const body = start + 4;
  if (html.startsWith('>', body)) return body + 1;
  if (html.startsWith('->', body)) return body + 2;
  let i = body;
  while (i < html.length) {
    if (html.startsWith('-->', i)) return i + 3;
    if (html.startsWith('--!>', i)) return i + 4;
    i++;
  }
  return html.length;
}

interface Tag {
  end: number;
  name: string;
  /** [start, end) of every style attribute in the tag, name through value. */
  styles: [number, number][];
}

/** Reads a start or end tag whose name starts at `nameStart`, the way the tokenizer reads attributes. */
function readTag(html: string, nameStart: number): Tag {
  let i = nameStart;
  while (i < html.length && !whitespace.has(html[i] ?? '') && html[i] !== '/' && html[i] !== '>') i++;
  const name = html.slice(nameStart, i).toLowerCase();
  const styles: [number, number][] = [];
  while (i < html.length) {
    const c = html[i] ?? '';
    if (whitespace.has(c) || c === '/') {
      i++;
      continue;
    }
    if (c === '>') return { end: i + 1, name, styles };
    // An attribute name: a leading `=` belongs to it; it runs to whitespace, `/`, `>` or `=`.
    const attrStart = i;
    i++;
    while (i < html.length && !whitespace.has(html[i] ?? '') && !['/', '>', '='].includes(html[i] ?? '')) i++;
    const attrName = html.slice(attrStart, i).toLowerCase();
    let j = i;
    while (j < html.length && whitespace.has(html[j] ?? '')) j++;
    if (html[j] === '=') {
      j++;
      while (j < html.length && whitespace.has(html[j] ?? '')) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        j = close < 0 ? html.length : close + 1;
      } else {
        while (j < html.length && !whitespace.has(html[j] ?? '') && html[j] !== '>') j++;
      }
      i = j;
    }
    if (attrName === 'style') styles.push([attrStart, i]);
  }
  return { end: html.length, name, styles };
}

export function stripStyleAttributes(html: string): string {
  if (!/style/i.test(html)) return html;
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const next = html[lt + 1];
    if (html.startsWith('<!--', lt)) {
      i = commentEnd(html, lt);
    } else if (next === '!' || next === '?' || (next === '/' && !isAsciiAlpha(html[lt + 2]))) {
      // Doctype, bogus comment, `</>`: all end at the first `>`.
      i = skipPast(html, lt + 1, '>');
    } else if (isAsciiAlpha(next) || next === '/') {
      const endTag = next === '/';
      const tag = readTag(html, lt + (endTag ? 2 : 1));
      for (const [start, end] of tag.styles) {
        out += `${html.slice(copied, start)} `;
        copied = end;
      }
      i = tag.end;
      if (!endTag && tag.name === 'plaintext') break;
      if (!endTag && rawText.has(tag.name)) {
        // Text until `</name` followed by whitespace, `/` or `>`; none of it is markup.
        const close = new RegExp(`</${tag.name}[\\t\\n\\f\\r />]`, 'i');
        const found = close.exec(html.slice(i));
        i = found === null ? html.length : i + found.index;
      }
    } else {
      i = lt + 1;
    }
  }
  return out + html.slice(copied);
}

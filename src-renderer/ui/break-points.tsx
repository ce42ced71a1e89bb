import type { ReactNode } from 'react';

/**
 * An e-mail address or a URL with the places it may wrap marked (`<wbr>`), as style guides break
 * them: before a period, slash, @, ?, #, &, =, hyphen, underscore or tilde, and after a double
 * slash, so "https://" stays whole; a last character never goes to a line alone. A narrow reader
 * then wraps "museo.posadas@cultura.gob.ar" at "@cultura" instead of inside a word; the text, and
 * what a copy takes, are unchanged.
 */
export function withBreaks(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(/\/\/+|[./@?#&=_~-]/g)) {
    const cut = match[0].startsWith('//') ? match.index + match[0].length : match.index;
    // Never a break at the very start, nor one that leaves a lone "/" or "." for the next line.
    if (cut <= from || cut >= text.length - 1) continue;
    parts.push(text.slice(from, cut), <wbr key={cut} />);
    from = cut;
  }
  parts.push(text.slice(from));
  return parts;
}

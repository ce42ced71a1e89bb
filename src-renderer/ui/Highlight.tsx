import { useMemo, type ReactNode } from 'react';
import { highlightRanges } from './search-hits';

/** `text` with the search's folded `words` in `<mark>`, as React text (never HTML). */
export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  const ranges = useMemo(() => highlightRanges(text, words), [text, words]);
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

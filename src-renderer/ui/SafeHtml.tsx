import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { openExternal } from '../bridge';
import { Problem } from './Problem';
import { sanitizeHtml } from './sanitize';
import { highlightTextNodes } from './search-hits';

interface SafeHtmlProps {
  html: string;
  baseUrl: string;
  testId?: string;
  /** The search's folded words, put in `<mark>` in the sanitized text (its text nodes only). */
  marked?: readonly string[];
}

/** A sanitized HTML fragment from the API; every link opens outside the app. */
export function SafeHtml({ html, baseUrl, testId, marked }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, baseUrl), [html, baseUrl]);
  const box = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The marks go into the DOM the sanitized HTML became, before it is painted; taken out again
  // before other words are marked (React leaves the children of an unchanged innerHTML alone).
  useLayoutEffect(() => {
    const element = box.current;
    if (element === null || marked === undefined || marked.length === 0) return undefined;
    return highlightTextNodes(element, marked);
  }, [clean, marked]);
  // An image main could not get (offline and never seen, refused, gone) shows nothing rather
  // than a broken icon. `error` does not bubble, hence a capturing listener on the box.
  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const hide = (event: Event): void => {
      if (event.target instanceof HTMLImageElement) event.target.hidden = true;
    };
    element.addEventListener('error', hide, true);
    return () => element.removeEventListener('error', hide, true);
  }, []);
  const onClick = (event: MouseEvent<HTMLDivElement>): void => {
    const target = event.target instanceof Element ? event.target.closest('a') : null;
    if (target === null) return;
    event.preventDefault();
    const href = target.getAttribute('href');
    if (href !== null) openExternal(href).then(setProblem, () => setProblem('No se pudo abrir el enlace.'));
  };
  return (
    // Clicks are delegated to the links inside, which stay keyboard-focusable themselves.
    <>
      <div ref={box} className="prose" data-testid={testId} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
      <Problem text={problem} />
    </>
  );
}

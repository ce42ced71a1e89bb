import { useMemo, type MouseEvent } from 'react';
import { openExternal } from '../bridge';
import { sanitizeHtml } from './sanitize';

/** A sanitized HTML fragment from the API; every link opens outside the app. */
export function SafeHtml({ html, baseUrl, testId }: { html: string; baseUrl: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html, baseUrl), [html, baseUrl]);
  const onClick = (event: MouseEvent<HTMLDivElement>): void => {
    const target = event.target instanceof Element ? event.target.closest('a') : null;
    if (target === null) return;
    event.preventDefault();
    const href = target.getAttribute('href');
    if (href !== null) void openExternal(href);
  };
  return (
    // Clicks are delegated to the links inside, which stay keyboard-focusable themselves.
    <div className="prose" data-testid={testId} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

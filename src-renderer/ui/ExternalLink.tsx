import { useState, type ReactNode } from 'react';
import { isSafeExternalUrl } from '../../src-shared/url';
import { openExternal } from '../bridge';

interface ExternalLinkProps {
  url: string;
  children: ReactNode;
  /** An accessible name that says more than the visible text ("Abrir: Bases 2026"). */
  label?: string;
  title?: string;
  className?: string;
}

/** A link that leaves the app through the bridge; unsafe URLs render as inert text. */
export function ExternalLink({ url, children, label, title, className }: ExternalLinkProps) {
  const [problem, setProblem] = useState<string | null>(null);
  if (!isSafeExternalUrl(url)) return <span className="inert-link">{children}</span>;
  return (
    <>
      <a
        href={url}
        rel="noopener noreferrer"
        aria-label={label}
        title={title}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          openExternal(url).then(setProblem, () => setProblem('No se pudo abrir el enlace.'));
        }}
      >
        {children}
      </a>
      {problem !== null && <span role="alert"> {problem}</span>}
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { isSafeExternalUrl } from '../../src-shared/url';
import { openExternal } from '../bridge';

/** A link that leaves the app through the bridge; unsafe URLs render as inert text. */
export function ExternalLink({ url, children }: { url: string; children: ReactNode }) {
  const [problem, setProblem] = useState<string | null>(null);
  if (!isSafeExternalUrl(url)) return <span className="inert-link">{children}</span>;
  return (
    <>
      <a
        href={url}
        rel="noopener noreferrer"
        onClick={(event) => {
          event.preventDefault();
          void openExternal(url).then(setProblem);
        }}
      >
        {children}
      </a>
      {problem !== null && <span role="alert"> {problem}</span>}
    </>
  );
}

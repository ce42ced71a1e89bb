import { useState, type ReactNode } from 'react';
import { emailUrl, phoneUrl } from '../../src-shared/url';
import { openExternal } from '../bridge';
import { withBreaks } from './break-points';

/** A mailto:/tel: link opened through the bridge (the system's mail or phone app). */
function ContactAnchor({ url, children }: { url: URL; children: ReactNode }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <a
        href={url.href}
        rel="noopener noreferrer"
        onClick={(event) => {
          event.preventDefault();
          // A bridge that fails outright (not a refusal) still gets a Spanish message, not an unseen rejection.
          openExternal(url.href).then(setProblem, () => setProblem('No se pudo abrir el enlace.'));
        }}
      >
        {children}
      </a>
      {problem !== null && <span role="alert"> {problem}</span>}
    </>
  );
}

/** An e-mail address from the API: a link when it is one plain address, plain text otherwise. */
export function EmailLink({ address }: { address: string }) {
  const url = emailUrl(address);
  return url === null ? <span>{withBreaks(address)}</span> : <ContactAnchor url={url}>{withBreaks(address.trim())}</ContactAnchor>;
}

/**
 * A phone as the API writes it ("+54 (011) 4342-9930 / 6973"): the whole text stays visible and
 * becomes a link that dials its first number; plain text when there is no number in it.
 */
export function PhoneLink({ text }: { text: string }) {
  const url = phoneUrl(text);
  return url === null ? <span>{text}</span> : <ContactAnchor url={url}>{text}</ContactAnchor>;
}

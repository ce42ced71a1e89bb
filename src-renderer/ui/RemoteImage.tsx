import { useState } from 'react';
import { isSafeExternalUrl } from '../../src-shared/url';

/** An image from the API: only http(s), and nothing at all (no broken icon) when it cannot load, e.g. offline. */
export function RemoteImage({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (src === null || failed || !isSafeExternalUrl(src)) return null;
  return <img className={className} src={src} alt="" loading="lazy" referrerPolicy="no-referrer" onError={() => setFailed(true)} />;
}

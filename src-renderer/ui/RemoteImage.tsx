import { useState } from 'react';
import { imageSource } from './image-source';

/**
 * An image from the API, loaded through main (see imageSource; cached there, so it shows offline
 * once seen): only http(s), and nothing at all (no broken icon) when it cannot load.
 */
export function RemoteImage({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const path = src === null ? null : imageSource(src);
  if (path === null || failed) return null;
  return <img className={className} src={path} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

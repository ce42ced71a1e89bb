import { useState } from 'react';
import { imagePath } from '../../src-shared/images';

/**
 * An image from the API, loaded through main (`/imagenes/<key>`, cached there, so it shows offline
 * once seen): only http(s), and nothing at all (no broken icon) when it cannot load.
 */
export function RemoteImage({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const path = src === null ? null : imagePath(src);
  if (path === null || failed) return null;
  return <img className={className} src={path} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

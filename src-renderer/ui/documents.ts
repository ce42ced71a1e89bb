import { safeExternalUrl } from '../../src-shared/url';

export interface DocumentLink {
  url: string;
  name: string;
  type: string;
  valid: boolean;
}

/** A readable name and type for an attached document URL. */
export function describeDocument(raw: string): DocumentLink {
  const url = safeExternalUrl(raw);
  if (url === null) return { url: raw, name: raw, type: 'enlace inválido', valid: false };
  const last = url.pathname.split('/').filter((part) => part !== '').pop() ?? url.hostname;
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // keep the raw segment
  }
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toUpperCase();
  return { url: url.href, name, type: extension ?? 'documento', valid: true };
}

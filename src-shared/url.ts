/**
 * The one guard for anything that leaves the app (links, documents, images opened outside):
 * only http(s) URLs with a host and without credentials. Everything else stays inert.
 */
export function safeExternalUrl(raw: string): URL | null {
  if (raw.length === 0 || raw.length > 4096 || raw !== raw.trim()) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url;
}

export function isSafeExternalUrl(raw: string): boolean {
  return safeExternalUrl(raw) !== null;
}

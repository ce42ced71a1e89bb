/**
 * The one guard for anything that leaves the app (links, documents, images opened outside):
 * only http(s) URLs with a host and without credentials. Everything else stays inert.
 *
 * The check is on the raw text as well as on the parsed URL, because the WHATWG parser quietly
 * repairs what an attacker would use to make a URL read differently from where it goes:
 * it drops tabs and newlines anywhere (`java\tscript:`), strips leading control characters,
 * accepts `https:host` and `https:///host`, turns `\` into `/` and percent-decodes hosts.
 */
const maxLength = 4096;
const schemePrefix = /^https?:\/\//i;
// Controls (C0, DEL, C1) and invisible format characters (zero-width, bidi overrides, BOM, soft hyphen).
const invisibleOrControl = /[\p{Cc}\p{Cf}]/u;

export function safeExternalUrl(raw: string): URL | null {
  if (raw.length === 0 || raw.length > maxLength || raw !== raw.trim()) return null;
  if (invisibleOrControl.test(raw) || raw.includes('\\') || !schemePrefix.test(raw)) return null;
  // Everything between `//` and the first `/`, `?` or `#`: where credentials and host tricks live.
  const authority = raw.replace(schemePrefix, '').split(/[/?#]/, 1)[0] ?? '';
  if (authority === '' || authority.includes('@') || authority.includes('%')) return null;
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

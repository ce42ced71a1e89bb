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
  // Stryker disable next-line ConditionalExpression: `raw.length === 0` → false is equivalent: an empty string fails the scheme test below anyway.
  if (raw.length === 0 || raw.length > maxLength || raw !== raw.trim()) return null;
  if (invisibleOrControl.test(raw) || raw.includes('\\') || !schemePrefix.test(raw)) return null;
  // Everything between `//` and the first `/`, `?` or `#`: where credentials and host tricks live.
  // Stryker disable next-line StringLiteral: the `?? ''` fallback is unreachable: split() always returns a first element.
  const authority = raw.replace(schemePrefix, '').split(/[/?#]/, 1)[0] ?? '';
  if (authority === '' || authority.includes('@') || authority.includes('%')) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  // Stryker disable next-line ConditionalExpression: defence in depth: the raw-text checks above already allow only http(s)://, so this never decides alone.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Stryker disable next-line ConditionalExpression, LogicalOperator, StringLiteral: defence in depth: an authority that is not empty and has no '@' always parses to a host without credentials.
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url;
}

export function isSafeExternalUrl(raw: string): boolean {
  return safeExternalUrl(raw) !== null;
}

/**
 * The contact side of the same guard: `mailto:` with exactly one plain address and nothing else
 * (no `?cc=`, `?body=`, no list, no percent-encoding, which a mail client would decode into
 * headers or extra recipients), and `tel:` with a number only. Anything else stays inert.
 * Addresses and numbers come back normalised: `mailto:` lower-case scheme, `tel:` digits only.
 */
// ASCII only on purpose: the API's addresses are plain, and a look-alike letter must not pass.
const emailLocal = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*$/;
const domainLabel = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const topLevelDomain = /^[A-Za-z]{2,63}$/;
const maxEmailLength = 254;
// The visual separators RFC 3966 allows (and the space people type); a `+` only in front.
const telBody = /^\+?[0-9().\s-]+$/;
const minPhoneDigits = 3;
const maxPhoneDigits = 15; // E.164

function isPlainEmail(address: string): boolean {
  if (address.length > maxEmailLength) return false;
  const at = address.indexOf('@');
  // Stryker disable next-line EqualityOperator, ConditionalExpression: `at < 0` and dropping the second-@ test are equivalent: an empty local part fails emailLocal, a second @ fails domainLabel.
  if (at <= 0 || at !== address.lastIndexOf('@')) return false;
  const labels = address.slice(at + 1).split('.');
  // Stryker disable next-line StringLiteral: unreachable: split() gives at least one label.
  const last = labels.at(-1) ?? '';
  return (
    emailLocal.test(address.slice(0, at)) &&
    labels.length >= 2 &&
    labels.every((label) => domainLabel.test(label)) &&
    topLevelDomain.test(last)
  );
}

/** `tel:` with the separators dropped, or null when the text is not just a phone number. */
function telFromNumber(number: string): URL | null {
  if (!telBody.test(number)) return null;
  const digits = number.replace(/\D/g, '');
  if (digits.length < minPhoneDigits || digits.length > maxPhoneDigits) return null;
  return new URL(`tel:${number.startsWith('+') ? '+' : ''}${digits}`);
}

export function safeContactUrl(raw: string): URL | null {
  // Stryker disable next-line ConditionalExpression: `raw.length === 0` → false is equivalent: an empty string has no scheme.
  if (raw.length === 0 || raw.length > maxLength || raw !== raw.trim()) return null;
  if (invisibleOrControl.test(raw) || raw.includes('\\')) return null;
  // Stryker disable next-line OptionalChaining, Regex: group 1 takes part in every match; without `^`, `rest` is still sliced from the start and is then neither an address nor a number.
  const scheme = /^(mailto|tel):/i.exec(raw)?.[1]?.toLowerCase();
  const rest = raw.slice((scheme?.length ?? 0) + 1);
  if (scheme === 'mailto') return isPlainEmail(rest) ? new URL(`mailto:${rest}`) : null;
  if (scheme === 'tel') return telFromNumber(rest);
  return null;
}

/** A `mailto:` for an address as the API gives it (no scheme), or null when it is not one plain address. */
export function emailUrl(address: string): URL | null {
  return safeContactUrl(`mailto:${address.trim()}`);
}

/**
 * A `tel:` for the first number in free text such as "+54 (011) 4342-9930 / 6973": the first run
 * of digits and separators. A trunk `(0…)` after a country code is dropped, because it is not dialled
 * from abroad: that example becomes `tel:+541143429930`.
 */
export function phoneUrl(text: string): URL | null {
  if (text.length > maxLength || invisibleOrControl.test(text)) return null;
  const first = /\+?\d[\d\s().-]*\d/.exec(text)?.[0];
  if (first === undefined) return null;
  // Stryker disable next-line Regex: without `^` the same: `first` can hold a `+` only at its start.
  const dialable = first.replace(/^(\+\d{1,3}\s*\(\s*)0/, '$1');
  return telFromNumber(dialable);
}

/** What may leave the app at all: a vetted web link, or a vetted mail address or phone number. */
export function safeOutsideUrl(raw: string): URL | null {
  return safeExternalUrl(raw) ?? safeContactUrl(raw);
}

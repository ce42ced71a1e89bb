// Query-string handling the way Django + DRF do it: parse_qs, Python int(),
// LimitOffsetPagination limits and links, OrderingFilter terms.

/** Query parameters: key -> values, keys in order of first appearance (Python parse_qs). */
export type Query = Map<string, string[]>;

/** Percent-decoding like Python's unquote: bad escapes stay, bad UTF-8 becomes U+FFFD. */
function unquote(text: string): string {
  if (!text.includes('%')) return text;
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '%' && /^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      const code = text.codePointAt(i) ?? 0;
      const ch = String.fromCodePoint(code);
      bytes.push(...encoder.encode(ch));
      i += ch.length - 1;
    }
  }
  return new TextDecoder('utf-8').decode(new Uint8Array(bytes));
}

/** Python quote_plus: unreserved characters kept, space as '+', uppercase hex. */
export function quotePlus(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** urllib.parse.parse_qs(query, keep_blank_values=True). */
export function parseQuery(query: string): Query {
  const out: Query = new Map();
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = unquote((eq < 0 ? part : part.slice(0, eq)).replace(/\+/g, ' '));
    const value = unquote((eq < 0 ? '' : part.slice(eq + 1)).replace(/\+/g, ' '));
    const values = out.get(name);
    if (values) values.push(value);
    else out.set(name, [value]);
  }
  return out;
}

/** Django's QueryDict[key]: the last value given for the key. */
export function lastValue(query: Query, key: string): string | undefined {
  const values = query.get(key);
  return values?.[values.length - 1];
}

/** urlencode(sorted(query.items()), doseq=True). */
export function encodeQuery(query: Query): string {
  const keys = [...query.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const parts: string[] = [];
  for (const key of keys) for (const value of query.get(key) ?? []) parts.push(`${quotePlus(key)}=${quotePlus(value)}`);
  return parts.join('&');
}

/** Python int() on a string (ASCII digits): sign, surrounding whitespace and digit underscores allowed. */
export function pythonInt(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const match = /^\s*([+-]?)(\d+(?:_\d+)*)\s*$/.exec(text);
  if (!match) return undefined;
  const value = Math.min(Number((match[2] ?? '').replace(/_/g, '')), Number.MAX_SAFE_INTEGER);
  return match[1] === '-' ? -value : value;
}

export const defaultLimit = 20;

/** LimitOffsetPagination.get_limit: strictly positive int, else the default; capped by maxLimit when set. */
export function effectiveLimit(query: Query, maxLimit: number): number {
  const value = pythonInt(lastValue(query, 'limit'));
  if (value === undefined || value <= 0) return defaultLimit;
  return maxLimit > 0 ? Math.min(value, maxLimit) : value;
}

/** LimitOffsetPagination.get_offset: non-negative int, else 0. */
export function effectiveOffset(query: Query): number {
  const value = pythonInt(lastValue(query, 'offset'));
  return value === undefined || value < 0 ? 0 : value;
}

export interface PageLinks {
  next: string | null;
  previous: string | null;
}

/**
 * get_next_link / get_previous_link: the request's absolute URL with all its
 * parameters, `limit` set, `offset` replaced (or removed), keys sorted.
 */
export function pageLinks(base: string, query: Query, offset: number, limit: number, count: number): PageLinks {
  const withParams = (changes: Record<string, number | null>): string => {
    const copy: Query = new Map(query);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) copy.delete(key);
      else copy.set(key, [String(value)]);
    }
    const encoded = encodeQuery(copy);
    return encoded === '' ? base : `${base}?${encoded}`;
  };
  const next = offset + limit >= count ? null : withParams({ limit, offset: offset + limit });
  let previous: string | null = null;
  if (offset > 0) previous = offset - limit <= 0 ? withParams({ limit, offset: null }) : withParams({ limit, offset: offset - limit });
  return { next, previous };
}

export const orderingFields = ['evento__fecha_fin', 'titulo'] as const;
export type OrderingField = (typeof orderingFields)[number];
export interface OrderingTerm {
  field: OrderingField;
  descending: boolean;
}

/** OrderingFilter.get_ordering: comma-separated terms, invalid ones dropped; null means default order. */
export function parseOrdering(query: Query): OrderingTerm[] | null {
  const raw = lastValue(query, 'ordering');
  if (!raw) return null;
  const terms: OrderingTerm[] = [];
  for (const part of raw.split(',')) {
    const term = part.trim();
    const descending = term.startsWith('-');
    const field = descending ? term.slice(1) : term;
    const known = orderingFields.find((f) => f === field);
    if (known) terms.push({ field: known, descending });
  }
  return terms.length > 0 ? terms : null;
}

/**
 * The HTTP fetcher: one page or one record per call, validated against the API schemas.
 * It never throws for what the network or the API can do; it answers with a typed failure.
 */
import { createHash } from 'node:crypto';
import {
  collectionUrl,
  detailUrl,
  describeIssues,
  envelopeSchema,
  isKnownEstado,
  parseRecord,
  type ApiRecord,
  type Reject,
} from '../../src-shared/api';
import type { BridgeError, BridgeResults, ParsedBridgeArgs, Page } from '../../src-shared/bridge';
import { errorMessage } from '../../src-shared/errors';
import { formatBytes } from '../../src-shared/documents';

export interface FetcherOptions {
  baseUrl: string;
  /** The longest a request may take, its whole body included. */
  timeoutMs?: number;
  /** The largest body read from the API; a longer one is cut off and refused. */
  maxBytes?: number;
  fetch?: typeof fetch;
}

export interface Fetcher {
  readonly baseUrl: string;
  fetchPage(args: ParsedBridgeArgs<'fetchPage'>): Promise<BridgeResults['fetchPage']>;
  fetchRecord(args: ParsedBridgeArgs<'fetchRecord'>): Promise<BridgeResults['fetchRecord']>;
}

export const defaultTimeoutMs = 20_000;

/**
 * The largest answer read from the API. A page of 1,000 real records is a few MB; far past that
 * is a broken or hostile server, and reading it whole would hold main's memory.
 */
export const maxApiResponseBytes = 32 * 1024 * 1024;

/** Why an answer past the cap is refused, in the words the status bar shows. */
export function responseTooLarge(maxBytes: number, what: 'una página' | 'un registro'): string {
  return `La API respondió más de ${formatBytes(maxBytes)} en ${what}; se descartó.`;
}

/**
 * Hashed before each body. A change in what main makes of a page's body (the schemas, what a reject
 * says) is a new version: no page a caller applied before it is then answered as unchanged.
 */
const pageHashVersion = 'directorio-pagina-1\n';

type JsonResult = { ok: true; json: unknown; hash: string; upgradedTo: string | null } | { ok: false; error: BridgeError };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * The one redirect of the API that is followed: http to https on the same host name, on https's
 * own port (443, no port in the Location), as a real deployment answers a base URL typed with
 * http://. Any other redirect could hand the app's requests to another server: it is refused.
 */
export function isHttpsUpgrade(from: URL, to: URL): boolean {
  return (
    from.protocol === 'http:' &&
    to.protocol === 'https:' &&
    to.hostname === from.hostname &&
    to.port === '' &&
    to.username === '' &&
    to.password === ''
  );
}

/** What the page says when the API moved to https: the URL works, but costs a redirect per request. */
export function upgradeNotice(origin: string): string {
  return `La API redirige a ${origin}; conviene cambiar la URL base en Configuración.`;
}

function locationOf(response: Response, base: URL): URL | null {
  const location = response.headers.get('location');
  if (location === null) return null;
  try {
    return new URL(location, base);
  } catch {
    return null;
  }
}

export function createFetcher(options: FetcherOptions): Fetcher {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const maxBytes = options.maxBytes ?? maxApiResponseBytes;
  const doFetch = options.fetch ?? fetch;

  async function getJson(url: URL, what: 'una página' | 'un registro'): Promise<JsonResult> {
    // The timeout covers the body too: a body that stalls halfway ends the read.
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let body: { text: string; hash: string } | null;
    let target = url;
    let upgradedTo: string | null = null;
    try {
      // Redirects are looked at here, not followed blindly: at most one hop, the https upgrade.
      for (;;) {
        response = await doFetch(target, { headers: { Accept: 'application/json' }, redirect: 'manual', signal });
        if (!redirectStatuses.has(response.status)) break;
        await response.body?.cancel().catch(() => undefined);
        const next = locationOf(response, target);
        if (next === null || upgradedTo !== null || !isHttpsUpgrade(target, next)) {
          const where = next?.href ?? response.headers.get('location') ?? '(sin dirección)';
          return { ok: false, error: { kind: 'rejected', message: `La API redirige a ${where}` } };
        }
        target = next;
        upgradedTo = next.origin;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return {
          ok: false,
          error: { kind: 'http', status: response.status, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) },
        };
      }
      const type = response.headers.get('content-type') ?? '';
      if (!/^application\/(?:[\w.+-]*\+)?json\b/i.test(type)) {
        await response.body?.cancel().catch(() => undefined);
        return { ok: false, error: { kind: 'invalid-response', message: `Content-Type «${type}» no es JSON` } };
      }
      body = await readBody(response, maxBytes);
    } catch (cause) {
      if (signal.aborted) return { ok: false, error: { kind: 'timeout', ms: timeoutMs } };
      return { ok: false, error: { kind: 'network', message: errorMessage(cause) } };
    }
    // Not retried: the same request would bring the same flood.
    if (body === null) return { ok: false, error: { kind: 'rejected', message: responseTooLarge(maxBytes, what) } };
    try {
      return { ok: true, json: JSON.parse(body.text) as unknown, hash: body.hash, upgradedTo };
    } catch {
      return { ok: false, error: { kind: 'invalid-response', message: 'JSON incompleto o mal formado' } };
    }
  }

  return {
    baseUrl: options.baseUrl,

    async fetchPage({ collection, offset, limit, ordering, known }) {
      const url = collectionUrl(options.baseUrl, collection);
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('offset', String(offset));
      if (ordering !== undefined) url.searchParams.set('ordering', ordering);
      const got = await getJson(url, 'una página');
      if (!got.ok) return got;
      const envelope = envelopeSchema.safeParse(got.json);
      if (!envelope.success) {
        // A count past the cap is the API's answer, not a glitch: no retry would change it.
        const tooMany = envelope.error.issues.find((issue) => issue.path[0] === 'count' && issue.code === 'too_big');
        if (tooMany !== undefined) return { ok: false, error: { kind: 'rejected', message: tooMany.message } };
        return { ok: false, error: { kind: 'invalid-response', message: `sobre de página: ${describeIssues(envelope.error)}` } };
      }
      const { count, next, previous, results } = envelope.data;
      const notice = got.upgradedTo === null ? {} : { notice: upgradeNotice(got.upgradedTo) };
      // The body the caller applied, byte for byte: its records need not be validated nor sent again.
      if (known === got.hash) return { ok: true, unchanged: { count, ...notice } };
      const page: Page = {
        collection,
        offset,
        limit,
        count,
        next,
        previous,
        received: results.length,
        ids: [],
        records: [],
        rejects: [],
        warnings: [],
        ...notice,
        hash: got.hash,
      };
      results.forEach((raw, index) => {
        const parsed = parseRecord(collection, raw);
        const position = offset + index;
        if (!parsed.ok) {
          page.ids.push(parsed.id);
          page.rejects.push({ position, id: parsed.id, reason: parsed.reason } satisfies Reject);
          return;
        }
        page.ids.push(parsed.record.id);
        page.records.push(parsed.record);
        const warning = recordWarning(parsed.record);
        if (warning !== null) page.warnings.push({ position, id: parsed.record.id, reason: warning });
      });
      return { ok: true, page };
    },

    async fetchRecord({ collection, id }) {
      const got = await getJson(detailUrl(options.baseUrl, collection, id), 'un registro');
      if (!got.ok) return got;
      const parsed = parseRecord(collection, got.json);
      if (!parsed.ok) return { ok: false, error: { kind: 'invalid-response', message: parsed.reason } };
      return { ok: true, record: parsed.record };
    },
  };
}

/**
 * The body as text and the hash of its bytes (see Page.hash), read as it streams and counted; null
 * (the rest never read, the connection closed) once it passes `maxBytes`, or at once when
 * Content-Length says it will.
 */
async function readBody(response: Response, maxBytes: number): Promise<{ text: string; hash: string } | null> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  const chunks: Uint8Array[] = [];
  const hash = createHash('sha256').update(pageHashVersion);
  let bytes = 0;
  // Leaving the loop early cancels the body, which closes the connection.
  for await (const chunk of response.body ?? []) {
    const data = chunk as Uint8Array;
    bytes += data.byteLength;
    if (bytes > maxBytes) return null;
    chunks.push(data);
    hash.update(data);
  }
  // As response.text() decodes: UTF-8, a byte-order mark dropped, bad sequences replaced.
  return { text: new TextDecoder().decode(Buffer.concat(chunks)), hash: hash.digest('hex') };
}

/** Kept but worth telling the user: an estado outside the documented ones. */
function recordWarning(record: ApiRecord): string | null {
  if ('estado' in record && !isKnownEstado(record.estado)) return `estado desconocido: «${record.estado.slice(0, 40)}»`;
  return null;
}

/** `Retry-After` as delay-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

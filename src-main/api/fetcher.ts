/**
 * The HTTP fetcher: one page or one record per call, validated against the API schemas.
 * It never throws for what the network or the API can do; it answers with a typed failure.
 */
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
import { errorMessage } from '../errors';

export interface FetcherOptions {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface Fetcher {
  readonly baseUrl: string;
  fetchPage(args: ParsedBridgeArgs<'fetchPage'>): Promise<BridgeResults['fetchPage']>;
  fetchRecord(args: ParsedBridgeArgs<'fetchRecord'>): Promise<BridgeResults['fetchRecord']>;
}

export const defaultTimeoutMs = 20_000;

type JsonResult = { ok: true; json: unknown } | { ok: false; error: BridgeError };

export function createFetcher(options: FetcherOptions): Fetcher {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const doFetch = options.fetch ?? fetch;

  async function getJson(url: URL): Promise<JsonResult> {
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, { headers: { Accept: 'application/json' }, redirect: 'error', signal });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return {
          ok: false,
          error: { kind: 'http', status: response.status, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) },
        };
      }
      text = await response.text();
    } catch (cause) {
      if (signal.aborted) return { ok: false, error: { kind: 'timeout', ms: timeoutMs } };
      return { ok: false, error: { kind: 'network', message: errorMessage(cause) } };
    }
    const type = response.headers.get('content-type') ?? '';
    if (!/^application\/(?:[\w.+-]*\+)?json\b/i.test(type)) {
      return { ok: false, error: { kind: 'invalid-response', message: `Content-Type «${type}» no es JSON` } };
    }
    try {
      return { ok: true, json: JSON.parse(text) as unknown };
    } catch {
      return { ok: false, error: { kind: 'invalid-response', message: 'JSON incompleto o mal formado' } };
    }
  }

  return {
    baseUrl: options.baseUrl,

    async fetchPage({ collection, offset, limit, ordering }) {
      const url = collectionUrl(options.baseUrl, collection);
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('offset', String(offset));
      if (ordering !== undefined) url.searchParams.set('ordering', ordering);
      const got = await getJson(url);
      if (!got.ok) return got;
      const envelope = envelopeSchema.safeParse(got.json);
      if (!envelope.success) {
        // A count past the cap is the API's answer, not a glitch: no retry would change it.
        const tooMany = envelope.error.issues.find((issue) => issue.path[0] === 'count' && issue.code === 'too_big');
        if (tooMany !== undefined) return { ok: false, error: { kind: 'rejected', message: tooMany.message } };
        return { ok: false, error: { kind: 'invalid-response', message: `sobre de página: ${describeIssues(envelope.error)}` } };
      }
      const { count, next, previous, results } = envelope.data;
      const page: Page = { collection, offset, limit, count, next, previous, received: results.length, ids: [], records: [], rejects: [], warnings: [] };
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
      const got = await getJson(detailUrl(options.baseUrl, collection, id));
      if (!got.ok) return got;
      const parsed = parseRecord(collection, got.json);
      if (!parsed.ok) return { ok: false, error: { kind: 'invalid-response', message: parsed.reason } };
      return { ok: true, record: parsed.record };
    },
  };
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

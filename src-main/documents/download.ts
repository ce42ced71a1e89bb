/**
 * One document download into a temporary file: http(s) only (every redirect hop is vetted by the
 * same URL guard), streamed with a running byte count and aborted past the cap, an inactivity
 * timeout, HTML refused. Expected failures come back as values; the temporary file never
 * outlives a failure.
 */
import { open, rm } from 'node:fs/promises';
import type { DocumentError } from '../../src-shared/documents';
import { safeExternalUrl } from '../../src-shared/url';
import { documentFileName, isHtmlType } from './names';
import { errorMessage } from '../errors';

const defaultMaxDocumentBytes = 25 * 1024 * 1024;
const defaultDocumentTimeoutMs = 30_000;
const maxRedirects = 5;

export interface DownloadOptions {
  maxBytes?: number;
  /** Longest wait for the response, and between two chunks of its body. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type Downloaded =
  | { ok: true; file: string; bytes: number; name: string; finalUrl: string }
  | { ok: false; error: DocumentError };

/** Downloads `raw` into `file` (created exclusively) and proposes the name to keep it under. */
export async function downloadDocument(raw: string, file: string, options: DownloadOptions = {}): Promise<Downloaded> {
  const maxBytes = options.maxBytes ?? defaultMaxDocumentBytes;
  const timeoutMs = options.timeoutMs ?? defaultDocumentTimeoutMs;
  const doFetch = options.fetch ?? fetch;
  let url = safeExternalUrl(raw);
  if (url === null) return { ok: false, error: { kind: 'refused-url' } };

  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  let written = false;
  try {
    arm();
    const get = (target: URL): Promise<Response> => doFetch(target, { redirect: 'manual', signal: controller.signal, headers: { Accept: '*/*' } });
    let response = await get(url);
    for (let hop = 1; response.status >= 300 && response.status < 400; hop++) {
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get('location');
      if (location === null || hop > maxRedirects) return { ok: false, error: { kind: 'http', status: response.status } };
      let next: URL | null;
      try {
        next = safeExternalUrl(new URL(location, url).href);
      } catch {
        next = null;
      }
      if (next === null) return { ok: false, error: { kind: 'refused-url' } };
      url = next;
      response = await get(url);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, error: { kind: 'http', status: response.status } };
    }
    const contentType = response.headers.get('content-type') ?? '';
    const declared = Number(response.headers.get('content-length') ?? NaN);
    const name = documentFileName(url, contentType);
    if (isHtmlType(contentType) || name === null) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, error: { kind: 'not-document', contentType } };
    }
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, error: { kind: 'too-large', maxBytes } };
    }
    const handle = await open(file, 'wx', 0o600);
    written = true;
    let bytes = 0;
    let refused: DocumentError | null = null;
    try {
      // Leaving the loop early cancels the body, which closes the connection.
      for await (const chunk of response.body ?? []) {
        arm();
        const data = chunk as Uint8Array;
        bytes += data.byteLength;
        if (bytes > maxBytes) {
          refused = { kind: 'too-large', maxBytes };
          break;
        }
        // A mislabelled error page: servers answer soft 404s with HTML under any name.
        if (bytes === data.byteLength && looksLikeHtml(data)) {
          refused = { kind: 'not-document', contentType: contentType === '' ? 'text/html' : contentType };
          break;
        }
        await handle.write(data);
      }
    } finally {
      await handle.close();
    }
    if (refused !== null) return await discard(file, refused);
    return { ok: true, file, bytes, name, finalUrl: url.href };
  } catch (cause) {
    const error: DocumentError = timedOut
      ? { kind: 'timeout', ms: timeoutMs }
      : isDiskError(cause)
        ? { kind: 'disk', message: (cause as Error).message }
        : { kind: 'network', message: errorMessage(cause) };
    return written ? await discard(file, error) : { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

async function discard(file: string, error: DocumentError): Promise<{ ok: false; error: DocumentError }> {
  await rm(file, { force: true }).catch(() => undefined);
  return { ok: false, error };
}

function looksLikeHtml(head: Uint8Array): boolean {
  const text = new TextDecoder().decode(head.subarray(0, 256)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return text.startsWith('<!doctype html') || text.startsWith('<html') || text.startsWith('<head') || text.startsWith('<svg');
}

function isDiskError(cause: unknown): boolean {
  const code = (cause as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && ['ENOSPC', 'EACCES', 'EPERM', 'EROFS', 'EEXIST', 'ENOENT', 'EISDIR', 'EMFILE', 'EDQUOT'].includes(code);
}

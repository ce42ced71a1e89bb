/**
 * One document download into a temporary file: http(s) only (every redirect hop is vetted by the
 * same URL guard and address guard), decoded from gzip, deflate or br (any other encoding
 * refused), streamed with a running count of the decoded bytes and aborted past the cap (a small
 * compressed body cannot inflate past it), an inactivity timeout and a total deadline, HTML
 * refused. node:http rather than fetch, so the socket connects to the very address the guard
 * checked. Expected failures come back as values; the temporary file never outlives a failure.
 * The same download can go to memory instead (fetchDocument, for the in-app viewer).
 */
import { open, rm, type FileHandle } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { DocumentError } from '../../src-shared/documents';
import { errorMessage } from '../../src-shared/errors';
import { safeExternalUrl } from '../../src-shared/url';
import { createAddressGuard, type AddressGuard } from './address-guard';
import { documentFileName, isHtmlType } from './names';

const defaultMaxDocumentBytes = 25 * 1024 * 1024;
const defaultDocumentTimeoutMs = 30_000;
const defaultDocumentDeadlineMs = 60_000;
const maxRedirects = 5;

export interface DownloadOptions {
  maxBytes?: number;
  /** Longest wait for the response, and between two chunks of its body. */
  timeoutMs?: number;
  /** Longest a whole document may take, however steadily it trickles in. */
  deadlineMs?: number;
  /** Where the download may connect; without one, every internal address is refused. */
  guard?: AddressGuard;
}

export type Downloaded = { ok: true; file: string; bytes: number; name: string; finalUrl: string } | { ok: false; error: DocumentError };
export type Fetched = { ok: true; bytes: Uint8Array; name: string; finalUrl: string } | { ok: false; error: DocumentError };

/** Where a download's body goes: opened once the answer is known to be a document, discarded on any failure. */
interface Sink {
  open(): Promise<void>;
  write(data: Uint8Array): Promise<void>;
  close(): Promise<void>;
  discard(): Promise<void>;
}

/** Downloads `raw` into `file` (created exclusively) and proposes the name to keep it under. */
export async function downloadDocument(raw: string, file: string, options: DownloadOptions = {}): Promise<Downloaded> {
  let handle: FileHandle | null = null;
  const sink: Sink = {
    open: async () => {
      handle = await open(file, 'wx', 0o600);
    },
    write: async (data) => void (await handle?.write(data)),
    close: async () => await handle?.close(),
    discard: () => rm(file, { force: true }).catch(() => undefined),
  };
  const result = await download(raw, sink, options);
  return result.ok ? { ok: true, file, bytes: result.bytes, name: result.name, finalUrl: result.finalUrl } : result;
}

/** Downloads `raw` into memory, with every rule of downloadDocument, and writes nothing anywhere. */
export async function fetchDocument(raw: string, options: DownloadOptions = {}): Promise<Fetched> {
  let chunks: Uint8Array[] = [];
  const sink: Sink = {
    open: () => Promise.resolve(),
    write: (data) => {
      chunks.push(data);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
    discard: () => {
      chunks = [];
      return Promise.resolve();
    },
  };
  const result = await download(raw, sink, options);
  if (!result.ok) return result;
  const bytes = new Uint8Array(result.bytes);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes, name: result.name, finalUrl: result.finalUrl };
}

type Streamed = { ok: true; bytes: number; name: string; finalUrl: string } | { ok: false; error: DocumentError };

async function download(raw: string, sink: Sink, options: DownloadOptions): Promise<Streamed> {
  const maxBytes = options.maxBytes ?? defaultMaxDocumentBytes;
  const timeoutMs = options.timeoutMs ?? defaultDocumentTimeoutMs;
  const deadlineMs = options.deadlineMs ?? defaultDocumentDeadlineMs;
  const guard = options.guard ?? createAddressGuard();
  let url = safeExternalUrl(raw);
  if (url === null) return { ok: false, error: { kind: 'refused-url' } };

  const controller = new AbortController();
  let expired: DocumentError | null = null;
  const expire = (error: DocumentError): void => {
    expired ??= error;
    controller.abort();
  };
  let idle: NodeJS.Timeout | undefined;
  const arm = (): void => {
    clearTimeout(idle);
    idle = setTimeout(() => expire({ kind: 'timeout', ms: timeoutMs }), timeoutMs);
  };
  const deadline = setTimeout(() => expire({ kind: 'deadline', ms: deadlineMs }), deadlineMs);
  let response: IncomingMessage | undefined;
  let written = false;
  try {
    arm();
    /** One hop: its address vetted first, then a request whose socket can only reach it. */
    const get = async (target: URL): Promise<IncomingMessage | null> => {
      const vetted = await untilAborted(guard.vet(target), controller.signal);
      if (!vetted.ok) return null;
      return await request(target, vetted.lookup, controller.signal);
    };
    let next = await get(url);
    for (let hop = 1; next !== null && next.statusCode !== undefined && next.statusCode >= 300 && next.statusCode < 400; hop++) {
      next.destroy();
      const location = next.headers.location;
      if (location === undefined || hop > maxRedirects) return { ok: false, error: { kind: 'http', status: next.statusCode } };
      let following: URL | null;
      try {
        following = safeExternalUrl(new URL(location, url).href);
      } catch {
        following = null;
      }
      if (following === null) return { ok: false, error: { kind: 'refused-url' } };
      url = following;
      next = await get(url);
    }
    if (next === null) return { ok: false, error: { kind: 'refused-address' } };
    response = next;
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      response.destroy();
      return { ok: false, error: { kind: 'http', status } };
    }
    const contentType = response.headers['content-type'] ?? '';
    const declared = Number(response.headers['content-length'] ?? NaN);
    const name = documentFileName(url, contentType);
    if (isHtmlType(contentType) || name === null) {
      response.destroy();
      return { ok: false, error: { kind: 'not-document', contentType } };
    }
    const body = decoded(response);
    if (typeof body === 'string') {
      response.destroy();
      return { ok: false, error: { kind: 'unknown-encoding', encoding: body } };
    }
    if (body === response && Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      return { ok: false, error: { kind: 'too-large', maxBytes } };
    }
    await sink.open();
    written = true;
    let bytes = 0;
    let refused: DocumentError | null = null;
    try {
      // Leaving the loop early destroys the stream; the finally below closes the connection.
      for await (const chunk of body) {
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
        await sink.write(data);
      }
    } finally {
      await sink.close();
    }
    if (refused !== null) return await discard(sink, refused);
    return { ok: true, bytes, name, finalUrl: url.href };
  } catch (cause) {
    const error: DocumentError =
      expired ?? (isDiskError(cause) ? { kind: 'disk', message: errorMessage(cause) } : { kind: 'network', message: errorMessage(cause) });
    return written ? await discard(sink, error) : { ok: false, error };
  } finally {
    clearTimeout(idle);
    clearTimeout(deadline);
    response?.destroy();
  }
}

function request(url: URL, lookup: LookupFunction | undefined, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const req = send(url, {
      method: 'GET',
      signal,
      // A connection of its own: never a pooled socket opened for another check.
      agent: false,
      ...(lookup === undefined ? {} : { lookup }),
      headers: { Accept: '*/*', 'Accept-Encoding': 'gzip, deflate, br' },
    });
    req.on('response', (res) => {
      // An abort after the headers must end the body's stream too, not leave it waiting.
      signal.addEventListener('abort', () => res.destroy(new Error('descarga interrumpida')), { once: true });
      done(res);
    });
    req.on('error', fail);
    req.end();
  });
}

/**
 * The body without its Content-Encoding (the byte cap counts what is written, not what travels),
 * or the encoding's name when it is none we asked for.
 */
function decoded(response: IncomingMessage): NodeJS.ReadableStream | string {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder =
    encoding === 'identity' || encoding === ''
      ? null
      : encoding === 'gzip' || encoding === 'x-gzip'
        ? createGunzip()
        : encoding === 'deflate'
          ? createInflate()
          : encoding === 'br'
            ? createBrotliDecompress()
            : undefined;
  if (decoder === undefined) return encoding;
  if (decoder === null) return response;
  response.on('error', (cause: Error) => decoder.destroy(cause));
  // The reading loop sees a decoding error through its iterator; one the decoder raises after the
  // loop stopped reading (a refused or cut-off body) must not become an uncaught exception in main.
  decoder.on('error', () => undefined);
  return response.pipe(decoder);
}

/** Stops waiting for `promise` once `signal` aborts (a DNS lookup cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('descarga interrumpida'));
  return new Promise((done, fail) => {
    const stop = (): void => fail(new Error('descarga interrumpida'));
    signal.addEventListener('abort', stop, { once: true });
    promise.then(done, fail).finally(() => signal.removeEventListener('abort', stop));
  });
}

async function discard(sink: Sink, error: DocumentError): Promise<{ ok: false; error: DocumentError }> {
  await sink.discard();
  return { ok: false, error };
}

function looksLikeHtml(head: Uint8Array): boolean {
  const text = new TextDecoder()
    .decode(head.subarray(0, 256))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return text.startsWith('<!doctype html') || text.startsWith('<html') || text.startsWith('<head') || text.startsWith('<svg');
}

function isDiskError(cause: unknown): boolean {
  const code = (cause as NodeJS.ErrnoException | null)?.code;
  return (
    typeof code === 'string' && ['ENOSPC', 'EACCES', 'EPERM', 'EROFS', 'EEXIST', 'ENOENT', 'EISDIR', 'EMFILE', 'EDQUOT'].includes(code)
  );
}

/**
 * An API answer is read as it streams and cut off past 32 MB: the page fails with a reason in
 * Spanish, and the rest of the body is never read (the server sees the connection closed). A
 * Content-Length past the cap is refused before reading; a stalled body still times out.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFetcher } from '../../../../src-main/api/fetcher';
import { failureReason } from '../../../../src-renderer/features/sync/describe';

const megabyte = 1024 * 1024;
const cap = 32 * megabyte;
const args = { collection: 'museos', offset: 0, limit: 100 } as const;

/** What the server did with one answer: how many bytes it handed to the socket, and whether it wrote them all. */
interface Sent {
  written: number;
  finished: boolean;
  closed: Promise<void>;
}

let server: Server;
let base: string;
let answer: (res: ServerResponse, sent: Sent) => Promise<void> = () => Promise.resolve();
const sent: Sent[] = [];

beforeAll(async () => {
  server = createServer((_req: IncomingMessage, res: ServerResponse) => {
    const record: Sent = { written: 0, finished: false, closed: new Promise((done) => res.once('close', () => done())) };
    sent.push(record);
    void answer(res, record);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  sent.length = 0;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((done) => server.close(() => done()));
});

/** Writes `body`, waiting for the socket to take each piece; stops when the connection closes. */
async function write(res: ServerResponse, record: Sent, piece: string): Promise<boolean> {
  if (res.destroyed) return false;
  record.written += Buffer.byteLength(piece);
  if (!res.write(piece)) {
    await new Promise<void>((done) => {
      const go = (): void => {
        res.off('drain', go).off('close', go);
        done();
      };
      res.on('drain', go).on('close', go);
    });
  }
  return !res.destroyed;
}

/** A valid, empty page of exactly `total` bytes: the envelope, then spaces (JSON whitespace), then `}`. */
function emptyPageOf(total: number, headers: Record<string, string> = {}) {
  const head = '{"count":0,"next":null,"previous":null,"results":[]';
  const spaces = ' '.repeat(64 * 1024);
  return async (res: ServerResponse, record: Sent): Promise<void> => {
    res.writeHead(200, { 'Content-Type': 'application/json', ...headers });
    if (!(await write(res, record, head))) return;
    let left = total - head.length - 1;
    while (left > 0) {
      const piece = left >= spaces.length ? spaces : ' '.repeat(left);
      left -= piece.length;
      if (!(await write(res, record, piece))) return;
    }
    if (!(await write(res, record, '}'))) return;
    record.finished = true;
    res.end();
  };
}

describe('an API answer larger than 32 MB', () => {
  it('fails the page with the reason in Spanish; the server sees the connection closed long before it wrote 64 MB', async () => {
    answer = emptyPageOf(64 * megabyte);
    const result = await createFetcher({ baseUrl: base }).fetchPage(args);
    expect(result).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'La API respondió más de 32 MB en una página; se descartó.' },
    });
    if (!result.ok) {
      expect(failureReason(result.error)).toBe('la API respondió más de 32 MB en una página; se descartó');
    }
    const [request] = sent;
    await request?.closed;
    expect(request?.finished).toBe(false);
    // The 32 MB read, plus what the sockets' buffers took.
    expect(request?.written).toBeLessThan(48 * megabyte);
  });

  it('stops reading as soon as the body passes the cap: a 1 MB cap reads far less than a 40 MB body', async () => {
    answer = emptyPageOf(40 * megabyte);
    const result = await createFetcher({ baseUrl: base, maxBytes: megabyte }).fetchPage(args);
    expect(result).toEqual({ ok: false, error: { kind: 'rejected', message: 'La API respondió más de 1 MB en una página; se descartó.' } });
    const [request] = sent;
    await request?.closed;
    expect(request?.finished).toBe(false);
    // What the socket's buffers hold on top of the 1 MB read, nowhere near the 40 MB.
    expect(request?.written).toBeLessThan(16 * megabyte);
  });

  it('accepts a body of exactly 32 MB, and refuses one byte more', async () => {
    const fetcher = createFetcher({ baseUrl: base });
    answer = emptyPageOf(cap);
    expect(await fetcher.fetchPage(args)).toMatchObject({ ok: true, page: { count: 0, received: 0 } });
    answer = emptyPageOf(cap + 1);
    expect(await fetcher.fetchPage(args)).toMatchObject({ ok: false, error: { kind: 'rejected' } });
  });

  it('refuses a Content-Length over the cap without reading the body', async () => {
    // Headers, 1 KB, and then nothing more: a fetcher that reads the body waits until its timeout.
    answer = async (res, record) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(300 * megabyte) });
      await write(res, record, ' '.repeat(1024));
    };
    const result = await createFetcher({ baseUrl: base, timeoutMs: 5_000 }).fetchPage(args);
    expect(result).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'La API respondió más de 32 MB en una página; se descartó.' },
    });
    const [request] = sent;
    await request?.closed;
    expect(request?.written).toBe(1024);
  }, 15_000);

  it('says "un registro" when the answer is a record', async () => {
    answer = emptyPageOf(2 * megabyte);
    const result = await createFetcher({ baseUrl: base, maxBytes: megabyte }).fetchRecord({ collection: 'organismos', id: 1 });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'La API respondió más de 1 MB en un registro; se descartó.' },
    });
  });

  it('still times out on a body that stalls halfway', async () => {
    answer = async (res, record) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      await write(res, record, '{"count":0,"next":null,');
    };
    const result = await createFetcher({ baseUrl: base, timeoutMs: 200 }).fetchPage(args);
    expect(result).toEqual({ ok: false, error: { kind: 'timeout', ms: 200 } });
    const [request] = sent;
    await request?.closed;
  });
});

/**
 * Each rule of the browser-mode bridge on its own: createBridgeHttp alone on a bare
 * 127.0.0.1 server, without the launch gate of web.ts in front, so that a rule the gate also
 * checks (Host) is still proved here. Every request is the accepted one with exactly
 * one thing changed, and every refusal is checked to leave the handler uncalled. Raw node:http
 * requests, so that Host, Origin and the session header go out exactly as written.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeHandlers } from '../../../../src-shared/bridge';
import { createBridgeHttp } from '../../../../src-main/bridge/http';

const secret = 'secreto-de-esta-prueba-0123456789';
/** The body limit the module documents: 64 KiB. */
const limit = 64 * 1024;

const getConfig = vi.fn<BridgeHandlers['getConfig']>(() =>
  Promise.resolve({ ok: true, config: { baseUrl: 'https://api.test', mode: 'browser' } }),
);
const unused = (): Promise<never> => Promise.reject(new Error('no se usa en esta prueba'));
const handlers: BridgeHandlers = {
  fetchPage: unused,
  fetchRecord: unused,
  getConfig,
  openExternal: unused,
  getSettings: unused,
  saveSettings: unused,
  saveDocuments: unused,
  listSavedDocuments: unused,
  openSavedDocument: unused,
  removeSavedDocuments: unused,
  listAllSavedDocuments: unused,
  readDocument: unused,
  clearSavedDocuments: unused,
  notify: unused,
};

let server: Server;
let port: number;
let origin: string;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  const bridge = createBridgeHttp({ handlers, origin, secret });
  server.on('request', (req, res) => {
    if (bridge.handle(req, res)) return;
    res.writeHead(404).end();
  });
});

afterAll(
  () =>
    new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    }),
);

beforeEach(() => {
  getConfig.mockClear();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

type Headers = Record<string, string | undefined>;

/** The call the app's page makes: its Host, its Origin, its session header, JSON. `undefined` leaves a header out. */
function accepted(): Headers {
  return { Host: `127.0.0.1:${port}`, Origin: origin, 'X-Directorio-Sesion': secret, 'Content-Type': 'application/json' };
}

function send(changes: Headers = {}, options: { method?: string; body?: string; path?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...accepted(), ...changes })) if (value !== undefined) headers[name] = value;
  const body = options.body ?? '{}';
  const method = options.method ?? 'POST';
  if (method !== 'GET' && method !== 'HEAD') headers['Content-Length'] = String(Buffer.byteLength(body));
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path: options.path ?? '/bridge/getConfig', method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', fail);
    req.end(method === 'GET' || method === 'HEAD' ? undefined : body);
  });
}

/** A refusal: the status, a JSON error in Spanish, and the handler never ran. */
function expectRefused(answer: Answer, status: number, what: string): void {
  expect(answer.status, what).toBe(status);
  expect(answer.headers['content-type'], what).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.body), what).toEqual({ error: expect.any(String) });
  expect(getConfig, what).not.toHaveBeenCalled();
}

function expectAnswered(answer: Answer, what: string): void {
  expect(answer.status, what).toBe(200);
  expect(JSON.parse(answer.body), what).toEqual({ ok: true, config: { baseUrl: 'https://api.test', mode: 'browser' } });
  expect(getConfig, what).toHaveBeenCalledTimes(1);
  expect(getConfig, what).toHaveBeenCalledWith({});
  getConfig.mockClear();
}

describe('the browser-mode bridge, one rule at a time', () => {
  it('answers the app page: its Host, its Origin, the session header, a JSON POST', async () => {
    expectAnswered(await send(), 'the accepted call');
    // Cookies (anyone's), and a JSON type with parameters or in capitals, are still the app's call.
    expectAnswered(await send({ Cookie: 'tema=oscuro; directorio_secreto=puesta-por-otro-puerto; otro=1' }), 'cookies besides');
    expectAnswered(await send({ 'Content-Type': 'application/json; charset=utf-8' }), 'JSON with charset');
    expectAnswered(await send({ 'Content-Type': 'Application/JSON' }), 'JSON in capitals');
  });

  it('Host: only its own, against DNS rebinding, even with the right Origin and secret', async () => {
    for (const host of [
      `localhost:${port}`,
      'evil.example',
      `evil.example:${port}`,
      `127.0.0.1:${port + 1}`,
      '127.0.0.1',
      `[::1]:${port}`,
    ]) {
      expectRefused(await send({ Host: host }), 403, host);
    }
  });

  it('Origin: only its own, and a request without one is refused too', async () => {
    for (const other of [
      'https://evil.example',
      `http://localhost:${port}`,
      `https://127.0.0.1:${port}`,
      `http://127.0.0.1:${port + 1}`,
      'null',
      `${origin}/`,
    ]) {
      expectRefused(await send({ Origin: other }), 403, other);
    }
    expectRefused(await send({ Origin: undefined }), 403, 'no Origin');
  });

  it('session: the per-run secret, exactly, in its own header (never a cookie, which other ports receive)', async () => {
    const headers: [Record<string, string | undefined>, string][] = [
      [{ 'X-Directorio-Sesion': undefined }, 'no header'],
      [{ 'X-Directorio-Sesion': 'adivinado' }, 'a guessed secret'],
      [{ 'X-Directorio-Sesion': `${secret}x` }, 'the secret plus a letter'],
      [{ 'X-Directorio-Sesion': secret.slice(0, -1) }, 'the secret minus a letter'],
      [{ 'X-Directorio-Sesion': '' }, 'an empty secret'],
      [{ 'X-Directorio-Sesion': undefined, 'X-Otro': secret }, 'the secret under another name'],
      [{ 'X-Directorio-Sesion': undefined, Cookie: `directorio_secreto=${secret}` }, 'the secret in a cookie'],
    ];
    for (const [changed, what] of headers) expectRefused(await send(changed), 403, what);
  });

  it('method: POST only, with Allow: POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await send({}, { method });
      expectRefused(answer, 405, method);
      expect(answer.headers.allow, method).toBe('POST');
    }
  });

  it('content type: JSON only (a form or plain text is what another page could send without asking)', async () => {
    for (const type of [
      undefined,
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/json',
    ]) {
      expectRefused(await send({ 'Content-Type': type }), 415, type ?? 'no Content-Type');
    }
  });

  it(`size: a body of ${limit} bytes is read, one byte more is refused`, async () => {
    // `{}` padded with spaces: valid JSON of exactly the size wanted.
    const ofSize = (bytes: number): string => '{}'.padEnd(bytes, ' ');
    expectAnswered(await send({}, { body: ofSize(limit) }), 'at the limit');
    // Refused in words the client can read (a 413, then the connection closes), not a hang-up.
    const over = await send({}, { body: ofSize(limit + 1) });
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body)).toEqual({ error: 'Cuerpo demasiado grande' });
    expect(over.headers.connection).toBe('close');
    // Far over the limit too: the rest of the body is not kept, and the answer still gets out.
    expect((await send({}, { body: ofSize(limit * 16) })).status).toBe(413);
    expect(getConfig).not.toHaveBeenCalled();
  });
});

/**
 * The browser-mode transport on its own: createBridgeHttp behind a bare node:http server on
 * 127.0.0.1 (no web server, no renderer), with a stub handler table. Every status, header and
 * body it answers, and the cookie parsing it relies on.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBridgeHttp, sendJson, type BridgeHttp } from '../../../../src-main/bridge/http';
import { cookieValues } from '../../../../src-main/web-access';
import type { BridgeHandlers } from '../../../../src-shared/bridge';

const secret = 'secreto-de-prueba-0123456789';
const config = { ok: true, config: { baseUrl: 'https://www.cultura.gob.ar', mode: 'browser' } } as const;
const getConfig = vi.fn(() => Promise.resolve(config));
// Only the methods these tests call; dispatch looks a handler up by name.
const handlers = { getConfig } as unknown as BridgeHandlers;

let server: Server;
let origin: string;
let host: string;
let bridge: BridgeHttp;
let handled: boolean[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const mine = bridge.handle(req, res);
    handled.push(mine);
    if (!mine) {
      res.writeHead(404);
      res.end('no es del puente');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = `http://${host}`;
  bridge = createBridgeHttp({ handlers, origin, secret });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

const good = (): Record<string, string> => ({ 'Content-Type': 'application/json', 'X-Directorio-Sesion': secret, Origin: origin });

async function post(
  path: string,
  body: string,
  headers: Record<string, string> = good(),
): Promise<{ status: number; json: unknown; headers: Headers }> {
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers, body });
  const text = await response.text();
  const json = response.headers.get('content-type')?.startsWith('application/json') === true ? (JSON.parse(text) as unknown) : text;
  return { status: response.status, json, headers: response.headers };
}

describe('createBridgeHttp', () => {
  it('keeps the secret it was given', () => {
    expect(bridge.secret).toBe(secret);
  });

  it('makes up a long random secret when none is given', () => {
    const a = createBridgeHttp({ handlers, origin }).secret;
    const b = createBridgeHttp({ handlers, origin }).secret;
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('answers a call from its page with the handler’s answer, as JSON that is never cached or sniffed', async () => {
    handled = [];
    const answer = await post('/bridge/getConfig?x=1', '{}');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(config);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(JSON.stringify(config))));
    expect(handled).toEqual([true]);
  });

  it('an empty body is no arguments', async () => {
    expect((await post('/bridge/getConfig', '')).json).toEqual(config);
  });

  it('takes a Content-Type with parameters, in any case', async () => {
    expect((await post('/bridge/getConfig', '{}', { ...good(), 'Content-Type': 'Application/JSON; charset=utf-8' })).status).toBe(200);
  });

  it('leaves every other path to the caller', async () => {
    handled = [];
    for (const path of ['/', '/bridge', '/bridgex/getConfig', '/x/bridge/getConfig']) {
      expect((await post(path, '{}')).status, path).toBe(404);
    }
    expect(handled).toEqual([false, false, false, false]);
  });

  it('only POST: 405 with Allow', async () => {
    const response = await fetch(`${origin}/bridge/getConfig`, { headers: good() });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ error: 'Solo POST' });
  });

  it('403 without the secret, with a wrong one, from another Origin, or for another Host', async () => {
    const forbidden = { status: 403, json: { error: 'Prohibido' } };
    expect(await post('/bridge/getConfig', '{}', { 'Content-Type': 'application/json', Origin: origin })).toMatchObject(forbidden);
    expect(await post('/bridge/getConfig', '{}', { ...good(), 'X-Directorio-Sesion': 'otro' })).toMatchObject(forbidden);
    expect(await post('/bridge/getConfig', '{}', { ...good(), 'X-Directorio-Sesion': `${secret}x` })).toMatchObject(forbidden);
    // The secret in a cookie (which every port of 127.0.0.1 would receive) is no credential.
    const cookieOnly = { 'Content-Type': 'application/json', Origin: origin, Cookie: `directorio_secreto=${secret}` };
    expect(await post('/bridge/getConfig', '{}', cookieOnly)).toMatchObject(forbidden);
    expect(await post('/bridge/getConfig', '{}', { ...good(), Origin: 'http://evil.example' })).toMatchObject(forbidden);
    // fetch() will not send a foreign Host; a raw request can.
    const rebinding = await rawPost('evil.example', good());
    expect(rebinding.status).toBe(403);
  });

  it('415 for a body that is not declared JSON', async () => {
    expect(await post('/bridge/getConfig', '{}', { ...good(), 'Content-Type': 'text/plain' })).toMatchObject({
      status: 415,
      json: { error: 'Se espera application/json' },
    });
    expect(await post('/bridge/getConfig', '{}', { ...good(), 'Content-Type': 'application/jsonp' })).toMatchObject({ status: 415 });
    expect(await post('/bridge/getConfig', '{}', { ...good(), 'Content-Type': 'x-application/json' })).toMatchObject({ status: 415 });
  });

  it('400 for JSON that does not parse; 413 past 64 KiB, and exactly 64 KiB is read', async () => {
    expect(await post('/bridge/getConfig', '{nope', good())).toMatchObject({ status: 400, json: { error: 'JSON inválido' } });
    const padded = (size: number): string => `{"url":"${'a'.repeat(size - 10)}"}`;
    expect(padded(64 * 1024)).toHaveLength(64 * 1024);
    // 64 KiB exactly reaches the handler (which refuses the argument, as the contract says).
    expect(await post('/bridge/openExternal', padded(64 * 1024))).toMatchObject({
      status: 200,
      json: { ok: false, error: { kind: 'invalid-argument' } },
    });
    expect(await post('/bridge/getConfig', padded(64 * 1024 + 1))).toMatchObject({
      status: 413,
      json: { error: 'Cuerpo demasiado grande' },
    });
  });
});

/** A POST with a Host header of our choosing (fetch sets its own). */
function rawPost(hostHeader: string, headers: Record<string, string>): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const port = Number(host.split(':')[1]);
    const req = request(
      { hostname: '127.0.0.1', port, path: '/bridge/getConfig', method: 'POST', headers: { ...headers, Host: hostHeader } },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0 });
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

describe('a request body that cannot be read', () => {
  it('is a 400, not a crash', async () => {
    const req = Object.assign(new PassThrough(), {
      url: '/bridge/getConfig',
      method: 'POST',
      headers: { host, origin, 'x-directorio-sesion': secret, 'content-type': 'application/json' },
    });
    const sent: { status: number; body: string }[] = [];
    const res = {
      headersSent: false,
      writeHead(status: number) {
        sent.push({ status, body: '' });
        return this;
      },
      end(body: string) {
        const last = sent.at(-1);
        if (last !== undefined) last.body = body;
      },
    };
    expect(bridge.handle(req as unknown as IncomingMessage, res as unknown as ServerResponse)).toBe(true);
    req.emit('error', new Error('ECONNRESET'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([{ status: 400, body: JSON.stringify({ error: 'Cuerpo ilegible' }) }]);
  });
});

describe('cookieValues', () => {
  it('finds every value of the named cookie among others, trimmed, in order; none when absent', () => {
    expect(cookieValues(undefined, 'a')).toEqual([]);
    expect(cookieValues('', 'a')).toEqual([]);
    expect(cookieValues('b=1; a=2; c=3', 'a')).toEqual(['2']);
    expect(cookieValues('  a = dos  ;b=1', 'a')).toEqual(['dos']);
    expect(cookieValues('aa=1; a=2', 'a')).toEqual(['2']);
    expect(cookieValues('a=x=y', 'a')).toEqual(['x=y']);
    expect(cookieValues('a=1; b=2; a=3', 'a')).toEqual(['1', '3']);
    expect(cookieValues('=a; a', 'a')).toEqual([]);
    // A part without `=` is no cookie, even when it begins with the name.
    expect(cookieValues('ab', 'a')).toEqual([]);
    // A part with an empty name matches no name, not even an empty one.
    expect(cookieValues('=x', '')).toEqual([]);
  });
});

describe('sendJson', () => {
  it('writes nothing once the headers are out', () => {
    const writeHead = vi.fn();
    const end = vi.fn();
    sendJson({ headersSent: true, writeHead, end } as unknown as ServerResponse, 200, {});
    expect(writeHead).not.toHaveBeenCalled();
    expect(end).not.toHaveBeenCalled();
  });

  it('counts the length in bytes, and adds the extra headers', () => {
    const writeHead = vi.fn();
    const end = vi.fn();
    sendJson({ headersSent: false, writeHead, end } as unknown as ServerResponse, 201, { texto: 'ñandú' }, { 'X-Extra': 'sí' });
    expect(writeHead).toHaveBeenCalledWith(201, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': 19,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Extra': 'sí',
    });
    expect(end).toHaveBeenCalledWith('{"texto":"ñandú"}');
  });
});

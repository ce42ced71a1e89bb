/**
 * Browser mode survives files that vanish or fail while being served: a
 * static file or a saved document deleted right after the server first looked at it, a read
 * that fails before the first byte, and one that fails midway. node:fs/promises is wrapped so
 * that each case happens at exactly that moment, with no timing involved.
 */
import { mkdirSync, mkdtempSync, unlinkSync, writeFileSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startWebServer, type WebServer } from '../../../src-main/web';

type Fault = 'vanish' | 'fail-before' | 'fail-midway';

/** File name → what happens to it the first time the server stats or opens it. */
const faults = vi.hoisted(() => new Map<string, Fault>());

/** A handle whose stream gives `before` (maybe nothing) and then fails, as a disk error would. */
function failingHandle(handle: FileHandle, before: string): FileHandle {
  return new Proxy(handle, {
    get(target, property) {
      if (property === 'createReadStream') {
        return () => {
          let reads = 0;
          const stream = new Readable({
            read() {
              if (reads++ === 0 && before !== '') this.push(Buffer.from(before));
              // After the bytes already given have left (the response uncorks on the next tick).
              else setImmediate(() => this.destroy(new Error('EIO simulado')));
            },
          });
          stream.on('close', () => void target.close().catch(() => undefined));
          return stream;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof FsPromises>();
  const take = (path: unknown): Fault | undefined => {
    const name = basename(String(path));
    const fault = faults.get(name);
    faults.delete(name);
    return fault;
  };
  return {
    ...real,
    stat: async (...args: Parameters<typeof real.stat>) => {
      const info = await real.stat(...args);
      if (take(args[0]) === 'vanish') unlinkSync(String(args[0]));
      return info;
    },
    open: async (...args: Parameters<typeof real.open>) => {
      const handle = await real.open(...args);
      const fault = take(args[0]);
      if (fault === 'vanish') unlinkSync(String(args[0]));
      if (fault === 'fail-before') return failingHandle(handle, '');
      if (fault === 'fail-midway') return failingHandle(handle, 'parte');
      return handle;
    },
  };
});

const content = 'console.log("completo");'.repeat(100);
let server: WebServer;
let rendererDir: string;
let folder: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'directorio-vanishing-'));
  rendererDir = join(dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  const dataDir = join(dir, 'datos');
  folder = join(dataDir, 'documentos', 'tramite-3');
  mkdirSync(folder, { recursive: true });
  server = await startWebServer({ baseUrl: 'http://127.0.0.1:9', rendererDir, dataDir, timeoutMs: 2000 });
});

afterAll(() => server.close());

interface Answer {
  status: number;
  text: string;
  /** False when the connection ended before the promised Content-Length arrived. */
  complete: boolean;
}

function get(url: string, cookie: boolean): Promise<Answer> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((done, fail) => {
    const headers = cookie ? { Cookie: server.cookie } : {};
    const req = request({ host: hostname, port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', () => undefined);
      res.on('close', () => done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), complete: res.complete }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** The app keeps answering: its page with the cookie. */
async function expectServerUp(): Promise<void> {
  expect((await get(`${server.origin}/`, true)).status).toBe(200);
}

async function savedHref(name: string): Promise<string> {
  writeFileSync(join(folder, name), content);
  const response = await fetch(`${server.origin}/bridge/openSavedDocument`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: server.cookie, 'X-Directorio-Sesion': server.secret, Origin: server.origin },
    body: JSON.stringify({ kind: 'tramite', id: 3, name }),
  });
  const result = (await response.json()) as { href?: string };
  if (typeof result.href !== 'string') throw new Error('no href');
  return result.href;
}

describe('browser mode: files that vanish or fail while served', () => {
  it('a static file deleted right after the server found it: served whole from the open file, or 404 — never a crash', async () => {
    writeFileSync(join(rendererDir, 'desaparece.js'), content);
    faults.set('desaparece.js', 'vanish');
    const answer = await get(`${server.origin}/desaparece.js`, true);
    expect(faults.has('desaparece.js')).toBe(false);
    // Once opened, the file's bytes stay readable on POSIX even after it is unlinked.
    expect([answer.status, answer.text, answer.complete]).toEqual([200, content, true]);
    expect((await get(`${server.origin}/desaparece.js`, true)).status).toBe(404);
    await expectServerUp();
  });

  it('a static file whose read fails before the first byte: 404', async () => {
    writeFileSync(join(rendererDir, 'ilegible.js'), content);
    faults.set('ilegible.js', 'fail-before');
    const answer = await get(`${server.origin}/ilegible.js`, true);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('completo');
    await expectServerUp();
  });

  it('a static file whose read fails midway: the response is cut short, the server stays up', async () => {
    writeFileSync(join(rendererDir, 'cortado.js'), content);
    faults.set('cortado.js', 'fail-midway');
    const answer = await get(`${server.origin}/cortado.js`, true);
    expect([answer.status, answer.text, answer.complete]).toEqual([200, 'parte', false]);
    await expectServerUp();
  });

  it('a saved document deleted right after the server found it, one failing before its first byte, one failing midway', async () => {
    const vanishing = await savedHref('desaparece.pdf');
    faults.set('desaparece.pdf', 'vanish');
    expect(await get(vanishing, false)).toEqual({ status: 200, text: content, complete: true });
    expect((await get(vanishing, false)).status).toBe(404);

    const unreadable = await savedHref('ilegible.pdf');
    faults.set('ilegible.pdf', 'fail-before');
    expect((await get(unreadable, false)).status).toBe(404);

    const cut = await savedHref('cortado.pdf');
    faults.set('cortado.pdf', 'fail-midway');
    expect(await get(cut, false)).toEqual({ status: 200, text: 'parte', complete: false });

    expect((await get(await savedHref('sano.pdf'), false)).text).toBe(content);
    await expectServerUp();
  });
});

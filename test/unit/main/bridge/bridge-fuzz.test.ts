/**
 * 1,000 random payloads per bridge method through `dispatch`, the validation path both transports
 * use: noise, and valid calls with one field changed, added or removed. Only typed answers may
 * come back, and a refusal (invalid-argument) never reaches the handler. No throw, no network (the
 * fetcher is a stub), no prototype pollution. Which payloads are valid is not decided here: that
 * is bridge-referee.test.ts, with payloads valid or invalid by construction, independent of the
 * contract's schemas.
 */
import { describe, expect, it, vi } from 'vitest';
import { bridgeMethods, type BridgeMethod, type Page } from '../../../../src-shared/bridge';
import { defaultSettings } from '../../../../src-shared/settings';
import type { Fetcher } from '../../../../src-main/api/fetcher';
import { createHandlers, dispatch } from '../../../../src-main/bridge/handlers';
import type { DocumentStore } from '../../../../src-main/documents/store';
import { createRandom } from '../../../simulator/random';

const perMethod = 1000;

/** The simulator's seeded generator (mulberry32): the same sequence on every run. */
const random = (seed: number): (() => number) => createRandom(seed).next;

const strings = [
  '',
  ' ',
  'convocatorias',
  'tramites',
  'usuarios',
  'https://www.cultura.gob.ar/x.pdf',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'http://127.0.0.1:8787',
  'app://directorio/',
  '__proto__',
  'constructor',
  '../../etc',
  '\u0000',
  '\u202Ehttps://x',
  'titulo',
  '-evento__fecha_fin',
  'ñandú',
  '🙂',
  'x'.repeat(5000),
  'convocatoria',
  'tramite',
  'bases.pdf',
  '../../etc/passwd',
  '%2e%2e%2fbases.pdf',
  'con.pdf',
  '.indice.json',
];
const numbers = [
  0,
  -0,
  1,
  -1,
  7,
  20,
  99,
  100,
  999,
  1000,
  1001,
  16,
  17,
  720,
  721,
  0.5,
  1e308,
  -1e308,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  10_000_001,
  2 ** 31,
];
const keys = [
  'collection',
  'offset',
  'limit',
  'ordering',
  'id',
  'url',
  'baseUrl',
  'pageSize',
  'concurrency',
  'autoSyncHours',
  'kind',
  'urls',
  'name',
  '__proto__',
  'constructor',
  'extra',
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

function value(next: () => number, depth = 0): unknown {
  const kind = Math.floor(next() * (depth > 2 ? 7 : 10));
  switch (kind) {
    case 0:
      return pick(next, strings);
    case 1:
      return pick(next, numbers);
    case 2:
      return Math.floor(next() * 2000) - 500;
    case 3:
      return next() < 0.5;
    case 4:
      return next() < 0.5 ? null : undefined;
    case 5:
      return pick(next, [BigInt(1), new Date(0), new Uint8Array(3), new Map([[1, 2]]), new Set([1]), Symbol.iterator]);
    case 6:
      return String.fromCharCode(...Array.from({ length: Math.floor(next() * 12) }, () => Math.floor(next() * 0x3000)));
    case 7:
      return Array.from({ length: Math.floor(next() * 4) }, () => value(next, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = Math.floor(next() * 5); i > 0; i--)
        Object.defineProperty(object, pick(next, keys), {
          value: value(next, depth + 1),
          enumerable: true,
          configurable: true,
          writable: true,
        });
      return object;
    }
  }
}

const valid: Record<BridgeMethod, Record<string, unknown>> = {
  fetchPage: { collection: 'convocatorias', offset: 0, limit: 100, ordering: 'titulo' },
  fetchRecord: { collection: 'tramites', id: 12 },
  getConfig: {},
  openExternal: { url: 'https://www.cultura.gob.ar/bases.pdf' },
  getSettings: {},
  saveSettings: { ...defaultSettings },
  saveDocuments: { kind: 'convocatoria', id: 7, urls: ['https://www.cultura.gob.ar/bases.pdf'] },
  listSavedDocuments: { kind: 'tramite', id: 12 },
  openSavedDocument: { kind: 'convocatoria', id: 7, name: 'bases.pdf' },
  removeSavedDocuments: { kind: 'convocatoria', id: 7 },
  listAllSavedDocuments: {},
  readDocument: { kind: 'convocatoria', id: 7, url: 'https://www.cultura.gob.ar/bases.pdf' },
  clearSavedDocuments: {},
  notify: { title: 'Una convocatoria favorita cierra pronto', body: '«Becas» cierra mañana.' },
};

/** Half the payloads are noise; half are a valid call with one field changed, added or removed. */
function payload(method: BridgeMethod, next: () => number): unknown {
  if (next() < 0.5) return value(next);
  const base = { ...valid[method] };
  const key = pick(next, [...Object.keys(base), ...keys]);
  if (next() < 0.2) Reflect.deleteProperty(base, key);
  else
    Object.defineProperty(base, key, {
      value: next() < 0.5 ? value(next, 1) : pick(next, [...strings, ...numbers]),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  return base;
}

function stubs() {
  const page = (args: { collection: Page['collection']; offset: number; limit: number }): Page => ({
    ...args,
    count: 0,
    next: null,
    previous: null,
    received: 0,
    ids: [],
    records: [],
    rejects: [],
    warnings: [],
  });
  const fetcher: Fetcher = {
    baseUrl: 'https://www.cultura.gob.ar',
    fetchPage: vi.fn((args) => Promise.resolve({ ok: true as const, page: page(args) })),
    fetchRecord: vi.fn(() => Promise.resolve({ ok: false as const, error: { kind: 'http' as const, status: 404, retryAfterMs: null } })),
  };
  const view = {
    settings: defaultSettings,
    effectiveBaseUrl: fetcher.baseUrl,
    baseUrlOverride: null,
    location: '/tmp/settings.json',
    notice: null,
  };
  const settings = { view: vi.fn(() => view), save: vi.fn((next: typeof defaultSettings) => Promise.resolve({ ...view, settings: next })) };
  const openOutside = vi.fn(() => Promise.resolve());
  const none = { files: [], count: 0, totalBytes: 0 };
  const store = {
    dir: '/tmp/documentos',
    save: vi.fn(() => Promise.resolve({ saved: none, failures: [] })),
    list: vi.fn(() => Promise.resolve(none)),
    pathOf: vi.fn(() => Promise.resolve(null)),
    remove: vi.fn(() => Promise.resolve(none)),
    read: vi.fn(() => Promise.resolve({ ok: true as const, bytes: new Uint8Array([37, 80, 68, 70]), name: 'bases.pdf', saved: true })),
    clearAll: vi.fn(() => Promise.resolve(0)),
    listAll: vi.fn(() => Promise.resolve([])),
  } satisfies DocumentStore;
  const documents = { store, openFile: vi.fn(() => Promise.resolve(null)) };
  const notify = vi.fn(() => true);
  return {
    fetcher,
    settings,
    openOutside,
    store,
    notify,
    handlers: createHandlers({ fetcher, mode: 'electron', settings, openOutside, documents, notify }),
  };
}

/** How many times the stub behind a method ran. */
function handlerCalls(method: BridgeMethod, s: ReturnType<typeof stubs>): number {
  const spies: Record<BridgeMethod, { mock: { calls: unknown[] } } | null> = {
    fetchPage: s.fetcher.fetchPage as unknown as { mock: { calls: unknown[] } },
    fetchRecord: s.fetcher.fetchRecord as unknown as { mock: { calls: unknown[] } },
    getConfig: null,
    openExternal: s.openOutside as unknown as { mock: { calls: unknown[] } },
    getSettings: s.settings.view,
    saveSettings: s.settings.save,
    saveDocuments: s.store.save,
    listSavedDocuments: s.store.list,
    openSavedDocument: s.store.pathOf,
    removeSavedDocuments: s.store.remove,
    listAllSavedDocuments: s.store.listAll,
    readDocument: s.store.read,
    clearSavedDocuments: s.store.clearAll,
    notify: s.notify,
  };
  return spies[method]?.mock.calls.length ?? 0;
}

describe('bridge fuzz: random payloads only ever get typed answers', () => {
  it.each(bridgeMethods)(`%s: ${perMethod} payloads`, async (method) => {
    const next = random(0xd1ec7 + method.length * 7919 + method.charCodeAt(0));
    const s = stubs();
    const log = vi.fn();
    let accepted = 0;
    for (let i = 0; i < perMethod; i++) {
      const args = payload(method, next);
      const before = handlerCalls(method, s);
      const result = await dispatch(s.handlers, method, args, log);
      if (!result.ok && 'error' in result && result.error.kind === 'invalid-argument') {
        expect(result, JSON.stringify(args, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))?.slice(0, 200)).toEqual({
          ok: false,
          error: { kind: 'invalid-argument', message: expect.any(String) },
        });
        expect(handlerCalls(method, s)).toBe(before);
        continue;
      }
      accepted++;
      // A document the stub store reads is an answer too; only refusals of the call itself have an `error`.
      if (result.ok || !('error' in result)) continue;
      // A well-formed call can still be refused by the handler, as a typed value: an unsafe URL,
      // the stub fetcher's 404, or a document the stub store does not have.
      expect(['rejected', 'http']).toContain(result.error.kind);
    }
    expect(log).not.toHaveBeenCalled(); // no handler threw
    expect(accepted).toBeGreaterThan(0); // the mutations reach the handlers too
    expect(accepted).toBeLessThan(perMethod);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('never opens anything the URL guard refuses', async () => {
    const s = stubs();
    const next = random(42);
    const pieces = [...strings, 'mailto:a@b.ar', 'mailto:', '?body=x', ',c@d.ar', 'tel:+54 11 4342', 'tel:javascript:', '%0A'];
    for (let i = 0; i < perMethod; i++)
      await dispatch(s.handlers, 'openExternal', { url: pick(next, pieces) + (next() < 0.5 ? '' : pick(next, pieces)) });
    const opened = s.openOutside.mock.calls as unknown as [string][];
    for (const [url] of opened) expect(url).toMatch(/^(https?:\/\/[^/@\\]+\/|mailto:[\w.+-]+@[\w.-]+$|tel:\+?\d+$)/);
    expect(opened.some(([url]) => url.startsWith('mailto:'))).toBe(true); // the contact pieces were reached
  });

  it('hands the documents store only known kinds, positive safe ids and bounded lists', async () => {
    const s = stubs();
    const next = random(7);
    for (const method of ['saveDocuments', 'listSavedDocuments', 'openSavedDocument', 'removeSavedDocuments'] as const) {
      for (let i = 0; i < perMethod; i++) await dispatch(s.handlers, method, payload(method, next));
    }
    const owners = [s.store.save, s.store.list, s.store.pathOf, s.store.remove].flatMap((spy) =>
      spy.mock.calls.map((call) => (call as unknown[])[0]),
    );
    expect(owners.length).toBeGreaterThan(0);
    for (const owner of owners) {
      expect(owner).toEqual({ kind: expect.stringMatching(/^(convocatoria|tramite)$/), id: expect.any(Number) });
      const id = (owner as { id: number }).id;
      expect(Number.isSafeInteger(id) && id > 0).toBe(true);
    }
    for (const call of s.store.save.mock.calls) {
      const urls = (call as unknown[])[1] as unknown[];
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(100);
      for (const url of urls) expect(typeof url === 'string' && url.length <= 4096).toBe(true);
    }
  });
});

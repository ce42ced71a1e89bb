/**
 * An independent referee for the bridge's argument checks: payloads that are valid or
 * invalid BY CONSTRUCTION, from the argument types src-shared/bridge.ts documents, written out
 * here by hand — the contract's zod schemas are not imported, so a schema that drifts from what
 * the contract documents fails here instead of agreeing with itself. Through `dispatch`, the path
 * both transports take:
 * - every invalid payload (one documented rule broken, on an otherwise valid call) is refused with
 *   the typed invalid-argument value, never a throw, and no handler runs;
 * - every valid payload reaches its own handler, once, with the parsed value (the same, except
 *   saveSettings' base URL, kept as its origin, closingSoonDays' default of 7, maxRequests' of 5,000
 *   and the calendar reminders' of 7 and 1).
 */
import { describe, expect, it, vi } from 'vitest';
import { bridgeMethods, type BridgeHandlers, type BridgeMethod, type Failure } from '../../../../src-shared/bridge';
import { dispatch } from '../../../../src-main/bridge/handlers';
import { createRandom, type Random } from '../../../simulator/random';

const validPerMethod = 300;
const maxSafe = Number.MAX_SAFE_INTEGER;

/** One field of a method's arguments, as documented. */
interface Field {
  /** Absent is fine (optional, or a default applies). */
  optional?: boolean;
  valid(r: Random): unknown;
  /** Values that break exactly one documented rule of this field. */
  invalid: readonly unknown[];
  /** What the handler receives for a valid value (the value itself unless given). */
  parsed?: (value: unknown) => unknown;
  /** What the handler receives when the field is absent. */
  absent?: unknown;
}

const notNumbers = ['7', null, true, [], {}, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
const notStrings = [5, null, true, ['x'], {}];

/** An integer from min to max: the ends and their neighbours often, anything between otherwise. */
function integer(min: number, max: number): Field {
  return {
    valid: (r) => (r.chance(0.5) ? r.pick([min, max, Math.min(max, min + 1), Math.max(min, max - 1)]) : r.int(min, max)),
    invalid: [min - 1, max + 1, ...(max < maxSafe ? [max + 1000] : [maxSafe + 2]), min + 0.5, -1e308, 1e308, ...notNumbers],
  };
}

/** Letters a person or a file name might carry, including ones that take escaping. */
const letters = [...'abcxyzABC019 ñáéíóúü¿?¡!-_.,:;/%&=+#@()[]{}\'"<>\\|~`^$*', '\u0000', '\n', '\t', '\u202e', '€', '字'];

function text(r: Random, length: number): string {
  let out = '';
  while (out.length < length) out += r.pick(letters);
  return out;
}

/** A string of min to max UTF-16 units (what the contract's lengths count). */
function string(min: number, max: number): Field {
  return {
    valid: (r) => text(r, r.chance(0.3) ? r.pick([min, max]) : r.int(min, Math.min(max, 300))),
    invalid: [...(min > 0 ? ['x'.repeat(min - 1)] : []), 'x'.repeat(max + 1), ...notStrings],
  };
}

function oneOf(values: readonly string[], wrong: readonly unknown[]): Field {
  return { valid: (r) => r.pick(values), invalid: [...wrong, '', 5, null, true, [values[0]]] };
}

/** The API's list paths, and the ones with a detail page (src-shared/api/collections.ts). */
const collections = ['organismos', 'programas', 'museos', 'institutos', 'convocatorias', 'convocatorias/ordenadas', 'tramites'];
const detailCollections = ['organismos', 'convocatorias', 'tramites'];
const orderings = ['evento__fecha_fin', '-evento__fecha_fin', 'titulo', '-titulo'];
const owner = { kind: oneOf(['convocatoria', 'tramite'], ['convocatorias', 'Convocatoria', 'organismo']), id: integer(1, maxSafe) };

/** Base URLs a person may type, and the origin the settings keep of each. */
const baseUrls: [string, string][] = [
  ['https://www.cultura.gob.ar', 'https://www.cultura.gob.ar'],
  ['  http://127.0.0.1:8787/api/v2.0/  ', 'http://127.0.0.1:8787'],
  ['HTTPS://Otra.Example.org/x?y=1#z', 'https://otra.example.org'],
  ['https://www.cultura.gob.ar:443/', 'https://www.cultura.gob.ar'],
  ['http://localhost:8080', 'http://localhost:8080'],
];
const originOf = new Map(baseUrls.map(([raw, origin]) => [raw.trim(), origin]));

const spec: Record<BridgeMethod, Record<string, Field>> = {
  fetchPage: {
    collection: oneOf(collections, ['usuarios', 'Convocatorias', 'convocatorias/', 'ordenadas']),
    offset: integer(0, 10_000_000),
    limit: integer(1, 1000),
    ordering: { ...oneOf(orderings, ['fecha', 'titulo ', '-id', 'TITULO']), optional: true },
    // The sha-256 of the body applied there: 64 lowercase hex digits.
    known: {
      valid: (r) => Array.from({ length: 64 }, () => r.pick([...'0123456789abcdef'])).join(''),
      invalid: ['a'.repeat(63), 'a'.repeat(65), 'A'.repeat(64), `${'a'.repeat(63)}g`, ` ${'a'.repeat(63)}`, '', ...notStrings],
      optional: true,
    },
  },
  fetchRecord: {
    collection: oneOf(detailCollections, ['museos', 'programas', 'institutos', 'convocatorias/ordenadas']),
    id: integer(1, maxSafe),
  },
  getConfig: {},
  openExternal: { url: string(0, 4096) },
  getSettings: {},
  saveSettings: {
    baseUrl: {
      valid: (r) => r.pick(baseUrls)[0],
      invalid: [
        '',
        '   ',
        'javascript:alert(1)',
        'ftp://x.ar',
        'https://user:pw@x.ar',
        'https://',
        'www.cultura.gob.ar',
        `https://${'a'.repeat(2040)}.ar`,
        ...notStrings,
      ],
      parsed: (value) => originOf.get(String(value).trim()),
    },
    pageSize: integer(1, 1000),
    concurrency: integer(1, 16),
    autoSyncHours: integer(0, 720),
    closingSoonDays: { ...integer(0, 90), optional: true, absent: 7 },
    maxRequests: { ...integer(10, 100_000), optional: true, absent: 5000 },
    firstReminderDays: { ...integer(0, 90), optional: true, absent: 7 },
    secondReminderDays: { ...integer(0, 90), optional: true, absent: 1 },
  },
  saveDocuments: {
    ...owner,
    urls: {
      // The longest list, or a few addresses up to the longest one.
      valid: (r) =>
        r.chance(0.1)
          ? Array.from({ length: 100 }, () => text(r, r.int(0, 60)))
          : Array.from({ length: r.int(1, 5) }, () => text(r, r.chance(0.2) ? 4096 : r.int(0, 200))),
      invalid: [
        [],
        Array.from({ length: 101 }, () => 'https://x.ar/a.pdf'),
        ['x'.repeat(4097)],
        ['https://x.ar/a.pdf', 5],
        [null],
        'https://x.ar/a.pdf',
        null,
      ],
    },
  },
  listSavedDocuments: { ...owner },
  openSavedDocument: { ...owner, name: string(1, 120) },
  removeSavedDocuments: { ...owner },
  listAllSavedDocuments: {},
  readDocument: { ...owner, url: string(0, 4096) },
  clearSavedDocuments: {},
  notify: { title: string(1, 200), body: string(0, 1000) },
};

/** A valid call and what its handler should receive. */
function validCall(method: BridgeMethod, r: Random): { args: Record<string, unknown>; parsed: Record<string, unknown> } {
  const args: Record<string, unknown> = {};
  const parsed: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(spec[method])) {
    if (field.optional === true && r.chance(0.4)) {
      if (field.absent !== undefined) parsed[name] = field.absent;
      continue;
    }
    const value = field.valid(r);
    args[name] = value;
    parsed[name] = field.parsed === undefined ? value : field.parsed(value);
  }
  return { args, parsed };
}

/** Sets a key as an own, enumerable property, as JSON.parse or a structured clone would (even `__proto__`). */
function withKey(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** Invalid calls, each a valid one with one documented rule broken, and why. */
function invalidCalls(method: BridgeMethod, r: Random): [string, unknown][] {
  const base = (): Record<string, unknown> => validCall(method, r).args;
  const calls: [string, unknown][] = [undefined, null, 0, 'x', true, [], [base()]].map((value) => [
    `not an object: ${String(value)}`,
    value,
  ]);
  for (const key of ['extra', 'constructor', '__proto__', 'toString', 'Collection'])
    calls.push([`unknown key ${key}`, withKey(base(), key, 1)]);
  for (const [name, field] of Object.entries(spec[method])) {
    if (field.optional !== true) {
      const without = base();
      Reflect.deleteProperty(without, name);
      calls.push([`${name} missing`, without]);
      calls.push([`${name} undefined`, withKey(base(), name, undefined)]);
    }
    for (const value of field.invalid)
      calls.push([`${name} = ${JSON.stringify(value)?.slice(0, 40) ?? String(value)}`, withKey(base(), name, value)]);
  }
  return calls;
}

/** A spy per method, each answering a Failure of its own, so the answer shows which one ran. */
function spies() {
  const answer = (method: BridgeMethod): Failure => ({ ok: false, error: { kind: 'rejected', message: `respuesta de ${method}` } });
  const table = Object.fromEntries(
    bridgeMethods.map((method) => [method, vi.fn((_args: unknown) => Promise.resolve(answer(method)))]),
  ) as Record<BridgeMethod, ReturnType<typeof vi.fn<(args: unknown) => Promise<Failure>>>>;
  const handlers: BridgeHandlers = table;
  const calls = (): number => Object.values(table).reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  return { table, handlers, calls, answer };
}

describe('bridge referee: hand-written valid and invalid payloads per method', () => {
  it('has a referee for every method of the contract', () => {
    expect(Object.keys(spec).sort()).toEqual([...bridgeMethods].sort());
  });

  it.each(bridgeMethods)('%s: every invalid payload is refused as a value, its handler never runs', async (method) => {
    const r = createRandom(0x5eed, method.length * 31 + method.charCodeAt(2));
    const s = spies();
    let tried = 0;
    for (let round = 0; round < 5; round++) {
      for (const [why, args] of invalidCalls(method, r)) {
        const result = await dispatch(s.handlers, method, args);
        expect(result, `${method}: ${why}`).toEqual({ ok: false, error: { kind: 'invalid-argument', message: expect.any(String) } });
        expect(s.calls(), `${method}: ${why}`).toBe(0);
        tried++;
      }
    }
    expect(tried).toBeGreaterThanOrEqual(5 * 12);
  });

  it.each(bridgeMethods)(`%s: ${validPerMethod} valid payloads each reach its handler once, parsed`, async (method) => {
    const r = createRandom(0xacce97, method.length * 37 + method.charCodeAt(1));
    const s = spies();
    for (let i = 0; i < validPerMethod; i++) {
      const { args, parsed } = validCall(method, r);
      const what = `${method}: ${JSON.stringify(args).slice(0, 120)}`;
      expect(await dispatch(s.handlers, method, args), what).toEqual(s.answer(method));
      expect(s.calls(), what).toBe(1);
      expect(s.table[method].mock.calls[0]?.[0], what).toStrictEqual(parsed);
      s.table[method].mockClear();
    }
  });

  it('refuses names that are not methods, whatever an object inherits included', async () => {
    const s = spies();
    for (const name of [
      'borrarTodo',
      '',
      'fetchpage',
      'FetchPage',
      ' fetchPage',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'valueOf',
    ]) {
      expect(await dispatch(s.handlers, name, {}), name).toEqual({
        ok: false,
        error: { kind: 'invalid-argument', message: expect.any(String) },
      });
    }
    expect(s.calls()).toBe(0);
  });
});

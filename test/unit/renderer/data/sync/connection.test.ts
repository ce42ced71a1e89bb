/**
 * The connection as known from the API's own answers: hand-written sequences of requests and
 * what the status bar must say after them, the errors that do and do not mean "the API is down",
 * and the last contact kept across a restart.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeResults, Page } from '../../../../../src-shared/bridge';
import type { BridgeError } from '../../../../../src-shared/errors';
import {
  describeConnection,
  eventOf,
  initialConnection,
  lastContactKey,
  readLastContact,
  reduceConnection,
  writeLastContact,
  type ConnectionState,
} from '../../../../../src-renderer/data/sync/connection';

const hour = 3_600_000;
const minute = 60_000;
const t0 = Date.UTC(2026, 2, 10, 12, 0, 0);

const network: BridgeError = { kind: 'network', message: 'ECONNREFUSED' };
const timeout: BridgeError = { kind: 'timeout', ms: 15_000 };
const unavailable: BridgeError = { kind: 'http', status: 503, retryAfterMs: null };
const tooMany: BridgeError = { kind: 'http', status: 429, retryAfterMs: 2000 };
const notFound: BridgeError = { kind: 'http', status: 404, retryAfterMs: null };
const broken: BridgeError = { kind: 'invalid-response', message: 'results: expected array' };
const badArgument: BridgeError = { kind: 'invalid-argument', message: 'limit' };
const refused: BridgeError = { kind: 'rejected', message: 'La aplicación rechazó el pedido (HTTP 403).' };
const cancelled: BridgeError = { kind: 'cancelled' };

type Step = { ok: true; at: number } | { ok: false; at: number; error: BridgeError };

/** Feeds results in order, as the tracked API does, starting from `from`. */
function run(steps: readonly Step[], from: ConnectionState = initialConnection): ConnectionState {
  return steps.reduce((state, step) => {
    return reduceConnection(state, eventOf(step.ok ? { ok: true } : { ok: false, error: step.error }, step.at));
  }, from);
}

const label = (state: ConnectionState, now: number, online = true): string => {
  const view = describeConnection(state, online, now);
  return view.detail === null ? view.label : `${view.label} · ${view.detail}`;
};

describe('connection state', () => {
  it('makes no claim before any request', () => {
    const view = describeConnection(initialConnection, true, t0);
    expect(view.tone).toBe('unknown');
    expect(view.label).toBe('Sin consultar la API en esta sesión');
  });

  it('is "En línea" only while the latest request succeeded', () => {
    expect(label(run([{ ok: true, at: t0 }]), t0 + minute)).toBe('En línea');
    expect(describeConnection(run([{ ok: true, at: t0 }]), true, t0).tone).toBe('online');
    expect(
      label(
        run([
          { ok: true, at: t0 },
          { ok: false, at: t0 + minute, error: network },
        ]),
        t0 + 2 * minute,
      ),
    ).toBe('Sin conexión con la API · último contacto hace 2 min');
    expect(
      label(
        run([
          { ok: false, at: t0, error: timeout },
          { ok: true, at: t0 + minute },
        ]),
        t0 + minute,
      ),
    ).toBe('En línea');
  });

  it('says "nunca" when the API was never reached', () => {
    const state = run([
      { ok: false, at: t0, error: network },
      { ok: false, at: t0 + 1000, error: network },
    ]);
    expect(label(state, t0 + hour)).toBe('Sin conexión con la API · último contacto: nunca');
    expect(describeConnection(state, true, t0 + hour).tone).toBe('warn');
  });

  it('counts timeouts, 5xx, 429 and broken bodies as the API failing', () => {
    for (const error of [timeout, broken]) {
      const state = run([
        { ok: true, at: t0 },
        { ok: false, at: t0 + 3 * hour, error },
      ]);
      expect(label(state, t0 + 3 * hour), error.kind).toBe('Sin conexión con la API · último contacto hace 3 h');
    }
  });

  it('says the API answers with errors, or asks to wait, rather than that it cannot be reached', () => {
    const after = (error: BridgeError, first: { ok: true; at: number }[] = [{ ok: true, at: t0 }]) =>
      run([...first, { ok: false, at: t0 + 3 * hour, error }, { ok: false, at: t0 + 3 * hour + 5 * minute, error }]);
    const failing = after(unavailable);
    expect(label(failing, t0 + 3 * hour + 5 * minute)).toBe('La API responde con errores · última respuesta correcta hace 3 h');
    expect(describeConnection(failing, true, t0 + 3 * hour + 5 * minute)).toMatchObject({
      tone: 'warn',
      sentence: 'La API responde con errores (HTTP 503) desde hace 5 minutos; última respuesta correcta hace 3 horas.',
      part: 'la API responde con errores',
    });
    const limited = after(tooMany, []);
    expect(label(limited, t0 + 3 * hour + 5 * minute)).toBe('La API pide esperar · ninguna respuesta correcta todavía');
    expect(describeConnection(limited, true, t0 + 3 * hour + 5 * minute)).toMatchObject({
      tone: 'warn',
      sentence:
        'La API pidió esperar 2 s antes de volver a consultarla (HTTP 429) desde hace 5 minutos; ninguna respuesta correcta todavía.',
      part: 'la API pide esperar',
    });
    // Then out of reach: the network's words again.
    expect(
      label(
        run([
          { ok: true, at: t0 },
          { ok: false, at: t0 + hour, error: unavailable },
          { ok: false, at: t0 + 2 * hour, error: network },
        ]),
        t0 + 2 * hour,
      ),
    ).toBe('Sin conexión con la API · último contacto hace 2 h');
  });

  it("does not take the app's own refusals or a cancel for the API being down; any other HTTP answer is contact", () => {
    for (const error of [badArgument, refused, cancelled]) {
      expect(
        label(
          run([
            { ok: true, at: t0 },
            { ok: false, at: t0 + minute, error },
          ]),
          t0 + minute,
        ),
        error.kind,
      ).toBe('En línea');
      expect(label(run([{ ok: false, at: t0, error }]), t0)).toBe('Sin consultar la API en esta sesión');
    }
    const answered = run([
      { ok: false, at: t0, error: network },
      { ok: false, at: t0 + 5 * minute, error: notFound },
    ]);
    expect(label(answered, t0 + 5 * minute)).toBe('En línea');
    expect(answered.lastContactAt).toBe(t0 + 5 * minute);
  });

  it('follows the order results arrive in, not only their times', () => {
    // Four requests in flight: the failure that arrives last decides, even at the same millisecond.
    const state = run([
      { ok: true, at: t0 },
      { ok: true, at: t0 },
      { ok: false, at: t0, error: network },
    ]);
    expect(label(state, t0)).toBe('Sin conexión con la API · último contacto ahora');
  });

  it('says "Sin conexión a internet" whenever the browser is offline', () => {
    expect(label(run([{ ok: true, at: t0 }]), t0 + hour, false)).toBe('Sin conexión a internet · último contacto hace 1 h');
    expect(label(initialConnection, t0, false)).toBe('Sin conexión a internet · último contacto: nunca');
    expect(describeConnection(initialConnection, false, t0).tone).toBe('warn');
  });

  it('puts the times in the sentence of the Sincronización page', () => {
    expect(describeConnection(run([{ ok: true, at: t0 }]), true, t0 + 2 * minute).sentence).toBe('La API respondió hace 2 minutos.');
    const down = run([
      { ok: true, at: t0 },
      { ok: false, at: t0 + hour, error: network },
    ]);
    expect(describeConnection(down, true, t0 + hour + 5 * minute).sentence).toBe(
      'Sin conexión con la API desde hace 5 minutos; último contacto hace 1 hora.',
    );
    // Since the first failure after the last answer, not the latest retry; and never "desde ahora".
    const retried = run([{ ok: false, at: t0 + hour + minute, error: timeout }], down);
    expect(describeConnection(retried, true, t0 + hour + 5 * minute).sentence).toBe(
      'Sin conexión con la API desde hace 5 minutos; último contacto hace 1 hora.',
    );
    expect(describeConnection(down, true, t0 + hour).sentence).toBe('Sin conexión con la API; último contacto hace 1 hora.');
  });

  it('says it waits once a request is sent and before any answer, not that the API was never asked', () => {
    const asked = reduceConnection(initialConnection, { type: 'asked' });
    expect(label(asked, t0)).toBe('Esperando respuesta de la API');
    expect(describeConnection(asked, true, t0)).toMatchObject({
      tone: 'unknown',
      sentence: 'La API todavía no respondió en esta sesión.',
      part: 'esperando respuesta de la API',
    });
    expect(describeConnection({ ...asked, lastContactAt: t0 - 3 * hour }, true, t0).sentence).toBe(
      'La API todavía no respondió en esta sesión (la última vez respondió hace 3 horas).',
    );
    // The first answer decides; a later request does not take the state back to waiting.
    const reached = run([{ ok: true, at: t0 }], asked);
    expect(label(reduceConnection(reached, { type: 'asked' }), t0)).toBe('En línea');
    const down = run([{ ok: false, at: t0, error: network }], asked);
    expect(label(reduceConnection(down, { type: 'asked' }), t0)).toBe('Sin conexión con la API · último contacto: nunca');
    // Offline says so, asked or not.
    expect(label(asked, t0, false)).toBe('Sin conexión a internet · último contacto: nunca');
    // An answer that says nothing of the API (the app's own refusal) ends the wait all the same.
    expect(label(run([{ ok: false, at: t0, error: refused }], asked), t0)).toBe('Sin consultar la API en esta sesión');
    // Two out, one refused: still waiting for the other.
    const two = reduceConnection(asked, { type: 'asked' });
    expect(label(run([{ ok: false, at: t0, error: refused }], two), t0)).toBe('Esperando respuesta de la API');
  });

  it('never says "dentro de": a request newer than the clock tick reads as now', () => {
    expect(describeConnection(run([{ ok: true, at: t0 + 5000 }]), true, t0).sentence).toBe('La API respondió ahora.');
  });
});

function memoryStorage(): Storage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('last contact, persisted', () => {
  it('reads back what was written under directorio.apiUltimoContacto', () => {
    const storage = memoryStorage();
    expect(readLastContact(storage)).toBeNull();
    writeLastContact(storage, t0);
    expect(storage.values.get('directorio.apiUltimoContacto')).toBe(String(t0));
    expect(readLastContact(storage)).toBe(t0);
  });

  it('ignores what it did not write', () => {
    const storage = memoryStorage();
    for (const junk of ['', 'ayer', '-5', '1e12', '12.5', '9'.repeat(20)]) {
      storage.setItem(lastContactKey, junk);
      expect(readLastContact(storage), junk).toBeNull();
    }
  });

  describe('through the store, across a restart', () => {
    let storage: ReturnType<typeof memoryStorage>;
    beforeEach(() => {
      vi.resetModules();
      storage = memoryStorage();
      vi.stubGlobal('localStorage', storage);
      vi.useFakeTimers({ now: t0 });
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    const page = {
      collection: 'museos',
      offset: 0,
      limit: 1,
      count: 0,
      next: null,
      previous: null,
      received: 0,
      ids: [],
      records: [],
      rejects: [],
      warnings: [],
    } satisfies Page;
    const args = { collection: 'museos', offset: 0, limit: 1 } as const;

    it('the tracked API passes results through, records them, and a new session knows the last contact', async () => {
      const results: BridgeResults['fetchPage'][] = [
        { ok: true, page },
        { ok: false, error: network },
      ];
      const down: BridgeResults['fetchRecord'] = { ok: false, error: timeout };
      const fake = {
        fetchPage: () => Promise.resolve(results.shift() ?? { ok: false as const, error: network }),
        fetchRecord: () => Promise.resolve(down),
      };
      const first = await import('../../../../../src-renderer/data/sync/connection');
      const tracked = first.trackApi(fake);
      // Sent, not answered yet: the state knows it was asked.
      const answered = tracked.fetchPage(args);
      expect(first.currentConnection()).toMatchObject({ waiting: 1, last: null });
      expect(await answered).toEqual({ ok: true, page });
      expect(storage.values.get(lastContactKey)).toBe(String(t0));
      vi.setSystemTime(t0 + minute);
      expect(await tracked.fetchPage(args)).toEqual({ ok: false, error: network });
      expect(first.currentConnection()).toMatchObject({
        last: 'unreachable',
        lastSuccessAt: t0,
        lastFailureAt: t0 + minute,
        unreachableSince: t0 + minute,
        lastError: network,
      });
      // A failure does not move the last contact.
      expect(storage.values.get(lastContactKey)).toBe(String(t0));

      // Restart: a fresh module, the same storage, three hours later.
      vi.resetModules();
      vi.setSystemTime(t0 + 3 * hour);
      const second = await import('../../../../../src-renderer/data/sync/connection');
      expect(second.currentConnection()).toEqual({ ...initialConnection, lastContactAt: t0 });
      expect(second.describeConnection(second.currentConnection(), true, Date.now()).sentence).toBe(
        'Todavía no se consultó la API en esta sesión (la última vez respondió hace 3 horas).',
      );
      const record = second.trackApi(fake).fetchRecord({ collection: 'tramites', id: 5 });
      expect(second.currentConnection()).toMatchObject({ waiting: 1, last: null });
      await record;
      expect(label(second.currentConnection(), Date.now())).toBe('Sin conexión con la API · último contacto hace 3 h');
    });
  });
});

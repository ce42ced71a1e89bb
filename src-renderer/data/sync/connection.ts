/**
 * Whether the API answers, as known from the requests the renderer actually made — not from
 * `navigator.onLine`, which is true on a LAN whose router is down and says nothing of the API.
 * Every API call through `trackApi` feeds a tiny store; "last reached" outlives a restart in
 * localStorage, so after one the app can still say when it last heard from the API.
 */
import { useEffect, useState } from 'react';
import type { DirectorioApi } from '../../../src-shared/bridge';
import type { BridgeError } from '../../../src-shared/errors';
import { isTransient } from '../../../src-shared/sync/retry';
import { createStore, useStore } from '../../store';
import { formatRelative } from '../../ui/format';

export interface ConnectionState {
  /** The requests sent and not answered yet (an answer that says nothing of the API counts too). */
  waiting: number;
  /** How the latest finished API request of this session went; null before any. */
  last: 'reached' | 'unreachable' | null;
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
  /** The first failure since the API last answered: how long it has been unreachable, as far as we know. */
  unreachableSince: number | null;
  lastError: BridgeError | null;
  /** The last time the API answered, this session or an earlier one (persisted). */
  lastContactAt: number | null;
}

export type ConnectionEvent =
  | { type: 'asked' }
  | { type: 'reached'; at: number }
  | { type: 'unreachable'; at: number; error: BridgeError }
  /** An answer that says nothing of the API: the app's own refusal, a cancel. */
  | { type: 'silent' };

export const initialConnection: ConnectionState = {
  waiting: 0,
  last: null,
  lastSuccessAt: null,
  lastFailureAt: null,
  unreachableSince: null,
  lastError: null,
  lastContactAt: null,
};

/**
 * What a request's result says about the API. Network trouble, timeouts, 5xx, 429 and broken
 * bodies (the retry policy's transient errors) mean it could not be reached or is failing; any
 * other HTTP status is still an answer; the app's own refusals (a bad argument, the browser-mode
 * server's cookie check, an internal bug) and a cancelled request say nothing about the API.
 */
export function eventOf(result: { ok: true } | { ok: false; error: BridgeError }, at: number): ConnectionEvent {
  if (result.ok) return { type: 'reached', at };
  if (isTransient(result.error)) return { type: 'unreachable', at, error: result.error };
  return result.error.kind === 'http' ? { type: 'reached', at } : { type: 'silent' };
}

export function reduceConnection(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  if (event.type === 'asked') return { ...state, waiting: state.waiting + 1 };
  const waiting = Math.max(0, state.waiting - 1);
  if (event.type === 'silent') return { ...state, waiting };
  if (event.type === 'reached') {
    return {
      ...state,
      waiting,
      last: 'reached',
      lastSuccessAt: event.at,
      unreachableSince: null,
      lastContactAt: Math.max(event.at, state.lastContactAt ?? 0),
    };
  }
  const unreachableSince = state.last === 'unreachable' ? (state.unreachableSince ?? event.at) : event.at;
  return { ...state, waiting, last: 'unreachable', lastFailureAt: event.at, unreachableSince, lastError: event.error };
}

export type ConnectionTone = 'online' | 'warn' | 'unknown';

export interface ConnectionView {
  tone: ConnectionTone;
  label: string;
  /** A short second part for the status bar, e.g. "último contacto hace 3 h"; null when none. */
  detail: string | null;
  /** One sentence for the top of the Sincronización page and the status bar's title. */
  sentence: string;
  /** The same in a few lower-case words, to follow the data's age on the idle status bar: "en línea". */
  part: string;
}

/** "hace 3 horas"; a time after `now` (the clock ticks every 30 s, requests come between ticks) reads as now. */
export function ago(at: number, now: number): string {
  return formatRelative(Math.min(at, now), now);
}

/** "hace 3 h", "hace 5 min": the status bar's room is one line. */
export function agoShort(at: number, now: number): string {
  return formatRelative(Math.min(at, now), now, 'short');
}

/** The last answer as a clause, its time in `at`'s words ("hace 3 horas", or the status bar's "hace 3 h"). */
function lastContact(state: ConnectionState, at: (time: number) => string): string {
  return state.lastContactAt === null ? 'último contacto: nunca' : `último contacto ${at(state.lastContactAt)}`;
}

function lastGoodAnswer(state: ConnectionState, at: (time: number) => string): string {
  return state.lastContactAt === null ? 'ninguna respuesta correcta todavía' : `última respuesta correcta ${at(state.lastContactAt)}`;
}

/** A 5xx or a 429 (the requests the retry policy tries again): the API answered, but not with the data. */
function answeredWithError(
  state: ConnectionState,
  error: { status: number; retryAfterMs: number | null },
  since: string,
  now: number,
): ConnectionView {
  const detail = lastGoodAnswer(state, (at) => agoShort(at, now));
  const lastGood = lastGoodAnswer(state, (at) => ago(at, now));
  const sinceText = since.startsWith('hace ') ? ` desde ${since}` : '';
  if (error.status === 429) {
    const wait = error.retryAfterMs === null ? '' : ` ${Math.ceil(error.retryAfterMs / 1000).toLocaleString('es-AR')} s`;
    return {
      tone: 'warn',
      label: 'La API pide esperar',
      detail,
      sentence: `La API pidió esperar${wait} antes de volver a consultarla (HTTP 429)${sinceText}; ${lastGood}.`,
      part: 'la API pide esperar',
    };
  }
  return {
    tone: 'warn',
    label: 'La API responde con errores',
    detail,
    sentence: `La API responde con errores (HTTP ${error.status})${sinceText}; ${lastGood}.`,
    part: 'la API responde con errores',
  };
}

/** How the status bar and the Sincronización page describe the connection. */
export function describeConnection(state: ConnectionState, browserOnline: boolean, now: number): ConnectionView {
  if (!browserOnline) {
    return {
      tone: 'warn',
      label: 'Sin conexión a internet',
      detail: lastContact(state, (at) => agoShort(at, now)),
      sentence: `Sin conexión a internet; ${lastContact(state, (at) => ago(at, now))} con la API.`,
      part: 'sin conexión a internet',
    };
  }
  if (state.last === 'reached' && state.lastSuccessAt !== null) {
    return {
      tone: 'online',
      label: 'En línea',
      detail: null,
      sentence: `La API respondió ${ago(state.lastSuccessAt, now)}.`,
      part: 'en línea',
    };
  }
  if (state.last === 'unreachable' && state.unreachableSince !== null) {
    // "desde hace 5 minutos", but not "desde ahora".
    const since = ago(state.unreachableSince, now);
    const error = state.lastError;
    // The API did answer, with an error or asking to wait: it is there, not out of reach.
    if (error?.kind === 'http') return answeredWithError(state, error, since, now);
    return {
      tone: 'warn',
      label: 'Sin conexión con la API',
      detail: lastContact(state, (at) => agoShort(at, now)),
      sentence: `Sin conexión con la API${since.startsWith('hace ') ? ` desde ${since}` : ''}; ${lastContact(state, (at) => ago(at, now))}.`,
      part: 'sin conexión con la API',
    };
  }
  // "In this session": the data on screen may come from an earlier one, an hour or a minute ago.
  const before = state.lastContactAt === null ? '' : ` (la última vez respondió ${ago(state.lastContactAt, now)})`;
  // Asked and not answered yet: a slow or silent API, or the requests a cancelled sync left out.
  if (state.waiting > 0) {
    return {
      tone: 'unknown',
      label: 'Esperando respuesta de la API',
      detail: null,
      sentence: `La API todavía no respondió en esta sesión${before}.`,
      part: 'esperando respuesta de la API',
    };
  }
  return {
    tone: 'unknown',
    label: 'Sin consultar la API en esta sesión',
    detail: null,
    sentence: `Todavía no se consultó la API en esta sesión${before}.`,
    part: 'sin consultar la API en esta sesión',
  };
}

export const lastContactKey = 'directorio.apiUltimoContacto';
/**
 * The persisted last contact; null when absent or not a time we wrote (localStorage is anyone's).
 * A digits-only check, not zod: zod stays out of the first screen's bundle (see App's lazy settings).
 */
export function readLastContact(storage: Pick<Storage, 'getItem'>): number | null {
  const stored = storage.getItem(lastContactKey);
  return stored !== null && /^\d{1,15}$/.test(stored) ? Number(stored) : null;
}

export function writeLastContact(storage: Pick<Storage, 'setItem'>, at: number): void {
  storage.setItem(lastContactKey, String(at));
}

// The persisted last contact is read on first use, not while the window's script loads.
const connection = createStore<ConnectionState>(() => ({ ...initialConnection, lastContactAt: readLastContact(localStorage) }));

/** The store's state now (loading the persisted last contact on first use). */
export function currentConnection(): ConnectionState {
  return connection.get();
}

function record(event: ConnectionEvent): void {
  connection.set((state) => reduceConnection(state, event));
  if (event.type === 'reached') writeLastContact(localStorage, event.at);
}

type ApiCalls = Pick<DirectorioApi, 'fetchPage' | 'fetchRecord'>;

/** A request sent elsewhere (the data service's worker), heard of before its answer. */
export function recordApiAsked(): void {
  record({ type: 'asked' });
}

/** A request made elsewhere (the data service's worker), heard of by its result. */
export function recordApiResult(result: { ok: true } | { ok: false; error: BridgeError }, at: number): void {
  record(eventOf(result, at));
}

/** The API calls of `api`, each reporting how it went to the connection store; results unchanged. */
export function trackApi(api: ApiCalls): ApiCalls {
  return {
    fetchPage: async (args) => {
      record({ type: 'asked' });
      const result = await api.fetchPage(args);
      record(eventOf(result, Date.now()));
      return result;
    },
    fetchRecord: async (args) => {
      record({ type: 'asked' });
      const result = await api.fetchRecord(args);
      record(eventOf(result, Date.now()));
      return result;
    },
  };
}

export function useConnectionState(): ConnectionState {
  return useStore(connection);
}

function useBrowserOnline(): boolean {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = (): void => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

const tickMs = 30_000;

/**
 * One clock for every "hace 5 minutos": renewed every 30 s while anything reads it, and the same
 * time for every reader, so the status bar and the Sincronización page never tell two ages of one sync.
 */
const clock = createStore<number>(Date.now, {
  start(store) {
    store.set(Date.now());
    const timer = setInterval(() => store.set(Date.now()), tickMs);
    return () => clearInterval(timer);
  },
});

/** The time, renewed every 30 s, so "hace 5 minutos" stays true. */
export function useNow(): number {
  return useStore(clock);
}

/** The connection as the views show it, at `now` (from useNow). */
export function useConnection(now: number): ConnectionView {
  const connection = useConnectionState();
  const online = useBrowserOnline();
  return describeConnection(connection, online, now);
}

/**
 * True when the app knows it is offline: the system says so, or the API's latest answer this
 * session was none. Unknown (nothing asked yet) is not offline.
 */
export function useOffline(): boolean {
  const connection = useConnectionState();
  const online = useBrowserOnline();
  return !online || connection.last === 'unreachable';
}

/** The sync in words: the status bar's failed-run line and the Sincronización page's line per collection. */
import { describe, expect, it } from 'vitest';
import type { SyncStateRow } from '../../../../../src-renderer/data/cache/db';
import {
  collectionLine,
  describeFailure,
  failedOutcome,
  orderNote,
  problemsLine,
  progressLine,
  runProgress,
} from '../../../../../src-renderer/features/sync/describe';
import type { BridgeError } from '../../../../../src-shared/errors';
import type { SyncOutcome, SyncProgress } from '../../../../../src-shared/sync';

const now = Date.UTC(2026, 2, 10, 12, 0, 0);
const minute = 60_000;

function outcome(error: BridgeError | null, complete = false): SyncOutcome {
  return {
    collection: 'organismos',
    complete,
    count: null,
    stored: 0,
    requests: 6,
    retries: 5,
    rejects: [],
    warnings: [],
    passes: 1,
    problem: complete ? null : 'La sincronización no terminó; se conservan los datos anteriores.',
    error,
  };
}

const state: SyncStateRow = {
  collection: 'convocatorias',
  generation: 3,
  running: false,
  lastCompleteAt: now - 2 * minute,
  lastAttemptAt: now - 2 * minute,
  count: 1000,
  stored: 1000,
  problem: null,
  rejects: [
    { position: 4, id: 17, reason: 'fecha_fin: fecha no ISO' },
    { position: 9, id: null, reason: 'id: falta' },
    { position: 12, id: 30, reason: 'titulo: vacío' },
  ],
  warnings: [{ position: 2, id: 8, reason: 'estado desconocido: «suspendida»' }],
  changes: null,
};

describe('a failed run in one line', () => {
  it('says why in a few words, and everything in the full text', () => {
    const text = describeFailure(outcome({ kind: 'network', message: 'ECONNREFUSED' }), now - 3 * 3_600_000, now);
    expect(text.short).toBe('La sincronización no terminó: no se pudo conectar con la API.');
    expect(text.full).toBe(
      'La sincronización no terminó: no se pudo conectar con la API. Revisá la conexión a internet o la URL base en Configuración. Se conservan los datos anteriores (última sincronización completa hace 3 horas).',
    );
    expect(describeFailure(outcome({ kind: 'timeout', ms: 15_000 }), null, now).short).toBe(
      'La sincronización no terminó: la API no respondió a tiempo.',
    );
    expect(describeFailure(outcome({ kind: 'http', status: 503, retryAfterMs: null }), null, now).short).toBe(
      'La sincronización no terminó: la API falló.',
    );
    expect(describeFailure(outcome({ kind: 'cancelled' }), null, now).full).toBe(
      'Sincronización cancelada. Se conservan los datos anteriores.',
    );
  });

  it("says a drift once: the engine's sentence carries its detail", () => {
    const drift = {
      ...outcome(null),
      problem: 'La API cambió durante la descarga (faltó la posición 30) y no se pudo conciliar tras 3 intentos; no se borró nada.',
    };
    const text = describeFailure(drift, null, now);
    expect(text.short).toBe('La sincronización no terminó: la API cambió durante la descarga y no se pudo conciliar.');
    expect(text.full).toBe(
      'La sincronización no terminó. La API cambió durante la descarga (faltó la posición 30) y no se pudo conciliar tras 3 intentos; no se borró nada. Se conservan los datos anteriores.',
    );
  });

  it('explains a run by its first real failure, not by the cancellations after it', () => {
    const network = { ...outcome({ kind: 'network', message: 'x' }), collection: 'museos' as const };
    expect(failedOutcome([outcome(null, true), outcome({ kind: 'cancelled' }), network])).toBe(network);
    expect(failedOutcome([outcome(null, true)])).toBeUndefined();
  });
});

describe('a collection in one line', () => {
  it('says how many, and since when it is complete', () => {
    expect(collectionLine(state, undefined, undefined, false, now)).toEqual({
      tone: 'ok',
      text: '1.000 convocatorias · al día · hace 2 minutos',
    });
    expect(collectionLine(undefined, undefined, undefined, false, now)).toEqual({ tone: 'none', text: 'nunca sincronizada' });
  });

  it('says what is being fetched while syncing', () => {
    const progress = { collection: 'convocatorias' as const, phase: 'fetching' as const, fetched: 300, total: 1000, retries: 0 };
    expect(collectionLine(state, progress, undefined, true, now)).toEqual({ tone: 'busy', text: 'sincronizando 300 de 1.000' });
    expect(collectionLine(state, undefined, undefined, true, now)).toEqual({ tone: 'busy', text: 'en espera' });
  });

  it('says a run did not complete, and why', () => {
    const failed = { ...state, problem: 'La sincronización no terminó; se conservan los datos anteriores.' };
    expect(collectionLine(failed, undefined, outcome({ kind: 'timeout', ms: 15_000 }), false, now).text).toBe(
      'no se completó: la API no respondió a tiempo · 1.000 convocatorias · última completa hace 2 minutos',
    );
    expect(collectionLine(failed, undefined, undefined, false, now).text).toBe(
      'no se completó · 1.000 convocatorias · última completa hace 2 minutos',
    );
  });

  it('names one number for the convocatorias, the ones held, and none for the official order', () => {
    // The list holds 859: the API's 855 and 4 only the official order names.
    expect(collectionLine({ ...state, count: 855, stored: 855 }, undefined, undefined, false, now, 859).text).toBe(
      '859 convocatorias · al día · hace 2 minutos',
    );
    const order = { ...state, collection: 'convocatorias/ordenadas' as const, count: 859, stored: 859 };
    expect(collectionLine(order, undefined, undefined, false, now).text).toBe('al día · hace 2 minutos');
    expect(collectionLine({ ...order, problem: 'x' }, undefined, undefined, false, now).text).toBe(
      'no se completó · última completa hace 2 minutos',
    );
  });

  it('counts the problems in words', () => {
    expect(problemsLine(state)).toBe('3 registros rechazados · 1 advertencia');
    expect(problemsLine({ ...state, rejects: [], warnings: [] })).toBeNull();
  });
});

describe('a run in progress, collections side by side', () => {
  const at = (
    collection: SyncProgress['collection'],
    phase: SyncProgress['phase'],
    fetched: number,
    total: number | null,
    retries = 0,
  ): SyncProgress => ({
    collection,
    phase,
    fetched,
    total,
    retries,
  });

  it('adds up what every collection fetched, and gives a total only once every collection has said its count', () => {
    const partial = { museos: at('museos', 'fetching', 120, 400), convocatorias: at('convocatorias', 'counting', 0, null) };
    expect(progressLine(runProgress(partial, 7) as NonNullable<ReturnType<typeof runProgress>>)).toBe(
      'Sincronizando: 120 registros descargados · 0 de 7 listas al día',
    );
    const all = {
      organismos: at('organismos', 'done', 2000, 2000),
      programas: at('programas', 'done', 300, 300),
      museos: at('museos', 'fetching', 120, 400),
      institutos: at('institutos', 'verifying', 200, 200, 2),
      convocatorias: at('convocatorias', 'fetching', 1500, 10000, 1),
      'convocatorias/ordenadas': at('convocatorias/ordenadas', 'fetching', 99, 10004),
      tramites: at('tramites', 'done', 1000, 1000),
    };
    // 2000 + 300 + 120 + 200 + 1500 + 99 + 1000 = 5219 of 2000 + 300 + 400 + 200 + 10000 + 10004 + 1000 = 23904.
    expect(runProgress(all, 7)).toEqual({ fetched: 5219, total: 23904, done: 3, of: 7, retries: 3 });
    expect(progressLine(runProgress(all, 7) as NonNullable<ReturnType<typeof runProgress>>)).toBe(
      'Sincronizando: 5.219 de 23.904 registros descargados · 3 de 7 listas al día (reintentando: 3)',
    );
  });

  it('says nothing of figures before any collection has started', () => {
    expect(runProgress({}, 7)).toBeNull();
  });
});

describe("the official order's extra entries, in words", () => {
  const run = (count: number, stored: number, rejects = 0) => ({
    count,
    stored,
    rejects: Array.from({ length: rejects }, (_, position) => ({ position, id: 1000 + position, reason: 'titulo: vacío' })),
  });

  it('says nothing when the two lists agree', () => {
    expect(orderNote({ list: run(855, 855), order: run(855, 855), held: 855 })).toBeNull();
  });

  it('tells convocatorias only the order names from entries that repeat one', () => {
    expect(orderNote({ list: run(855, 855), order: run(859, 859), held: 859 })).toBe(
      'La API lista 855 convocatorias y su orden oficial tiene 859 entradas (4 convocatorias figuran solo en el orden oficial). ' +
        'La aplicación guarda cada convocatoria una vez: 859 convocatorias.',
    );
    expect(orderNote({ list: run(855, 855), order: run(859, 855), held: 855 })).toBe(
      'La API lista 855 convocatorias y su orden oficial tiene 859 entradas (4 entradas repiten una convocatoria). ' +
        'La aplicación guarda cada convocatoria una vez: 855 convocatorias.',
    );
    expect(orderNote({ list: run(855, 855), order: run(859, 856), held: 856 })).toBe(
      'La API lista 855 convocatorias y su orden oficial tiene 859 entradas (3 entradas repiten una convocatoria; ' +
        '1 convocatoria figura solo en el orden oficial). La aplicación guarda cada convocatoria una vez: 856 convocatorias.',
    );
  });

  it('does not count a refused record as a repeated entry', () => {
    expect(orderNote({ list: run(80, 79, 1), order: run(84, 83, 1), held: 83 })).toBe(
      'La API lista 80 convocatorias y su orden oficial tiene 84 entradas (4 convocatorias figuran solo en el orden oficial). ' +
        'La aplicación guarda cada convocatoria una vez, sin las rechazadas: 83 convocatorias.',
    );
  });
});

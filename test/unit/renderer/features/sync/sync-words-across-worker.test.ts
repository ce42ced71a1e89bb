/**
 * The outcomes of a sync reach the page from the data service's worker: postMessage copies them
 * (structuredClone) and the page parses them with the worker contract's schema (the answer of its
 * `sync` call), so none keeps its identity. Whatever the outcome, the words on screen must be the
 * same as for the original.
 */
import { describe, expect, it } from 'vitest';
import type { SyncStateRow } from '../../../../../src-renderer/data/cache/db';
import { serviceContract } from '../../../../../src-renderer/data/sync/service/contract';
import { collectionLine, describeFailure, failedOutcome, failureReason } from '../../../../../src-renderer/features/sync/describe';
import type { BridgeError } from '../../../../../src-shared/errors';
import type { SyncOutcome } from '../../../../../src-shared/sync';
import { completeOutcome } from '../../../support/sync-fakes';

const now = Date.UTC(2026, 2, 10, 12, 0, 0);
const lastComplete = now - 3 * 3_600_000;

/** One of each kind; the type fails to compile when a kind is added and not listed here. */
const errors: { [K in BridgeError['kind']]: Extract<BridgeError, { kind: K }> } = {
  network: { kind: 'network', message: 'fetch failed: ECONNREFUSED' },
  timeout: { kind: 'timeout', ms: 15_000 },
  http: { kind: 'http', status: 503, retryAfterMs: 2_000 },
  'invalid-response': { kind: 'invalid-response', message: 'JSON incompleto o mal formado' },
  'invalid-argument': { kind: 'invalid-argument', message: 'limit: demasiado grande' },
  rejected: { kind: 'rejected', message: 'La API redirige a https://otra.example.' },
  internal: { kind: 'internal', message: 'No queda espacio en este equipo para guardar los datos (QuotaExceededError).' },
  cancelled: { kind: 'cancelled' },
};

function outcome(collection: SyncOutcome['collection'], error: BridgeError | null, complete = false): SyncOutcome {
  const problem = complete ? null : 'La sincronización no terminó; se conservan los datos anteriores.';
  const passes = error === null && !complete ? 4 : 1;
  return {
    ...completeOutcome(collection),
    complete,
    count: complete ? 30 : null,
    stored: 30,
    requests: 4,
    retries: 1,
    passes,
    problem,
    error,
    rejects: [{ position: 2, id: 7, reason: 'nombre: vacío' }],
  };
}

const state: SyncStateRow = {
  collection: 'museos',
  generation: 2,
  running: false,
  lastCompleteAt: lastComplete,
  lastAttemptAt: now,
  count: 30,
  stored: 30,
  problem: null,
  rejects: [],
  warnings: [],
  changes: null,
};

/** As the page gets them: copied by postMessage, then parsed as the answer of the worker's `sync` call. */
function acrossWorker(outcomes: SyncOutcome[]): SyncOutcome[] {
  return serviceContract.worker.calls.sync.result.parse(structuredClone(outcomes));
}

/** Every sentence the status bar and the Sincronización page make of one outcome. */
function words(one: SyncOutcome) {
  const failed = failedOutcome([one]);
  return {
    failure: failed === undefined ? null : describeFailure(failed, lastComplete, now),
    reason: one.complete ? null : failureReason(one.error),
    line: collectionLine(state, undefined, one, false, now),
  };
}

const cases: [string, SyncOutcome][] = [
  ['complete', outcome('museos', null, true)],
  ['incomplete by drift, with no error', outcome('museos', null)],
  ...Object.values(errors).map((error): [string, SyncOutcome] => [error.kind, outcome('museos', error)]),
];

describe('an outcome that crossed from the worker', () => {
  it.each(cases)('reads the same as the original (%s)', (_kind, original) => {
    const [copy] = acrossWorker([original]);
    expect(copy).not.toBe(original);
    expect(copy).toEqual(original);
    expect(words(copy ?? original)).toEqual(words(original));
  });

  it('says a cancelled run was cancelled, not that it did not end', () => {
    const [copy] = acrossWorker([outcome('museos', { kind: 'cancelled' })]);
    if (copy === undefined) throw new Error('no outcome came back');
    expect(describeFailure(copy, lastComplete, now)).toEqual({
      short: 'Sincronización cancelada.',
      full: 'Sincronización cancelada. Se conservan los datos anteriores (última sincronización completa hace 3 horas).',
    });
    expect(failureReason(copy.error)).toBe('se canceló');
    expect(collectionLine(state, undefined, copy, false, now)).toEqual({
      tone: 'problem',
      text: 'no se completó: se canceló · 30 museos · última completa hace 3 horas',
    });
  });

  it('explains a run by its real failure, not by a cancellation reported before it', () => {
    const copies = acrossWorker([
      outcome('organismos', null, true),
      outcome('museos', { kind: 'cancelled' }),
      outcome('tramites', { kind: 'network', message: 'fetch failed' }),
    ]);
    const failed = failedOutcome(copies);
    expect(failed?.collection).toBe('tramites');
    expect(failed === undefined ? null : describeFailure(failed, null, now).short).toBe(
      'La sincronización no terminó: no se pudo conectar con la API.',
    );
  });
});

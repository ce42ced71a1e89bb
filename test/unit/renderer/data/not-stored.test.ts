/**
 * Why a record's page finds no record: the sync states say whether the API published it and the
 * sync refused it, whether every list of its kind completed without it, or nothing is known yet.
 * States written by hand.
 */
import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../../src-shared/api';
import type { SyncStateRow } from '../../../../src-renderer/data/cache/db';
import { whyNotStored } from '../../../../src-renderer/data/not-stored';

function state(collection: Collection, lastCompleteAt: number | null, rejects: SyncStateRow['rejects'] = []): SyncStateRow {
  return {
    collection,
    generation: 1,
    running: false,
    lastCompleteAt,
    lastAttemptAt: lastCompleteAt,
    count: 10,
    stored: 10,
    problem: null,
    rejects,
    warnings: [],
    changes: null,
  };
}

describe('whyNotStored', () => {
  it('names the reason a list refused the record, from whichever list of its kind refused it', () => {
    const states = [
      state('convocatorias', 5_000),
      state('convocatorias/ordenadas', 6_000, [{ position: 3, id: 41, reason: 'fecha_fin: se esperaba una fecha' }]),
      state('tramites', 4_000, [{ position: 0, id: 42, reason: 'otro motivo' }]),
    ];
    expect(whyNotStored(states, 'convocatoria', 41)).toEqual({ kind: 'refused', reason: 'fecha_fin: se esperaba una fecha' });
    // Another kind's refusal of the same number says nothing of this one.
    expect(whyNotStored(states, 'convocatoria', 42)).toEqual({ kind: 'not-published', since: 5_000 });
  });

  it('says it was not published as of the oldest complete sync of every list of its kind', () => {
    const organismos = (['organismos', 'programas', 'museos', 'institutos'] as const).map((collection, i) => state(collection, 9_000 - i));
    expect(whyNotStored(organismos, 'organismo', 7)).toEqual({ kind: 'not-published', since: 8_997 });
  });

  it('knows nothing while a list of its kind has never completed, or has no state at all', () => {
    expect(whyNotStored([state('convocatorias', 5_000), state('convocatorias/ordenadas', null)], 'convocatoria', 7)).toEqual({
      kind: 'unknown',
    });
    expect(whyNotStored([state('convocatorias', 5_000)], 'convocatoria', 7)).toEqual({ kind: 'unknown' });
    expect(whyNotStored([], 'tramite', 7)).toEqual({ kind: 'unknown' });
  });
});

/** A list that claims an absurd `count`: refused with a reason, at once, and the other lists still sync. */
import { describe, expect, it } from 'vitest';
import { createFetcher } from '../../../../src-main/api/fetcher';
import { envelopeSchema } from '../../../../src-shared/api';
import type { Page } from '../../../../src-shared/bridge';
import { MemoryStore, syncCollection, syncCollections, syncOrder, type PageSource, type SyncOptions } from '../../../../src-shared/sync';
import { failureReason } from '../../../../src-renderer/features/sync/describe';
import { mirroredIds, simulatorsClosedAfterEach, smallSizes, upstreamIds } from '../../support/mirror-helpers';

const fast: Partial<SyncOptions> = { sleep: () => Promise.resolve(), maxAttempts: 6, pageSize: 30 };
const startSimulator = simulatorsClosedAfterEach();
const envelope = (count: number) => ({ count, next: null, previous: null, results: [] });
const huge = 2 ** 53 - 1;

describe('the envelope caps count at 10,000,000', () => {
  it('refuses 2^53−1 and 10,000,001 saying so in Spanish, accepts 10,000,000', () => {
    const tooBig = envelopeSchema.safeParse(envelope(huge));
    expect(tooBig.success).toBe(false);
    expect(tooBig.error?.issues.map((issue) => issue.message)).toEqual([
      'La API declara 9.007.199.254.740.991 registros en la lista; la aplicación acepta hasta 10.000.000.',
    ]);
    const justOver = envelopeSchema.safeParse(envelope(10_000_001));
    expect(justOver.error?.issues.map((issue) => issue.message)).toEqual([
      'La API declara 10.000.001 registros en la lista; la aplicación acepta hasta 10.000.000.',
    ]);
    expect(envelopeSchema.safeParse(envelope(10_000_000)).success).toBe(true);
  });
});

describe('a collection whose count is past the cap', () => {
  it('fails with the reason after one request, and the collections after it sync completely', async () => {
    const sim = await startSimulator({ seed: 2, sizes: smallSizes, countOverrides: { programas: huge } });
    const store = new MemoryStore();
    const outcomes = await syncCollections(syncOrder, createFetcher({ baseUrl: sim.url }), store, fast);
    expect(outcomes.map((o) => o.collection)).toEqual(syncOrder);
    const programas = outcomes.find((o) => o.collection === 'programas');
    expect(programas).toMatchObject({ complete: false, requests: 1, stored: 0, error: { kind: 'rejected' } });
    expect(failureReason(programas?.error ?? null)).toBe(
      'la API declara 9.007.199.254.740.991 registros en la lista; la aplicación acepta hasta 10.000.000',
    );
    for (const outcome of outcomes.filter((o) => o.collection !== 'programas')) {
      expect(outcome.complete, outcome.collection).toBe(true);
      expect(mirroredIds(store, outcome.collection), outcome.collection).toEqual(upstreamIds(sim, outcome.collection));
    }
  });

  it('is refused by the engine too, before it plans any request, when a source skips the schema', async () => {
    let calls = 0;
    const source: PageSource = {
      fetchPage: (args) => {
        calls++;
        const page: Page = {
          ...args,
          count: huge,
          next: null,
          previous: null,
          received: 0,
          ids: [],
          records: [],
          rejects: [],
          warnings: [],
        };
        return Promise.resolve({ ok: true, page });
      },
    };
    const outcome = await syncCollection('museos', source, new MemoryStore(), fast);
    expect(outcome).toMatchObject({
      complete: false,
      count: null,
      error: { kind: 'rejected', message: expect.stringContaining('10.000.000') },
    });
    expect(calls).toBe(1);
  });
});

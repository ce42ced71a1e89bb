/**
 * Main hashes each page's raw body as it arrives; a caller that sends back the hash of the body it
 * applied at the same offset and limit hears "unchanged" with the count alone. Against the
 * simulator over real HTTP.
 */
import { describe, expect, it } from 'vitest';
import { createFetcher } from '../../../../src-main/api/fetcher';
import type { BridgeResults, Page } from '../../../../src-shared/bridge';
import { smallSizes, simulatorsClosedAfterEach } from '../../support/mirror-helpers';

const startSimulator = simulatorsClosedAfterEach();

function wholePage(result: BridgeResults['fetchPage']): Page {
  if (!result.ok || !('page' in result)) throw new Error(`expected a whole page, got ${JSON.stringify(result)}`);
  return result.page;
}

describe('a page asked for with the hash of the one applied there', () => {
  it('the same body is answered unchanged, with the count alone', async () => {
    const sim = await startSimulator({ seed: 3, sizes: smallSizes });
    const fetcher = createFetcher({ baseUrl: sim.url });
    const first = wholePage(await fetcher.fetchPage({ collection: 'convocatorias', offset: 10, limit: 20 }));
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    const again = wholePage(await fetcher.fetchPage({ collection: 'convocatorias', offset: 10, limit: 20 }));
    expect(again.hash).toBe(first.hash);

    const answer = await fetcher.fetchPage({ collection: 'convocatorias', offset: 10, limit: 20, known: first.hash ?? '' });
    expect(answer).toEqual({ ok: true, unchanged: { count: smallSizes.convocatorias } });
  });

  it('a body with one record edited comes whole, with the edit and another hash', async () => {
    const sim = await startSimulator({ seed: 4, sizes: smallSizes });
    const fetcher = createFetcher({ baseUrl: sim.url });
    const before = wholePage(await fetcher.fetchPage({ collection: 'tramites', offset: 0, limit: 10 }));
    const edited = before.records[3]?.id as number;
    sim.update('tramites', edited, { titulo: 'Trámite editado' });

    const after = wholePage(await fetcher.fetchPage({ collection: 'tramites', offset: 0, limit: 10, known: before.hash ?? '' }));
    expect(after.hash).not.toBe(before.hash);
    expect(after.records.find((record) => record.id === edited)).toMatchObject({ titulo: 'Trámite editado' });
    expect(after.records).toHaveLength(10);
  });

  it('never matches a page at another offset or limit', async () => {
    const sim = await startSimulator({ seed: 5, sizes: smallSizes });
    const fetcher = createFetcher({ baseUrl: sim.url });
    const known = wholePage(await fetcher.fetchPage({ collection: 'museos', offset: 0, limit: 5 })).hash ?? '';
    for (const [offset, limit] of [
      [0, 6],
      [1, 5],
      [4, 5],
    ] as const) {
      const page = wholePage(await fetcher.fetchPage({ collection: 'museos', offset, limit, known }));
      expect(page.hash, `offset ${offset}, limit ${limit}`).not.toBe(known);
      expect(page.records).toHaveLength(limit);
    }
  });
});

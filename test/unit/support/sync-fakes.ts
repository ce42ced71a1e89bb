/**
 * Hand-made pages and sources for the sync engine's fast tests: no simulator, no HTTP, every
 * answer written out by the test, so each expectation is a number the reader can check by hand.
 */
import type { Collection, Convocatoria, Tramite } from '../../../src-shared/api';
import type { BridgeArgs, BridgeResults, Page } from '../../../src-shared/bridge';
import type { PageSource, SyncOptions, SyncOutcome, SyncProgress } from '../../../src-shared/sync';

export const tramite = (id: number): Tramite => ({
  id,
  url: `https://www.cultura.gob.ar/api/v2.0/tramites/${id}/`,
  titulo: `Trámite ${id}`,
  bajada: '',
  cuerpo: '',
  documentos: [],
});

/** A convocatoria open all of 2026, titled by its id unless `fields` say otherwise. */
export const convocatoria = (id: number, fields: Partial<Convocatoria> = {}): Convocatoria => ({
  id,
  url: `https://www.cultura.gob.ar/api/v2.0/convocatorias/${id}/`,
  link: '',
  imagen: null,
  titulo: `Convocatoria ${id}`,
  bajada: '',
  cuerpo: '',
  estado: 'abierta',
  fecha_inicio: '2026-01-01',
  fecha_fin: '2026-12-31',
  documentos: [],
  ...fields,
});

/** The outcome of a complete run of `collection` (for stores driven by hand). */
export const completeOutcome = (collection: Collection): SyncOutcome => ({
  collection,
  complete: true,
  count: 0,
  stored: 0,
  requests: 1,
  retries: 0,
  rejects: [],
  warnings: [],
  passes: 1,
  problem: null,
  error: null,
});

/** The page a well-behaved API answers for `list` (ids in list order) at offset/limit. */
export function pageOf(
  list: readonly number[],
  offset: number,
  limit: number,
  extra: Partial<Page> = {},
  collection: Collection = 'tramites',
): Page {
  const ids = list.slice(offset, offset + limit);
  return {
    collection,
    offset,
    limit,
    count: list.length,
    next: null,
    previous: null,
    received: ids.length,
    ids,
    records: ids.map(tramite),
    rejects: [],
    warnings: [],
    ...extra,
  };
}

export type Reply = BridgeResults['fetchPage'];

/** A source whose answers `reply` decides, with every request (offset, limit) written down. */
export function scriptedSource(reply: (args: BridgeArgs<'fetchPage'>, call: number) => Reply | Promise<Reply>): {
  source: PageSource;
  requests: [number, number][];
} {
  const requests: [number, number][] = [];
  return {
    requests,
    source: {
      fetchPage: async (args) => {
        requests.push([args.offset, args.limit]);
        return reply(args, requests.length);
      },
    },
  };
}

/** A source serving `list` faithfully. */
export function listSource(list: readonly number[]): ReturnType<typeof scriptedSource> {
  return scriptedSource((args) => ({ ok: true, page: pageOf(list, args.offset, args.limit) }));
}

export const ids = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Options for deterministic runs: one fetcher, no real waits. */
export function quiet(progress: SyncProgress[] = [], extra: Partial<SyncOptions> = {}): Partial<SyncOptions> {
  return {
    pageSize: 4,
    concurrency: 1,
    maxAttempts: 3,
    sleep: () => Promise.resolve(),
    random: () => 0,
    onProgress: (p) => progress.push(p),
    ...extra,
  };
}

/** A source whose answers the test releases by hand (`held`, in order), recording `collection@offset` per request sent. */
export function heldSource(): { source: PageSource; sent: string[]; held: ((reply: Reply) => void)[] } {
  const sent: string[] = [];
  const held: ((reply: Reply) => void)[] = [];
  const source: PageSource = {
    fetchPage: (args) =>
      new Promise<Reply>((resolve) => {
        sent.push(`${args.collection}@${args.offset}`);
        held.push(resolve);
      }),
  };
  return { source, sent, held };
}

/**
 * A signal that never fires, with the listeners left on it: any added, only those of 'abort' removed
 * (what the "leaves no listener" tests read).
 */
export function listenerCountingSignal(): { signal: AbortSignal; listeners: Set<unknown> } {
  const listeners = new Set<unknown>();
  const signal = {
    aborted: false,
    addEventListener: (_type: string, listener: unknown) => listeners.add(listener),
    removeEventListener: (type: string, listener: unknown) => type === 'abort' && listeners.delete(listener),
  } as unknown as AbortSignal;
  return { signal, listeners };
}

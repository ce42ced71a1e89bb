// @vitest-environment jsdom
/**
 * A first launch's first rows (src-renderer/data/first-rows.ts): what an answer must be to be
 * listed, that the sync takes that answer instead of asking again, and when the rows give way to
 * the cache's. Every page is written out here, and every expected id order by hand.
 */
import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Convocatoria } from '../../../../src-shared/api';
import type { BridgeArgs, Page } from '../../../../src-shared/bridge';
import type { PageSource } from '../../../../src-shared/sync';
import type { ConvocatoriaRow } from '../../../../src-renderer/data/cache/db';
import { defaultFilter, wholeList, type ConvocatoriaFilter } from '../../../../src-renderer/data/search/convocatoria-filter';
import type * as FirstRows from '../../../../src-renderer/data/first-rows';
import { rootForEachTest } from '../../support/react-root';
import { convocatoria, scriptedSource, type Reply } from '../../support/sync-fakes';

type FirstRowsModule = typeof FirstRows;

/** The module holds one launch's state: each test gets a fresh copy, as a new window would. */
let firstRows: FirstRowsModule;
beforeEach(async () => {
  vi.resetModules();
  firstRows = await import('../../../../src-renderer/data/first-rows');
});

const today = '2026-06-10';

/** The official order's head as the API gives it: abiertas soonest closing first, then the cerradas. */
const head: Convocatoria[] = [
  convocatoria(31, { fecha_fin: '2026-06-01', titulo: 'Vencida ayer y todavía abierta' }),
  convocatoria(12, { fecha_fin: '2026-06-10', titulo: 'Cierra hoy' }),
  convocatoria(47, { fecha_fin: '2026-06-20', titulo: 'Cierra en diez días', bajada: 'Música en Córdoba' }),
  convocatoria(8, { fecha_fin: '2026-07-15', titulo: 'Cierra en julio' }),
  convocatoria(5, { estado: 'cerrada', fecha_fin: '2026-05-30', titulo: 'Cerrada' }),
];

function ordenadasPage(records: readonly Convocatoria[], extra: Partial<Page> = {}): Page {
  return {
    collection: 'convocatorias/ordenadas',
    offset: 0,
    limit: 100,
    count: 240,
    next: null,
    previous: null,
    received: records.length,
    ids: records.map((record) => record.id),
    records: [...records],
    rejects: [],
    warnings: [],
    ...extra,
  };
}

const answer = (page: Page): Reply => ({ ok: true, page });

describe('an answer to the first page, checked as the sync checks its pages', () => {
  it('becomes rows as the cache keeps them, each with its place in the official order', () => {
    const rows = firstRows.firstRowsOf(answer(ordenadasPage(head)));
    expect(rows?.map((row) => [row.id, row.ordenadasRank])).toEqual([
      [31, 0],
      [12, 1],
      [47, 2],
      [8, 3],
      [5, 4],
    ]);
    const row = rows?.[2];
    expect(row).toMatchObject({ titulo: 'Cierra en diez días', fechaFin: '2026-06-20', fechaInicio: '2026-01-01', estado: 'abierta' });
    // In no list but the official order yet, and from the first sync (no "Nuevo" mark).
    expect(row).toMatchObject({ listas: [], seen: {}, firstSeen: 0 });
    expect(row?.searchText).toContain('musica en cordoba');
  });

  it('keeps the place a rejected record left empty, as the writer does', () => {
    const page = ordenadasPage([head[1], head[2]] as Convocatoria[], { ids: [12, null, 47], received: 3 });
    expect(firstRows.firstRowsOf(answer(page))?.map((row) => [row.id, row.ordenadasRank])).toEqual([
      [12, 0],
      [47, 2],
    ]);
  });

  it.each<[string, unknown]>([
    ['a failure', { ok: false, error: { kind: 'timeout', ms: 30_000 } }],
    ['another list', answer(ordenadasPage(head, { collection: 'convocatorias' }))],
    ['a record without its closing date', answer(ordenadasPage([{ ...head[0], fecha_fin: undefined } as unknown as Convocatoria]))],
    ['a record with a date that is not one', answer(ordenadasPage([convocatoria(3, { fecha_fin: 'mañana' })]))],
    ['a page without its count', { ok: true, page: { ...ordenadasPage(head), count: undefined } }],
    ['no answer at all', null],
  ])('is refused whole when it is %s', (_, refused) => {
    expect(firstRows.firstRowsOf(refused)).toBeNull();
  });
});

const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const request = (limit: number): BridgeArgs<'fetchPage'> => ({ collection: 'convocatorias/ordenadas', offset: 0, limit });

/** What the first script does on a first launch (start/first-page.ts), then the data stage: `source` is asked once. */
const ask = (source: PageSource): void => firstRows.showFirstRows({ args: request(100), answer: source.fetchPage(request(100)) });

describe('the sync and the first rows ask for their page once', () => {
  it('answers the sync’s request of the same page with the answer the first rows got, once', async () => {
    const api = scriptedSource(() => answer(ordenadasPage(head)));
    ask(api.source);
    await settled();
    expect(firstRows.firstRowsRequest()).toEqual(request(100));
    const sync = firstRows.withFirstRows(api.source);
    const first = await sync.fetchPage(request(100));
    expect(first.ok && 'page' in first && first.page.ids).toEqual([31, 12, 47, 8, 5]);
    expect(api.requests).toEqual([[0, 100]]);
    expect(firstRows.firstRowsRequest()).toBeNull();
    // A second pass's request of the same page goes out.
    await sync.fetchPage(request(100));
    expect(api.requests).toEqual([
      [0, 100],
      [0, 100],
    ]);
  });

  it('lets another page size, offset or list go out', async () => {
    const api = scriptedSource(() => answer(ordenadasPage(head)));
    ask(api.source);
    await settled();
    const sync = firstRows.withFirstRows(api.source);
    await sync.fetchPage(request(50));
    await sync.fetchPage({ ...request(100), offset: 99 });
    await sync.fetchPage({ ...request(100), collection: 'convocatorias' });
    expect(api.requests).toEqual([
      [0, 100],
      [0, 50],
      [99, 100],
      [0, 100],
    ]);
  });

  it('asks again when the first rows’ answer was a failure', async () => {
    const api = scriptedSource((_, call) =>
      call === 1 ? { ok: false, error: { kind: 'timeout', ms: 30_000 } } : answer(ordenadasPage(head)),
    );
    ask(api.source);
    await settled();
    const result = await firstRows.withFirstRows(api.source).fetchPage(request(100));
    expect(result.ok).toBe(true);
    expect(api.requests).toHaveLength(2);
  });
});

interface Shown {
  listed: number[] | null;
  waiting: string | null;
}

describe('the first rows stand in for the cache until it holds them', () => {
  const mounted = rootForEachTest();
  let shown: Shown = { listed: null, waiting: null };

  function Probe({
    committed,
    filter,
    filling,
  }: {
    committed: ConvocatoriaRow[] | undefined;
    filter: ConvocatoriaFilter;
    filling: boolean;
  }) {
    const listed = firstRows.useFirstRows(committed, filter, today, filling);
    const waiting = firstRows.useWaitingFirstRow(47);
    shown = { listed: listed?.map((row) => row.id) ?? null, waiting: waiting?.titulo ?? null };
    return null;
  }

  const show = (committed: ConvocatoriaRow[] | undefined, filter: ConvocatoriaFilter = defaultFilter, filling = true): Shown => {
    mounted.render(createElement(Probe, { committed, filter, filling }));
    return shown;
  };

  async function arrived(): Promise<ConvocatoriaRow[]> {
    const api = scriptedSource(() => answer(ordenadasPage(head)));
    await act(async () => {
      ask(api.source);
      await settled();
    });
    const rows = firstRows.firstRowsOf(answer(ordenadasPage(head)));
    if (rows === null) throw new Error('the fixture does not check');
    return rows;
  }

  /** The cache's rows once the writer stored the page: the same records, with the rank given when it wrote them or none. */
  const stored = (rows: readonly ConvocatoriaRow[], ranked: (id: number) => boolean = () => true): ConvocatoriaRow[] =>
    rows.map((row) => ({ ...row, listas: ['convocatorias'], ordenadasRank: ranked(row.id) ? row.ordenadasRank : null }));

  it('lists the first screen’s rows from them, then the cache’s, the same ones in the same order', async () => {
    expect(show(undefined).listed).toBeNull();
    const rows = await arrived();
    // Abiertas that have not closed, soonest closing first.
    expect(show(undefined).listed).toEqual([12, 47, 8]);
    expect(show([]).listed).toEqual([12, 47, 8]);
    // The page's other list stored first: its rows have no rank yet, so the first rows stay.
    expect(show(stored(rows, () => false)).listed).toEqual([12, 47, 8]);
    // One record still without its rank: still the first rows.
    expect(show(stored(rows, (id) => id !== 8)).listed).toEqual([12, 47, 8]);
    // Every one stored with its rank: the cache's rows from now on, even if they were taken away again.
    expect(show(stored(rows)).listed).toBeNull();
    expect(show([]).listed).toBeNull();
  });

  it('lists the whole list in the official order from them too, and no other list', async () => {
    await arrived();
    expect(show([], wholeList).listed).toEqual([31, 12, 47, 8, 5]);
    expect(show([], { ...defaultFilter, estado: 'cerrada' }).listed).toBeNull();
    expect(show([], { ...defaultFilter, q: 'musica' }).listed).toBeNull();
  });

  it('is not shown once the mirror has been synced complete', async () => {
    await arrived();
    expect(show([], defaultFilter, false).listed).toBeNull();
    expect(show([], defaultFilter, true).listed).toBeNull();
  });

  it('lets the reader wait for a listed row until the sync is over', async () => {
    const rows = await arrived();
    expect(show([]).waiting).toBe('Cierra en diez días');
    // Covered: the list shows the cache's rows, the reader may still be reading its copy.
    expect(show(stored(rows)).waiting).toBe('Cierra en diez días');
    act(() => firstRows.forgetFirstRows());
    expect(show(stored(rows)).waiting).toBeNull();
  });

  it('shows nothing for a failed answer, nor for one arriving after the sync is over', async () => {
    const failing = scriptedSource(() => ({ ok: false, error: { kind: 'network', message: 'sin conexión' } }));
    await act(async () => {
      ask(failing.source);
      await settled();
    });
    expect(show([]).listed).toBeNull();

    let release: (reply: Reply) => void = () => undefined;
    const late = scriptedSource(() => new Promise<Reply>((resolve) => (release = resolve)));
    await act(async () => {
      ask(late.source);
      await settled();
    });
    act(() => firstRows.forgetFirstRows());
    await act(async () => {
      release(answer(ordenadasPage(head)));
      await settled();
    });
    expect(show([]).listed).toBeNull();
  });
});

describe('the first screen’s key', () => {
  it('is looked for under the database the app opens', async () => {
    const { appDatabase } = await import('../../../../src-renderer/first-launch');
    const { DirectorioDb } = await import('../../../../src-renderer/data/cache/db');
    expect(new DirectorioDb().name).toBe(appDatabase);
  });
});

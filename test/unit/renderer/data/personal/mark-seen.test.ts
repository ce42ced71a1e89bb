// @vitest-environment jsdom
/**
 * Opening a saved search marks what the list shows as seen (its badge clears). A write that fails
 * keeps the badge, says so in Spanish under the saved searches, and the next list shown tries
 * again; once a write works the sentence goes. The cache is Dexie on fake-indexeddb; the failure
 * is planted on the table's `update`.
 */
import 'fake-indexeddb/auto';
import { act, createElement, useMemo } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fakePreload, testSettings } from '../../../support/fake-preload';
import { busqueda } from '../../../support/personal-rows';
import { rootForEachTest } from '../../../support/react-root';
import { until } from '../../../support/until';

afterAll(() => {
  Reflect.deleteProperty(window, 'directorio');
});

window.directorio = fakePreload(() => testSettings);

const { db } = await import('../../../../../src-renderer/data/cache/db');
const { useBusquedaRows, useMarkSeen, useSeenProblem } = await import('../../../../../src-renderer/data/personal/busquedas');
const { parseFilter } = await import('../../../../../src-renderer/data/search/convocatoria-filter');

const mounted = rootForEachTest();

/** The list of the saved search's own filter, showing `ids`; the problem line as the view shows it. */
function OpenSearch({ id, params, ids }: { id: string; params: string; ids: number[] }) {
  const filter = useMemo(() => parseFilter(new URLSearchParams(params)), [params]);
  const shown = useMemo(() => ids.map((each) => ({ id: each })), [ids]);
  useMarkSeen(id, filter, shown);
  const problem = useSeenProblem();
  const loaded = useBusquedaRows() !== undefined;
  return createElement('p', { className: 'problem', 'data-loaded': String(loaded) }, problem?.message ?? '');
}

const problemText = (): string => mounted.host().querySelector('.problem')?.textContent ?? '';
const loaded = (): boolean => mounted.host().querySelector('.problem')?.getAttribute('data-loaded') === 'true';
const vistas = async (id: string): Promise<number[] | undefined> => (await db.busquedas.get(id))?.vistas;

afterEach(async () => {
  vi.restoreAllMocks();
  await db.busquedas.clear();
});

describe('marking a saved search as seen', () => {
  it('writes the ids the list shows, in numeric order', async () => {
    await db.busquedas.put(busqueda('b1', { params: 'estado=todas&q=musica', vistas: [1, 2] }));
    const update = vi.spyOn(db.busquedas, 'update');
    mounted.render(createElement(OpenSearch, { id: 'b1', params: 'estado=todas&q=musica', ids: [40, 3, 12] }));
    await until(() => update.mock.results.length > 0, { react: true });
    await update.mock.results[0]?.value;
    expect(await vistas('b1')).toEqual([3, 12, 40]);
    expect(problemText()).toBe('');
  });

  it('keeps the badge and says why when the write fails, and clears the sentence once a write works', async () => {
    await db.busquedas.put(busqueda('b2', { nombre: 'Música', params: 'estado=todas&q=musica', vistas: [1, 2] }));
    const update = vi.spyOn(db.busquedas, 'update').mockRejectedValueOnce(new Error('QuotaExceededError'));
    mounted.render(createElement(OpenSearch, { id: 'b2', params: 'estado=todas&q=musica', ids: [7, 8] }));
    await until(() => problemText() !== '', { react: true, state: problemText });
    expect(problemText()).toBe('No se pudieron marcar como vistas las convocatorias de «Música».');
    expect(await vistas('b2')).toEqual([1, 2]);

    // The next list shown tries again; it works this time, and the sentence goes.
    mounted.render(createElement(OpenSearch, { id: 'b2', params: 'estado=todas&q=musica', ids: [7, 8, 9] }));
    await until(() => problemText() === '', { react: true, state: problemText });
    expect(update).toHaveBeenCalledTimes(2);
    expect(await vistas('b2')).toEqual([7, 8, 9]);
  });

  it('marks nothing while the list shows another filter than the saved one', async () => {
    await db.busquedas.put(busqueda('b3', { params: 'estado=todas&q=musica', vistas: [1] }));
    const update = vi.spyOn(db.busquedas, 'update');
    mounted.render(createElement(OpenSearch, { id: 'b3', params: 'estado=todas&q=teatro', ids: [5] }));
    await until(loaded, { react: true });
    for (let turn = 0; turn < 20; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(update).not.toHaveBeenCalled();

    // Back on the saved filter, what it shows is marked.
    mounted.render(createElement(OpenSearch, { id: 'b3', params: 'estado=todas&q=musica', ids: [6] }));
    await until(() => update.mock.calls.length > 0, { react: true });
    expect(update.mock.calls.map((call) => call[1])).toEqual([{ vistas: [6] }]);
  });
});

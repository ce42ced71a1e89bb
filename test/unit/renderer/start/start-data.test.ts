// @vitest-environment jsdom
/**
 * The start's data stage (src-renderer/start/data.ts): it always starts the start-up check, and
 * starts the data service's worker ahead of it only when no first screen is saved (a first launch,
 * a cache just emptied), when the check is about to run a sync at once.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unclassified } from '../../support/facets';

const prepareSyncService = vi.fn();
const startAutoSync = vi.fn();
vi.mock('../../../../src-renderer/data/sync/service/client', () => ({ prepareSyncService }));
vi.mock('../../../../src-renderer/data/sync/auto-sync', () => ({ startAutoSync }));

const { startData } = await import('../../../../src-renderer/start/data');
const { db } = await import('../../../../src-renderer/data/cache/db');
const { saveFirstScreen } = await import('../../../../src-renderer/data/cache/first-screen-cache');
const { syncIfStale } = await import('../../../../src-renderer/data/sync/controller');

afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

const row = {
  id: 1,
  url: 'https://www.cultura.gob.ar/api/v2.0/convocatorias/1/',
  link: 'https://www.cultura.gob.ar/convocatoria-1/',
  imagen: null,
  titulo: 'Convocatoria 1',
  bajada: '',
  estado: 'abierta',
  fechaInicio: '2026-01-01',
  fechaFin: '2026-12-31',
  documentos: [],
  ordenadasRank: 0,
  searchText: '',
  firstSeen: 0,
  facets: unclassified,
  bodyHash: 1,
  listas: ['convocatorias' as const],
  seen: {},
};

describe('startData', () => {
  it('with nothing saved (a first launch) starts the worker and the start-up check', () => {
    startData();
    expect(prepareSyncService).toHaveBeenCalledTimes(1);
    expect(startAutoSync).toHaveBeenCalledTimes(1);
    expect(startAutoSync).toHaveBeenCalledWith(syncIfStale);
  });

  it('with a first screen saved for this database starts only the check', () => {
    saveFirstScreen(db.name, [row], 1);
    startData();
    expect(prepareSyncService).not.toHaveBeenCalled();
    expect(startAutoSync).toHaveBeenCalledTimes(1);
  });

  it('a first screen saved for another database does not count', () => {
    saveFirstScreen(`${db.name}-otra`, [row], 1);
    startData();
    expect(prepareSyncService).toHaveBeenCalledTimes(1);
  });
});

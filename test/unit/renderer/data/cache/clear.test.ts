/**
 * "Borrar datos descargados" against fake-indexeddb, after a real sync from the simulator: the
 * mirror emptied in one transaction, the person's own data (Mis convocatorias, saved searches,
 * favoritos) kept unless asked, the saved documents cleared through the bridge only when asked and
 * their texts with them, and nothing deleted when the transaction fails.
 */
import 'fake-indexeddb/auto';
import type { DBCore, DBCoreMutateRequest, Middleware } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { createFetcher } from '../../../../../src-main/api/fetcher';
import type { BridgeResults } from '../../../../../src-shared/bridge';
import { syncCollections, type SyncOptions } from '../../../../../src-shared/sync';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { addFavorito } from '../../../../../src-renderer/data/personal/favoritos-db';
import { putDocumentText } from '../../../../../src-renderer/data/documents/texts-db';
import { createRecordStore } from '../../../../../src-renderer/data/cache/record-writer';
import { smallSizes, simulatorsClosedAfterEach } from '../../../support/mirror-helpers';
import { busqueda, postulacion } from '../../../support/personal-rows';

// clear.ts reaches the app's bridge for its hook; these tests hand it a fake instead.
vi.mock('../../../../../src-renderer/bridge', () => ({ bridge: {} }));
const { clearDownloadedData } = await import('../../../../../src-renderer/data/cache/clear');

const fast: Partial<SyncOptions> = { sleep: () => Promise.resolve(), maxAttempts: 8, pageSize: 40 };
const startSimulator = simulatorsClosedAfterEach();
let dbCount = 0;

/**
 * Rows in every table of the cache, by name: read from `db.tables`, so a table added later is
 * counted (and must be emptied) without anyone listing it here.
 */
async function counts(db: DirectorioDb): Promise<Record<string, number>> {
  return Object.fromEntries(await Promise.all(db.tables.map(async (table) => [table.name, await table.count()] as const)));
}

/** What "Borrar datos" keeps unless asked, written by hand: the person's own rows. Every other table is the mirror. */
const personal = { favoritos: 2, postulaciones: 2, busquedas: 1 };

/** The saved documents' texts: they follow the copies, kept unless the documents are deleted. */
const texts = { documentTexts: 2 };

/** The counts after a clear: every mirror table empty, the personal tables and the texts full or empty. */
function cleared(db: DirectorioDb, kept: { personal: boolean; texts: boolean }): Record<string, number> {
  const left: Record<string, number> = { ...(kept.personal ? personal : {}), ...(kept.texts ? texts : {}) };
  return Object.fromEntries(db.tables.map((table) => [table.name, left[table.name] ?? 0]));
}

/** A mirror synced from the simulator, with two favoritos, two of Mis convocatorias and a saved search. */
async function synced() {
  const sim = await startSimulator({ seed: 21, sizes: smallSizes });
  const name = `clear-${++dbCount}`;
  const db = new DirectorioDb(name);
  await syncCollections(['convocatorias', 'organismos', 'tramites'], createFetcher({ baseUrl: sim.url }), createRecordStore(db), fast);
  const [convocatoria] = await db.convocatorias.limit(1).toArray();
  const [tramite] = await db.tramites.limit(1).toArray();
  const [organismo] = await db.organismos.limit(1).toArray();
  if (convocatoria === undefined || tramite === undefined || organismo === undefined) throw new Error('la sincronización no guardó nada');
  await addFavorito(db, { kind: 'organismo', row: organismo }, 1);
  await addFavorito(db, { kind: 'tramite', row: tramite }, 2);
  await db.postulaciones.bulkPut([postulacion(convocatoria.id, { nota: 'Mía' }), postulacion(99_999, { etapa: 'presentada' })]);
  await db.busquedas.put(busqueda('b1'));
  const page = { outcome: { kind: 'text' as const, pages: ['Bases'] }, extractedAt: '2026-11-27T10:00:00.000Z' };
  await putDocumentText({ kind: 'convocatoria', ownerId: convocatoria.id, url: 'https://x.test/bases.pdf', name: 'Bases', ...page }, db);
  await putDocumentText({ kind: 'tramite', ownerId: tramite.id, url: 'https://x.test/form.pdf', name: 'Formulario', ...page }, db);
  const before = await counts(db);
  // The oracle is the simulator: everything it publishes is there before clearing.
  expect(before.convocatorias).toBe(sim.records('convocatorias').length);
  expect(before.organismos).toBeGreaterThan(0);
  expect(before.tramites).toBe(sim.records('tramites').length);
  expect(before.syncState).toBeGreaterThan(0);
  expect(before.cuerpos).toBeGreaterThan(0);
  expect(before.favoritos).toBe(2);
  expect(before.postulaciones).toBe(2);
  expect(before.busquedas).toBe(1);
  expect(before.documentTexts).toBe(2);
  return { db, name };
}

const noDocuments = vi.fn((): Promise<BridgeResults['clearSavedDocuments']> => Promise.resolve({ ok: true, removed: 0 }));

describe('clearing the downloaded data', () => {
  it('empties the mirror and keeps the personal data and documents when not asked', async () => {
    const { db } = await synced();
    const mine = await db.postulaciones.get(99_999);
    const documents = vi.fn(noDocuments);
    const outcome = await clearDownloadedData(db, { personal: false, documentos: false }, documents);
    expect(outcome).toEqual({ ok: true, removedDocuments: null, documentsProblem: null });
    expect(await counts(db)).toEqual(cleared(db, { personal: true, texts: true }));
    expect(await db.postulaciones.get(99_999)).toEqual(mine);
    expect(await db.busquedas.get('b1')).toEqual(busqueda('b1'));
    expect(documents).not.toHaveBeenCalled();
  });

  it('also deletes the personal data and the saved documents when asked', async () => {
    const { db } = await synced();
    const documents = vi.fn((): Promise<BridgeResults['clearSavedDocuments']> => Promise.resolve({ ok: true, removed: 4 }));
    const outcome = await clearDownloadedData(db, { personal: true, documentos: true }, documents);
    expect(outcome).toEqual({ ok: true, removedDocuments: 4, documentsProblem: null });
    expect(await counts(db)).toEqual(cleared(db, { personal: false, texts: false }));
    expect(documents).toHaveBeenCalledTimes(1);
  });

  it('deletes the documents but keeps the personal data, when only documents are asked', async () => {
    const { db } = await synced();
    const documents = vi.fn((): Promise<BridgeResults['clearSavedDocuments']> => Promise.resolve({ ok: true, removed: 1 }));
    expect(await clearDownloadedData(db, { personal: false, documentos: true }, documents)).toMatchObject({
      ok: true,
      removedDocuments: 1,
    });
    expect(await counts(db)).toEqual(cleared(db, { personal: true, texts: false }));
  });

  it('says so when the documents could not be deleted (the mirror stays cleared), whether refused or thrown', async () => {
    const { db } = await synced();
    const refused = (): Promise<BridgeResults['clearSavedDocuments']> =>
      Promise.resolve({
        ok: false,
        error: { kind: 'rejected', message: 'No se pudieron borrar los documentos guardados.', detail: 'EACCES: permission denied' },
      });
    expect(await clearDownloadedData(db, { personal: false, documentos: true }, refused)).toEqual({
      ok: true,
      removedDocuments: null,
      documentsProblem: { message: 'No se pudieron borrar los documentos guardados.', detail: 'rejected: EACCES: permission denied' },
    });
    expect((await counts(db)).convocatorias).toBe(0);
    const thrown = (): Promise<BridgeResults['clearSavedDocuments']> => Promise.reject(new Error('sin conexión con la aplicación'));
    expect(await clearDownloadedData(db, { personal: false, documentos: true }, thrown)).toEqual({
      ok: true,
      removedDocuments: null,
      documentsProblem: { message: 'No se pudieron borrar los documentos guardados.', detail: 'sin conexión con la aplicación' },
    });
  });

  it('deletes nothing when the transaction fails midway, and then does not touch the documents', async () => {
    const { db, name } = await synced();
    const before = await counts(db);
    // A second connection whose clear of favoritos fails, after the mirror, Mis convocatorias and
    // the saved searches were already cleared inside the same transaction (the texts come after).
    const failing: Middleware<DBCore> = {
      stack: 'dbcore',
      name: 'falla-en-favoritos',
      create: (down) => ({
        ...down,
        table: (tableName) => {
          const table = down.table(tableName);
          if (tableName !== 'favoritos') return table;
          return {
            ...table,
            mutate: (request: DBCoreMutateRequest) =>
              request.type === 'deleteRange' ? Promise.reject(new Error('disco lleno')) : table.mutate(request),
          };
        },
      }),
    };
    const broken = new DirectorioDb(name).use(failing) as DirectorioDb;
    const documents = vi.fn(noDocuments);
    const outcome = await clearDownloadedData(broken, { personal: true, documentos: true }, documents);
    expect(outcome).toEqual({
      ok: false,
      message: 'No se borró nada: la base local no respondió.',
      detail: expect.stringContaining('disco lleno'),
    });
    expect(await counts(db)).toEqual(before);
    expect(documents).not.toHaveBeenCalled();
    broken.close();
  });
});

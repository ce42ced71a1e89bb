/**
 * Favoritos (organismos and trámites): the "closes soon" rule Mis convocatorias uses (pure), and
 * in the Dexie store (fake-indexeddb) against the simulator: kept across reopening the database,
 * kept when the API drops the record, their snapshot refreshed by a sync.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createFetcher } from '../../../../../src-main/api/fetcher';
import { syncCollections, type SyncOptions } from '../../../../../src-shared/sync';
import { DirectorioDb, type TramiteRow } from '../../../../../src-renderer/data/cache/db';
import { addFavorito, readFavoritos, removeFavorito } from '../../../../../src-renderer/data/personal/favoritos-db';
import { closesSoon, closingText, favoriteKey } from '../../../../../src-renderer/data/personal/favoritos-rules';
import { createRecordStore } from '../../../../../src-renderer/data/cache/record-writer';
import { smallSizes, simulatorsClosedAfterEach } from '../../../support/mirror-helpers';

const fast: Partial<SyncOptions> = { sleep: () => Promise.resolve(), maxAttempts: 8, pageSize: 40 };
const startSimulator = simulatorsClosedAfterEach();
let dbCount = 0;

const today = '2026-11-22';

describe('the closing-soon rule', () => {
  const abierta = (fechaFin: string) => ({ estado: 'abierta', fechaFin });

  it('is an open convocatoria closing today or within the days of the setting', () => {
    expect(closesSoon(abierta('2026-11-22'), today, 7)).toBe(true);
    expect(closesSoon(abierta('2026-11-29'), today, 7)).toBe(true);
    expect(closesSoon(abierta('2026-11-30'), today, 7)).toBe(false);
    expect(closesSoon(abierta('2026-11-21'), today, 7)).toBe(false); // already closed by date
    expect(closesSoon({ estado: 'cerrada', fechaFin: '2026-11-25' }, today, 7)).toBe(false);
    expect(closesSoon(abierta('2026-11-22'), today, 0)).toBe(false); // 0 turns it off
    expect(closingText(abierta('2026-11-22'), today)).toBe('Cierra hoy');
    expect(closingText(abierta('2026-11-23'), today)).toBe('Cierra mañana');
    expect(closingText(abierta('2026-11-27'), today)).toBe('Cierra en 5 días');
  });
});

async function setup(seed: number) {
  const sim = await startSimulator({ seed, sizes: smallSizes });
  const name = `favoritos-${++dbCount}`;
  const source = createFetcher({ baseUrl: sim.url });
  const db = new DirectorioDb(name);
  const sync = (target: DirectorioDb = db) => syncCollections(['organismos', 'tramites'], source, createRecordStore(target), fast);
  await sync();
  return { sim, db, name, sync };
}

async function tramite(db: DirectorioDb, id: number): Promise<TramiteRow> {
  const row = await db.tramites.get(id);
  if (row === undefined) throw new Error(`sin trámite ${id}`);
  return row;
}

describe('favoritos in IndexedDB', () => {
  it('are kept across reopening the database', async () => {
    const { db, name } = await setup(11);
    const [organismo] = await db.organismos.toArray();
    const [first] = await db.tramites.toArray();
    await addFavorito(db, { kind: 'organismo', row: organismo as NonNullable<typeof organismo> }, 10);
    await addFavorito(db, { kind: 'tramite', row: first as NonNullable<typeof first> }, 20);
    db.close();

    const reopened = new DirectorioDb(name);
    const entries = await readFavoritos(reopened);
    expect(entries.map((entry) => entry.favorito.key).sort()).toEqual(
      [favoriteKey('organismo', organismo?.id as number), favoriteKey('tramite', first?.id as number)].sort(),
    );
    expect(entries.every((entry) => entry.current !== null)).toBe(true);
    await removeFavorito(reopened, 'tramite', first?.id as number);
    expect(await reopened.favoritos.count()).toBe(1);
    reopened.close();
  });

  it('survive a sync that removes their record, with the snapshot taken before; others are refreshed', async () => {
    const { sim, db, sync } = await setup(12);
    const [gone, renamed] = (await db.tramites.orderBy('id').limit(2).toArray()).map((row) => row.id);
    await addFavorito(db, { kind: 'tramite', row: await tramite(db, gone as number) }, 1);
    await addFavorito(db, { kind: 'tramite', row: await tramite(db, renamed as number) }, 2);
    const goneTitle = (await tramite(db, gone as number)).titulo;

    sim.remove('tramites', gone as number);
    sim.update('tramites', renamed as number, { titulo: 'Título nuevo', bajada: 'Otra bajada' });
    await sync();

    expect(await db.tramites.get(gone as number)).toBeUndefined();
    const entries = await readFavoritos(db);
    const goneEntry = entries.find((entry) => entry.favorito.id === gone);
    expect(goneEntry?.current).toBeNull();
    expect(goneEntry?.favorito.titulo).toBe(goneTitle);
    const renamedEntry = entries.find((entry) => entry.favorito.id === renamed);
    expect(renamedEntry?.favorito).toMatchObject({ titulo: 'Título nuevo', detalle: 'Otra bajada' });
    expect(renamedEntry?.favorito.refreshedAt).toBeGreaterThan(2);
  });
});

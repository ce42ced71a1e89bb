/**
 * Favoritos: the once-a-day "closes soon" rule (pure), and in the Dexie store (fake-indexeddb)
 * against the simulator: kept across reopening the database, kept when the API drops the record,
 * their snapshot refreshed by a sync, each notice claimed once a day.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createFetcher } from '../../../../../src-main/api/fetcher';
import { syncCollections, type SyncOptions } from '../../../../../src-shared/sync';
import { DirectorioDb, type StoredConvocatoriaRow } from '../../../../../src-renderer/data/cache/db';
import { addFavorito, claimDueNotices, readFavoritos, removeFavorito } from '../../../../../src-renderer/data/personal/favoritos-db';
import { closesSoon, closingText, favoriteKey, noticeDue } from '../../../../../src-renderer/data/personal/favoritos-rules';
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

  it('gives a notice once per convocatoria per day, only while it is published and closing soon', () => {
    const favorito = { kind: 'convocatoria' as const, lastNotifiedDay: null };
    const current = abierta('2026-11-25');
    expect(noticeDue(favorito, current, today, 7)).toBe(true);
    expect(noticeDue({ ...favorito, lastNotifiedDay: today }, current, today, 7)).toBe(false);
    expect(noticeDue({ ...favorito, lastNotifiedDay: today }, current, '2026-11-23', 7)).toBe(true);
    expect(noticeDue(favorito, null, today, 7)).toBe(false); // no longer published
    expect(noticeDue(favorito, current, today, 2)).toBe(false);
    expect(noticeDue({ kind: 'organismo', lastNotifiedDay: null }, current, today, 7)).toBe(false);
  });
});

async function setup(seed: number) {
  const sim = await startSimulator({ seed, sizes: smallSizes });
  const name = `favoritos-${++dbCount}`;
  const source = createFetcher({ baseUrl: sim.url });
  const db = new DirectorioDb(name);
  const sync = (target: DirectorioDb = db) => syncCollections(['convocatorias', 'tramites'], source, createRecordStore(target), fast);
  await sync();
  return { sim, db, name, sync };
}

async function convocatoria(db: DirectorioDb, id: number): Promise<StoredConvocatoriaRow> {
  const row = await db.convocatorias.get(id);
  if (row === undefined) throw new Error(`sin convocatoria ${id}`);
  return row;
}

describe('favoritos in IndexedDB', () => {
  it('are kept across reopening the database', async () => {
    const { sim, db, name } = await setup(11);
    const [first] = sim.records('convocatorias');
    const [tramite] = await db.tramites.toArray();
    await addFavorito(db, { kind: 'convocatoria', row: await convocatoria(db, first?.id as number) }, 10);
    await addFavorito(db, { kind: 'tramite', row: tramite as NonNullable<typeof tramite> }, 20);
    db.close();

    const reopened = new DirectorioDb(name);
    const entries = await readFavoritos(reopened);
    expect(entries.map((entry) => entry.favorito.key).sort()).toEqual(
      [favoriteKey('convocatoria', first?.id as number), favoriteKey('tramite', tramite?.id as number)].sort(),
    );
    expect(entries.every((entry) => entry.current !== null)).toBe(true);
    await removeFavorito(reopened, 'tramite', tramite?.id as number);
    expect(await reopened.favoritos.count()).toBe(1);
    reopened.close();
  });

  it('survive a sync that removes their record, with the snapshot taken before; others are refreshed', async () => {
    const { sim, db, sync } = await setup(12);
    const [gone, renamed] = sim.records('convocatorias').map((record) => record.id as number);
    await addFavorito(db, { kind: 'convocatoria', row: await convocatoria(db, gone as number) }, 1);
    await addFavorito(db, { kind: 'convocatoria', row: await convocatoria(db, renamed as number) }, 2);
    const goneTitle = (await convocatoria(db, gone as number)).titulo;

    sim.remove('convocatorias', gone as number);
    sim.update('convocatorias', renamed as number, { titulo: 'Título nuevo', fecha_fin: '2031-01-31' });
    await sync();

    expect(await db.convocatorias.get(gone as number)).toBeUndefined();
    const entries = await readFavoritos(db);
    const goneEntry = entries.find((entry) => entry.favorito.id === gone);
    expect(goneEntry?.current).toBeNull();
    expect(goneEntry?.favorito.titulo).toBe(goneTitle);
    const renamedEntry = entries.find((entry) => entry.favorito.id === renamed);
    expect(renamedEntry?.favorito).toMatchObject({ titulo: 'Título nuevo', fechaFin: '2031-01-31' });
    expect(renamedEntry?.favorito.refreshedAt).toBeGreaterThan(2);
  });

  it('claims each due notice once a day', async () => {
    const { sim, db } = await setup(13);
    const id = sim.records('convocatorias')[0]?.id as number;
    await db.convocatorias.update(id, { estado: 'abierta', fechaFin: '2026-11-24' });
    await addFavorito(db, { kind: 'convocatoria', row: await convocatoria(db, id) }, 1);

    const firstClaim = await claimDueNotices(db, today, 7);
    expect(firstClaim.map(({ favorito }) => favorito.id)).toEqual([id]);
    expect(await claimDueNotices(db, today, 7)).toEqual([]);

    // Another tab: a second connection to the same database. The next day both claim at once,
    // and exactly one of them gets the notice.
    const otherTab = new DirectorioDb(db.name);
    await otherTab.open();
    try {
      const claims = await Promise.all([claimDueNotices(db, '2026-11-23', 7), claimDueNotices(otherTab, '2026-11-23', 7)]);
      expect(claims.flat().map(({ favorito }) => favorito.id)).toEqual([id]);
      expect(await claimDueNotices(otherTab, '2026-11-23', 7)).toEqual([]);
      expect((await otherTab.favoritos.get(favoriteKey('convocatoria', id)))?.lastNotifiedDay).toBe('2026-11-23');
    } finally {
      otherTab.close();
    }
  });
});

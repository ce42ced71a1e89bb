/**
 * Mis convocatorias: the rules without storage (groups, the note's first line, the orders, when a
 * notice is due), and in the Dexie store (fake-indexeddb) against the simulator: following from
 * the cached row, each edit and its `updatedAt`, the join with the cached row (null once the API
 * drops it), a sync that refreshes the snapshot and never touches the person's fields, and the
 * day's notices claimed once.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createFetcher } from '../../../../../src-main/api/fetcher';
import { syncCollections, type SyncOptions } from '../../../../../src-shared/sync';
import { DirectorioDb, type PostulacionRow } from '../../../../../src-renderer/data/cache/db';
import { createRecordStore } from '../../../../../src-renderer/data/cache/record-writer';
import {
  claimDueNotices,
  readPostulaciones,
  setEtapa,
  setNota,
  setRecordatorio,
  unfollow,
} from '../../../../../src-renderer/data/personal/postulaciones-db';
import {
  comparePostulaciones,
  firstLine,
  groupOf,
  noticeReason,
  parsePostulacionOrder,
} from '../../../../../src-renderer/data/personal/postulaciones-rules';
import { smallSizes, simulatorsClosedAfterEach } from '../../../support/mirror-helpers';

const fast: Partial<SyncOptions> = { sleep: () => Promise.resolve(), maxAttempts: 8, pageSize: 40 };
const startSimulator = simulatorsClosedAfterEach();
let dbCount = 0;
const today = '2026-11-22';

describe('the rules of Mis convocatorias', () => {
  it('groups the two results under Resultado', () => {
    expect(['interesa', 'preparando', 'presentada', 'seleccionada', 'no-seleccionada'].map((etapa) => groupOf(etapa as never))).toEqual([
      'interesa',
      'preparando',
      'presentada',
      'resultado',
      'resultado',
    ]);
  });

  it("shows the note's first line that says something", () => {
    expect(firstLine('')).toBe('');
    expect(firstLine('\n  \r\n  Pedir el aval  \nY el CV')).toBe('Pedir el aval');
    expect(firstLine('Una sola línea')).toBe('Una sola línea');
  });

  it('orders by closing day (none last), by title in Spanish, or by the last edit', () => {
    const item = (id: number, titulo: string, fechaFin: string | null, updatedAt: number) => ({
      postulacion: { id, updatedAt },
      shown: { titulo, fechaFin },
    });
    const items = [
      item(1, 'Zamba', '2026-12-01', 5),
      item(2, 'Ñandú', null, 9),
      item(3, 'árbol', '2026-11-30', 1),
      item(4, 'Nube', '2026-12-01', 7),
    ];
    const ids = (order: 'cierre' | 'titulo' | 'edicion') => [...items].sort(comparePostulaciones(order)).map((one) => one.postulacion.id);
    expect(ids('cierre')).toEqual([3, 1, 4, 2]);
    expect(ids('titulo')).toEqual([3, 4, 2, 1]);
    expect(ids('edicion')).toEqual([2, 4, 1, 3]);
    expect(parsePostulacionOrder('titulo')).toBe('titulo');
    expect(parsePostulacionOrder('nada')).toBe('cierre');
    expect(parsePostulacionOrder(null)).toBe('cierre');
  });

  it('gives a closing notice only while interesa or preparando, and a reminder notice on its day, one a day', () => {
    const soon = { estado: 'abierta', fechaFin: '2026-11-25' };
    const base = { etapa: 'interesa' as const, recordatorio: null, lastNotifiedDay: null };
    expect(noticeReason(base, soon, today, 7)).toBe('cierre');
    expect(noticeReason({ ...base, etapa: 'preparando' }, soon, today, 7)).toBe('cierre');
    expect(noticeReason({ ...base, etapa: 'presentada' }, soon, today, 7)).toBeNull();
    expect(noticeReason({ ...base, etapa: 'seleccionada' }, soon, today, 7)).toBeNull();
    expect(noticeReason(base, soon, today, 2)).toBeNull(); // three days away
    expect(noticeReason(base, soon, today, 0)).toBeNull(); // 0 turns closing notices off
    expect(noticeReason(base, null, today, 7)).toBeNull(); // no longer published
    expect(noticeReason({ ...base, lastNotifiedDay: today }, soon, today, 7)).toBeNull();
    // The reminder's day: whatever the etapa, published or not, closing notices on or off.
    const reminded = { ...base, etapa: 'presentada' as const, recordatorio: today };
    expect(noticeReason(reminded, null, today, 0)).toBe('recordatorio');
    expect(noticeReason({ ...reminded, etapa: 'interesa' }, soon, today, 7)).toBe('recordatorio');
    expect(noticeReason({ ...reminded, lastNotifiedDay: today }, null, today, 0)).toBeNull();
    expect(noticeReason(reminded, null, '2026-11-23', 0)).toBeNull();
  });
});

async function setup(seed: number) {
  const sim = await startSimulator({ seed, sizes: smallSizes });
  const db = new DirectorioDb(`postulaciones-${++dbCount}`);
  const sync = () => syncCollections(['convocatorias'], createFetcher({ baseUrl: sim.url }), createRecordStore(db), fast);
  await sync();
  const ids = sim.records('convocatorias').map((record) => record.id as number);
  return { sim, db, sync, ids };
}

async function followed(db: DirectorioDb, id: number): Promise<PostulacionRow> {
  const row = await db.postulaciones.get(id);
  if (row === undefined) throw new Error(`no sigue la convocatoria ${id}`);
  return row;
}

describe('Mis convocatorias in IndexedDB', () => {
  it('follows a cached convocatoria with its snapshot, then changes only what the person edits', async () => {
    const { sim, db, ids } = await setup(31);
    const [id] = ids as [number];
    const record = sim.records('convocatorias').find((one) => one.id === id);
    expect(await setEtapa(db, id, 'interesa', 100)).toBe(true);
    expect(await followed(db, id)).toEqual({
      id,
      etapa: 'interesa',
      nota: '',
      recordatorio: null,
      titulo: record?.titulo,
      detalle: record?.bajada,
      estado: record?.estado,
      fechaInicio: record?.fecha_inicio,
      fechaFin: record?.fecha_fin,
      addedAt: 100,
      updatedAt: 100,
      refreshedAt: 100,
      lastNotifiedDay: null,
    });

    expect(await setEtapa(db, id, 'presentada', 200)).toBe(true);
    expect(await followed(db, id)).toMatchObject({ etapa: 'presentada', addedAt: 100, updatedAt: 200, refreshedAt: 100 });
    const nota = '  Pedir el aval al municipio.\n\n\tLlevar DNI — ¿y el CV?  ';
    expect(await setNota(db, id, nota, 300)).toBe(true);
    expect(await setRecordatorio(db, id, '2026-12-01', 400, today)).toBe(true);
    expect(await followed(db, id)).toMatchObject({ etapa: 'presentada', nota, recordatorio: '2026-12-01', addedAt: 100, updatedAt: 400 });
    // The same value again is no edit.
    expect(await setEtapa(db, id, 'presentada', 500)).toBe(true);
    expect(await setNota(db, id, nota, 500)).toBe(true);
    expect((await followed(db, id)).updatedAt).toBe(400);
    expect(await setRecordatorio(db, id, null, 600, today)).toBe(true);
    expect(await followed(db, id)).toMatchObject({ recordatorio: null, updatedAt: 600 });

    await unfollow(db, id);
    expect(await db.postulaciones.get(id)).toBeUndefined();
    // Nothing to write to once it is not followed; nothing to follow when it is not cached.
    expect(await setNota(db, id, 'tarde', 700)).toBe(false);
    expect(await setRecordatorio(db, id, today, 700, today)).toBe(false);
    expect(await setEtapa(db, 999_999, 'interesa', 700)).toBe(false);
    expect(await db.postulaciones.count()).toBe(0);
  });

  it('joins each with its cached row, keeps one the API dropped, and a sync refreshes only the snapshot', async () => {
    const { sim, db, sync, ids } = await setup(32);
    const [gone, renamed, same] = ids as [number, number, number];
    const goneTitle = sim.records('convocatorias').find((one) => one.id === gone)?.titulo;
    for (const [index, id] of [gone, renamed, same].entries()) {
      await setEtapa(db, id, 'preparando', 10 + index);
      await setNota(db, id, `Nota ${id}\nsegunda línea`, 20 + index);
      await setRecordatorio(db, id, '2026-12-0' + String(index + 1), 30 + index, today);
    }
    await db.postulaciones.update(renamed, { lastNotifiedDay: '2026-11-20' });
    const personal = async () =>
      (await db.postulaciones.toArray()).map(({ id, etapa, nota, recordatorio, addedAt, updatedAt, lastNotifiedDay }) => ({
        id,
        etapa,
        nota,
        recordatorio,
        addedAt,
        updatedAt,
        lastNotifiedDay,
      }));
    const before = await personal();

    sim.remove('convocatorias', gone);
    sim.update('convocatorias', renamed, { titulo: 'Título nuevo', bajada: 'Bajada nueva', fecha_fin: '2031-01-31' });
    await sync();

    expect(await personal()).toEqual(before);
    const entries = await readPostulaciones(db);
    const byId = new Map(entries.map((entry) => [entry.postulacion.id, entry]));
    expect(byId.get(gone)?.current).toBeNull();
    expect(byId.get(gone)?.postulacion.titulo).toBe(goneTitle);
    expect(byId.get(renamed)?.current?.titulo).toBe('Título nuevo');
    expect(byId.get(renamed)?.postulacion).toMatchObject({ titulo: 'Título nuevo', detalle: 'Bajada nueva', fechaFin: '2031-01-31' });
    expect(byId.get(renamed)?.postulacion.refreshedAt).toBeGreaterThan(1000);
    // Unchanged upstream: its snapshot is not rewritten.
    expect(byId.get(same)?.postulacion.refreshedAt).toBe(10 + 2);
    expect(byId.get(same)?.current?.id).toBe(same);
  });

  it('claims the day’s notices once: the reminder on its day, closing soon only before presentada', async () => {
    const { db, ids } = await setup(33);
    const [interesa, presentada, reminded, later] = ids as [number, number, number, number];
    for (const id of [interesa, presentada, reminded, later])
      await db.convocatorias.update(id, { estado: 'abierta', fechaFin: '2026-11-24' });
    await setEtapa(db, interesa, 'interesa', 1);
    await setEtapa(db, presentada, 'presentada', 1);
    await setEtapa(db, reminded, 'presentada', 1);
    await setRecordatorio(db, reminded, today, 2, '2026-11-21');
    await setEtapa(db, later, 'no-seleccionada', 1);
    await setRecordatorio(db, later, '2026-11-23', 2, '2026-11-21');

    const claimed = await claimDueNotices(db, today, 7);
    expect(claimed.map(({ postulacion, reason }) => [postulacion.id, reason]).sort()).toEqual(
      [
        [interesa, 'cierre'],
        [reminded, 'recordatorio'],
      ].sort(),
    );
    expect(await claimDueNotices(db, today, 7)).toEqual([]);

    // Another tab: a second connection. The next day both claim at once; each notice is given once.
    const otherTab = new DirectorioDb(db.name);
    await otherTab.open();
    try {
      const claims = await Promise.all([claimDueNotices(db, '2026-11-23', 7), claimDueNotices(otherTab, '2026-11-23', 7)]);
      expect(
        claims
          .flat()
          .map(({ postulacion, reason }) => [postulacion.id, reason])
          .sort(),
      ).toEqual(
        [
          [interesa, 'cierre'],
          [later, 'recordatorio'],
        ].sort(),
      );
      expect((await otherTab.postulaciones.get(later))?.lastNotifiedDay).toBe('2026-11-23');
    } finally {
      otherTab.close();
    }
  });

  it('gives a reminder set for today its notice even after another notice today', async () => {
    const { db, ids } = await setup(34);
    const [id] = ids as [number];
    await db.convocatorias.update(id, { estado: 'abierta', fechaFin: '2026-11-24' });
    await setEtapa(db, id, 'interesa', 1);
    expect((await claimDueNotices(db, today, 7)).map(({ reason }) => reason)).toEqual(['cierre']);
    await setRecordatorio(db, id, today, 2, today);
    expect((await claimDueNotices(db, today, 7)).map(({ reason }) => reason)).toEqual(['recordatorio']);
    expect(await claimDueNotices(db, today, 7)).toEqual([]);
  });
});

/**
 * Version 7 adds Mis convocatorias and the saved searches. A profile written by version 6 opens
 * with each favorite convocatoria as "Me interesa" (its snapshot, dates and last notice kept),
 * and its favorite organismos and trámites still favoritos. Expected rows are written by hand.
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { schemaSix } from '../../../support/cache-schemas';

let dbCount = 0;

const favorito = (kind: string, id: number, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  key: `${kind}:${id}`,
  kind,
  id,
  titulo: `Título ${id}`,
  detalle: `Detalle ${id}`,
  estado: null,
  fechaInicio: null,
  fechaFin: null,
  addedAt: 1_000 + id,
  refreshedAt: 2_000 + id,
  lastNotifiedDay: null,
  ...extra,
});

async function versionSix(name: string, favoritos: Record<string, unknown>[]): Promise<void> {
  const v6 = new Dexie(name);
  v6.version(6).stores(schemaSix);
  await v6.table('favoritos').bulkPut(favoritos);
  v6.close();
}

describe('the upgrade to Mis convocatorias', () => {
  it('turns each favorite convocatoria into "Me interesa" and leaves organismos and trámites as favoritos', async () => {
    const name = `personal-upgrade-${++dbCount}`;
    await versionSix(name, [
      favorito('convocatoria', 7, { estado: 'abierta', fechaInicio: '2026-11-01', fechaFin: '2026-12-15', lastNotifiedDay: '2026-11-20' }),
      favorito('convocatoria', 9, { estado: 'cerrada', fechaInicio: '2026-01-01', fechaFin: '2026-02-01' }),
      favorito('organismo', 7),
      favorito('tramite', 3),
    ]);

    const db = new DirectorioDb(name);
    expect(await db.postulaciones.toArray()).toEqual([
      {
        id: 7,
        etapa: 'interesa',
        nota: '',
        recordatorio: null,
        titulo: 'Título 7',
        detalle: 'Detalle 7',
        estado: 'abierta',
        fechaInicio: '2026-11-01',
        fechaFin: '2026-12-15',
        addedAt: 1_007,
        updatedAt: 1_007,
        refreshedAt: 2_007,
        lastNotifiedDay: '2026-11-20',
      },
      {
        id: 9,
        etapa: 'interesa',
        nota: '',
        recordatorio: null,
        titulo: 'Título 9',
        detalle: 'Detalle 9',
        estado: 'cerrada',
        fechaInicio: '2026-01-01',
        fechaFin: '2026-02-01',
        addedAt: 1_009,
        updatedAt: 1_009,
        refreshedAt: 2_009,
        lastNotifiedDay: null,
      },
    ]);
    expect((await db.favoritos.toArray()).map((row) => row.key).sort()).toEqual(['organismo:7', 'tramite:3']);
    expect(await db.favoritos.get('organismo:7')).toEqual(favorito('organismo', 7));
    expect(await db.busquedas.count()).toBe(0);
    db.close();
  });

  it('opens a profile without favoritos with both new tables empty', async () => {
    const name = `personal-upgrade-${++dbCount}`;
    await versionSix(name, []);
    const db = new DirectorioDb(name);
    expect(await db.postulaciones.count()).toBe(0);
    expect(await db.busquedas.count()).toBe(0);
    expect(db.verno).toBe(11);
    db.close();
  });
});

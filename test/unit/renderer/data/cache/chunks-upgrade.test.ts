/**
 * Version 9 keeps what a version-8 cache holds, in chunks: the official order's ranks (a row each
 * until then) in chunks of ranks, the bodies (a row each) in chunks of 100 records, each row naming
 * its body's chunk. The version-8 tables are written by hand; the expected values are written out.
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import type { Convocatoria } from '../../../../../src-shared/api';
import type { Page } from '../../../../../src-shared/bridge';
import type { Membership } from '../../../../../src-shared/sync';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { createRecordStore } from '../../../../../src-renderer/data/cache/record-writer';
import { toConvocatoriaRow } from '../../../../../src-renderer/data/cache/rows';
import { storedBodies, storedRanks } from '../../../support/stored-chunks';
import { completeOutcome, convocatoria } from '../../../support/sync-fakes';
import { schemaEight } from '../../../support/cache-schemas';

let dbCount = 0;

const versionEight = schemaEight;

async function versionEightCache(name: string, rows: Record<string, object[]>): Promise<void> {
  const v8 = new Dexie(name);
  v8.version(8).stores(versionEight);
  for (const [table, written] of Object.entries(rows)) await v8.table(table).bulkPut(written);
  v8.close();
}

const member: Membership & { firstSeen: number } = { listas: ['convocatorias'], seen: { convocatorias: 1 }, firstSeen: 0 };

describe('the upgrade to chunks (version 9)', () => {
  it('moves the ranks into chunks of ranks and the bodies into chunks of 100, each row naming its own', async () => {
    const name = `chunks-upgrade-${++dbCount}`;
    // 150 convocatorias (ids 1 to 150), the first with a fingerprint already; one organismo, one trámite.
    const ids = Array.from({ length: 150 }, (_, index) => index + 1);
    const untouched = {
      syncState: [{ collection: 'convocatorias', generation: 5 }],
      postulaciones: [{ id: 2, etapa: 'preparando', nota: 'Mía' }],
      busquedas: [{ id: 'b1', nombre: 'Música', params: 'q=musica', posicion: 0 }],
      documentTexts: [{ key: 'convocatoria-1 https://x/a.pdf', kind: 'convocatoria', ownerId: 1, url: 'https://x/a.pdf' }],
    };
    await versionEightCache(name, {
      convocatorias: ids.map((id) => ({ id, titulo: `C${id}`, ...member, ...(id === 1 ? { bodyHash: 12345 } : {}) })),
      organismos: [{ id: 7, nombre: 'Museo', listas: ['museos'], seen: {}, firstSeen: 0 }],
      tramites: [{ id: 9, titulo: 'Registro', listas: ['tramites'], seen: {}, firstSeen: 0 }],
      ordenadas: [
        { id: 1, rank: 0 },
        { id: 2, rank: 1500 },
        { id: 5, rank: 3 },
      ],
      // Every record's body but convocatoria 150's; and one of a record no longer cached.
      cuerpos: [
        ...ids.filter((id) => id !== 150).map((id) => ({ key: `convocatoria:${id}`, html: `<p>Bases ${id}</p>` })),
        { key: 'organismo:7', html: '<p>Sala</p>' },
        { key: 'tramite:9', html: '<p>Requisitos</p>' },
        { key: 'convocatoria:999', html: '<p>Huérfana</p>' },
      ],
      ...untouched,
    });

    const db = new DirectorioDb(name);
    expect(db.verno).toBe(11);
    expect(await db.orden.toArray()).toEqual([
      {
        start: 0,
        ranks: [
          [1, 0],
          [5, 3],
        ],
      },
      { start: 1000, ranks: [[2, 1500]] },
    ]);
    expect(await storedRanks(db)).toEqual([
      { id: 1, rank: 0 },
      { id: 5, rank: 3 },
      { id: 2, rank: 1500 },
    ]);
    const expected = new Map<string, string>([
      ...ids.map((id) => [`convocatoria:${id}`, id === 150 ? '' : `<p>Bases ${id}</p>`] as const),
      ['organismo:7', '<p>Sala</p>'],
      ['tramite:9', '<p>Requisitos</p>'],
    ]);
    expect(await storedBodies(db)).toEqual(expected);
    // Convocatorias 1–100 and 101–150, the organismo, the trámite: four chunks, no version-8 row left.
    expect(await db.cuerpos.count()).toBe(4);
    const rows = await db.convocatorias.toArray();
    expect(new Set(rows.map((row) => row.bodyChunk)).size).toBe(2);
    expect(rows.filter((row) => row.bodyChunk === rows[0]?.bodyChunk).map((row) => row.id)).toEqual(ids.slice(0, 100));
    expect(rows[0]).toEqual({ id: 1, titulo: 'C1', ...member, bodyHash: 12345, bodyChunk: rows[0]?.bodyChunk });
    expect(rows.every((row) => typeof row.bodyHash === 'number')).toBe(true);
    for (const [table, written] of Object.entries(untouched)) expect(await db.table(table).toArray(), table).toEqual(written);
    db.close();
  });

  it('a sync after the upgrade finds every body as it was: it writes no row, no body and no rank', async () => {
    const name = `chunks-upgrade-${++dbCount}`;
    const records: Convocatoria[] = [1, 2, 3].map((id) => convocatoria(id, { cuerpo: `<p>Bases ${id}</p>` }));
    // Rows as version 8 wrote them, before fingerprints were kept.
    await versionEightCache(name, {
      convocatorias: records.map((record) => toConvocatoriaRow(record, member)),
      cuerpos: records.map((record) => ({ key: `convocatoria:${record.id}`, html: record.cuerpo })),
      ordenadas: [],
    });
    const db = new DirectorioDb(name);
    const writes: string[] = [];
    for (const table of [db.convocatorias, db.cuerpos, db.orden]) {
      const bulkPut = table.bulkPut.bind(table) as (rows: unknown[]) => Promise<unknown>;
      Object.defineProperty(table, 'bulkPut', {
        value: (rows: unknown[]) => (rows.length > 0 && writes.push(table.name), bulkPut(rows)),
      });
    }
    const store = createRecordStore(db);
    const generation = await store.beginRun('convocatorias');
    const page: Page = {
      collection: 'convocatorias',
      offset: 0,
      limit: 3,
      count: 3,
      next: null,
      previous: null,
      received: 3,
      ids: [1, 2, 3],
      records,
      rejects: [],
      warnings: [],
    };
    await store.putPages('convocatorias', [page], generation);
    await store.completeRun('convocatorias', generation, completeOutcome('convocatorias'), new Set([1, 2, 3]));
    expect(writes).toEqual([]);
    expect((await db.syncState.get('convocatorias'))?.changes).toMatchObject({ added: 0, changed: 0, removed: 0 });
    db.close();
  });
});

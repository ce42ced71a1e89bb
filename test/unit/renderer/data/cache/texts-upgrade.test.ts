/**
 * Version 8 adds the saved documents' texts. A profile written by version 7 opens with every row
 * of every table it had, as it was, and the new table empty. The rows are written by hand.
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { schemaSeven } from '../../../support/cache-schemas';

let dbCount = 0;

// Version 7's schema, as db.ts declared it, and one row (or two) per table: their shape does not matter to the upgrade.
const versionSeven = schemaSeven;

const rows: Record<string, Record<string, unknown>[]> = {
  convocatorias: [
    { id: 1, titulo: 'Música', listas: ['convocatorias'] },
    { id: 2, titulo: 'Danza', listas: ['convocatorias'] },
  ],
  organismos: [{ id: 3, nombre: 'Museo', listas: ['museos'] }],
  tramites: [{ id: 4, titulo: 'Registro', listas: ['tramites'] }],
  ordenadas: [{ id: 1, rank: 0 }],
  syncState: [{ collection: 'convocatorias', generation: 5 }],
  favoritos: [{ key: 'organismo:3', kind: 'organismo', id: 3 }],
  cuerpos: [{ key: 'convocatoria:1', html: '<p>Bases</p>' }],
  postulaciones: [{ id: 2, etapa: 'preparando', nota: 'Mía' }],
  busquedas: [{ id: 'b1', nombre: 'Música', params: 'q=musica', posicion: 0 }],
};

describe('the upgrade to the documents’ texts', () => {
  it('keeps every row of every table version 7 had and adds the texts empty', async () => {
    const name = `texts-upgrade-${++dbCount}`;
    const v7 = new Dexie(name);
    v7.version(7).stores(versionSeven);
    for (const [table, written] of Object.entries(rows)) await v7.table(table).bulkPut(written);
    v7.close();

    const db = new DirectorioDb(name);
    // Version 9 gives the rows their bodies' chunks and moves the bodies and the ranks into chunks
    // (chunks-upgrade.test.ts); every other table is as version 7 left it.
    const chunked = new Set(['convocatorias', 'organismos', 'tramites', 'cuerpos', 'ordenadas']);
    for (const [table, written] of Object.entries(rows)) {
      if (chunked.has(table)) continue;
      expect(await db.table(table).toArray(), table).toEqual(written);
    }
    for (const table of ['convocatorias', 'organismos', 'tramites']) {
      expect(await db.table(table).toArray(), table).toEqual(rows[table]?.map((row) => expect.objectContaining(row)));
    }
    expect(await db.documentTexts.count()).toBe(0);
    expect(db.verno).toBe(11);
    const tables = [...Object.keys(versionSeven).filter((table) => table !== 'ordenadas'), 'orden', 'documentTexts', 'paginas'];
    expect(db.tables.map((table) => table.name).sort()).toEqual(tables.sort());
    db.close();
  });
});

/**
 * Búsquedas guardadas in the Dexie store (fake-indexeddb): saving, renaming, reordering,
 * deleting, notices on/off, the seen matches, and the evaluation after a sync — new matches are
 * those not among `conocidas`, which then become the matches; a first fill of the mirror and a
 * search that no longer parses bring none. Rows are hand-written; the expected ids are read off them.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DirectorioDb, type StoredConvocatoriaRow, type SyncStateRow } from '../../../../../src-renderer/data/cache/db';
import {
  addBusqueda,
  deleteBusqueda,
  evaluateAfterSync,
  markSeen,
  moveBusqueda,
  readBusquedas,
  readConvocatoriaRows,
  renameBusqueda,
  setBusquedaAvisos,
} from '../../../../../src-renderer/data/personal/busquedas-db';
import { unclassified } from '../../../support/facets';

let dbCount = 0;
const freshDb = (): DirectorioDb => new DirectorioDb(`busquedas-${++dbCount}`);
const today = '2026-11-27';

function row(id: number, titulo: string, estado = 'abierta', fechaFin = '2026-12-31'): StoredConvocatoriaRow {
  return {
    id,
    url: `https://api.test/convocatorias/${id}/`,
    link: '',
    imagen: null,
    titulo,
    bajada: '',
    estado,
    fechaInicio: '2026-01-01',
    fechaFin,
    documentos: [],
    searchText: titulo.toLowerCase(),
    facets: unclassified,
    firstSeen: 0,
    listas: ['convocatorias'],
    seen: { convocatorias: 1 },
  };
}

/** The convocatorias collection's state after a run; `first`: the run filled the mirror for the first time. */
function convocatoriasState(first: boolean): SyncStateRow {
  return {
    collection: 'convocatorias',
    generation: 2,
    running: false,
    lastCompleteAt: 1,
    lastAttemptAt: 1,
    count: null,
    stored: 0,
    problem: null,
    rejects: [],
    warnings: [],
    changes: { runId: 5, added: 0, changed: 0, removed: 0, records: { added: 0, changed: 0, removed: 0 }, first, complete: true },
  };
}

describe('saving and editing saved searches', () => {
  it('saves a named search last, with notices on and what the list showed as seen and known', async () => {
    const db = freshDb();
    const first = await addBusqueda(db, { nombre: '  Música en Córdoba ', params: 'estado=todas&q=musica', ids: [9, 2] }, 100, 'a');
    await addBusqueda(db, { nombre: 'Becas', params: 'tipo=beca', ids: [] }, 200, 'b');
    expect(first).toBe('a');
    expect(await readBusquedas(db)).toEqual([
      {
        id: 'a',
        nombre: 'Música en Córdoba',
        params: 'estado=todas&q=musica',
        posicion: 1,
        avisos: true,
        vistas: [2, 9],
        conocidas: [2, 9],
        createdAt: 100,
        updatedAt: 100,
      },
      {
        id: 'b',
        nombre: 'Becas',
        params: 'tipo=beca',
        posicion: 2,
        avisos: true,
        vistas: [],
        conocidas: [],
        createdAt: 200,
        updatedAt: 200,
      },
    ]);
    await expect(addBusqueda(db, { nombre: '   ', params: '', ids: [] }, 300)).rejects.toThrow('necesita un nombre');
    expect(await db.busquedas.count()).toBe(2);
  });

  it('renames, turns notices off, moves up and down, deletes', async () => {
    const db = freshDb();
    for (const id of ['a', 'b', 'c']) await addBusqueda(db, { nombre: id.toUpperCase(), params: '', ids: [] }, 1, id);
    const order = async (): Promise<string[]> => (await readBusquedas(db)).map((busqueda) => busqueda.nombre);

    await renameBusqueda(db, 'b', ' Bandoneón ', 5);
    await expect(renameBusqueda(db, 'b', '', 6)).rejects.toThrow('necesita un nombre');
    expect(await order()).toEqual(['A', 'Bandoneón', 'C']);

    await setBusquedaAvisos(db, 'c', false, 7);
    expect((await db.busquedas.get('c'))?.avisos).toBe(false);

    await moveBusqueda(db, 'c', -1, 8);
    expect(await order()).toEqual(['A', 'C', 'Bandoneón']);
    await moveBusqueda(db, 'c', -1, 9);
    expect(await order()).toEqual(['C', 'A', 'Bandoneón']);
    await moveBusqueda(db, 'c', -1, 10); // already first
    await moveBusqueda(db, 'b', 1, 10); // already last
    expect(await order()).toEqual(['C', 'A', 'Bandoneón']);
    await moveBusqueda(db, 'a', 1, 11);
    expect(await order()).toEqual(['C', 'Bandoneón', 'A']);

    await deleteBusqueda(db, 'b');
    expect(await order()).toEqual(['C', 'A']);
    // A search saved after a deletion still goes last (its id sorts first: a tie in posicion would put it first).
    await addBusqueda(db, { nombre: 'D', params: '', ids: [] }, 12, '0');
    expect(await order()).toEqual(['C', 'A', 'D']);
  });

  it('keeps what the person saw of a search', async () => {
    const db = freshDb();
    await addBusqueda(db, { nombre: 'X', params: '', ids: [1] }, 1, 'x');
    await markSeen(db, 'x', [5, 1, 3]);
    expect(await db.busquedas.get('x')).toMatchObject({ vistas: [1, 3, 5], conocidas: [1] });
  });
});

describe('after a sync', () => {
  it('tells each search the matches it did not know, then knows them', async () => {
    const db = freshDb();
    await db.syncState.put(convocatoriasState(false));
    await db.convocatorias.bulkPut([row(1, 'Festival de charango'), row(2, 'Beca de danza'), row(3, 'Charango y quena', 'cerrada')]);
    await addBusqueda(db, { nombre: 'Charango', params: 'estado=todas&q=charango', ids: [1, 3] }, 1, 'c');
    await addBusqueda(db, { nombre: 'Abiertas', params: '', ids: [1, 2] }, 1, 'o');
    await setBusquedaAvisos(db, 'o', false, 2);
    await addBusqueda(db, { nombre: 'Vieja', params: 'categoria=musica', ids: [] }, 1, 'v');

    await db.convocatorias.bulkPut([
      row(4, 'Encuentro de CHARANGO'),
      row(5, 'Taller de charango', 'cerrada'),
      row(6, 'Premio de novela'),
      row(7, 'Premio de novela 2019', 'abierta', '2019-05-01'), // the API says abierta; its day is gone
    ]);
    expect(await evaluateAfterSync(db, today)).toEqual([
      { id: 'c', nombre: 'Charango', params: 'estado=todas&q=charango', nuevas: [4, 5], avisos: true },
      { id: 'o', nombre: 'Abiertas', params: '', nuevas: [4, 6], avisos: false },
    ]);
    expect(await db.busquedas.get('c')).toMatchObject({ conocidas: [1, 3, 4, 5], vistas: [1, 3] });
    expect(await db.busquedas.get('o')).toMatchObject({ conocidas: [1, 2, 4, 6] });
    // The one that no longer parses is left as it was.
    expect(await db.busquedas.get('v')).toMatchObject({ conocidas: [] });

    // Nothing new since: nothing to tell.
    expect(await evaluateAfterSync(db, today)).toEqual([]);
    await db.convocatorias.delete(1);
    expect(await evaluateAfterSync(db, today)).toEqual([]);
    expect(await db.busquedas.get('c')).toMatchObject({ conocidas: [3, 4, 5] });
  });

  it('tells nothing when the sync filled the mirror for the first time, but learns the matches', async () => {
    const db = freshDb();
    await db.syncState.put(convocatoriasState(true));
    await addBusqueda(db, { nombre: 'Charango', params: 'estado=todas&q=charango', ids: [] }, 1, 'c');
    await db.convocatorias.bulkPut([row(1, 'Festival de charango'), row(2, 'Charango y quena')]);
    expect(await evaluateAfterSync(db, today)).toEqual([]);
    expect(await db.busquedas.get('c')).toMatchObject({ conocidas: [1, 2] });
  });

  it('reads every stored convocatoria, slice after slice', async () => {
    const db = freshDb();
    await db.convocatorias.bulkPut(Array.from({ length: 25 }, (_, i) => row(i + 1, `Convocatoria ${i + 1}`)));
    const rows = await readConvocatoriaRows(db, 10);
    expect(rows.map((read) => read.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await readConvocatoriaRows(db, 5)).toHaveLength(25);
  });
});

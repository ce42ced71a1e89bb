/**
 * Bodies apart from rows: a convocatoria's or trámite's `cuerpo` and an organismo's `descripcion`
 * live in their own table, written once per change, so the rows the lists hold stay small. The
 * oracle is the simulator's raw records.
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { createFetcher } from '../../../../../src-main/api/fetcher';
import { syncCollections, syncOrder, type SyncOptions } from '../../../../../src-shared/sync';
import { readWithBody } from '../../../../../src-renderer/data/cache/bodies';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { createRecordStore } from '../../../../../src-renderer/data/cache/record-writer';
import { smallSizes, simulatorsClosedAfterEach } from '../../../support/mirror-helpers';
import { unclassified } from '../../../support/facets';

const fast: Partial<SyncOptions> = { sleep: () => Promise.resolve(), maxAttempts: 8, pageSize: 40 };
const startSimulator = simulatorsClosedAfterEach();
let dbCount = 0;

async function setup(seed = 41) {
  const sim = await startSimulator({ seed, sizes: smallSizes });
  const db = new DirectorioDb(`bodies-${++dbCount}`);
  const source = createFetcher({ baseUrl: sim.url });
  const sync = () => syncCollections(syncOrder, source, createRecordStore(db), fast);
  await sync();
  return { sim, db, sync };
}

/** Every body the simulator serves, keyed as the app keys them, written out here. */
function upstreamBodies(sim: Awaited<ReturnType<typeof setup>>['sim']): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const record of sim.records('convocatorias')) bodies.set(`convocatoria:${String(record.id)}`, String(record.cuerpo));
  for (const record of sim.records('convocatorias/ordenadas')) bodies.set(`convocatoria:${String(record.id)}`, String(record.cuerpo));
  for (const record of sim.records('organismos')) bodies.set(`organismo:${String(record.id)}`, String(record.descripcion));
  for (const record of sim.records('tramites'))
    bodies.set(`tramite:${String(/\/(\d+)\/?$/.exec(String(record.url))?.[1])}`, String(record.cuerpo));
  return bodies;
}

describe('bodies kept apart from the rows', () => {
  it('stores each record body once, exactly as the API serves it, and no row carries one', async () => {
    const { sim, db } = await setup();
    const stored = new Map((await db.cuerpos.toArray()).map((body) => [body.key, body.html]));
    expect(stored).toEqual(upstreamBodies(sim));
    for (const row of await db.convocatorias.toArray()) expect(row).not.toHaveProperty('cuerpo');
    for (const row of await db.tramites.toArray()) expect(row).not.toHaveProperty('cuerpo');
    for (const row of await db.organismos.toArray()) expect(row).not.toHaveProperty('descripcion');
  });

  it('a change of the body alone is a change of the record: counted, stored, searchable', async () => {
    const { sim, db, sync } = await setup(42);
    const [record] = sim.records('convocatorias');
    const id = record?.id as number;
    sim.update('convocatorias', id, { cuerpo: '<p>Bases para <strong>ZAMPOÑAS</strong></p>' });
    await sync();
    expect((await db.cuerpos.get(`convocatoria:${id}`))?.html).toBe('<p>Bases para <strong>ZAMPOÑAS</strong></p>');
    expect((await db.convocatorias.get(id))?.searchText).toContain('zamponas');
    expect((await db.syncState.get('convocatorias'))?.changes).toMatchObject({ changed: 1, added: 0, removed: 0 });
  });

  it('a re-sync of an unchanged directory writes no body; a record that leaves takes its body along', async () => {
    const { sim, db, sync } = await setup(43);
    const written: number[] = [];
    const bulkPut = db.cuerpos.bulkPut.bind(db.cuerpos);
    Object.defineProperty(db.cuerpos, 'bulkPut', {
      configurable: true,
      value: (rows: never[]) => (written.push(rows.length), bulkPut(rows)),
    });
    await sync();
    // An unchanged page is not even handed to the writer: no body is written, whether or not bulkPut runs.
    expect(written.filter((n) => n > 0)).toEqual([]);

    const gone = sim.records('tramites')[0];
    const goneId = Number(/\/(\d+)\/?$/.exec(String(gone?.url))?.[1]);
    sim.remove('tramites', goneId);
    await sync();
    expect(await db.cuerpos.get(`tramite:${goneId}`)).toBeUndefined();
    expect(new Map((await db.cuerpos.toArray()).map((body) => [body.key, body.html]))).toEqual(upstreamBodies(sim));
  });

  it('the reader gets a row with its body', async () => {
    const { sim, db } = await setup(44);
    const record = sim.records('organismos')[0];
    const row = await readWithBody('organismo', 'descripcion', await db.organismos.get(record?.id as number), db);
    expect(row).toMatchObject({ id: record?.id, nombre: record?.nombre, descripcion: record?.descripcion });
    expect(await readWithBody('organismo', 'descripcion', undefined, db)).toBeNull();
  });

  it('upgrading a version-3 cache moves the bodies out of the rows', async () => {
    const name = `bodies-upgrade-${++dbCount}`;
    const v3 = new Dexie(name);
    v3.version(3).stores({
      convocatorias: 'id, estado, fechaFin, ordenadasRank, *listas',
      organismos: 'id, nombre, provincia, dependeDe, *listas',
      tramites: 'id, titulo, *listas',
      syncState: 'collection',
      favoritos: 'key, kind',
    });
    await v3
      .table('convocatorias')
      .put({ id: 7, titulo: 'Antigua', cuerpo: '<p>Bases</p>', listas: ['convocatorias'], seen: {}, ordenadasRank: null, firstSeen: 0 });
    await v3.table('organismos').put({ id: 8, nombre: 'Museo', descripcion: '<p>Sala</p>', listas: ['museos'], seen: {}, firstSeen: 0 });
    await v3.table('tramites').put({ id: 9, titulo: 'Trámite', cuerpo: '', listas: ['tramites'], seen: {}, firstSeen: 0 });
    v3.close();

    const db = new DirectorioDb(name);
    expect(await db.convocatorias.get(7)).toEqual({
      id: 7,
      titulo: 'Antigua',
      listas: ['convocatorias'],
      seen: {},
      firstSeen: 0,
      facets: unclassified,
    });
    expect(await db.organismos.get(8)).not.toHaveProperty('descripcion');
    expect(await db.cuerpos.toArray()).toEqual([
      { key: 'convocatoria:7', html: '<p>Bases</p>' },
      { key: 'organismo:8', html: '<p>Sala</p>' },
      { key: 'tramite:9', html: '' },
    ]);
    db.close();
  });
});

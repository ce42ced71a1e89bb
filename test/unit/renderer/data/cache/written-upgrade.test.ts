/**
 * A convocatoria's row gives back its body's text as written (capitals, accents) from memory, so a
 * search's row shows a hit in the body without reading the body: rows built by a sync carry what
 * folding took, and version 11 gave it to the rows stored before. Expected texts are written by hand.
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { bodyTextOf, toConvocatoriaRow } from '../../../../../src-renderer/data/cache/rows';
import { fold } from '../../../../../src-shared/text';
import { convocatoria } from '../../../support/sync-fakes';
import { schemaTen } from '../../../support/cache-schemas';

const membership = { listas: ['convocatorias' as const], seen: { convocatorias: 1 } };
let dbCount = 0;

describe("a convocatoria row's body text as written", () => {
  it('comes back from a row built from a record: tags gone, entities decoded, accents and capitals kept', () => {
    const record = convocatoria(7, {
      titulo: 'Premio Ñandú',
      bajada: 'Para ARTISTAS de Córdoba',
      cuerpo: '<p>La <b>Dirección</b> Nacional de Música&nbsp;convoca a <em>músicos</em>.</p>',
    });
    expect(bodyTextOf(toConvocatoriaRow(record, membership))).toBe('La Dirección Nacional de Música convoca a músicos .');
    expect(bodyTextOf(toConvocatoriaRow(convocatoria(8, { titulo: 'Sin cuerpo', bajada: '', cuerpo: '' }), membership))).toBe('');
  });

  it('is kept from the row replaced when the texts are the same, and made again when the body changed', () => {
    const record = convocatoria(7, { titulo: 'Becas', bajada: '', cuerpo: '<p>Música en Salta</p>' });
    const stored = toConvocatoriaRow(record, membership);
    const changed = { ...record, cuerpo: '<p>Teatro en Jujuy</p>' };
    expect(bodyTextOf(toConvocatoriaRow(record, membership, 0, stored, true))).toBe('Música en Salta');
    expect(bodyTextOf(toConvocatoriaRow(changed, membership, 0, stored, false))).toBe('Teatro en Jujuy');
  });

  it('is the folded body when the row has nothing to give it back with', () => {
    expect(bodyTextOf({ titulo: 'Año', bajada: 'Él', searchText: 'ano el musica en cordoba' })).toBe('musica en cordoba');
  });

  it("upgrading a version-10 cache gives each row what its body's text needs, and none where the body does not make its search text", async () => {
    const name = `written-upgrade-${++dbCount}`;
    const v10 = new Dexie(name);
    v10.version(10).stores(schemaTen);
    const row = (id: number, titulo: string, body: string, bodyChunk = 'convocatorias@0#1'): Record<string, unknown> => ({
      id,
      titulo,
      bajada: 'Bajada',
      searchText: fold(`${titulo} Bajada ${body}`),
      bodyChunk,
      ...membership,
      firstSeen: 0,
    });
    await v10.table('convocatorias').bulkPut([
      row(1, 'Becas de Música', 'Para músicos de Córdoba'),
      row(2, 'Premio Ñandú', 'Artes VISUALES', 'convocatorias@20#1'),
      // Its chunk holds another body than the one its search text was made from.
      row(3, 'Otro', 'Texto viejo'),
      // Its chunk is not there.
      row(4, 'Huérfano', 'Sin chunk', 'convocatorias@40#1'),
    ]);
    await v10.table('cuerpos').bulkPut([
      { key: 'convocatorias@0#1', bodies: { 1: '<p>Para <b>músicos</b> de Córdoba</p>', 3: '<p>Texto nuevo</p>' } },
      { key: 'convocatorias@20#1', bodies: { 2: 'Artes VISUALES' } },
    ]);
    v10.close();

    const db = new DirectorioDb(name);
    const rows = await db.convocatorias.orderBy('id').toArray();
    expect(rows.map((stored) => bodyTextOf(stored))).toEqual(['Para músicos de Córdoba', 'Artes VISUALES', 'texto viejo', 'sin chunk']);
    expect(rows.map((stored) => stored.asWritten !== undefined)).toEqual([true, true, false, false]);
    expect(rows[0]).toMatchObject({ titulo: 'Becas de Música', bodyChunk: 'convocatorias@0#1', ...membership, firstSeen: 0 });
    db.close();
  });
});

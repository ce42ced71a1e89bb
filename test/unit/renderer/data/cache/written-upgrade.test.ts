/**
 * A convocatoria's row gives back its body's text as written (capitals, accents) from memory, so a
 * search's row shows a hit in the body without reading the body: rows built by a sync carry what
 * folding took, and version 11 gave it to the rows stored before. Expected texts are written by hand.
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { bodyTextOf, toConvocatoriaRow } from '../../../../../src-renderer/data/cache/rows';
import { RowTitle } from '../../../../../src-renderer/features/convocatorias/RowTitle';
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

  it('keeps the search text and what folding took from it together: both from the row replaced, or both made again', () => {
    const record = convocatoria(7, { titulo: 'Becas', bajada: '', cuerpo: '<p>Música en Salta</p>' });
    const stored = toConvocatoriaRow(record, membership);
    const changed = { ...record, cuerpo: '<p>Teatro en Jujuy</p>' };
    // Told the body is the stored one: the stored pair is kept, not a new text beside an old search text.
    const kept = toConvocatoriaRow(changed, membership, 0, stored, true);
    expect(kept.searchText).toBe(stored.searchText);
    expect(bodyTextOf(kept)).toBe('Música en Salta');
    const remade = toConvocatoriaRow(changed, membership, 0, stored, false);
    expect(bodyTextOf(remade)).toBe('Teatro en Jujuy');
    expect(remade.searchText).toBe('becas  teatro en jujuy');
  });

  it('starts the body after titulo and bajada as written, also when folding changes their length', () => {
    const record = convocatoria(9, { titulo: 'Me\u0301xico İ', bajada: 'Ba\u0301jada', cuerpo: '<p>Cuerpo Único</p>' });
    expect(bodyTextOf(toConvocatoriaRow(record, membership))).toBe('Cuerpo Único');
  });

  it('is what a search row shows around a hit in its body, marked as written', () => {
    const record = convocatoria(11, {
      titulo: 'Becas 2026',
      bajada: 'Para intérpretes',
      cuerpo: '<p>La <b>Dirección</b> Nacional de Música convoca a intérpretes de todo el país.</p>',
    });
    const row = { ...toConvocatoriaRow(record, membership), ordenadasRank: null };
    const html = renderToStaticMarkup(createElement(RowTitle, { convocatoria: row, words: ['direccion'] }));
    const line = /data-testid="row-hit"[^>]*>(.*?)<\/span>/.exec(html)?.[1] ?? '';
    expect(line).toContain('<mark>Dirección</mark> Nacional de Música convoca');
    expect(html).not.toContain('Para intérpretes');
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

  it('upgrading leaves a row without when its body differs from its search text only in capitals or accents', async () => {
    const name = `written-upgrade-${++dbCount}`;
    const v10 = new Dexie(name);
    v10.version(10).stores(schemaTen);
    await v10
      .table('convocatorias')
      .put({ id: 1, titulo: 'Becas', bajada: 'Bajada', searchText: fold('Becas Bajada Categoría A'), bodyChunk: 'c' });
    await v10.table('cuerpos').put({ key: 'c', bodies: { 1: '<p>Categoría B</p>' } });
    v10.close();
    const db = new DirectorioDb(name);
    expect((await db.convocatorias.get(1))?.asWritten).toBeUndefined();
    db.close();
  });

  it('upgrading gives every row of a large cache its own, slice after slice', async () => {
    const name = `written-upgrade-${++dbCount}`;
    const v10 = new Dexie(name);
    v10.version(10).stores(schemaTen);
    const ids = Array.from({ length: 1203 }, (_, index) => index + 1);
    const body = (id: number): string => `Música número ${id}`;
    await v10
      .table('convocatorias')
      .bulkPut(
        ids.map((id) => ({ id, titulo: `Título ${id}`, bajada: '', searchText: fold(`Título ${id}  ${body(id)}`), bodyChunk: 'uno' })),
      );
    await v10.table('cuerpos').put({ key: 'uno', bodies: Object.fromEntries(ids.map((id) => [id, `<p>${body(id)}</p>`])) });
    v10.close();
    const db = new DirectorioDb(name);
    const rows = await db.convocatorias.toArray();
    expect(rows.filter((row) => row.asWritten === undefined).map((row) => row.id)).toEqual([]);
    expect(rows.map((row) => bodyTextOf(row))).toEqual(ids.map(body));
    db.close();
  });
});

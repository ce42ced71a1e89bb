/**
 * Each stored convocatoria carries its disciplina, tipo and provincia: written with the row by a
 * sync, and derived once for the rows of a cache written before they were kept (version 6).
 * Expected values are the options a person would pick for these hand-written texts.
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { toConvocatoriaRow } from '../../../../../src-renderer/data/cache/rows';
import { bitOf, type ConvocatoriaFacets } from '../../../../../src-renderer/data/search/convocatoria-facets';
import { fold } from '../../../../../src-shared/text';
import { convocatoria } from '../../../support/sync-fakes';
import { schemaFive } from '../../../support/cache-schemas';

let dbCount = 0;

function facetsOf(disciplina: string, tipo: string, provincia: string): ConvocatoriaFacets {
  return { disciplina: bitOf('disciplina', disciplina), tipo: bitOf('tipo', tipo), provincia: bitOf('provincia', provincia) };
}

const membership = { listas: ['convocatorias' as const], seen: { convocatorias: 1 } };

describe('the facets of stored convocatorias', () => {
  it('upgrading a version-5 cache derives them for every row from its texts, keeping the rest of the row', async () => {
    const name = `facets-upgrade-${++dbCount}`;
    const v5 = new Dexie(name);
    v5.version(5).stores(schemaFive);
    const stored = (id: number, titulo: string, bajada: string, cuerpo: string): Record<string, unknown> => ({
      id,
      titulo,
      bajada,
      searchText: fold(`${titulo} ${bajada} ${cuerpo}`),
      ...membership,
      firstSeen: 0,
    });
    await v5
      .table('convocatorias')
      .bulkPut([
        stored(1, 'Becas de música', 'Para instrumentistas de Córdoba', ''),
        stored(2, 'Concurso de danza', '', 'Las obras se presentan en Rosario.'),
        stored(3, 'Hola', '', ''),
      ]);
    v5.close();

    const db = new DirectorioDb(name);
    const rows = await db.convocatorias.toArray();
    expect(rows.map((row) => [row.id, row.facets])).toEqual([
      [1, facetsOf('musica', 'beca', 'Cordoba')],
      [2, facetsOf('danza', 'concurso', 'Santa-Fe')],
      [3, facetsOf('sin-clasificar', 'sin-clasificar', 'Nacional')],
    ]);
    expect(rows[0]).toMatchObject({ titulo: 'Becas de música', ...membership, firstSeen: 0 });
    db.close();
  });

  it('a row built from a record carries them; a new title or bajada derives them again, the same texts keep them', () => {
    const record = convocatoria(7, { titulo: 'Premio de novela', bajada: 'Para escritores de Salta' });
    const first = toConvocatoriaRow(record, membership);
    expect(first.facets).toEqual(facetsOf('letras', 'premio', 'Salta'));

    // Facets the rules would not give, to see that a row with the same texts keeps its own.
    const kept = { ...first, facets: facetsOf('danza', 'audicion', 'Chaco') };
    expect(toConvocatoriaRow(record, membership, 0, kept, true).facets).toEqual(facetsOf('danza', 'audicion', 'Chaco'));
    const retitled = convocatoria(7, { titulo: 'Festival de cine', bajada: 'Para escritores de Salta' });
    expect(toConvocatoriaRow(retitled, membership, 0, kept, true).facets).toEqual({
      ...facetsOf('letras', 'festival', 'Salta'),
      disciplina: bitOf('disciplina', 'letras') | bitOf('disciplina', 'cine-audiovisual'),
    });
    const newBajada = convocatoria(7, { titulo: 'Premio de novela', bajada: 'En Jujuy' });
    expect(toConvocatoriaRow(newBajada, membership, 0, kept, true).facets).toEqual(facetsOf('letras', 'premio', 'Jujuy'));
  });
});

/**
 * The cache's earlier Dexie schemas, as db.ts declared them at each version, written out by hand
 * for the upgrade tests: each test opens a database at its old version with one of these.
 */

/** Versions 5 and 6 (6 changed rows, not tables): the mirror, its bodies and ranks, the favorites. */
export const schemaFive: Readonly<Record<string, string>> = {
  convocatorias: 'id, *listas',
  organismos: 'id, *listas',
  tramites: 'id, *listas',
  ordenadas: 'id, rank',
  syncState: 'collection',
  favoritos: 'key, kind',
  cuerpos: 'key',
};
export const schemaSix = schemaFive;

/** Version 7: Mis convocatorias and the saved searches. */
export const schemaSeven: Readonly<Record<string, string>> = { ...schemaSix, postulaciones: 'id', busquedas: 'id, posicion' };

/** Version 8: the saved documents' texts. */
export const schemaEight: Readonly<Record<string, string>> = { ...schemaSeven, documentTexts: 'key, [kind+ownerId]' };

/** Version 10 (9 put the ranks in `orden` and dropped `ordenadas`; 10 added `paginas`). */
export const schemaTen: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(schemaEight).filter(([table]) => table !== 'ordenadas')),
  orden: 'start',
  paginas: 'collection',
};

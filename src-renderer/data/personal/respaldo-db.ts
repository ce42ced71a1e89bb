/**
 * The backup against IndexedDB: the personal tables read for "Exportar mis datos", and a file
 * imported in one transaction over the three tables, so it is merged whole or not at all. No
 * React here; `mis-datos.ts` binds these to the app's database for the view.
 */
import { errorMessage } from '../../../src-shared/errors';
import type { ProblemText } from '../../ui/Problem';
import type { DirectorioDb } from '../cache/db';
import { todayInArgentina } from '../search/convocatoria-state';
import { mergeRespaldo, type ImportCounts } from './respaldo-merge';
import { checkRespaldoSize, readRespaldo, writeRespaldo, type PersonalRows } from './respaldo';

/** Every row of the personal tables, read in one transaction so the three agree. */
export async function readPersonalRows(db: DirectorioDb): Promise<PersonalRows> {
  return db.transaction('r', db.busquedas, db.postulaciones, db.favoritos, async () => ({
    busquedas: await db.busquedas.toArray(),
    postulaciones: await db.postulaciones.toArray(),
    favoritos: await db.favoritos.toArray(),
  }));
}

export type ExportOutcome =
  { ok: true; name: string; content: string; rows: PersonalRows } | { ok: false; message: string; detail: string };

/** The backup's file: `mis-datos-2026-11-27.json`, by the day in Argentina (as the other exports' names). */
export async function exportPersonalRows(db: DirectorioDb, now: Date): Promise<ExportOutcome> {
  try {
    const rows = await readPersonalRows(db);
    return { ok: true, name: `mis-datos-${todayInArgentina(now)}.json`, content: writeRespaldo(rows, now), rows };
  } catch (cause) {
    return { ok: false, message: 'No se pudieron leer tus datos: la base local no respondió.', detail: errorMessage(cause) };
  }
}

/** Merges a checked backup's rows into the tables, all or nothing. */
export async function mergeIntoTables(db: DirectorioDb, incoming: PersonalRows): Promise<ImportCounts> {
  return db.transaction('rw', db.busquedas, db.postulaciones, db.favoritos, async () => {
    const local = await readPersonalRows(db);
    const { put, counts } = mergeRespaldo(local, incoming);
    await db.postulaciones.bulkPut(put.postulaciones);
    await db.busquedas.bulkPut(put.busquedas);
    await db.favoritos.bulkPut(put.favoritos);
    return counts;
  });
}

/** What an import did: per table, the rows added, updated and skipped; and the backup's export time. */
export type ImportOutcome = { ok: true; counts: ImportCounts; exportado: string } | ({ ok: false } & ProblemText);

/** The file a person picked: its size, and its text read only once the size is acceptable. */
export type PickedFile = Pick<Blob, 'size' | 'text'>;

/** Checks, reads and merges a picked file; refused files change nothing. Never rejects. */
export async function importRespaldoFile(db: DirectorioDb, file: PickedFile): Promise<ImportOutcome> {
  const tooLarge = checkRespaldoSize(file.size);
  if (tooLarge !== null) return { ok: false, ...tooLarge };
  let text: string;
  try {
    text = await file.text();
  } catch (cause) {
    return { ok: false, message: 'No se importó nada: no se pudo leer el archivo.', detail: errorMessage(cause) };
  }
  const read = readRespaldo(text);
  if (!read.ok) return { ok: false, ...read.problem };
  try {
    const counts = await mergeIntoTables(db, read.respaldo);
    return { ok: true, counts, exportado: read.respaldo.exportado };
  } catch (cause) {
    return { ok: false, message: 'No se importó nada: la base local no respondió.', detail: errorMessage(cause) };
  }
}

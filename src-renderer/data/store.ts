/** The sync engine's RecordStore over Dexie: upserts tagged with the run's generation. */
import type { Collection, Convocatoria } from '../../src-shared/api';
import type { Page } from '../../src-shared/bridge';
import type { RecordStore, SyncOutcome } from '../../src-shared/sync';
import { fold, htmlToText } from '../../src-shared/text';
import type { ConvocatoriaRow, DirectorioDb, SyncStateRow } from './db';

export function toConvocatoriaRow(record: Convocatoria, generation: number): ConvocatoriaRow {
  return {
    id: record.id,
    url: record.url,
    link: record.link,
    imagen: record.imagen,
    titulo: record.titulo,
    bajada: record.bajada,
    cuerpo: record.cuerpo,
    estado: record.estado,
    fechaInicio: record.fecha_inicio,
    fechaFin: record.fecha_fin,
    documentos: record.documentos,
    searchText: fold(`${record.titulo} ${record.bajada} ${htmlToText(record.cuerpo)}`),
    generation,
  };
}

function emptyState(collection: Collection): SyncStateRow {
  return {
    collection,
    generation: 0,
    running: false,
    lastCompleteAt: null,
    lastAttemptAt: null,
    count: null,
    stored: 0,
    problem: null,
    rejects: [],
  };
}

function supported(collection: Collection): 'convocatorias' {
  if (collection !== 'convocatorias') throw new Error(`colección aún no guardada en la caché: ${collection}`);
  return collection;
}

export function createRecordStore(db: DirectorioDb, now: () => number = Date.now): RecordStore {
  const state = async (collection: Collection): Promise<SyncStateRow> =>
    (await db.syncState.get(collection)) ?? emptyState(collection);

  return {
    beginRun: (collection) =>
      db.transaction('rw', db.syncState, async () => {
        const previous = await state(collection);
        const generation = previous.generation + 1;
        await db.syncState.put({ ...previous, generation, running: true, lastAttemptAt: now() });
        return generation;
      }),

    async putPage(collection, page: Page, generation) {
      supported(collection);
      const rows = (page.records as Convocatoria[]).map((record) => toConvocatoriaRow(record, generation));
      await db.convocatorias.bulkPut(rows);
    },

    completeRun: (collection, generation, outcome: SyncOutcome) =>
      db.transaction('rw', db.convocatorias, db.syncState, async () => {
        supported(collection);
        await db.convocatorias.where('generation').below(generation).delete();
        const previous = await state(collection);
        await db.syncState.put({
          ...previous,
          running: false,
          lastCompleteAt: now(),
          count: outcome.count,
          stored: outcome.stored,
          problem: null,
          rejects: outcome.rejects,
        });
      }),

    failRun: (collection, _generation, outcome: SyncOutcome) =>
      db.transaction('rw', db.syncState, async () => {
        const previous = await state(collection);
        await db.syncState.put({ ...previous, running: false, problem: outcome.problem, rejects: outcome.rejects });
      }),
  };
}

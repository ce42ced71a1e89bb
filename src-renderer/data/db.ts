import { Dexie, type Table } from 'dexie';
import type { Reject } from '../../src-shared/api';
import type { Collection } from '../../src-shared/api';

/** A convocatoria as the app keeps it: the API record in the domain's words, plus what search needs. */
export interface ConvocatoriaRow {
  id: number;
  url: string;
  link: string;
  imagen: string | null;
  titulo: string;
  bajada: string;
  cuerpo: string;
  estado: string;
  fechaInicio: string;
  fechaFin: string;
  documentos: string[];
  /** Folded titulo + bajada + text of cuerpo, for accent-insensitive search. */
  searchText: string;
  generation: number;
}

/** The state of a collection's mirror, one row per collection. */
export interface SyncStateRow {
  collection: Collection;
  /** The generation of the newest run started. */
  generation: number;
  running: boolean;
  lastCompleteAt: number | null;
  lastAttemptAt: number | null;
  count: number | null;
  stored: number;
  problem: string | null;
  rejects: Reject[];
}

export class DirectorioDb extends Dexie {
  convocatorias!: Table<ConvocatoriaRow, number>;
  syncState!: Table<SyncStateRow, Collection>;

  constructor(name = 'directorio') {
    super(name);
    this.version(1).stores({
      convocatorias: 'id, estado, fechaFin, generation',
      syncState: 'collection',
    });
  }
}

export const db = new DirectorioDb();

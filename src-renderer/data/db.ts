import { Dexie, type Table } from 'dexie';
import type { Autoridad, Collection, Reject } from '../../src-shared/api';
import type { Membership } from '../../src-shared/sync';

/** A convocatoria as the app keeps it: the API record in the domain's words, plus what search needs. */
export interface ConvocatoriaRow extends Membership {
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
  /** Position in convocatorias/ordenadas (the official order); null when it is not listed there. */
  ordenadasRank: number | null;
  /** Folded titulo + bajada + text of cuerpo, for accent-insensitive search. */
  searchText: string;
}

/** An organismo, stored once whatever lists (organismos, programas, museos, institutos) it is in. */
export interface OrganismoRow extends Membership {
  id: number;
  url: string;
  link: string;
  nombre: string;
  direccion: string;
  telefono: string;
  descripcion: string;
  email: string;
  provincia: string;
  dependeDe: string;
  autoridad: Autoridad | null;
  searchText: string;
}

/** A trámite; its id is the number at the end of its url. */
export interface TramiteRow extends Membership {
  id: number;
  url: string;
  titulo: string;
  bajada: string;
  cuerpo: string;
  documentos: string[];
  searchText: string;
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
  warnings: Reject[];
}

export class DirectorioDb extends Dexie {
  convocatorias!: Table<ConvocatoriaRow, number>;
  organismos!: Table<OrganismoRow, number>;
  tramites!: Table<TramiteRow, number>;
  syncState!: Table<SyncStateRow, Collection>;

  constructor(name = 'directorio') {
    super(name);
    this.version(1).stores({
      convocatorias: 'id, estado, fechaFin, generation',
      syncState: 'collection',
    });
    // v2: every collection, one row per record with the lists it belongs to.
    this.version(2)
      .stores({
        convocatorias: 'id, estado, fechaFin, ordenadasRank, *listas',
        organismos: 'id, nombre, provincia, dependeDe, *listas',
        tramites: 'id, titulo, *listas',
        syncState: 'collection',
      })
      .upgrade(async (tx) => {
        await tx
          .table('convocatorias')
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            row.listas = ['convocatorias'];
            row.seen = { convocatorias: row.generation };
            row.ordenadasRank = null;
            delete row.generation;
          });
        await tx
          .table('syncState')
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            row.warnings ??= [];
          });
      });
  }
}

export const db = new DirectorioDb();

import { Dexie, type Table } from 'dexie';
import type { Autoridad, Collection, RecordKind, Reject } from '../../../src-shared/api';
import type { DocumentOwner } from '../../../src-shared/documents';
import type { AppliedPage, Membership } from '../../../src-shared/sync';
import type { PdfProblem } from '../documents/pdf-problems';
import { classifyConvocatoria } from '../search/convocatoria-facet-rules';
import { chunkBodiesAndRanks } from './chunks-upgrade';
import { unfoldStoredConvocatorias } from './written-upgrade';
import type { ConvocatoriaFacets } from '../search/convocatoria-facets';

/**
 * A convocatoria as the app stores it: the API record in the domain's words, plus what search
 * needs. Its `listas` never name convocatorias/ordenadas: that list lives in `orden` (RankChunk).
 */
export interface StoredConvocatoriaRow extends Membership {
  id: number;
  url: string;
  link: string;
  imagen: string | null;
  titulo: string;
  bajada: string;
  estado: string;
  fechaInicio: string;
  fechaFin: string;
  documentos: string[];
  /** Folded titulo + bajada + text of cuerpo, for accent-insensitive search. */
  searchText: string;
  /**
   * What folding took from that text (foldedAway in src-shared/text.ts): with `searchText`, the text
   * as written, so a row shows a hit in its body without reading the body. Every row has it since
   * version 11, but one whose text does not come back this way, or whose body the upgrade did not
   * find as its search text was made (until its record or its page changes).
   */
  asWritten?: string;
  /** Disciplina, tipo and provincia as bit sets, derived from the texts (convocatoria-facet-rules.ts). */
  facets: ConvocatoriaFacets;
  /** The sync run that first stored it (see SyncChanges.runId); 0 when it came with the first sync. */
  firstSeen: number;
  /** fingerprint() of its body as stored (see BodyChunk); every row has one since version 9. */
  bodyHash?: number;
  /** The key of the chunk of `cuerpos` that holds its body (see BodyChunk); every row has one since version 9. */
  bodyChunk?: string;
}

/** The official order's list, whose membership is kept in `orden`, not in the rows' `listas`. */
export const ordenadasList: Collection = 'convocatorias/ordenadas';

/** A convocatoria as the lists and the reader see it: the stored row with its place in the official order. */
export interface ConvocatoriaRow extends StoredConvocatoriaRow {
  /** Position in convocatorias/ordenadas (the official order); null when it is not listed there. */
  ordenadasRank: number | null;
}

/**
 * Membership of convocatorias/ordenadas: each convocatoria's position in the official order, kept
 * apart from the rows (the second list of the same records is not a second write of every
 * convocatoria), in chunks of consecutive ranks: a page of the order writes the chunk or two its
 * ranks fall in, and the lists read the whole order at once (ranks.ts). An id is in one chunk at
 * most; a row in no other list stays while it has a rank.
 */
export interface RankChunk {
  /** The first rank of the chunk's range (a multiple of ranksPerChunk); its key. */
  start: number;
  /** [id, rank] of each convocatoria ranked in the range. */
  ranks: [number, number][];
}

/** An organismo, stored once whatever lists (organismos, programas, museos, institutos) it is in. */
export interface OrganismoRow extends Membership {
  id: number;
  url: string;
  link: string;
  nombre: string;
  direccion: string;
  telefono: string;
  email: string;
  provincia: string;
  dependeDe: string;
  autoridad: Autoridad | null;
  searchText: string;
  firstSeen: number;
  bodyHash?: number;
  bodyChunk?: string;
}

/** A trámite; its id is the number at the end of its url. */
export interface TramiteRow extends Membership {
  id: number;
  url: string;
  titulo: string;
  bajada: string;
  documentos: string[];
  searchText: string;
  firstSeen: number;
  bodyHash?: number;
  bodyChunk?: string;
}

/**
 * Records' bodies (a convocatoria's or trámite's `cuerpo`, an organismo's `descripcion`), kept
 * apart from their rows: the lists hold every row in memory and never show a body; the reader
 * reads the one it shows, through the key its row carries (`bodyChunk`). One chunk per page a
 * sync stored records from (bodies.ts), so a first mirror writes a value per page, not per record;
 * a record's body stays in its chunk until the record is deleted, and a changed body rewrites it.
 */
export interface BodyChunk {
  key: string;
  /** Each body of the chunk, by its record's id. */
  bodies: Record<number, string>;
}

export type BodyKind = 'convocatoria' | 'organismo' | 'tramite';

/** The rows as the reader shows them: with their body. */
export type ConvocatoriaDetailRow = ConvocatoriaRow & { cuerpo: string };
export type OrganismoDetailRow = OrganismoRow & { descripcion: string };
export type TramiteDetailRow = TramiteRow & { cuerpo: string };

/** Counts of records added, changed (their API content differed) and removed. */
export interface ChangeCounts {
  added: number;
  changed: number;
  removed: number;
}

/**
 * What one sync run changed in a collection's list: records that joined it, records of it whose
 * API content changed, records that left it. `records` counts each record once over all lists
 * (stored for the first time, changed, deleted from the cache), so the lists' `records` add up
 * to what the run changed.
 */
export interface SyncChanges extends ChangeCounts {
  /** The run, by its start time (ms); the rows it stored first carry it as `firstSeen`. */
  runId: number;
  /**
   * The run the news start from: this one, or an earlier one that did not complete (cancelled,
   * failed) whose changes this one carries on (see RunTally.continueFrom). Absent in rows written
   * before it existed: `runId` then.
   */
  since?: number;
  records: ChangeCounts;
  /** The collection had never been complete before this run: nothing it added counts as new. */
  first: boolean;
  complete: boolean;
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
  /** What the last run changed; null before any run that tracked it. */
  changes: SyncChanges | null;
}

/**
 * A record the person starred. Kept apart from the mirror, so a sync never removes it, with a
 * snapshot of what it was (refreshed whenever a sync sees the record) for when it is gone.
 */
export interface FavoritoRow {
  /** `${kind}:${id}`, e.g. "organismo:42". */
  key: string;
  /** Convocatorias are followed in Mis convocatorias (PostulacionRow) since version 7. */
  kind: Exclude<RecordKind, 'convocatoria'>;
  id: number;
  titulo: string;
  /** A second line: the bajada, or the provincia of an organismo. */
  detalle: string;
  estado: string | null;
  fechaInicio: string | null;
  fechaFin: string | null;
  addedAt: number;
  refreshedAt: number;
  /** The local day (YYYY-MM-DD) of the last "closes soon" notice: one a day at most. */
  lastNotifiedDay: string | null;
}

/**
 * Where a person stands with a convocatoria (Mis convocatorias). `seleccionada` and
 * `no-seleccionada` are the two answers of *Resultado*.
 */
export const etapas = ['interesa', 'preparando', 'presentada', 'seleccionada', 'no-seleccionada'] as const;
export type Etapa = (typeof etapas)[number];

/**
 * A convocatoria the person follows (Mis convocatorias): personal data, never written or
 * deleted by a sync. Keyed by the convocatoria's id; the snapshot (titulo … fechaFin, as in
 * FavoritoRow) is refreshed whenever a sync sees the record, and read once it is gone.
 */
export interface PostulacionRow {
  id: number;
  etapa: Etapa;
  /** The person's private note, plain text exactly as typed ('' when none). */
  nota: string;
  /** A personal reminder day, YYYY-MM-DD; null when none. */
  recordatorio: string | null;
  titulo: string;
  detalle: string;
  estado: string | null;
  fechaInicio: string | null;
  fechaFin: string | null;
  addedAt: number;
  /** The person's last edit (etapa, nota, recordatorio), ms: the newer edit wins an import. */
  updatedAt: number;
  /** The last time a sync refreshed the snapshot. */
  refreshedAt: number;
  /** The local day (YYYY-MM-DD) of the last "closes soon" notice: one a day at most. */
  lastNotifiedDay: string | null;
}

/**
 * A saved search (Búsquedas guardadas): the convocatorias list's URL parameters under a name.
 * `vistas` are the ids it matched when the person last opened it (the badge counts the matches
 * not among them); `conocidas` the ids it matched after the last sync that evaluated it (a sync's
 * notice counts the matches not among them).
 */
export interface BusquedaRow {
  /** A random id (crypto.randomUUID()). */
  id: string;
  nombre: string;
  /** The list's query string as the URL holds it, without "?" (e.g. "estado=todas&q=musica"). */
  params: string;
  /** Its place in the navigation, ascending. */
  posicion: number;
  /** Notices after a sync brings new matches. */
  avisos: boolean;
  vistas: number[];
  conocidas: number[];
  createdAt: number;
  updatedAt: number;
}

/** The records whose documents can be saved. */
export type DocumentTextKind = DocumentOwner['kind'];

/**
 * The text of a document saved for offline reading, per page, as extracted when it was saved
 * (or why it has none to search). It follows the saved copy: removed with it, and by *Borrar datos*
 * only when the copies go too. Keyed `${kind}-${ownerId} ${url}` (see documentTextKey).
 */
export interface DocumentTextRow {
  key: string;
  kind: DocumentTextKind;
  ownerId: number;
  /** Where the document was downloaded from: the record links it by this address. */
  url: string;
  /** The document's name as the record's page shows it (ui/document-name.ts). */
  name: string;
  /** Each page's text, page 1 first; or why there is nothing to search. */
  outcome: { kind: 'text'; pages: string[] } | { kind: 'problem'; problem: PdfProblem };
  /** ISO 8601. */
  extractedAt: string;
}

/**
 * The pages a list's sync applied, with the hash of each body (see applied-pages.ts): sent back
 * so that main answers an unchanged page with its count alone. Part of the mirror: *Borrar datos*
 * clears it with the rows.
 */
export interface PaginasRow {
  collection: Collection;
  pages: AppliedPage[];
}

export const documentTextKey = (kind: DocumentTextKind, ownerId: number, url: string): string => `${kind}-${ownerId} ${url}`;

/** Up to version 8, a body per row of `cuerpos`, keyed `${kind}:${id}`. */
interface LegacyBodyRow {
  key: string;
  html: string;
}

const legacyBodyKey = (kind: BodyKind, id: number): string => `${kind}:${id}`;

/** Versions 5 to 8: a rank per row of `ordenadas`. */
interface LegacyRankRow {
  id: number;
  rank: number;
}

export class DirectorioDb extends Dexie {
  convocatorias!: Table<StoredConvocatoriaRow, number>;
  orden!: Table<RankChunk, number>;
  organismos!: Table<OrganismoRow, number>;
  tramites!: Table<TramiteRow, number>;
  syncState!: Table<SyncStateRow, Collection>;
  favoritos!: Table<FavoritoRow, string>;
  cuerpos!: Table<BodyChunk, string>;
  postulaciones!: Table<PostulacionRow, number>;
  busquedas!: Table<BusquedaRow, string>;
  documentTexts!: Table<DocumentTextRow, string>;
  paginas!: Table<PaginasRow, Collection>;

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
    // v3: favoritos, kept apart from the mirror; when each record was first seen; per-run changes.
    this.version(3)
      .stores({ favoritos: 'key, kind' })
      .upgrade(async (tx) => {
        for (const name of ['convocatorias', 'organismos', 'tramites']) {
          await tx
            .table(name)
            .toCollection()
            .modify((row: Record<string, unknown>) => {
              row.firstSeen ??= 0;
            });
        }
        await tx
          .table('syncState')
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            row.changes ??= null;
          });
      });
    // v4: bodies apart from the rows, so the lists held in memory stay small.
    this.version(4)
      .stores({ cuerpos: 'key' })
      .upgrade(async (tx) => {
        const moves = [
          ['convocatorias', 'convocatoria', 'cuerpo'],
          ['organismos', 'organismo', 'descripcion'],
          ['tramites', 'tramite', 'cuerpo'],
        ] as const;
        for (const [name, kind, field] of moves) {
          const bodies: LegacyBodyRow[] = [];
          await tx
            .table(name)
            .toCollection()
            .modify((row: Record<string, unknown>) => {
              const html = row[field];
              bodies.push({ key: legacyBodyKey(kind, row.id as number), html: typeof html === 'string' ? html : '' });
              Reflect.deleteProperty(row, field);
            });
          await tx.table('cuerpos').bulkPut(bodies);
        }
      });
    // v5: the official order in a table of its own (a rank per row); and only the indexes something
    // reads: the lists filter and sort in memory, so an index on estado, fechaFin, nombre… only
    // cost every write its upkeep.
    this.version(5)
      .stores({
        convocatorias: 'id, *listas',
        organismos: 'id, *listas',
        tramites: 'id, *listas',
        ordenadas: 'id, rank',
      })
      .upgrade(async (tx) => {
        const ranks: LegacyRankRow[] = [];
        const orphans: number[] = [];
        await tx
          .table('convocatorias')
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            const { id, ordenadasRank, listas, seen } = row as {
              id: number;
              ordenadasRank?: number | null;
              listas: string[];
              seen: Record<string, number>;
            };
            if (typeof ordenadasRank === 'number') ranks.push({ id, rank: ordenadasRank });
            row.listas = listas.filter((list) => list !== ordenadasList);
            row.seen = Object.fromEntries(Object.entries(seen).filter(([list]) => list !== ordenadasList));
            delete row.ordenadasRank;
            // In no list and without a rank: an inconsistent row that no sync would ever expire.
            if ((row.listas as string[]).length === 0 && typeof ordenadasRank !== 'number') orphans.push(id);
          });
        await tx.table('ordenadas').bulkPut(ranks);
        await tx.table('convocatorias').bulkDelete(orphans);
        await tx.table('cuerpos').bulkDelete(orphans.map((id) => legacyBodyKey('convocatoria', id)));
      });
    // v6: disciplina, tipo and provincia of each convocatoria, derived from its texts. A change of
    // the rules or of the options' bits (convocatoria-facets.ts) is a new version with this upgrade.
    this.version(6).upgrade((tx) => classifyStoredConvocatorias(tx.table('convocatorias')));
    // v7: Mis convocatorias and the saved searches, personal data like the favoritos. A favorite
    // convocatoria becomes one the person follows as "Me interesa", with its snapshot and its
    // last notice; favorite organismos and trámites stay favoritos.
    this.version(7)
      .stores({ postulaciones: 'id', busquedas: 'id, posicion' })
      .upgrade(async (tx) => {
        // Rows written before version 7, when a convocatoria could be a favorite.
        const favoritos = tx.table<LegacyFavoritoRow, string>('favoritos');
        const convocatorias = await favoritos.where('kind').equals('convocatoria').toArray();
        await tx.table<PostulacionRow, number>('postulaciones').bulkPut(convocatorias.map(postulacionOfFavorito));
        await favoritos.bulkDelete(convocatorias.map((favorito) => favorito.key));
      });
    // v8: the texts of the documents saved offline, per page, for the search; removed per record.
    this.version(8).stores({ documentTexts: 'key, [kind+ownerId]' });
    // v9: the official order in chunks of ranks, the bodies in chunks of a page: a first mirror
    // writes about one value per record (its row) instead of three (row, body, rank).
    this.version(9).stores({ ordenadas: null, orden: 'start' }).upgrade(chunkBodiesAndRanks);
    // v10: the pages each list's sync applied, with their hashes (a new table, nothing to move).
    this.version(10).stores({ paginas: 'collection' });
    // v11: each convocatoria's `asWritten`, so a search's rows show a hit in the body without reading it.
    this.version(11).upgrade(unfoldStoredConvocatorias);
  }
}

type LegacyFavoritoRow = Omit<FavoritoRow, 'kind'> & { kind: RecordKind };

/** A favorite convocatoria as the person's "Me interesa", losing nothing it held. */
function postulacionOfFavorito(favorito: LegacyFavoritoRow): PostulacionRow {
  return {
    id: favorito.id,
    etapa: 'interesa',
    nota: '',
    recordatorio: null,
    titulo: favorito.titulo,
    detalle: favorito.detalle,
    estado: favorito.estado,
    fechaInicio: favorito.fechaInicio,
    fechaFin: favorito.fechaFin,
    addedAt: favorito.addedAt,
    updatedAt: favorito.addedAt,
    refreshedAt: favorito.refreshedAt,
    lastNotifiedDay: favorito.lastNotifiedDay,
  };
}

/** Derives the facets of every stored convocatoria again from its texts (they are all in the row). */
async function classifyStoredConvocatorias(table: Table<Record<string, unknown>, number>): Promise<void> {
  await table.toCollection().modify((row) => {
    const text = (field: string): string => {
      const value = row[field];
      return typeof value === 'string' ? value : '';
    };
    row.facets = classifyConvocatoria({ titulo: text('titulo'), bajada: text('bajada'), searchText: text('searchText') });
  });
}

export const db = new DirectorioDb();

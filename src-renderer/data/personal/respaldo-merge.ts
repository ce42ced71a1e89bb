/**
 * Importing a backup merges it into what this window holds, never replaces it: rows by key
 * (Mis convocatorias by convocatoria id, saved searches by id, favoritos by key), new ones added,
 * the newer edit winning where both have a row, and no text the person wrote ever lost: when the
 * two notes of a convocatoria differ, the result keeps both. A saved search's name follows the
 * same rule as when it is saved (cleanNombre): one with no name left is not imported, and counted
 * as refused. Pure, so it is tested in Node.
 */
import type { BusquedaRow, FavoritoRow, PostulacionRow } from '../cache/db';
import { shortDay, todayInArgentina } from '../search/convocatoria-state';
import { cleanNombre } from './busquedas-rules';
import type { PersonalRows, PersonalTable } from './respaldo';

export interface MergeCounts {
  /** Rows the file brought that this window did not have. */
  added: number;
  /** Rows both had, changed by the file's. */
  updated: number;
  /** Rows both had, left as they were (the same, or this window's newer and holding all the file's text). */
  skipped: number;
  /** Rows of the file not imported because the app cannot hold them as they are (a saved search without a name). */
  refused: number;
}

export type ImportCounts = Record<PersonalTable, MergeCounts>;

export interface Merged {
  /** The rows to write: the added and the updated ones. */
  put: PersonalRows;
  counts: ImportCounts;
}

/** The line between two notes kept together: the second note's last edit, as a day in Argentina. */
export function noteMarker(editedAt: number): string {
  return `— Nota del ${shortDay(todayInArgentina(new Date(editedAt)))}, conservada al importar —`;
}

/** The winner's note, then the other's under a marker; one alone when it already holds the other (an empty note is in every note). */
function joinNotes(winner: PostulacionRow, other: PostulacionRow): string {
  if (winner.nota.includes(other.nota)) return winner.nota;
  if (other.nota.includes(winner.nota)) return other.nota;
  return `${winner.nota}\n\n${noteMarker(other.updatedAt)}\n${other.nota}`;
}

/** The later of two days (YYYY-MM-DD sorts as text), so a notice already given is not given again. */
function laterDay(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  return b !== null && b > a ? b : a;
}

/** What the person set comes from the newer edit; the record's snapshot from the newer refresh. */
function mergePostulacion(local: PostulacionRow, incoming: PostulacionRow): PostulacionRow {
  const [winner, other] = incoming.updatedAt > local.updatedAt ? [incoming, local] : [local, incoming];
  const snapshot = incoming.refreshedAt > local.refreshedAt ? incoming : local;
  return {
    id: local.id,
    etapa: winner.etapa,
    nota: joinNotes(winner, other),
    recordatorio: winner.recordatorio,
    titulo: snapshot.titulo,
    detalle: snapshot.detalle,
    estado: snapshot.estado,
    fechaInicio: snapshot.fechaInicio,
    fechaFin: snapshot.fechaFin,
    addedAt: Math.min(local.addedAt, incoming.addedAt),
    updatedAt: winner.updatedAt,
    refreshedAt: snapshot.refreshedAt,
    lastNotifiedDay: laterDay(local.lastNotifiedDay, incoming.lastNotifiedDay),
  };
}

/** A saved search is one edit: the newer one whole. */
function mergeBusqueda(local: BusquedaRow, incoming: BusquedaRow): BusquedaRow {
  return incoming.updatedAt > local.updatedAt ? incoming : local;
}

/** A favorite has no edits: starred since the earlier, its snapshot from the newer refresh. */
function mergeFavorito(local: FavoritoRow, incoming: FavoritoRow): FavoritoRow {
  const snapshot = incoming.refreshedAt > local.refreshedAt ? incoming : local;
  return {
    ...snapshot,
    addedAt: Math.min(local.addedAt, incoming.addedAt),
    lastNotifiedDay: laterDay(local.lastNotifiedDay, incoming.lastNotifiedDay),
  };
}

/**
 * Equal as data: every field the same value, whatever their order (rows from a file and from
 * IndexedDB). The rows' fields are plain values, but for a saved search's id lists, which never
 * decide: its merge keeps one of the two rows whole, the held one itself or one with a newer edit.
 */
function sameRow<R extends object>(a: R, b: R): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof R>;
  return [...fields].every((field) => Object.is(a[field], b[field]));
}

function mergeTable<R extends object>(
  local: readonly R[],
  incoming: readonly R[],
  keyOf: (row: R) => string | number,
  merge: (local: R, incoming: R) => R,
): { added: R[]; updated: R[]; counts: Omit<MergeCounts, 'refused'> } {
  const held = new Map(local.map((row) => [keyOf(row), row]));
  const added: R[] = [];
  const updated: R[] = [];
  let skipped = 0;
  for (const row of incoming) {
    const mine = held.get(keyOf(row));
    if (mine === undefined) {
      added.push(row);
      continue;
    }
    const merged = merge(mine, row);
    if (sameRow(merged, mine)) skipped += 1;
    else updated.push(merged);
  }
  return { added, updated, counts: { added: added.length, updated: updated.length, skipped } };
}

/**
 * Saved searches the file adds go after the ones this window has, in the file's order, so the
 * navigation keeps the person's order; into a window with none they keep their places.
 */
function placedAfter(local: readonly BusquedaRow[], added: readonly BusquedaRow[]): BusquedaRow[] {
  if (local.length === 0) return [...added];
  const last = Math.max(...local.map((row) => row.posicion));
  return [...added].sort(byPlace).map((row, index) => ({ ...row, posicion: last + 1 + index }));
}

/** The navigation's order: by posicion, and by id where two share one (any fixed order: they are then numbered anew). */
function byPlace(a: BusquedaRow, b: BusquedaRow): number {
  return a.posicion - b.posicion || a.id.localeCompare(b.id);
}

/**
 * The saved searches to write once the merge's are in place. Two searches sharing a posicion (a
 * file that has them so, or a file's newer edit landing on one this window uses) would list in
 * an order no one chose, and "Subir" or "Bajar" between them would swap equal places and move
 * nothing; so then every search is numbered anew in the order shown, and those whose place
 * changed are written too.
 */
function withDistinctPlaces(local: readonly BusquedaRow[], changed: readonly BusquedaRow[]): BusquedaRow[] {
  const result = new Map(local.map((row) => [row.id, row]));
  for (const row of changed) result.set(row.id, row);
  const ordered = [...result.values()].sort(byPlace);
  if (new Set(ordered.map((row) => row.posicion)).size === ordered.length) return [...changed];
  const written = new Set(changed.map((row) => row.id));
  return ordered.flatMap((row, index) => (row.posicion === index && !written.has(row.id) ? [] : [{ ...row, posicion: index }]));
}

/** The file's saved searches under the naming rule, and how many had no name to keep. */
function named(incoming: readonly BusquedaRow[]): { rows: BusquedaRow[]; refused: number } {
  const rows = incoming.flatMap((row) => {
    const nombre = cleanNombre(row.nombre);
    return nombre === null ? [] : [{ ...row, nombre }];
  });
  return { rows, refused: incoming.length - rows.length };
}

export function mergeRespaldo(local: PersonalRows, incoming: PersonalRows): Merged {
  const postulaciones = mergeTable(local.postulaciones, incoming.postulaciones, (row) => row.id, mergePostulacion);
  const withNames = named(incoming.busquedas);
  const busquedas = mergeTable(local.busquedas, withNames.rows, (row) => row.id, mergeBusqueda);
  const favoritos = mergeTable(local.favoritos, incoming.favoritos, (row) => row.key, mergeFavorito);
  return {
    put: {
      postulaciones: [...postulaciones.added, ...postulaciones.updated],
      busquedas: withDistinctPlaces(local.busquedas, [...placedAfter(local.busquedas, busquedas.added), ...busquedas.updated]),
      favoritos: [...favoritos.added, ...favoritos.updated],
    },
    counts: {
      postulaciones: { ...postulaciones.counts, refused: 0 },
      busquedas: { ...busquedas.counts, refused: withNames.refused },
      favoritos: { ...favoritos.counts, refused: 0 },
    },
  };
}

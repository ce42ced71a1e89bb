/**
 * Búsquedas guardadas in IndexedDB: saving, renaming, reordering, deleting, notices on/off, the
 * matches a person has seen, and the evaluation after a sync. Personal data: no sync writes here.
 * No React (the sync's notices use it).
 */
import type { ConvocatoriaRow, DirectorioDb, BusquedaRow } from '../cache/db';
import { forEachSlice } from '../cache/slices';
import { newSinceOf } from '../novedades';
import { checkParams, cleanNombre, matchIds, newMatches, type BusquedaNews } from './busquedas-rules';

/** Every saved search, in the person's order. */
export function readBusquedas(db: DirectorioDb): Promise<BusquedaRow[]> {
  return db.busquedas.orderBy('posicion').toArray();
}

export interface NewBusqueda {
  nombre: string;
  /** The list's query string in force (see paramsToSave). */
  params: string;
  /** The ids the list shows now: seen, and known to the next sync. */
  ids: readonly number[];
}

/** Saves a search last in the order, with notices on; returns its id. */
export async function addBusqueda(db: DirectorioDb, search: NewBusqueda, now: number, id: string = crypto.randomUUID()): Promise<string> {
  const nombre = cleanNombre(search.nombre);
  if (nombre === null) throw new Error('Una búsqueda guardada necesita un nombre.');
  const ids = [...search.ids].sort((a, b) => a - b);
  await db.transaction('rw', db.busquedas, async () => {
    const last = await db.busquedas.orderBy('posicion').last();
    await db.busquedas.add({
      id,
      nombre,
      params: search.params,
      posicion: (last?.posicion ?? 0) + 1,
      avisos: true,
      vistas: ids,
      conocidas: ids,
      createdAt: now,
      updatedAt: now,
    });
  });
  return id;
}

export async function renameBusqueda(db: DirectorioDb, id: string, nombre: string, now: number): Promise<void> {
  const clean = cleanNombre(nombre);
  if (clean === null) throw new Error('Una búsqueda guardada necesita un nombre.');
  await db.busquedas.update(id, { nombre: clean, updatedAt: now });
}

export async function deleteBusqueda(db: DirectorioDb, id: string): Promise<void> {
  await db.busquedas.delete(id);
}

export async function setBusquedaAvisos(db: DirectorioDb, id: string, avisos: boolean, now: number): Promise<void> {
  await db.busquedas.update(id, { avisos, updatedAt: now });
}

/** Moves a search one place up (-1) or down (+1) in the order: it swaps places with its neighbour. */
export async function moveBusqueda(db: DirectorioDb, id: string, step: -1 | 1, now: number): Promise<void> {
  await db.transaction('rw', db.busquedas, async () => {
    const all = await db.busquedas.orderBy('posicion').toArray();
    const at = all.findIndex((busqueda) => busqueda.id === id);
    const self = all[at];
    const other = all[at + step];
    if (self === undefined || other === undefined) return;
    await db.busquedas.bulkPut([
      { ...self, posicion: other.posicion, updatedAt: now },
      { ...other, posicion: self.posicion },
    ]);
  });
}

/** The person saw these matches of a search (it was listed): its badge counts none of them. */
export async function markSeen(db: DirectorioDb, id: string, ids: readonly number[]): Promise<void> {
  await db.busquedas.update(id, { vistas: [...ids].sort((a, b) => a - b) });
}

/**
 * Every stored convocatoria, read in slices by id (one 10,000-row read would hold the page), as
 * the filter takes them. The official order's rank is left out: it orders, it never selects.
 */
export async function readConvocatoriaRows(db: DirectorioDb, sliceRows = 1000): Promise<ConvocatoriaRow[]> {
  const rows: ConvocatoriaRow[] = [];
  await forEachSlice(db.convocatorias, sliceRows, (slice) => {
    for (const row of slice) rows.push({ ...row, ordenadasRank: null });
  });
  return rows;
}

/**
 * After a sync this tab ran: each saved search that still parses is matched against every
 * convocatoria the sync committed, its new matches (not among `conocidas`) are returned, and its
 * matches become its `conocidas`. The rows are read from IndexedDB, not from the live table: when
 * the sync's call returns its writes have committed, but the live table may publish the last of
 * them a moment later (it re-publishes at most every few hundred ms), and nothing tells when it
 * has; the database is already whole. When the mirror of convocatorias was filled for the first
 * time by this sync, nothing is new: the searches only learn their matches.
 */
export async function evaluateAfterSync(db: DirectorioDb, today: string): Promise<BusquedaNews[]> {
  const busquedas = await readBusquedas(db);
  if (busquedas.length === 0) return [];
  const [rows, states] = await Promise.all([readConvocatoriaRows(db), db.syncState.toArray()]);
  const first = states.find((state) => state.collection === 'convocatorias')?.changes?.first ?? false;
  const newSince = newSinceOf(states, 'convocatoria');
  const news: BusquedaNews[] = [];
  for (const busqueda of busquedas) {
    const check = checkParams(busqueda.params);
    if (!check.ok) continue;
    const matches = matchIds(rows, check.filter, today, newSince);
    const nuevas = newMatches(matches, busqueda.conocidas);
    // Only `conocidas` changes: a rename or an open in another window meanwhile is kept.
    await db.busquedas.update(busqueda.id, { conocidas: matches });
    if (!first && nuevas.length > 0)
      news.push({ id: busqueda.id, nombre: busqueda.nombre, params: busqueda.params, nuevas, avisos: busqueda.avisos });
  }
  return news;
}

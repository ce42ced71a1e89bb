/** Hooks and actions over the saved searches (Búsquedas guardadas); views use these, never Dexie. */
import { useEffect, useMemo } from 'react';
import { db, type BusquedaRow } from '../cache/db';
import { useToday } from '../convocatorias';
import { liveTablesOf, useLiveTable } from '../live/live-table';
import { sharedLiveQuery, useSharedQuery } from '../live/shared-query';
import { useNewSince } from '../novedades';
import { sameFilter, type ConvocatoriaFilter } from '../search/convocatoria-filter';
import { addBusqueda, deleteBusqueda, markSeen, moveBusqueda, readBusquedas, renameBusqueda, setBusquedaAvisos } from './busquedas-db';
import { checkParams, matchIds, newMatches, sameIds } from './busquedas-rules';
import { errorMessage } from '../../../src-shared/errors';
import { createStore, useStore } from '../../store';
import type { ProblemText } from '../../ui/Problem';

export type { BusquedaRow } from '../cache/db';
export { busquedaHref, busquedaParam, cleanNombre, maxNombreLength, paramsToSave } from './busquedas-rules';

/** A saved search as the navigation shows it. */
export type BusquedaEntry =
  | {
      busqueda: BusquedaRow;
      ok: true;
      filter: ConvocatoriaFilter;
      /** How many of its matches the person has not seen (the badge); undefined until the rows are read. */
      nuevas: number | undefined;
    }
  | {
      busqueda: BusquedaRow;
      ok: false;
      /** Why its parameters no longer parse, in Spanish. */
      problems: string[];
    };

const busquedas = sharedLiveQuery(() => readBusquedas(db));

/** The saved searches in the person's order, without their matches; undefined while loading. */
export function useBusquedaRows(): readonly BusquedaRow[] | undefined {
  return useSharedQuery(busquedas);
}

/** Every saved search with its badge, counted over the convocatorias in memory; undefined while loading. */
export function useBusquedas(): BusquedaEntry[] | undefined {
  const rows = useBusquedaRows();
  const convocatorias = useLiveTable(liveTablesOf(db).convocatorias);
  const today = useToday();
  const newSince = useNewSince('convocatoria');
  return useMemo(
    () =>
      rows?.map((busqueda): BusquedaEntry => {
        const check = checkParams(busqueda.params);
        if (!check.ok) return { busqueda, ok: false, problems: check.problems };
        const nuevas =
          convocatorias === undefined
            ? undefined
            : newMatches(matchIds(convocatorias, check.filter, today, newSince), busqueda.vistas).length;
        return { busqueda, ok: true, filter: check.filter, nuevas };
      }),
    [rows, convocatorias, today, newSince],
  );
}

/**
 * While the open saved search (`id`, from the list's address) is what the list shows, the rows it
 * shows are its seen matches: opening it clears its badge; a sync's new rows, held back behind
 * the list's "mostrar", count as new until shown. `shown` is undefined while the list is not whole.
 */
export function useMarkSeen(id: string | null, filter: ConvocatoriaFilter, shown: readonly { id: number }[] | undefined): void {
  const busqueda = useBusquedaRows()?.find((row) => row.id === id);
  useEffect(() => {
    if (busqueda === undefined || shown === undefined) return;
    const check = checkParams(busqueda.params);
    if (!check.ok || !sameFilter(check.filter, filter)) return;
    const ids = shown.map((row) => row.id);
    if (sameIds(ids, busqueda.vistas)) return;
    // A write that fails leaves the badge as it was and says so; the next list shown tries again.
    markSeen(db, busqueda.id, ids).then(
      () => seenProblem.set(null),
      (cause: unknown) =>
        seenProblem.set({
          message: `No se pudieron marcar como vistas las convocatorias de «${busqueda.nombre}».`,
          detail: errorMessage(cause),
        }),
    );
  }, [busqueda, filter, shown]);
}

// Why the last "mark as seen" failed (shown under the saved searches); null while it worked.
const seenProblem = createStore<ProblemText | null>(null);

export function useSeenProblem(): ProblemText | null {
  return useStore(seenProblem);
}

/** Saves the list's search under `nombre`; `ids`: what the list shows now. Returns the new search's id. */
export function saveBusqueda(nombre: string, params: string, ids: readonly number[]): Promise<string> {
  return addBusqueda(db, { nombre, params, ids }, Date.now());
}

export function renameSavedBusqueda(id: string, nombre: string): Promise<void> {
  return renameBusqueda(db, id, nombre, Date.now());
}

export function moveSavedBusqueda(id: string, step: -1 | 1): Promise<void> {
  return moveBusqueda(db, id, step, Date.now());
}

export function deleteSavedBusqueda(id: string): Promise<void> {
  return deleteBusqueda(db, id);
}

export function setSavedBusquedaAvisos(id: string, avisos: boolean): Promise<void> {
  return setBusquedaAvisos(db, id, avisos, Date.now());
}

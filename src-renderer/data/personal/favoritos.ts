/** Hooks over the favoritos; views use these, never Dexie. */
import { useLiveQuery } from 'dexie-react-hooks';
import { defaultSettings } from '../../../src-shared/settings-defaults';
import { db, type FavoritoRow } from '../cache/db';
import { addFavorito, readFavoritos, removeFavorito, type FavoritoEntry } from './favoritos-db';
import { favoriteKey, type FavoriteKind, type FavoriteTarget } from './favoritos-rules';
import { useSavedSettings } from '../bridge/settings';
import { saveKeptDocuments } from './postulaciones';
import { sharedLiveQuery, useSharedQuery } from '../live/shared-query';

export type { FavoritoRow } from '../cache/db';
export type { FavoritoEntry } from './favoritos-db';
export { closesSoon, closingText, favoriteKey, type FavoriteKind, type FavoriteSnapshot, type FavoriteTarget } from './favoritos-rules';

/** Every favorite with its record as cached now (null once it is no longer published); undefined while loading. */
export function useFavoritos(): FavoritoEntry[] | undefined {
  return useLiveQuery(() => readFavoritos(db), []);
}

/** One favorite, for a detail whose record is gone; null when it is not a favorite. */
export function useFavorito(kind: FavoriteKind, id: number): FavoritoRow | null | undefined {
  return useLiveQuery(async () => (await db.favoritos.get(favoriteKey(kind, id))) ?? null, [kind, id]);
}

const keys = sharedLiveQuery(async () => new Set(await db.favoritos.toCollection().primaryKeys()));

/** Whether a record is a favorite; undefined while loading. One query serves every row of a list. */
export function useIsFavorite(kind: FavoriteKind, id: number): boolean | undefined {
  return useSharedQuery(keys)?.has(favoriteKey(kind, id));
}

/** A favorite trámite's documents are then saved offline (auto-save.ts); removing one keeps its copies. */
export async function setFavorite(target: FavoriteTarget, on: boolean): Promise<void> {
  if (!on) return removeFavorito(db, target.kind, target.row.id);
  await addFavorito(db, target, Date.now());
  if (target.kind === 'tramite') saveKeptDocuments();
}

export function forgetFavorite(kind: FavoriteKind, id: number): Promise<void> {
  return removeFavorito(db, kind, id);
}

/** "Días de aviso antes del cierre", from the settings; the default until they are read. */
export function useClosingSoonDays(): number {
  return useSavedSettings()?.closingSoonDays ?? defaultSettings.closingSoonDays;
}

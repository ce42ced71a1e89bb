/**
 * Whether a first screen of the convocatorias list is saved (see data/cache/first-screen-cache.ts):
 * without one, this is a first launch (or the cache was just emptied). Kept free of zod and Dexie,
 * so that the first script can ask before any stage loads (start/first-page.ts).
 */

/** The app's database (data/cache/db.ts): the first script looks for its first screen before Dexie loads. */
export const appDatabase = 'directorio';

export type SmallStorage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const firstScreenKey = (database: string): string => `directorio.primera-pantalla:${database}`;

export function storageOrNull(): SmallStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** What is saved under `database`'s key; null when nothing is, or the storage refuses to read. */
export function savedFirstScreenText(database: string, storage: SmallStorage | null): string | null {
  try {
    return storage?.getItem(firstScreenKey(database)) ?? null;
  } catch {
    return null;
  }
}

/** True when a first screen is saved for `database` (read or not): the cache has been filled before. */
export function hasCachedFirstScreen(database: string, storage: SmallStorage | null = storageOrNull()): boolean {
  return savedFirstScreenText(database, storage) !== null;
}

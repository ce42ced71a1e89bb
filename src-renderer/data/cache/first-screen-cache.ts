/**
 * The first screen of the unfiltered convocatorias list, kept in localStorage beside the
 * database, so that a window opening on a cached mirror lists it with its first render instead
 * of after IndexedDB has opened (on a cold start, a few hundred ms later). It is what the list
 * last showed from the cache, replaced as soon as the cache is read; "Borrar datos" removes it.
 * localStorage is the app's own, but what it holds is checked like any other input.
 */
import { z } from '../../../src-shared/zod';
import { collections } from '../../../src-shared/api/collections';
import {
  firstScreenKey as keyOf,
  savedFirstScreenText as savedText,
  storageOrNull,
  type SmallStorage as Storage,
} from '../../first-launch';
import type { ConvocatoriaRow } from './db';

export { hasCachedFirstScreen } from '../../first-launch';

const rowSchema = z.object({
  id: z.int(),
  url: z.string(),
  link: z.string(),
  imagen: z.nullable(z.string()),
  titulo: z.string(),
  bajada: z.string(),
  estado: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  documentos: z.array(z.string()),
  ordenadasRank: z.nullable(z.int()),
  firstSeen: z.number(),
  facets: z.object({ disciplina: z.int(), tipo: z.int(), provincia: z.int() }),
  listas: z.array(z.enum(collections)),
  seen: z.partialRecord(z.enum(collections), z.number()),
});

const savedFields = Object.keys(rowSchema.shape) as (keyof typeof rowSchema.shape)[];

const cachedSchema = z.object({ total: z.int().check(z.nonnegative()), rows: z.array(rowSchema).check(z.maxLength(200)) });

export interface CachedFirstScreen {
  rows: ConvocatoriaRow[];
  total: number;
}

/** The first screen saved for `database`; null when none is saved or it does not read as one. */
export function readCachedFirstScreen(database: string, storage: Storage | null = storageOrNull()): CachedFirstScreen | null {
  const text = savedText(database, storage);
  if (text === null) return null;
  try {
    const parsed = cachedSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    // The search text is not kept (the first screen is not searched): the rows get it empty.
    return { total: parsed.data.total, rows: parsed.data.rows.map((row) => ({ ...row, searchText: '' })) };
  } catch {
    return null;
  }
}

/** Saves what the unfiltered list shows first; an empty list removes the saved screen. */
export function saveFirstScreen(
  database: string,
  rows: readonly ConvocatoriaRow[],
  total: number,
  storage: Storage | null = storageOrNull(),
): void {
  try {
    if (total === 0) {
      storage?.removeItem(keyOf(database));
      return;
    }
    // The fields the screen reads back, picked, not parsed: these rows are the app's own, and a
    // schema parse would run on every re-publish of the list during a sync.
    const kept = rows.map((row) => Object.fromEntries(savedFields.map((field) => [field, row[field]])));
    storage?.setItem(keyOf(database), JSON.stringify({ total, rows: kept }));
  } catch {
    // A full or refused localStorage only costs the next start its head start.
  }
}

export function forgetFirstScreen(database: string, storage: Storage | null = storageOrNull()): void {
  try {
    storage?.removeItem(keyOf(database));
  } catch {
    // Nothing saved can be read back either.
  }
}

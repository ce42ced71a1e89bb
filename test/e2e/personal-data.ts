/**
 * The person's own data in the page's IndexedDB (`directorio`), written and read from outside the
 * app: Mis convocatorias (`postulaciones`), saved searches (`busquedas`) and favoritos, as rows.
 * Tests seed them this way where no view writes them yet, and read them back to compare field by field.
 */
import type { Page } from '@playwright/test';

export interface PersonalData {
  postulaciones: Record<string, unknown>[];
  busquedas: Record<string, unknown>[];
  favoritos: Record<string, unknown>[];
}

const tables = ['postulaciones', 'busquedas', 'favoritos'] as const;

/** Puts the rows in the app's database (opened by the app first, so at its current version). */
export async function seedPersonal(page: Page, data: PersonalData): Promise<void> {
  await page.evaluate(
    async ({ data, tables }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('directorio');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('no se abrió la base'));
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction([...tables], 'readwrite');
        for (const table of tables) for (const row of data[table]) transaction.objectStore(table).put(row);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error('no se escribió'));
      });
      db.close();
    },
    { data, tables },
  );
}

/** Every row of the personal tables, each table in its keys' order. */
export async function readPersonal(page: Page): Promise<PersonalData> {
  return page.evaluate(async (tables) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('directorio');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('no se abrió la base'));
    });
    const read = (table: string) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const request = db.transaction(table, 'readonly').objectStore(table).getAll();
        request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
        request.onerror = () => reject(request.error ?? new Error('no se leyó'));
      });
    const [postulaciones, busquedas, favoritos] = await Promise.all(tables.map(read));
    db.close();
    return { postulaciones: postulaciones ?? [], busquedas: busquedas ?? [], favoritos: favoritos ?? [] };
  }, tables);
}

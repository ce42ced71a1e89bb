/** What the app has stored, read from the page with the raw IndexedDB API (the page's Dexie is not reachable from here). */
import type { Page } from '@playwright/test';

/** Convocatorias stored in the app's IndexedDB; 0 while the database does not exist yet (never creates it). */
export function storedConvocatorias(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'directorio')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('directorio');
      open.onerror = () => reject(open.error ?? new Error('no se abrió'));
      open.onsuccess = () => {
        const database = open.result;
        if (!database.objectStoreNames.contains('convocatorias')) {
          database.close();
          resolve(0);
          return;
        }
        const count = database.transaction('convocatorias').objectStore('convocatorias').count();
        count.onsuccess = () => {
          database.close();
          resolve(count.result);
        };
        count.onerror = () => reject(count.error ?? new Error('no se contó'));
      };
    });
  });
}

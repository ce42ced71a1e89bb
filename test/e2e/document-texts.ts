/**
 * Rows written straight into the cache's `documentTexts` table, for specs and the bench that need
 * saved documents' texts without saving and extracting each document.
 */
import type { Page } from '@playwright/test';
import type { DocumentTextRow } from '../../src-renderer/data/cache/db';

/** Writes the rows into the table db.ts declares, with the raw IndexedDB API (the page's Dexie is not reachable from here). */
export async function putDocumentTexts(page: Page, rows: readonly DocumentTextRow[]): Promise<void> {
  await page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('directorio');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('documentTexts', 'readwrite');
          for (const row of rows) tx.objectStore('documentTexts').put(row);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    rows,
  );
}

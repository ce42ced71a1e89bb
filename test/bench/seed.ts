/**
 * 100,000 convocatorias without syncing them: the rows a mirror stored, read back from the app's
 * database ('directorio'; Dexie schema n is IndexedDB version 10·n, 20 when this was written),
 * written again under new ids with the raw IndexedDB API — so every copy has exactly the shape
 * the app stores (src-renderer/data/db.ts, rows.ts), whatever fields the schema has by then.
 * Each copy keeps every field but the id and its place in the official order, which moves after
 * all the earlier copies, so the default order lists the originals first.
 */
import type { Page } from '@playwright/test';

/** Copies the cached convocatorias until the table holds `copies` times as many; returns the new row count and the database's version. */
export function multiplyConvocatorias(page: Page, copies: number): Promise<{ rows: number; idbVersion: number }> {
  return page.evaluate(async (times) => {
    const done = <T>(request: IDBRequest<T>): Promise<T> =>
      new Promise((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
      });
    const db = await done(indexedDB.open('directorio'));
    const keyPath = db.transaction('convocatorias').objectStore('convocatorias').keyPath;
    if (db.version < 20 || keyPath !== 'id') throw new Error(`unexpected schema: IndexedDB version ${db.version}, convocatorias keyed by ${String(keyPath)}`);
    type Row = { id: number; ordenadasRank: number | null } & Record<string, unknown>;
    const originals = (await done(db.transaction('convocatorias').objectStore('convocatorias').getAll())) as Row[];
    const idStride = 10 ** Math.ceil(Math.log10(Math.max(...originals.map((row) => row.id)) + 1));
    const rankStride = Math.max(-1, ...originals.map((row) => row.ordenadasRank ?? -1)) + 1;
    for (let copy = 1; copy < times; copy++) {
      const tx = db.transaction('convocatorias', 'readwrite');
      const store = tx.objectStore('convocatorias');
      for (const row of originals) {
        store.put({ ...row, id: row.id + copy * idStride, ordenadasRank: row.ordenadasRank === null ? null : row.ordenadasRank + copy * rankStride });
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
      });
    }
    const rows = await done(db.transaction('convocatorias').objectStore('convocatorias').count());
    db.close();
    return { rows, idbVersion: db.version };
  }, copies);
}

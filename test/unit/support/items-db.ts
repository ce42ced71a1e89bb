/** A small Dexie table of named items, for the tests of the cache's readers (fake-indexeddb). */
import 'fake-indexeddb/auto';
import { Dexie, type Table } from 'dexie';

export interface Item {
  id: number;
  name: string;
}

let dbCount = 0;

/** A new database (named after `prefix`) whose one table holds `items`. */
export async function itemsDb(prefix: string, items: readonly Item[]): Promise<Table<Item, number>> {
  const db = new Dexie(`${prefix}-${++dbCount}`);
  db.version(1).stores({ items: 'id' });
  const table = db.table<Item, number>('items');
  await table.bulkPut([...items]);
  return table;
}

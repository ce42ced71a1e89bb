/**
 * Version 11's upgrade: each stored convocatoria gets `asWritten` (see foldedAway), made from its
 * titulo, bajada and the body its chunk holds, when that text folds to the very `searchText` the
 * row has: a row whose body is not in its chunk, or is not the one its search text was made from,
 * is left without (its body's hits then show folded, until its record or its page changes). A
 * slice of rows at a time, each chunk read once per slice, so a large cache is never held in
 * memory whole.
 */
import type { Table, Transaction } from 'dexie';
import { fold, foldedAway, htmlToText } from '../../../src-shared/text';
import { bodiesOfRows } from './bodies';
import type { BodyChunk } from './db';

const rowsPerSlice = 500;

const text = (row: Record<string, unknown>, field: string): string | undefined => {
  const value = row[field];
  return typeof value === 'string' ? value : undefined;
};

export async function unfoldStoredConvocatorias(tx: Transaction): Promise<void> {
  const rows = tx.table<Record<string, unknown>, number>('convocatorias');
  const cuerpos: Table<BodyChunk, string> = tx.table('cuerpos');
  const ids = await rows.toCollection().primaryKeys();
  for (let at = 0; at < ids.length; at += rowsPerSlice) {
    const slice = (await rows.bulkGet(ids.slice(at, at + rowsPerSlice))).filter((row) => row !== undefined);
    const bodies = await bodiesOfRows(
      cuerpos,
      slice.map((row) => ({ id: row.id as number, bodyChunk: text(row, 'bodyChunk') })),
    );
    const unfolded = slice.flatMap((row) => {
      const [titulo, bajada, searchText] = ['titulo', 'bajada', 'searchText'].map((field) => text(row, field));
      const body: unknown = bodies.get(row.id as number);
      if (titulo === undefined || bajada === undefined || searchText === undefined || typeof body !== 'string') return [];
      const written = `${titulo} ${bajada} ${htmlToText(body)}`;
      // foldedAway checks the letters folding leaves alone; the whole text must make the stored search text.
      if (fold(written) !== searchText) return [];
      const asWritten = foldedAway(written, searchText);
      return asWritten === null ? [] : [{ ...row, asWritten }];
    });
    await rows.bulkPut(unfolded);
  }
}

/**
 * Version 11's upgrade: each stored convocatoria gets `asWritten` (see foldedAway), made from its
 * titulo, bajada and the body its chunk holds, and checked against the `searchText` it already has:
 * a row whose body is not in its chunk, or does not make that text, is left without it (its body's
 * hits then show folded, until its record changes). A slice of rows at a time, so a large cache is
 * never held in memory whole.
 */
import type { Transaction } from 'dexie';
import { foldedAway, htmlToText } from '../../../src-shared/text';

const rowsPerSlice = 500;

const text = (row: Record<string, unknown>, field: string): string | undefined => {
  const value = row[field];
  return typeof value === 'string' ? value : undefined;
};

export async function unfoldStoredConvocatorias(tx: Transaction): Promise<void> {
  const rows = tx.table<Record<string, unknown>, number>('convocatorias');
  const cuerpos = tx.table<{ key: string; bodies: Record<number, string> }, string>('cuerpos');
  const ids = await rows.toCollection().primaryKeys();
  for (let at = 0; at < ids.length; at += rowsPerSlice) {
    const slice = (await rows.bulkGet(ids.slice(at, at + rowsPerSlice))).filter((row) => row !== undefined);
    const keys = [...new Set(slice.flatMap((row) => text(row, 'bodyChunk') ?? []))];
    const chunks = await cuerpos.bulkGet(keys);
    const bodies = new Map(keys.map((key, index) => [key, chunks[index]?.bodies]));
    const unfolded = slice.flatMap((row) => {
      const [titulo, bajada, searchText, chunk] = ['titulo', 'bajada', 'searchText', 'bodyChunk'].map((field) => text(row, field));
      const body = bodies.get(chunk ?? '')?.[row.id as number];
      if (titulo === undefined || bajada === undefined || searchText === undefined || body === undefined) return [];
      const asWritten = foldedAway(`${titulo} ${bajada} ${htmlToText(body)}`, searchText);
      return asWritten === null ? [] : [{ ...row, asWritten }];
    });
    await rows.bulkPut(unfolded);
  }
}

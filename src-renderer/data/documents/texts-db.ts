/**
 * The texts of the documents saved offline, as the cache keeps them (`documentTexts`): one row per
 * saved document, written once its text is extracted, removed with the record's saved copies.
 * *Borrar datos* removes them with the copies (see cache/clear.ts). Views never call these.
 */
import type { DocumentOwner } from '../../../src-shared/documents';
import type { PdfProblem } from './pdf-problems';
import { db as appDb, documentTextKey, type DirectorioDb, type DocumentTextRow } from '../cache/db';

export { documentTextKey, type DocumentTextRow } from '../cache/db';

/** Keeps a saved document's text (or its problem), replacing what an earlier save of that document kept. */
export async function putDocumentText(row: Omit<DocumentTextRow, 'key'>, db: DirectorioDb = appDb): Promise<void> {
  await db.documentTexts.put({ ...row, key: documentTextKey(row.kind, row.ownerId, row.url) });
}

/** Forgets the texts of every document saved for `owner` (its saved copies were removed); resolves to how many. */
export async function removeDocumentTexts(owner: DocumentOwner, db: DirectorioDb = appDb): Promise<number> {
  return db.documentTexts.where('[kind+ownerId]').equals([owner.kind, owner.id]).delete();
}

/** The keys of the texts kept for `owner`'s saved documents. */
export async function keptTextKeys(owner: DocumentOwner, db: DirectorioDb = appDb): Promise<Set<string>> {
  return new Set(await db.documentTexts.where('[kind+ownerId]').equals([owner.kind, owner.id]).primaryKeys());
}

/** Why each of `owner`'s saved documents has no text to search, by link (those with text are left out). */
export async function readTextProblems(owner: DocumentOwner, db: DirectorioDb = appDb): Promise<Map<string, PdfProblem>> {
  const rows = await db.documentTexts.where('[kind+ownerId]').equals([owner.kind, owner.id]).toArray();
  return new Map(rows.flatMap((row) => (row.outcome.kind === 'problem' ? [[row.url, row.outcome.problem] as const] : [])));
}

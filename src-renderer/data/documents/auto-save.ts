/**
 * The documents of the records a person keeps — a convocatoria in Mis convocatorias (any etapa), a
 * trámite among the favoritos — saved offline by themselves, then read for the search inside
 * documents: when a record is followed, and after each sync for the kept records with a link not
 * saved yet (a new one, or one that failed). The same bridge call as a hand save, so the same
 * guards (http(s) only, the size cap, the address rules, the deadline); one call at a time, behind
 * the person's back. What it did is shown in each record's Documentos box (auto-save-state.ts),
 * never as a notice. Unfollowing keeps the copies until removed by hand.
 *
 * Also the texts that never landed (the app closed while a copy was read): `catchUpTexts` reads them
 * at start, one at a time, from the list of every saved copy.
 */
import { thrownFailure } from '../../../src-shared/bridge';
import { describeDocumentError, maxDocumentsPerRecord, type DocumentOwner, type SavedDocumentEntry } from '../../../src-shared/documents';
import { bridgeProblem } from '../../../src-shared/errors';
import { bridge } from '../../bridge';
import { extensionOf, readRecordWords, type RecordText } from '../../ui/document-name';
import { describeDocument } from '../../ui/documents';
import type { ProblemText } from '../../ui/Problem';
import { readBodies } from '../cache/bodies';
import { db as appDb, documentTextKey, type DirectorioDb } from '../cache/db';
import { ownerKey, updateAutoSave } from './auto-save-state';
import { extractPdfTexts, extractSavedTexts, type NamedDocument } from './extract-saved';

/** 'follow': a record was just followed; 'sync': a sync ended, when links that failed are tried again. */
export type AutoSaveReason = 'follow' | 'sync';

/** A kept record and the links its record lists that can be saved (http(s), as the page writes them). */
interface KeptRecord {
  owner: DocumentOwner;
  urls: string[];
  record: RecordText;
}

// The links that failed this session, by text key: a follow does not try them again, a sync does.
const failed = new Set<string>();

/** The kept records the cache holds (a record gone from the API has no links to save). */
async function readKeptRecords(db: DirectorioDb = appDb): Promise<KeptRecord[]> {
  const followed = await db.postulaciones.toCollection().primaryKeys();
  const tramites = (await db.favoritos.where('kind').equals('tramite').toArray()).map((favorito) => favorito.id);
  const convocatoriaRows = await db.convocatorias.bulkGet(followed);
  const tramiteRows = await db.tramites.bulkGet(tramites);
  const kept: KeptRecord[] = [];
  for (const row of convocatoriaRows)
    if (row !== undefined)
      kept.push({ owner: { kind: 'convocatoria', id: row.id }, urls: savableLinks(row.documentos), record: wordsOf(row) });
  for (const row of tramiteRows)
    if (row !== undefined) kept.push({ owner: { kind: 'tramite', id: row.id }, urls: savableLinks(row.documentos), record: wordsOf(row) });
  return kept;
}

/** A row's words that name its documents; the body is read only for the records with something to save. */
function wordsOf(row: { titulo: string; bajada: string } | undefined): RecordText {
  return { titulo: row?.titulo ?? '', bajada: row?.bajada ?? '', cuerpo: '' };
}

function savableLinks(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => describeDocument(url)).flatMap((doc) => (doc.valid ? [doc.url] : [])))];
}

/** The links of `record` with no saved copy, leaving out those `skip` holds (by text key). */
function unsavedLinks(record: KeptRecord, saved: readonly SavedDocumentEntry[], skip: ReadonlySet<string>): string[] {
  const { kind, id } = record.owner;
  const have = new Set(saved.filter((entry) => entry.kind === kind && entry.ownerId === id).map((entry) => entry.url));
  return record.urls.filter((url) => !have.has(url) && !skip.has(documentTextKey(kind, id, url)));
}

/** The documents as the record's page names them (its body's words, read from the cache). */
async function named(owner: DocumentOwner, urls: readonly string[], record: RecordText, db: DirectorioDb): Promise<NamedDocument[]> {
  const bodies = await readBodies(owner.kind, [owner.id], db).catch(() => undefined);
  const words = readRecordWords({ ...record, cuerpo: bodies?.get(owner.id) ?? '' }, new DOMParser());
  return urls.map((url) => ({ url, name: describeDocument(url, words).name }));
}

async function listEverySaved(): Promise<SavedDocumentEntry[] | null> {
  const listed = await bridge.listAllSavedDocuments({}).catch((cause: unknown) => thrownFailure(cause));
  return listed.ok ? listed.documents : null;
}

const notSaved = 'No se pudo guardar automáticamente';

async function saveRecord(owner: DocumentOwner, documents: NamedDocument[]): Promise<void> {
  const urls = documents.map((document) => document.url);
  updateAutoSave(owner, (current) => ({ ...current, saving: urls }));
  const result = await bridge.saveDocuments({ ...owner, urls }).catch((cause: unknown) => thrownFailure(cause));
  const problems = new Map<string, ProblemText>(
    result.ok
      ? result.failures.map((failure) => {
          const { message, detail } = describeDocumentError(failure.error);
          return [failure.url, { message: `${notSaved}: ${message}.`, detail }];
        })
      : urls.map((url) => {
          const { message, detail } = bridgeProblem(result.error);
          return [url, { message: `${notSaved}. ${message}`, detail }];
        }),
  );
  for (const url of urls) {
    if (problems.has(url)) failed.add(documentTextKey(owner.kind, owner.id, url));
    else failed.delete(documentTextKey(owner.kind, owner.id, url));
  }
  updateAutoSave(owner, (current) => ({
    saving: [],
    saved: [...new Set([...current.saved, ...urls.filter((url) => !problems.has(url))])],
    failures: new Map([...[...current.failures].filter(([url]) => !urls.includes(url)), ...problems]),
    listed: result.ok ? result.saved : current.listed,
  }));
  // Queued behind any text being read; it never rejects.
  if (result.ok) extractSavedTexts(owner, documents, result.saved).catch(() => undefined);
}

async function pass(reason: AutoSaveReason, db: DirectorioDb): Promise<void> {
  const kept = await readKeptRecords(db);
  if (kept.every((record) => record.urls.length === 0)) return;
  const saved = await listEverySaved();
  // Without the list nothing can tell what is missing; the next follow or sync asks again.
  if (saved === null) return;
  const skip: ReadonlySet<string> = reason === 'sync' ? new Set() : failed;
  for (const record of kept) {
    const missing = unsavedLinks(record, saved, skip).slice(0, maxDocumentsPerRecord);
    if (missing.length > 0) await saveRecord(record.owner, await named(record.owner, missing, record.record, db));
  }
}

let tail: Promise<void> = Promise.resolve();
let waiting: { reason: AutoSaveReason } | null = null;

/**
 * Saves the kept records' documents not saved yet; resolves when done, and never rejects. Asked
 * while a pass runs, one more pass follows it (a sync's reason winning over a follow's).
 */
export function autoSaveKept(reason: AutoSaveReason, db: DirectorioDb = appDb): Promise<void> {
  if (waiting !== null) {
    if (reason === 'sync') waiting.reason = 'sync';
    return tail;
  }
  const next = { reason };
  waiting = next;
  tail = tail
    .then(() => {
      waiting = null;
      return pass(next.reason, db);
    })
    .catch(() => undefined); // The cache could not be read: nothing saved now; the next follow or sync tries again.
  return tail;
}

/**
 * The saved PDFs whose text the cache lacks, read now, one record after the other; never rejects.
 * Named as their records' pages name them when the record is cached, else from their links.
 */
export async function catchUpTexts(db: DirectorioDb = appDb): Promise<void> {
  try {
    const saved = await listEverySaved();
    if (saved === null) return;
    const kept = new Set(await db.documentTexts.toCollection().primaryKeys());
    const missing = new Map<string, { owner: DocumentOwner; urls: string[] }>();
    for (const entry of saved) {
      if (entry.url === null || extensionOf(entry.name) !== 'pdf' || kept.has(documentTextKey(entry.kind, entry.ownerId, entry.url)))
        continue;
      const owner: DocumentOwner = { kind: entry.kind, id: entry.ownerId };
      const group = missing.get(ownerKey(owner)) ?? { owner, urls: [] };
      group.urls.push(entry.url);
      missing.set(ownerKey(owner), group);
    }
    for (const { owner, urls } of missing.values()) {
      const row = await (owner.kind === 'convocatoria' ? db.convocatorias.get(owner.id) : db.tramites.get(owner.id));
      await extractPdfTexts(owner, await named(owner, urls, wordsOf(row), db));
    }
  } catch {
    // The cache could not be read: the texts stay missing until their record's box is shown.
  }
}

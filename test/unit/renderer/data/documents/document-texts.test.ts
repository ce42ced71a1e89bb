/**
 * The documents' texts in memory: read only once someone reads them, following the table while
 * they are read (a save, a removal), and forgotten once nobody does; a search in them worked out
 * once per search and texts. Against fake-indexeddb.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { convocatoriaHits, documentTextsStore } from '../../../../../src-renderer/data/documents/document-texts';
import { indexDocumentTexts } from '../../../../../src-renderer/data/search/document-search';
import { putDocumentText, removeDocumentTexts } from '../../../../../src-renderer/data/documents/texts-db';

const text = (ownerId: number, url: string, pages: string[]) => ({
  kind: 'convocatoria' as const,
  ownerId,
  url,
  name: url,
  outcome: { kind: 'text' as const, pages },
  extractedAt: '2026-11-27T10:00:00.000Z',
});

describe('the documents’ texts in memory', () => {
  it('reads them only while read, follows saves and removals, and forgets them after the last reader', async () => {
    const db = new DirectorioDb('document-texts-1');
    await putDocumentText(text(1, 'a.pdf', ['Jurado']), db);
    const store = documentTextsStore(db, 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.get().index).toBeUndefined();

    const leave = store.subscribe(() => undefined);
    const urls = (): string[] | undefined => store.get().index?.documents.map((document) => document.url);
    await expect.poll(urls).toEqual(['a.pdf']);
    // Then its pages' word index, built here (no worker in Node) as the worker would.
    const indexed = (): number[] | undefined => store.get().index?.segments.map((segment) => segment.words.rows);
    await expect.poll(indexed).toEqual([1]);
    // A save indexes the new document's pages only, beside the index there was.
    await putDocumentText(text(2, 'b.pdf', ['Premio']), db);
    await expect.poll(urls).toEqual(['a.pdf', 'b.pdf']);
    await expect.poll(indexed).toEqual([1, 1]);
    await removeDocumentTexts({ kind: 'convocatoria', id: 1 }, db);
    await expect.poll(urls).toEqual(['b.pdf']);
    await expect.poll(indexed).toEqual([1]);

    leave();
    await expect.poll(urls).toBeUndefined();
    expect(store.get().failure).toBeNull();
    db.close();
  });
});

describe('a search in the documents’ texts', () => {
  it('is worked out once per search and texts: the list and its counts, and a change of estado or dates, get the same map', () => {
    const index = indexDocumentTexts([{ ...text(1, 'a.pdf', ['Jurado']), key: 'convocatoria-1 a.pdf' }]);
    const hits = convocatoriaHits(index, 'jurado');
    expect([...hits.keys()]).toEqual([1]);
    expect(convocatoriaHits(index, 'jurado')).toBe(hits);
    expect([...convocatoriaHits(index, 'premio').keys()]).toEqual([]);
    // The same search over other texts is searched again.
    const other = indexDocumentTexts([{ ...text(2, 'b.pdf', ['Jurado']), key: 'convocatoria-2 b.pdf' }]);
    expect([...convocatoriaHits(other, 'jurado').keys()]).toEqual([2]);
  });
});

/**
 * The saved documents' texts in the cache: one row per document, replaced by a second save of it,
 * removed per record (and only that record's). Against fake-indexeddb; expected rows by hand.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DirectorioDb } from '../../../../../src-renderer/data/cache/db';
import { putDocumentText, removeDocumentTexts } from '../../../../../src-renderer/data/documents/texts-db';

let dbCount = 0;
const fresh = (): DirectorioDb => new DirectorioDb(`texts-db-${++dbCount}`);

const text = (kind: 'convocatoria' | 'tramite', ownerId: number, url: string, pages: string[]) => ({
  kind,
  ownerId,
  url,
  name: `Doc de ${ownerId}`,
  outcome: { kind: 'text' as const, pages },
  extractedAt: '2026-11-27T10:00:00.000Z',
});

describe('the documents’ texts', () => {
  it('keeps one row per saved document, keyed by its record and address', async () => {
    const db = fresh();
    await putDocumentText(text('convocatoria', 7, 'https://x.test/bases.pdf', ['uno', 'dos']), db);
    await putDocumentText(text('convocatoria', 7, 'https://x.test/bases.pdf', ['otra versión']), db);
    await putDocumentText(
      { ...text('tramite', 7, 'https://x.test/bases.pdf', []), outcome: { kind: 'problem', problem: { kind: 'encrypted' } } },
      db,
    );
    expect(await db.documentTexts.orderBy('key').toArray()).toEqual([
      { key: 'convocatoria-7 https://x.test/bases.pdf', ...text('convocatoria', 7, 'https://x.test/bases.pdf', ['otra versión']) },
      {
        key: 'tramite-7 https://x.test/bases.pdf',
        ...text('tramite', 7, 'https://x.test/bases.pdf', []),
        outcome: { kind: 'problem', problem: { kind: 'encrypted' } },
      },
    ]);
    db.close();
  });

  it('removes the texts of one record’s documents, not another record’s nor the other kind’s with that id', async () => {
    const db = fresh();
    await putDocumentText(text('convocatoria', 7, 'https://x.test/a.pdf', ['a']), db);
    await putDocumentText(text('convocatoria', 7, 'https://x.test/b.pdf', ['b']), db);
    await putDocumentText(text('convocatoria', 8, 'https://x.test/a.pdf', ['a']), db);
    await putDocumentText(text('tramite', 7, 'https://x.test/a.pdf', ['a']), db);
    expect(await removeDocumentTexts({ kind: 'convocatoria', id: 7 }, db)).toBe(2);
    expect((await db.documentTexts.orderBy('key').primaryKeys()).sort()).toEqual([
      'convocatoria-8 https://x.test/a.pdf',
      'tramite-7 https://x.test/a.pdf',
    ]);
    db.close();
  });
});

/**
 * The search inside the saved documents: the list's folding and word rule over each document's
 * pages, the page it names, one document per record, and the folding done once. Texts and
 * expected hits are written by hand.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentTextRow } from '../../../../../src-renderer/data/cache/db';
import {
  documentIndexer,
  findInDocuments,
  indexDocumentTexts as foldedOnly,
  pageTexts,
  withWords,
  type DocumentTextIndex,
} from '../../../../../src-renderer/data/search/document-search';
import { WordIndexBuilder } from '../../../../../src-renderer/data/search/word-index';
import { searchWords } from '../../../../../src-renderer/data/search/words';

const row = (ownerId: number, url: string, pages: string[], extra: Partial<DocumentTextRow> = {}): DocumentTextRow => ({
  key: `convocatoria-${ownerId} ${url}`,
  kind: 'convocatoria',
  ownerId,
  url,
  name: `Documento ${url}`,
  outcome: { kind: 'text', pages },
  extractedAt: '2026-11-27T10:00:00.000Z',
  ...extra,
});

/** The index with its pages' word index built here, as the worker builds it. */
function withPageWords(index: DocumentTextIndex): DocumentTextIndex {
  const builder = new WordIndexBuilder();
  for (const page of pageTexts(index)) builder.add(page.searchText);
  const words = builder.finish();
  if (words === null) throw new Error('sin índice');
  return withWords(index, words);
}

// Every rule holds whether the pages' word index answers or the texts are read (before it is built).
describe.each([
  ['reading the folded texts', false],
  ['with the pages’ word index', true],
])('searching the documents’ texts, %s', (_how, indexed) => {
  const indexDocumentTexts = (rows: DocumentTextRow[], previous: DocumentTextIndex | null = null): DocumentTextIndex => {
    const index = foldedOnly(rows, previous);
    return indexed ? withPageWords(index) : index;
  };

  /** Per record id, the document and page found for `q`. */
  function found(rows: DocumentTextRow[], q: string): Record<number, string> {
    const hits = findInDocuments(indexDocumentTexts(rows), 'convocatoria', searchWords(q));
    return Object.fromEntries([...hits].map(([id, hit]) => [id, `${hit.url} pág. ${hit.page}`]));
  }

  it('really has (or lacks) the word index', () => {
    expect(indexDocumentTexts([row(1, 'a.pdf', ['uno'])]).segments.length === 0).toBe(!indexed);
  });

  it('folds accents and case as the list does, and finds a word inside a longer one', () => {
    const rows = [row(1, 'a.pdf', ['Requisitos de INSCRIPCIÓN']), row(2, 'b.pdf', ['Inscripciones abiertas']), row(3, 'c.pdf', ['Jurado'])];
    expect(found(rows, 'inscripción')).toEqual({ 1: 'a.pdf pág. 1', 2: 'b.pdf pág. 1' });
    expect(found(rows, 'REQUISITOS inscripcion')).toEqual({ 1: 'a.pdf pág. 1' });
    expect(found(rows, 'Inscripciónes')).toEqual({ 2: 'b.pdf pág. 1' });
    expect(found(rows, 'ñandú')).toEqual({});
    expect(found([row(4, 'd.pdf', ['El ÑANDÚ'])], 'nandu')).toEqual({ 4: 'd.pdf pág. 1' });
  });

  it('needs every word in one document, in any order, and nothing without words', () => {
    const rows = [row(1, 'a.pdf', ['premio de música']), row(1, 'b.pdf', ['danza']), row(2, 'c.pdf', ['danza y musica'])];
    expect(found(rows, 'musica danza')).toEqual({ 2: 'c.pdf pág. 1' });
    expect(found(rows, 'música premio')).toEqual({ 1: 'a.pdf pág. 1' });
    expect(found(rows, '   ')).toEqual({});
    // A word in nearly every token, which the word index declines: the texts answer it.
    expect(found(rows, 'a')).toEqual({ 1: 'a.pdf pág. 1', 2: 'c.pdf pág. 1' });
  });

  it('names the first page holding every word, else the page of the first word found', () => {
    const pages = ['Bases generales', 'Del jurado', 'Premio y jurado', 'Premio final'];
    expect(found([row(1, 'a.pdf', pages)], 'jurado premio')).toEqual({ 1: 'a.pdf pág. 3' });
    expect(found([row(1, 'a.pdf', pages)], 'final generales')).toEqual({ 1: 'a.pdf pág. 1' });
    expect(found([row(1, 'a.pdf', pages)], 'final jurado')).toEqual({ 1: 'a.pdf pág. 2' });
    expect(found([row(1, 'a.pdf', pages)], 'premio')).toEqual({ 1: 'a.pdf pág. 3' });
  });

  it('never matches a word across the end of a page', () => {
    expect(found([row(1, 'a.pdf', ['Presentar la mus', 'ica en vivo'])], 'musica')).toEqual({});
  });

  it('gives that page’s text as extracted, for the snippet', () => {
    const hits = findInDocuments(
      indexDocumentTexts([row(7, 'a.pdf', ['Uno', 'La Declaración jurada firmada'], { name: 'Bases y condiciones' })]),
      'convocatoria',
      ['declaracion'],
    );
    expect(hits.get(7)).toEqual({ url: 'a.pdf', name: 'Bases y condiciones', page: 2, text: 'La Declaración jurada firmada' });
  });

  it('gives a record’s first document by address, only of the kind asked, and skips those without text', () => {
    const rows = [
      row(1, 'z.pdf', ['jurado']),
      row(1, 'b.pdf', ['jurado']),
      row(2, 'a.pdf', [], { outcome: { kind: 'problem', problem: { kind: 'encrypted' } } }),
      row(3, 'a.pdf', ['jurado'], { kind: 'tramite', key: 'tramite-3 a.pdf' }),
    ];
    expect(found(rows, 'jurado')).toEqual({ 1: 'b.pdf pág. 1' });
    // A record's later document, skipped, still holds its pages' places in the index.
    const later = [
      row(1, 'b.pdf', ['jurado', 'x']),
      row(1, 'z.pdf', ['jurado', 'x', 'y']),
      row(2, 'c.pdf', ['nada', 'nada', 'nada', 'jurado']),
    ];
    expect(found(later, 'jurado')).toEqual({ 1: 'b.pdf pág. 1', 2: 'c.pdf pág. 4' });
    expect([...findInDocuments(indexDocumentTexts(rows), 'tramite', ['jurado']).keys()]).toEqual([3]);
  });

  it('folds a document once: the same extraction is taken from the index before, a new one folded again', () => {
    const first = foldedOnly([row(1, 'a.pdf', ['Viejo']), row(2, 'b.pdf', ['Otro'])]);
    const second = indexDocumentTexts(
      [row(1, 'a.pdf', ['Nuevo'], { extractedAt: '2026-11-28T10:00:00.000Z' }), row(2, 'b.pdf', ['Otro']), row(3, 'c.pdf', ['Más'])],
      first,
    );
    expect(second.documents[1]).toBe(first.documents[1]);
    expect(second.documents[0]).not.toBe(first.documents[0]);
    expect([...findInDocuments(second, 'convocatoria', ['nuevo']).keys()]).toEqual([1]);
    expect([...findInDocuments(second, 'convocatoria', ['viejo']).keys()]).toEqual([]);
  });

  it('folds in slices when asked to yield, to the same index', () => {
    const rows = [row(1, 'a.pdf', ['uno']), row(2, 'b.pdf', ['dos']), row(3, 'c.pdf', ['tres'])];
    const step = documentIndexer(rows);
    const answers = [step(() => true), step(() => true), step(() => true)];
    expect(answers.slice(0, 2)).toEqual([null, null]);
    expect(answers[2]).toEqual(foldedOnly(rows));
    expect([...findInDocuments(answers[2] ?? { documents: [], segments: [] }, 'convocatoria', ['tres']).keys()]).toEqual([3]);
  });
});

describe('the pages’ word indexes as documents come and go', () => {
  const hitsOf = (index: DocumentTextIndex, q: string): Record<number, string> =>
    Object.fromEntries([...findInDocuments(index, 'convocatoria', searchWords(q))].map(([id, hit]) => [id, `${hit.url} pág. ${hit.page}`]));
  const onePage = (ownerId: number): DocumentTextRow => row(ownerId, `d${ownerId}.pdf`, [`Documento ${ownerId} premio`]);

  it('indexes only the pages of what a change brought, and finds the rest in the indexes it had', () => {
    const first = withPageWords(foldedOnly([row(1, 'a.pdf', ['Bases', 'Jurado']), row(2, 'b.pdf', ['Viejo texto'])]));
    expect(pageTexts(first)).toEqual([]);
    const second = foldedOnly(
      [
        row(1, 'a.pdf', ['Bases', 'Jurado']),
        row(2, 'b.pdf', ['Nuevo texto'], { extractedAt: '2026-11-28T10:00:00.000Z' }),
        row(3, 'c.pdf', ['Jurado y premio']),
      ],
      first,
    );
    expect(pageTexts(second)).toEqual([{ searchText: 'nuevo texto\n' }, { searchText: 'jurado y premio\n' }]);
    expect(second.segments).toHaveLength(1);
    // Before the new pages are indexed they are read; b.pdf's old pages, still in the index, match nothing.
    const expected = { jurado: { 1: 'a.pdf pág. 2', 3: 'c.pdf pág. 1' }, texto: { 2: 'b.pdf pág. 1' }, viejo: {} };
    for (const [q, hits] of Object.entries(expected)) expect(hitsOf(second, q)).toEqual(hits);
    const third = withPageWords(second);
    expect(third.segments).toHaveLength(2);
    expect(pageTexts(third)).toEqual([]);
    for (const [q, hits] of Object.entries(expected)) expect(hitsOf(third, q)).toEqual(hits);
  });

  it('drops an index none of whose documents is left', () => {
    const first = withPageWords(foldedOnly([onePage(1)]));
    const second = withPageWords(foldedOnly([onePage(1), onePage(2)], first));
    expect(second.segments).toHaveLength(2);
    const third = foldedOnly([onePage(2)], second);
    expect(third.segments).toHaveLength(1);
    expect(hitsOf(third, 'premio')).toEqual({ 2: 'd2.pdf pág. 1' });
  });

  it('indexes every page again once the indexes hold more pages of gone documents than of saved ones', () => {
    const first = withPageWords(foldedOnly([row(1, 'a.pdf', ['uno', 'dos', 'tres']), onePage(2)]));
    // 3 pages gone, 1 left: everything again.
    const second = foldedOnly([onePage(2), onePage(3)], first);
    expect(second.segments).toEqual([]);
    expect(pageTexts(second)).toEqual([{ searchText: 'documento 2 premio\n' }, { searchText: 'documento 3 premio\n' }]);
    // 1 gone, 1 left: kept.
    const kept = foldedOnly([onePage(2)], withPageWords(foldedOnly([onePage(1), onePage(2)])));
    expect(kept.segments).toHaveLength(1);
  });

  it('indexes every page again in one rather than keep eight indexes', () => {
    let index = withPageWords(foldedOnly([onePage(1)]));
    const rows = [onePage(1)];
    for (let id = 2; id <= 8; id++) {
      rows.push(onePage(id));
      index = withPageWords(foldedOnly(rows, index));
    }
    expect(index.segments).toHaveLength(8);
    rows.push(onePage(9));
    const next = foldedOnly(rows, index);
    expect(next.segments).toEqual([]);
    expect(pageTexts(next)).toHaveLength(9);
    expect(Object.keys(hitsOf(withPageWords(next), 'premio'))).toHaveLength(9);
  });
});

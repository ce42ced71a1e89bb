/**
 * A row matched in a saved document: where it says ("en Bases y condiciones, pág. 3"), the words
 * around the hit with the search's words marked as the list marks them, and the address that opens
 * the viewer on that page. Expected texts and addresses are written by hand.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ConvocatoriaRow } from '../../../../../src-renderer/data/cache/db';
import { documentHitHref, documentHitPlace, documentHitSnippet } from '../../../../../src-renderer/features/convocatorias/document-hit';
import { RowTitle } from '../../../../../src-renderer/features/convocatorias/RowTitle';
import { unclassified } from '../../../support/facets';

const page =
  'Artículo 4. Del jurado. El jurado estará integrado por tres personas de reconocida trayectoria en las artes escénicas, ' +
  'designadas por la Dirección Nacional de Música y Danza, y su fallo será inapelable.';
const hit = { url: 'https://ejemplo.test/media/bases y condiciones.pdf', name: 'Bases y condiciones', page: 3, text: page };

describe('a row matched in a saved document', () => {
  it('says which document and page', () => {
    expect(documentHitPlace(hit)).toBe('en Bases y condiciones, pág. 3');
  });

  it('shows a few words each side of the first hit, on one line', () => {
    expect(documentHitSnippet(hit, ['musica'])).toBe('…la Dirección Nacional de Música y Danza, y su fallo será inapelable.');
    expect(documentHitSnippet({ text: 'Uno\n\ndos   TRES cuatro' }, ['tres'])).toBe('Uno dos TRES cuatro');
  });

  it('opens the record with the document on that page, the list’s parameters kept', () => {
    expect(documentHitHref(42, new URLSearchParams('q=jurado&docs=1'), hit)).toBe(
      '#/convocatorias/42?q=jurado&docs=1&ver=https%3A%2F%2Fejemplo.test%2Fmedia%2Fbases%20y%20condiciones.pdf&pag=3',
    );
    expect(documentHitHref(42, new URLSearchParams(), { url: 'https://x.test/a.pdf?v=1&b=2', page: 1 })).toBe(
      '#/convocatorias/42?ver=https%3A%2F%2Fx.test%2Fa.pdf%3Fv%3D1%26b%3D2&pag=1',
    );
  });

  it('marks the search’s words in the title and in the words around the hit', () => {
    const convocatoria: ConvocatoriaRow = {
      id: 42,
      url: '',
      link: '',
      imagen: null,
      titulo: 'Becas de Música',
      bajada: 'Para intérpretes',
      estado: 'abierta',
      fechaInicio: '2026-11-01',
      fechaFin: '2026-12-01',
      documentos: [hit.url],
      searchText: 'becas de musica para interpretes',
      facets: unclassified,
      firstSeen: 0,
      listas: ['convocatorias'],
      seen: { convocatorias: 1 },
      ordenadasRank: null,
    };
    const html = renderToStaticMarkup(createElement(RowTitle, { convocatoria, words: ['musica', 'jurado'], documentHit: hit }));
    const line = /data-testid="row-document-hit"[^>]*>(.*?)<\/span><\/span>$/.exec(html)?.[1] ?? '';
    expect(line).toContain('<span class="row-doc-place">en Bases y condiciones, pág. 3</span> · ');
    expect([...line.matchAll(/<mark>([^<]*)<\/mark>/g)].map((match) => match[1])).toEqual(['jurado', 'jurado']);
    expect([...html.matchAll(/<mark>([^<]*)<\/mark>/g)].map((match) => match[1])[0]).toBe('Música');
    expect(html).not.toContain('Para intérpretes');
  });
});

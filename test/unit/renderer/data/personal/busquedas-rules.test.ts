/**
 * The saved searches' pure rules: which parameters still parse (the rule is written in
 * busquedas-rules.ts: checkParams), what counts as new, and the notice's one line.
 */
import { describe, expect, it } from 'vitest';
import {
  busquedaHref,
  checkParams,
  matchIds,
  newMatches,
  noticeText,
  cleanNombre,
  paramsToSave,
  sameIds,
  type BusquedaNews,
} from '../../../../../src-renderer/data/personal/busquedas-rules';
import type { ConvocatoriaRow } from '../../../../../src-renderer/data/cache/db';
import { wholeList } from '../../../../../src-renderer/data/search/convocatoria-filter';
import { convocatoriaRow } from '../../../support/convocatoria-rows';

const parses = (params: string): boolean => checkParams(params).ok;

describe("a saved search's name", () => {
  it.each([
    ['  Música en Córdoba  ', 'Música en Córdoba'],
    ['Teatro', 'Teatro'],
    // Cut at 80, the cut's own trailing space goes too.
    [`${'x'.repeat(79)} y`, 'x'.repeat(79)],
    [`${'x'.repeat(85)}`, 'x'.repeat(80)],
    // Spaces before the name do not count toward the 80.
    [`  ${'x'.repeat(80)}`, 'x'.repeat(80)],
    ['   ', null],
    ['', null],
  ])('%j is kept as %j', (nombre, kept) => {
    expect(cleanNombre(nombre)).toBe(kept);
  });
});

describe('a saved search whose parameters no longer parse', () => {
  it('parses when every parameter and value is one the list takes as it is', () => {
    for (const params of [
      '',
      'estado=todas&q=musica',
      'estado=vencida&cierre=semana&orden=titulo-desc',
      'desde=2026-01-01&hasta=2026-12-31&documentos=1&nuevas=1',
      'desde=2028-02-29', // a leap year's
      'q=jurado&docs=1',
      'desde=&hasta=',
      'disciplina=musica&disciplina=danza&tipo=beca',
      'disciplina=musica,danza&provincia=Cordoba',
      `q=${'a'.repeat(200)}`,
    ]) {
      expect(checkParams(params), params).toMatchObject({ ok: true });
    }
  });

  it('reads to the filter the list would show', () => {
    expect(checkParams('estado=todas&q=Charango&documentos=1&tipo=beca,premio')).toMatchObject({
      ok: true,
      filter: { estado: 'todas', q: 'Charango', docs: false, documentos: true, nuevas: false, orden: 'cierre-asc', cierre: 'todas' },
    });
    expect(checkParams('q=jurado&docs=1')).toMatchObject({ ok: true, filter: { q: 'jurado', docs: true } });
  });

  it('does not parse with a parameter the list does not know, or a value parseFilter would drop, cut or read as its default', () => {
    for (const params of [
      'estado=abiertas', // not an option: parseFilter would list the abiertas instead
      'cierre=anio',
      'orden=fecha',
      'desde=01/02/2026',
      'hasta=2026-1-5',
      'desde=x2026-01-01', // a day, but not only a day
      'hasta=2026-01-015',
      'desde=2026-02-29', // days the calendar does not have: parseFilter drops them
      'hasta=2026-13-01',
      'desde=2026-04-31',
      'hasta=2026-02-31',
      'documentos=0', // parseFilter reads anything but 1 as off
      'nuevas=si',
      'docs=0',
      'docs=1&docs=1',
      `q=${'a'.repeat(201)}`, // parseFilter would cut it
      'disciplina=jazz',
      'tipo=beca,jazz',
      'provincia=',
      'categoria=musica', // a parameter of an old version
      'estado=todas&estado=cerrada', // which one?
      'q=a&q=b',
    ]) {
      expect(parses(params), params).toBe(false);
    }
  });

  it('says why in Spanish', () => {
    expect(checkParams('estado=abiertas&categoria=musica&q=a&q=b&tipo=beca,jazz')).toEqual({
      ok: false,
      problems: [
        '«estado=abiertas» no es un valor válido.',
        '«categoria» no es un filtro que la lista conozca.',
        '«q» aparece más de una vez.',
        '«tipo=beca,jazz» no es un valor válido.',
      ],
    });
    expect(checkParams('estado=todas&desde=2026-13-45&hasta=2026-02-31')).toEqual({
      ok: false,
      problems: ['«desde=2026-13-45» no es un valor válido.', '«hasta=2026-02-31» no es un valor válido.'],
    });
  });
});

describe('what a saved search keeps and opens', () => {
  it('saves the parameters in force without the one that names the open search', () => {
    expect(paramsToSave(new URLSearchParams('estado=todas&busqueda=abc&q=danza'))).toBe('estado=todas&q=danza');
    // A document open in the viewer is no part of the search either.
    expect(paramsToSave(new URLSearchParams('q=jurado&docs=1&ver=https%3A%2F%2Fx.test%2Fbases.pdf&pag=3'))).toBe('q=jurado&docs=1');
  });

  // Addresses the list opens as usual: saved as they were, each made a search that no longer parsed.
  it.each([
    ['estado=todas&foo=bar&utm_source=x', 'estado=todas'],
    [`estado=todas&q=${'a'.repeat(230)}`, `estado=todas&q=${'a'.repeat(200)}`],
    ['estado=todas&estado=cerrada', 'estado=todas'],
    ['q=danza&disciplina=musica,danza&junk=1', 'q=danza&disciplina=musica&disciplina=danza'],
  ])('saves %s as the list reads it, %s, which parses', (address, saved) => {
    expect(paramsToSave(new URLSearchParams(address))).toBe(saved);
    expect(parses(saved)).toBe(true);
  });

  it('saves no document the viewer had open, nor its page', () => {
    expect(paramsToSave(new URLSearchParams('estado=todas&q=danza&ver=https%3A%2F%2Fx.ar%2Fa.pdf&pag=3'))).toBe('estado=todas&q=danza');
  });

  it('opens on its filters, named as the current search', () => {
    expect(busquedaHref({ id: 'abc-1', params: 'estado=todas&q=m%C3%BAsica' })).toBe(
      '#/convocatorias?estado=todas&q=m%C3%BAsica&busqueda=abc-1',
    );
    expect(busquedaHref({ id: 'abc-1', params: '' })).toBe('#/convocatorias?busqueda=abc-1');
  });
});

describe("a saved search's matches", () => {
  const row = (id: number, titulo: string): ConvocatoriaRow => convocatoriaRow(id, { titulo });
  // Listed by title, the matches come 40, 3, 12: their ids are kept in numeric order instead.
  const rows = [row(12, 'Canto'), row(3, 'Banda'), row(40, 'Acordeón'), row(7, 'Pintura')];

  it('are the ids of the rows its filter lists, ascending as numbers', () => {
    expect(matchIds(rows, { ...wholeList, orden: 'titulo-asc', q: 'a' }, '2026-11-22', 0)).toEqual([3, 7, 12, 40]);
    expect(matchIds(rows, { ...wholeList, orden: 'titulo-asc', q: 'an' }, '2026-11-22', 0)).toEqual([3, 12]);
  });
});

describe('two lists of ids', () => {
  it('hold the same ids whatever their order', () => {
    expect(sameIds([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(sameIds([], [])).toBe(true);
  });

  it('differ when one has an id the other lacks, or one more', () => {
    expect(sameIds([1, 2, 3], [1, 2, 4])).toBe(false);
    expect(sameIds([1, 2, 3], [1, 2])).toBe(false);
    expect(sameIds([1, 2], [1, 2, 3])).toBe(false);
  });
});

describe('new matches', () => {
  it('are the matches not known before, in the order of the matches', () => {
    expect(newMatches([3, 5, 8, 13], [1, 3, 8])).toEqual([5, 13]);
    expect(newMatches([3, 5], [3, 5, 9])).toEqual([]);
    expect(newMatches([4], [])).toEqual([4]);
  });
});

describe("the status bar's line", () => {
  const news = (nombre: string, nuevas: number[]): BusquedaNews => ({ id: nombre, nombre, params: '', nuevas, avisos: true });

  it('names one search with its count', () => {
    expect(noticeText([news('Música en Córdoba', [1, 2, 3])])).toBe('3 convocatorias nuevas en «Música en Córdoba»');
    expect(noticeText([news('Becas', [7])])).toBe('1 convocatoria nueva en «Becas»');
  });

  it('sums up several, each convocatoria once', () => {
    expect(noticeText([news('Música', [1, 2, 3]), news('Córdoba', [3, 4])])).toBe('4 convocatorias nuevas en 2 búsquedas guardadas');
    expect(
      noticeText([
        news(
          'A',
          Array.from({ length: 1200 }, (_, i) => i),
        ),
        news('B', [1]),
      ]),
    ).toBe('1.200 convocatorias nuevas en 2 búsquedas guardadas');
  });
});

/**
 * The convocatorias filter's smaller rules: which filter counts as "none", the URL form field by
 * field, how ranges combine, the tie-breaks of every order and the documents and novedades facets.
 * Rows are written by hand; today is Sunday 2026-11-22.
 */
import { describe, expect, it } from 'vitest';
import {
  applyFilter,
  defaultFilter,
  wholeList,
  facetCounts,
  filterToParams,
  isDefaultFilter,
  narrows,
  parseFilter,
  windowRange,
  type ConvocatoriaFilter,
} from '../../../../../src-renderer/data/search/convocatoria-filter';
import type { ConvocatoriaRow } from '../../../../../src-renderer/data/cache/db';
import { bitOf } from '../../../../../src-renderer/data/search/convocatoria-facets';
import { convocatoriaRow } from '../../../support/convocatoria-rows';

const row = convocatoriaRow;

const today = '2026-11-22';
const with_ = (patch: Partial<ConvocatoriaFilter>): ConvocatoriaFilter => ({ ...wholeList, ...patch });
/** The ids `filter` keeps from `rows`, asked twice: the index sorts differently the first time. */
function twice(rows: readonly ConvocatoriaRow[], filter: ConvocatoriaFilter, newSince = 0): number[] {
  const first = applyFilter(rows, filter, today, newSince).map((r) => r.id);
  const second = applyFilter(rows, filter, today, newSince).map((r) => r.id);
  expect(second).toEqual(first);
  return first;
}

describe('the first screen', () => {
  const changed: Partial<ConvocatoriaFilter>[] = [
    { estado: 'todas' },
    { estado: 'vencida' },
    { cierre: 'mes' },
    { desde: '2026-01-01' },
    { hasta: '2026-01-01' },
    { q: 'x' },
    { documentos: true },
    { nuevas: true },
    { disciplina: 1 },
    { tipo: 2 },
    { provincia: 4 },
  ];
  const first = (patch: Partial<ConvocatoriaFilter>): ConvocatoriaFilter => ({ ...defaultFilter, ...patch });

  it('is Abiertas, soonest closing first, and nothing else', () => {
    expect(defaultFilter).toEqual({
      estado: 'abierta',
      cierre: 'todas',
      desde: '',
      hasta: '',
      orden: 'cierre-asc',
      q: '',
      docs: false,
      documentos: false,
      nuevas: false,
      disciplina: 0,
      tipo: 0,
      provincia: 0,
    });
    expect(wholeList).toEqual({ ...defaultFilter, estado: 'todas', orden: 'oficial' });
  });

  it('is the default filter only; any other filter narrows it, the order alone does not', () => {
    expect(isDefaultFilter(defaultFilter)).toBe(true);
    expect(isDefaultFilter(first({ orden: 'oficial' }))).toBe(false);
    expect(narrows(defaultFilter)).toBe(false);
    expect(narrows(first({ orden: 'titulo-asc' }))).toBe(false);
    // Searching the documents too, with nothing to search, lists the first screen.
    expect(isDefaultFilter(first({ docs: true }))).toBe(false);
    expect(narrows(first({ docs: true }))).toBe(false);
    expect(narrows(first({ docs: true, q: 'bases' }))).toBe(true);
    expect(narrows(wholeList)).toBe(true);
    for (const patch of changed) {
      expect(isDefaultFilter(first(patch)), JSON.stringify(patch)).toBe(false);
      expect(narrows(first({ ...patch, orden: 'cierre-desc' })), JSON.stringify(patch)).toBe(true);
    }
  });

  it('is what a link without parameters means; the whole list in the official order is written out', () => {
    expect(parseFilter(new URLSearchParams(''))).toEqual(defaultFilter);
    expect(filterToParams(defaultFilter).toString()).toBe('');
    expect(filterToParams(wholeList).toString()).toBe('estado=todas&orden=oficial');
    expect(parseFilter(new URLSearchParams('estado=todas&orden=oficial'))).toEqual(wholeList);
    expect(parseFilter(new URLSearchParams('estado=todas'))).toEqual({ ...defaultFilter, estado: 'todas' });
    expect(parseFilter(new URLSearchParams('orden=oficial'))).toEqual({ ...defaultFilter, orden: 'oficial' });
    expect(filterToParams(first({ cierre: 'semana' })).toString()).toBe('cierre=semana');
    expect(filterToParams(first({ nuevas: true })).toString()).toBe('nuevas=1');
  });
});

describe('the URL form', () => {
  it('writes every field that is not the default, in a fixed order', () => {
    const filter: ConvocatoriaFilter = {
      estado: 'cerrada',
      cierre: 'mes',
      desde: '2026-01-01',
      hasta: '2026-12-31',
      orden: 'cierre-desc',
      q: 'artes visuales',
      docs: true,
      documentos: true,
      nuevas: true,
      disciplina: bitOf('disciplina', 'danza') | bitOf('disciplina', 'musica'),
      tipo: bitOf('tipo', 'beca'),
      provincia: bitOf('provincia', 'Cordoba'),
    };
    expect(filterToParams(filter).toString()).toBe(
      'estado=cerrada&cierre=mes&desde=2026-01-01&hasta=2026-12-31&orden=cierre-desc&q=artes+visuales&docs=1&documentos=1&nuevas=1' +
        '&disciplina=musica&disciplina=danza&tipo=beca&provincia=Cordoba',
    );
    expect(filterToParams({ ...defaultFilter, documentos: true }).toString()).toBe('documentos=1');
    expect(filterToParams({ ...defaultFilter, desde: '2026-01-01' }).toString()).toBe('desde=2026-01-01');
    expect(filterToParams(with_({ documentos: true })).toString()).toBe('estado=todas&orden=oficial&documentos=1');
  });

  it('reads every known value back, and nothing else', () => {
    for (const estado of ['todas', 'abierta', 'vencida', 'cerrada'] as const)
      expect(parseFilter(new URLSearchParams({ estado })).estado).toBe(estado);
    for (const cierre of ['todas', 'semana', 'mes', 'vencidas'] as const)
      expect(parseFilter(new URLSearchParams({ cierre })).cierre).toBe(cierre);
    for (const orden of ['oficial', 'cierre-asc', 'cierre-desc', 'titulo-asc', 'titulo-desc'] as const)
      expect(parseFilter(new URLSearchParams({ orden })).orden).toBe(orden);
    expect(parseFilter(new URLSearchParams({ estado: 'TODAS', cierre: 'semanas', orden: 'OFICIAL' }))).toEqual(defaultFilter);
  });

  it('dates only as YYYY-MM-DD, the search cut at 200 characters, flags only as 1', () => {
    const day = (value: string): string => parseFilter(new URLSearchParams({ desde: value, hasta: value })).desde;
    expect(day('2026-01-05')).toBe('2026-01-05');
    expect(parseFilter(new URLSearchParams({ hasta: '2026-01-05' })).hasta).toBe('2026-01-05');
    for (const bad of ['2026-1-5', ' 2026-01-05', '2026-01-055', 'x2026-01-05', '2026-01-05x', '20260105']) expect(day(bad), bad).toBe('');
    // Only days the calendar has: an impossible one is dropped as a malformed one is.
    for (const real of ['2028-02-29', '2026-12-31', '2026-04-30', '2026-01-01']) expect(day(real), real).toBe(real);
    for (const impossible of [
      '2026-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-13-45',
      '2026-02-31',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
    ])
      expect(day(impossible), impossible).toBe('');
    expect(parseFilter(new URLSearchParams('estado=todas&desde=2026-13-45&hasta=2026-02-31'))).toEqual({
      ...defaultFilter,
      estado: 'todas',
    });
    expect(parseFilter(new URLSearchParams({ q: 'a'.repeat(250) })).q).toBe('a'.repeat(200));
    expect(parseFilter(new URLSearchParams({ q: 'teatro' })).q).toBe('teatro');
    expect(parseFilter(new URLSearchParams({ documentos: '1', nuevas: '1' }))).toMatchObject({ documentos: true, nuevas: true });
    expect(parseFilter(new URLSearchParams({ documentos: 'true', nuevas: '0' }))).toMatchObject({ documentos: false, nuevas: false });
  });
});

describe('closing windows', () => {
  it('todas is open; vencidas ends yesterday; the week ends on Sunday; the month on its last day', () => {
    expect(windowRange('todas', today)).toEqual({ desde: '', hasta: '' });
    expect(windowRange('vencidas', today)).toEqual({ desde: '', hasta: '2026-11-21' });
    expect(windowRange('semana', '2026-11-16')).toEqual({ desde: '2026-11-16', hasta: '2026-11-22' });
    expect(windowRange('semana', '2026-11-23')).toEqual({ desde: '2026-11-23', hasta: '2026-11-29' });
    expect(windowRange('mes', '2026-02-10')).toEqual({ desde: '2026-02-10', hasta: '2026-02-28' });
  });

  it('a window it does not know (a value nobody parsed) is a bug that says so, not an open range', () => {
    const unknown = JSON.parse('"quincena"') as ConvocatoriaFilter['cierre'];
    expect(() => windowRange(unknown, today)).toThrow('Caso no previsto: "quincena"');
  });
});

describe('ranges combine to the narrowest', () => {
  const rows = [
    row(1, { fechaFin: '2026-11-10' }),
    row(2, { fechaFin: '2026-11-21' }),
    row(3, { fechaFin: '2026-11-22' }),
    row(4, { fechaFin: '2026-11-26' }),
    row(5, { fechaFin: '2026-11-30' }),
    row(6, { fechaFin: '2026-12-05' }),
    row(7, { fechaFin: '2026-11-26', estado: 'cerrada' }),
  ];
  const asc = (patch: Partial<ConvocatoriaFilter>): number[] => twice(rows, with_({ orden: 'cierre-asc', ...patch }));

  it('the later start and the earlier end win, whichever of the window, the state and the range gives them', () => {
    expect(asc({ cierre: 'mes', desde: '2026-11-01' })).toEqual([3, 4, 7, 5]);
    expect(asc({ cierre: 'mes', desde: '2026-11-26' })).toEqual([4, 7, 5]);
    expect(asc({ cierre: 'mes', hasta: '2026-12-25' })).toEqual([3, 4, 7, 5]);
    expect(asc({ cierre: 'mes', hasta: '2026-11-26' })).toEqual([3, 4, 7]);
    expect(asc({ estado: 'vencida', hasta: '2026-11-15' })).toEqual([1]);
    expect(asc({ estado: 'vencida', desde: '2026-11-15' })).toEqual([2]);
    expect(asc({ estado: 'abierta', cierre: 'vencidas' })).toEqual([]);
    expect(asc({ estado: 'abierta', hasta: '2026-11-26' })).toEqual([3, 4]);
    expect(asc({ estado: 'cerrada' })).toEqual([7]);
    expect(asc({ desde: '2026-11-22', hasta: '2026-11-22' })).toEqual([3]);
  });
});

describe('orders and their tie-breaks', () => {
  const rows = [
    row(1, { titulo: 'Beca', fechaFin: '2026-11-30', ordenadasRank: null }),
    row(2, { titulo: 'Arte', fechaFin: '2026-11-25', ordenadasRank: 1 }),
    row(3, { titulo: 'Beca', fechaFin: '2026-11-30', ordenadasRank: 0 }),
    row(4, { titulo: 'Arte', fechaFin: '2026-11-25', ordenadasRank: null }),
    row(5, { titulo: 'Canto', fechaFin: '2026-11-28', ordenadasRank: null }),
  ];
  const order = (orden: ConvocatoriaFilter['orden']): number[] => twice([...rows], with_({ orden }));

  it('official: by rank, the unranked last, newest id first among equals', () => {
    expect(order('oficial')).toEqual([3, 2, 5, 4, 1]);
  });

  it('by closing date, ties by id in the same direction', () => {
    expect(order('cierre-asc')).toEqual([2, 4, 5, 1, 3]);
    expect(order('cierre-desc')).toEqual([3, 1, 5, 4, 2]);
  });

  it('by title, ties by id in the same direction', () => {
    expect(order('titulo-asc')).toEqual([2, 4, 1, 3, 5]);
    expect(order('titulo-desc')).toEqual([5, 3, 1, 4, 2]);
  });
});

describe('documents and novedades', () => {
  const doc = ['https://www.cultura.gob.ar/bases.pdf'];
  const rows = [
    row(1, { documentos: doc, firstSeen: 200 }),
    row(2, { documentos: doc, firstSeen: 100 }),
    row(3, { firstSeen: 200 }),
    row(4, { firstSeen: 100, estado: 'cerrada', fechaFin: '2026-11-01' }),
  ];

  it('both at once keep only the new ones with documents', () => {
    expect(twice(rows, with_({ documentos: true, nuevas: true, orden: 'cierre-asc' }), 200)).toEqual([1]);
    expect(twice(rows, with_({ documentos: true, orden: 'cierre-asc' }), 200)).toEqual([1, 2]);
    expect(twice(rows, with_({ nuevas: true, orden: 'cierre-asc' }), 200)).toEqual([1, 3]);
  });

  it('their facets count under every other filter but their own', () => {
    expect(facetCounts(rows, wholeList, today, 200)).toMatchObject({ documentos: 2, nuevas: 2 });
    expect(facetCounts(rows, with_({ documentos: true }), today, 200)).toMatchObject({ documentos: 2, nuevas: 1 });
    expect(facetCounts(rows, with_({ nuevas: true }), today, 200)).toMatchObject({ documentos: 1, nuevas: 2 });
    expect(facetCounts(rows, with_({ estado: 'cerrada' }), today, 200)).toMatchObject({ documentos: 0, nuevas: 0 });
    expect(facetCounts(rows, with_({ cierre: 'vencidas' }), today, 200)).toMatchObject({ documentos: 0, nuevas: 0 });
    expect(facetCounts(rows, with_({ hasta: '2026-11-05' }), today, 200)).toMatchObject({ documentos: 0, nuevas: 0 });
  });

  it('a closing date that is not a date is still counted when no range is chosen', () => {
    const odd = [row(1, { fechaFin: 'a confirmar' }), row(2, { fechaFin: '' })];
    expect(facetCounts(odd, wholeList, today).estado).toEqual({ todas: 2, abierta: 2, vencida: 0, cerrada: 0, otros: 0 });
  });

  it('the state and window facets follow the documents, novedades, range and window chosen', () => {
    const estado = (filter: ConvocatoriaFilter) => facetCounts(rows, filter, today, 200).estado;
    expect(estado(with_({ documentos: true }))).toEqual({ todas: 2, abierta: 2, vencida: 0, cerrada: 0, otros: 0 });
    expect(estado(with_({ nuevas: true }))).toEqual({ todas: 2, abierta: 2, vencida: 0, cerrada: 0, otros: 0 });
    expect(estado(with_({ desde: '2026-11-05' }))).toEqual({ todas: 3, abierta: 3, vencida: 0, cerrada: 0, otros: 0 });
    expect(estado(with_({ cierre: 'vencidas' }))).toEqual({ todas: 1, abierta: 0, vencida: 0, cerrada: 1, otros: 0 });
    const cierre = (filter: ConvocatoriaFilter) => facetCounts(rows, filter, today, 200).cierre;
    expect(cierre(wholeList)).toEqual({ semana: 0, mes: 0, vencidas: 1 });
    expect(cierre(with_({ documentos: true }))).toEqual({ semana: 0, mes: 0, vencidas: 0 });
    expect(cierre(with_({ nuevas: true }))).toEqual({ semana: 0, mes: 0, vencidas: 0 });
    expect(cierre(with_({ desde: '2026-11-05' }))).toEqual({ semana: 0, mes: 0, vencidas: 0 });
    // The window chosen does not narrow its own facet.
    expect(cierre(with_({ cierre: 'semana' }))).toEqual({ semana: 0, mes: 0, vencidas: 1 });
  });
});

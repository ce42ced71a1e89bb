import { describe, expect, it } from 'vitest';
import {
  addDays,
  applyFilter,
  defaultFilter,
  wholeList,
  facetCounts,
  filterToParams,
  todayInArgentina,
  parseFilter,
  windowRange,
  type ConvocatoriaFilter,
} from '../../../../../src-renderer/data/search/convocatoria-filter';
import type { ConvocatoriaRow } from '../../../../../src-renderer/data/cache/db';
import { convocatoriaRow } from '../../../support/convocatoria-rows';

const row = convocatoriaRow;

const today = '2026-11-22';
const rows = [
  row(1, { titulo: 'Canción Federal', estado: 'abierta', fechaFin: '2026-11-25', ordenadasRank: 1 }),
  row(2, { titulo: 'Becas de Música', estado: 'abierta', fechaFin: '2026-12-20', ordenadasRank: 0 }),
  row(3, { titulo: 'Salón de Pintura', estado: 'cerrada', fechaFin: '2026-11-10' }),
  row(4, { titulo: 'Abierta vencida', estado: 'abierta', fechaFin: '2026-11-21', bajada: 'canciones de Córdoba' }),
  row(5, { titulo: 'Cierra hoy', estado: 'abierta', fechaFin: '2026-11-22' }),
  row(6, { titulo: 'Cierra en una semana', estado: 'abierta', fechaFin: '2026-11-29' }),
];
const ids = (filter: Partial<ConvocatoriaFilter>): number[] => applyFilter(rows, { ...wholeList, ...filter }, today).map((r) => r.id);

describe('convocatorias filter', () => {
  it("with docs on before the documents' texts are read, matches the records' own words only", () => {
    // Row 1's title and row 4's summary hold "canción"; no document index yet (null).
    const sorted = (found: ConvocatoriaRow[]): number[] => found.map((r) => r.id).sort((a, b) => a - b);
    expect(ids({ q: 'cancion', docs: true }).sort((a, b) => a - b)).toEqual([1, 4]);
    expect(sorted(applyFilter(rows, { ...wholeList, q: 'cancion', docs: true }, today, 0, new Set()))).toEqual([1, 4]);
    // Row 2 holds "cierra" only in a document: found through it.
    expect(sorted(applyFilter(rows, { ...wholeList, q: 'cierra', docs: true }, today, 0, new Set([2])))).toEqual([2, 5, 6]);
  });
  it('filters by the computed state: Abierta closes today or later, Vencida is abierta past its day', () => {
    expect(ids({ estado: 'cerrada' })).toEqual([3]);
    expect(ids({ estado: 'abierta', orden: 'cierre-asc' })).toEqual([5, 1, 6, 2]);
    expect(ids({ estado: 'vencida', orden: 'cierre-asc' })).toEqual([4]);
  });

  it('applies the closing windows (the week ends on Sunday) with inclusive bounds', () => {
    // 2026-11-22 is a Sunday: this week is just today; the month ends on the 30th.
    expect(windowRange('semana', today)).toEqual({ desde: '2026-11-22', hasta: '2026-11-22' });
    expect(windowRange('semana', '2026-11-18')).toEqual({ desde: '2026-11-18', hasta: '2026-11-22' });
    expect(windowRange('mes', today)).toEqual({ desde: '2026-11-22', hasta: '2026-11-30' });
    expect(ids({ cierre: 'semana', orden: 'cierre-asc' })).toEqual([5]);
    expect(ids({ cierre: 'mes', orden: 'cierre-asc' })).toEqual([5, 1, 6]);
    expect(ids({ cierre: 'vencidas', orden: 'cierre-asc' })).toEqual([3, 4]);
  });

  it('applies a custom range, inclusive, combined with a window and the state', () => {
    expect(ids({ desde: '2026-11-21', hasta: '2026-11-25', orden: 'cierre-asc' })).toEqual([4, 5, 1]);
    expect(ids({ cierre: 'mes', hasta: '2026-11-25', orden: 'cierre-asc' })).toEqual([5, 1]);
    expect(ids({ desde: '2026-11-21', hasta: '2026-11-25', estado: 'abierta', orden: 'cierre-asc' })).toEqual([5, 1]);
    expect(ids({ desde: '2026-11-21', hasta: '2026-11-25', estado: 'cerrada' })).toEqual([]);
  });

  it('searches titulo, bajada and cuerpo without caring for accents or case', () => {
    expect(ids({ q: 'cancion' })).toEqual([1, 4]);
    expect(ids({ q: 'CANCIÓN federal' })).toEqual([1]);
    expect(ids({ q: 'cordoba canciones' })).toEqual([4]);
    expect(ids({ q: 'musica', estado: 'cerrada' })).toEqual([]);
  });

  it('orders by closing date, title (Spanish collation) and the official rank', () => {
    expect(ids({ orden: 'cierre-desc' })).toEqual([2, 6, 1, 5, 4, 3]);
    expect(ids({ orden: 'titulo-asc' })).toEqual([4, 2, 1, 6, 5, 3]);
    expect(ids({ orden: 'titulo-desc' })).toEqual([3, 5, 6, 1, 2, 4]);
    expect(ids({ orden: 'oficial' }).slice(0, 2)).toEqual([2, 1]);
  });

  it('round-trips through the URL, dropping defaults and ignoring bad values', () => {
    const filter: ConvocatoriaFilter = {
      estado: 'vencida',
      cierre: 'semana',
      desde: '',
      hasta: '2026-12-31',
      orden: 'titulo-asc',
      q: 'música',
      docs: true,
      documentos: true,
      nuevas: true,
      disciplina: 1 | 4,
      tipo: 2,
      provincia: 0,
    };
    expect(parseFilter(filterToParams(filter))).toEqual(filter);
    expect(filterToParams(defaultFilter).toString()).toBe('');
    expect(parseFilter(new URLSearchParams('estado=borrada&hasta=mañana&orden=x&cierre=99&documentos=si&docs=0'))).toEqual(defaultFilter);
    expect(filterToParams({ ...defaultFilter, estado: 'todas' }).toString()).toBe('estado=todas');
    expect(filterToParams({ ...defaultFilter, orden: 'oficial' }).toString()).toBe('orden=oficial');
  });

  it('"Solo nuevas" keeps the convocatorias first seen in the last sync, never those of the first one', () => {
    const synced = [
      row(1, { firstSeen: 0 }),
      row(2, { firstSeen: 100 }),
      row(3, { firstSeen: 200 }),
      row(4, { firstSeen: 250, estado: 'cerrada' }),
    ];
    const nuevas = (since: number, patch: Partial<ConvocatoriaFilter> = {}): number[] =>
      applyFilter(synced, { ...wholeList, nuevas: true, orden: 'cierre-asc', ...patch }, today, since).map((r) => r.id);
    expect(nuevas(200)).toEqual([3, 4]);
    expect(nuevas(200, { estado: 'cerrada' })).toEqual([4]);
    expect(nuevas(0)).toEqual([]);
    expect(applyFilter(synced, wholeList, today, 200)).toHaveLength(4);
    expect(filterToParams({ ...defaultFilter, nuevas: true }).toString()).toBe('nuevas=1');
    expect(parseFilter(new URLSearchParams('nuevas=si')).nuevas).toBe(false);
  });

  it('"Con documentos" keeps those with at least one document', () => {
    const withDocs = [
      row(1, { documentos: ['https://x.test/a.pdf'] }),
      row(2, {}),
      row(3, { documentos: ['https://x.test/b.pdf', 'https://x.test/c.pdf'] }),
    ];
    expect(applyFilter(withDocs, { ...wholeList, documentos: true, orden: 'cierre-asc' }, today).map((r) => r.id)).toEqual([1, 3]);
  });

  it('counts what each choice of the panel would give under the other filters', () => {
    const counts = facetCounts(rows, wholeList, today);
    expect(counts.estado).toEqual({ todas: 6, abierta: 4, vencida: 1, cerrada: 1, otros: 0 });
    expect(counts.cierre).toEqual({ semana: 1, mes: 3, vencidas: 2 });
    // With Abierta chosen, the windows count open calls only; the states still count every state.
    const open = facetCounts(rows, { ...wholeList, estado: 'abierta' }, today);
    expect(open.cierre).toEqual({ semana: 1, mes: 3, vencidas: 0 });
    expect(open.estado).toEqual({ todas: 6, abierta: 4, vencida: 1, cerrada: 1, otros: 0 });
    const searched = facetCounts(rows, { ...wholeList, q: 'cancion' }, today);
    expect(searched.estado).toEqual({ todas: 2, abierta: 1, vencida: 1, cerrada: 0, otros: 0 });
    const unknown = facetCounts([...rows, row(9, { estado: 'suspendida' })], wholeList, today);
    expect(unknown.estado.otros).toBe(1);
    expect(unknown.estado.todas).toBe(7);
  });

  it('counts days in the calendar, and today is the day in Argentina', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // 02:30 UTC on the 6th is still the 5th in Buenos Aires (UTC−3).
    expect(todayInArgentina(new Date(Date.UTC(2026, 0, 6, 2, 30)))).toBe('2026-01-05');
    expect(todayInArgentina(new Date(Date.UTC(2026, 0, 6, 3, 0)))).toBe('2026-01-06');
  });
});

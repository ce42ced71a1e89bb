import { describe, expect, it } from 'vitest';
import {
  addDays,
  applyFilter,
  defaultFilter,
  filterToParams,
  localToday,
  parseFilter,
  presetRange,
  type ConvocatoriaFilter,
} from '../../src-renderer/data/convocatoria-filter';
import type { ConvocatoriaRow } from '../../src-renderer/data/db';
import { fold } from '../../src-shared/text';

function row(id: number, patch: Partial<ConvocatoriaRow>): ConvocatoriaRow {
  const base = { titulo: `Convocatoria ${id}`, bajada: '', cuerpo: '', estado: 'abierta', fechaInicio: '2026-01-01', fechaFin: '2026-12-01' };
  const merged = { ...base, ...patch };
  return {
    id,
    url: '',
    link: '',
    imagen: null,
    documentos: [],
    ordenadasRank: null,
    listas: ['convocatorias'],
    seen: {},
    firstSeen: 0,
    ...merged,
    searchText: fold(`${merged.titulo} ${merged.bajada} ${merged.cuerpo}`),
  };
}

const today = '2026-11-22';
const rows = [
  row(1, { titulo: 'Canción Federal', estado: 'abierta', fechaFin: '2026-11-25', ordenadasRank: 1 }),
  row(2, { titulo: 'Becas de Música', estado: 'abierta', fechaFin: '2026-12-20', ordenadasRank: 0 }),
  row(3, { titulo: 'Salón de Pintura', estado: 'cerrada', fechaFin: '2026-11-10' }),
  row(4, { titulo: 'Abierta vencida', estado: 'abierta', fechaFin: '2026-11-21', bajada: 'canciones de Córdoba' }),
  row(5, { titulo: 'Cierra hoy', estado: 'abierta', fechaFin: '2026-11-22' }),
  row(6, { titulo: 'Cierra en una semana', estado: 'abierta', fechaFin: '2026-11-29' }),
];
const ids = (filter: Partial<ConvocatoriaFilter>): number[] => applyFilter(rows, { ...defaultFilter, ...filter }, today).map((r) => r.id);

describe('convocatorias filter', () => {
  it('filters by estado', () => {
    expect(ids({ estado: 'cerrada' })).toEqual([3]);
    expect(ids({ estado: 'abierta', orden: 'cierre-asc' })).toEqual([4, 5, 1, 6, 2]);
  });

  it('applies the closing-date presets with inclusive bounds', () => {
    expect(presetRange('7', today)).toEqual({ desde: '2026-11-22', hasta: '2026-11-29' });
    expect(ids({ cierre: '7', orden: 'cierre-asc' })).toEqual([5, 1, 6]);
    expect(ids({ cierre: '30', orden: 'cierre-asc' })).toEqual([5, 1, 6, 2]);
    expect(ids({ cierre: 'cerradas', orden: 'cierre-asc' })).toEqual([3, 4]);
  });

  it('applies a custom range, inclusive, combined with a preset and the estado', () => {
    expect(ids({ desde: '2026-11-21', hasta: '2026-11-25', orden: 'cierre-asc' })).toEqual([4, 5, 1]);
    expect(ids({ cierre: '30', hasta: '2026-11-25', orden: 'cierre-asc' })).toEqual([5, 1]);
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
    const filter: ConvocatoriaFilter = { estado: 'abierta', cierre: '7', desde: '', hasta: '2026-12-31', orden: 'titulo-asc', q: 'música', nuevas: true };
    expect(parseFilter(filterToParams(filter))).toEqual(filter);
    expect(filterToParams(defaultFilter).toString()).toBe('');
    expect(parseFilter(new URLSearchParams('estado=borrada&hasta=mañana&orden=x&cierre=99'))).toEqual(defaultFilter);
  });

  it('"Solo nuevas" keeps the convocatorias first seen in the last sync, never those of the first one', () => {
    const synced = [row(1, { firstSeen: 0 }), row(2, { firstSeen: 100 }), row(3, { firstSeen: 200 }), row(4, { firstSeen: 250, estado: 'cerrada' })];
    const nuevas = (since: number, patch: Partial<ConvocatoriaFilter> = {}): number[] =>
      applyFilter(synced, { ...defaultFilter, nuevas: true, orden: 'cierre-asc', ...patch }, today, since).map((r) => r.id);
    expect(nuevas(200)).toEqual([3, 4]);
    expect(nuevas(200, { estado: 'abierta' })).toEqual([3]);
    expect(nuevas(0)).toEqual([]);
    expect(applyFilter(synced, defaultFilter, today, 200)).toHaveLength(4);
    expect(filterToParams({ ...defaultFilter, nuevas: true }).toString()).toBe('nuevas=1');
    expect(parseFilter(new URLSearchParams('nuevas=si')).nuevas).toBe(false);
  });

  it('counts days in the calendar', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

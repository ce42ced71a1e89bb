import { describe, expect, it } from 'vitest';
import { closingCalendar, heatLevel, heatThresholds, type CalendarSource } from '../../../../../src-renderer/data/calendario-counts';
import {
  dayHref,
  dayLabel,
  monthTitle,
  monthWeeks,
  moveFocus,
  parseMonth,
  pastDayLabel,
  shiftMonth,
  tickName,
  weekdays,
} from '../../../../../src-renderer/features/calendario/month';
import { barSpan, weekTicks } from '../../../../../src-renderer/features/calendario/timeline';
import { parseRoute } from '../../../../../src-renderer/router';

let nextId = 1;
const call = (estado: string, fechaFin: string, fechaInicio = '2026-11-01', titulo = `Convocatoria ${nextId}`): CalendarSource => ({
  id: nextId++,
  titulo,
  estado,
  fechaInicio,
  fechaFin,
});

describe('closing counts', () => {
  const today = '2026-11-20';
  const rows = [
    call('abierta', '2026-11-26', '2026-11-01', 'B'),
    call('abierta', '2026-11-26', '2026-11-25', 'A'),
    call('abierta', '2026-11-26'),
    call('cerrada', '2026-11-26'), // closed by the API: not open
    call('abierta', '2026-11-19'), // Vencida: closed yesterday
    call('abierta', '2026-11-20'), // closes today: still Abierta
    call('abierta', '2027-01-14'), // the timeline's last day (today + 55)
    call('abierta', '2027-01-15'), // one day beyond it
    call('abierta', ''), // no readable closing day
    call('abierta', '14/01/2027'),
    call('suspendida', '2026-12-01'), // an unknown estado
  ];

  it('counts the Abierta calls per closing day, as the list does', () => {
    const { counts } = closingCalendar(rows, today);
    expect(Object.fromEntries(counts)).toEqual({ '2026-11-26': 3, '2026-11-20': 1, '2027-01-14': 1, '2027-01-15': 1 });
  });

  it('puts the calls of the next 8 weeks on the timeline, by closing day then title, from their start or today', () => {
    const calendar = closingCalendar(rows, today);
    expect(calendar.horizon).toBe('2027-01-14');
    expect(calendar.upcoming.map(({ titulo, start, end }) => [titulo, start, end])).toEqual([
      ['Convocatoria 6', '2026-11-20', '2026-11-20'],
      ['A', '2026-11-25', '2026-11-26'],
      ['B', '2026-11-20', '2026-11-26'],
      ['Convocatoria 3', '2026-11-20', '2026-11-26'],
      ['Convocatoria 7', '2026-11-20', '2027-01-14'],
    ]);
  });

  it('orders calls closing the same day by title as the lists do: numbers by value', () => {
    const rows = ['Convocatoria número 10', 'Convocatoria número 2', 'convocatoria número 1'].map((titulo) =>
      call('abierta', '2026-12-09', '2026-11-01', titulo),
    );
    expect(closingCalendar(rows, today).upcoming.map((c) => c.titulo)).toEqual([
      'convocatoria número 1',
      'Convocatoria número 2',
      'Convocatoria número 10',
    ]);
  });

  it('draws a call that starts after it closes on its closing day alone', () => {
    const { upcoming } = closingCalendar([call('abierta', '2026-11-22', '2026-12-30')], today);
    expect(upcoming.map(({ start, end }) => [start, end])).toEqual([['2026-11-22', '2026-11-22']]);
  });

  it("shades by the quartiles of the busy days' distinct counts", () => {
    // Distinct counts 1, 2, 3, 5, 8: quartiles by nearest rank are the 2nd, 3rd and 4th.
    const thresholds = heatThresholds([0, 1, 1, 1, 2, 2, 3, 5, 8]);
    expect(thresholds).toEqual([2, 3, 5]);
    expect([0, 1, 2, 3, 4, 5, 9].map((count) => heatLevel(count, thresholds))).toEqual([0, 1, 1, 2, 3, 3, 4]);
    // Most days with one call: days of 3, 5, 12 and 45 still get different shades.
    const busy = heatThresholds([...Array.from({ length: 20 }, () => 1), 3, 5, 12, 45]);
    expect([1, 3, 5, 12, 45].map((count) => heatLevel(count, busy))).toEqual([1, 1, 2, 3, 4]);
    expect(heatThresholds([])).toEqual([0, 0, 0]);
    expect(heatLevel(1, heatThresholds([1, 1, 1]))).toBe(1);
  });
});

describe('the month grid', () => {
  it('lays a month out in weeks from Monday, blank outside it', () => {
    // November 2026: Sunday the 1st, Monday the 30th.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]?.[0]).toBe('2026-11-02');
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    // February 2021 fills exactly four weeks, Monday 1st to Sunday 28th.
    expect(monthWeeks('2021-02').map((week) => [week[0], week[6]])).toEqual([
      ['2021-02-01', '2021-02-07'],
      ['2021-02-08', '2021-02-14'],
      ['2021-02-15', '2021-02-21'],
      ['2021-02-22', '2021-02-28'],
    ]);
    expect(
      monthWeeks('2024-02')
        .flat()
        .filter((day) => day !== null),
    ).toHaveLength(29);
  });

  it('reads the month from the URL, falling back to today’s', () => {
    expect(parseMonth('2026-12', '2026-11-20')).toBe('2026-12');
    for (const bad of [null, '', '2026-13', '2026-00', '2026-1', 'diciembre', '0999-01', '2026-12-01']) {
      expect(parseMonth(bad, '2026-11-20')).toBe('2026-11');
    }
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('moves the focus by day, week and month, across month ends; Home/End stay in the month', () => {
    expect(moveFocus('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(moveFocus('2026-12-01', 'ArrowLeft')).toBe('2026-11-30');
    expect(moveFocus('2026-11-26', 'ArrowDown')).toBe('2026-12-03');
    expect(moveFocus('2026-11-03', 'ArrowUp')).toBe('2026-10-27');
    expect(moveFocus('2026-11-26', 'Home')).toBe('2026-11-23');
    expect(moveFocus('2026-11-26', 'End')).toBe('2026-11-29');
    expect(moveFocus('2026-11-01', 'Home')).toBe('2026-11-01'); // its Monday is in October
    expect(moveFocus('2026-11-30', 'End')).toBe('2026-11-30'); // its Sunday is in December
    expect(moveFocus('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveFocus('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(moveFocus('2024-03-31', 'PageUp')).toBe('2024-02-29');
  });

  it('names days and months in es-AR', () => {
    expect(monthTitle('2026-11')).toBe('Noviembre de 2026');
    expect(dayLabel('2026-11-26', 3)).toBe('3 convocatorias cierran el jueves 26 de noviembre');
    expect(dayLabel('2026-11-26', 1)).toBe('1 convocatoria cierra el jueves 26 de noviembre');
    expect(dayLabel('2026-11-01', 0)).toBe('Ninguna convocatoria cierra el domingo 1 de noviembre');
    expect(dayLabel('2026-11-26', 1200)).toBe('1.200 convocatorias cierran el jueves 26 de noviembre');
    expect(pastDayLabel('2026-11-26')).toBe('jueves 26 de noviembre, ya pasó');
    expect(weekdays.map((day) => day.long)).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
    expect(weekdays.map((day) => day.short)).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
    expect(tickName('2026-12-03')).toBe('3 dic');
  });

  it('links a day to exactly the calls closing on it, and has its own route', () => {
    expect(dayHref('2026-11-26')).toBe('#/convocatorias?estado=abierta&desde=2026-11-26&hasta=2026-11-26');
    const route = parseRoute('#/calendario?mes=2026-12');
    expect(route.view).toBe('calendario');
    expect(route.view === 'calendario' && route.params.get('mes')).toBe('2026-12');
    expect(parseRoute('#/calendario/3')).toMatchObject({ view: 'not-found' });
  });
});

describe('the timeline scale', () => {
  it('places whole days on a track of 56', () => {
    const oneDay = barSpan({ start: '2026-11-20', end: '2026-11-20' }, '2026-11-20', 56);
    expect(oneDay.left).toBe(0);
    expect(oneDay.width).toBeCloseTo(1.7857, 4);
    // A start before today (clamped by the caller) or an end past the track stays on the track.
    expect(barSpan({ start: '2026-11-01', end: '2027-03-01' }, '2026-11-20', 56)).toEqual({ left: 0, width: 100 });
    expect(barSpan({ start: '2026-11-27', end: '2026-12-03' }, '2026-11-20', 56)).toEqual({ left: 12.5, width: 12.5 });
    expect(barSpan({ start: '2026-11-20', end: '2027-01-14' }, '2026-11-20', 56)).toEqual({ left: 0, width: 100 });
    expect(weekTicks('2026-11-20', 3)).toEqual(['2026-11-20', '2026-11-27', '2026-12-04']);
  });
});

// @vitest-environment jsdom
/**
 * The month grid's cells in jsdom, from a calendar written by hand: a past day shows no count
 * (nothing can close on it any more) and is read as past; today and the days after show theirs,
 * 0 included.
 */
import 'fake-indexeddb/auto';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ClosingCalendar } from '../../../../../src-renderer/data/calendario';
import { MonthGrid } from '../../../../../src-renderer/features/calendario/MonthGrid';
import { rootForEachTest } from '../../../support/react-root';

const mounted = rootForEachTest();

// Thursday 26 November 2026; two calls close on Friday the 27th, none on any other day.
const calendar: ClosingCalendar = { today: '2026-11-26', counts: new Map([['2026-11-27', 2]]), upcoming: [], horizon: '2027-01-20' };

/** [date, count shown (null: none), accessible name] of the cells of the given days. */
function cells(...days: string[]): [string, string | null, string | null][] {
  return days.map((day) => {
    const cell = mounted.host().querySelector(`[data-testid="calendar-day"][data-date="${day}"]`);
    const count = cell?.querySelector('[data-testid="calendar-count"]') ?? null;
    return [day, count === null ? null : count.textContent, cell?.getAttribute('aria-label') ?? null];
  });
}

describe('the month grid', () => {
  it('shows no count on past days, and today’s and later counts, 0 included', () => {
    mounted.render(createElement(MonthGrid, { month: '2026-11', calendar, labelledBy: 'mes', onMonth: () => undefined }));
    expect(cells('2026-11-01', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30')).toEqual([
      ['2026-11-01', null, 'domingo 1 de noviembre, ya pasó'],
      ['2026-11-25', null, 'miércoles 25 de noviembre, ya pasó'],
      ['2026-11-26', '0', 'Ninguna convocatoria cierra el jueves 26 de noviembre'],
      ['2026-11-27', '2', '2 convocatorias cierran el viernes 27 de noviembre'],
      ['2026-11-28', '0', 'Ninguna convocatoria cierra el sábado 28 de noviembre'],
      ['2026-11-30', '0', 'Ninguna convocatoria cierra el lunes 30 de noviembre'],
    ]);
    // Every day before the 26th is bare; every day from it on has its number.
    const shown = [...mounted.host().querySelectorAll('[data-testid="calendar-day"]')].map(
      (cell) => `${cell.getAttribute('data-date') ?? ''}:${cell.querySelector('[data-testid="calendar-count"]') === null ? '-' : '#'}`,
    );
    const expected = Array.from(
      { length: 30 },
      (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}:${index + 1 < 26 ? '-' : '#'}`,
    );
    expect(shown).toEqual(expected);
  });
});

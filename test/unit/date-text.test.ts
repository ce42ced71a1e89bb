/**
 * Days as text (ui/date-text.ts): dd/mm/aaaa and ISO, both ways. The expected days are written by
 * hand; a day that does not exist (31/02, month 13, year 0) is refused.
 */
import { describe, expect, it } from 'vitest';
import { dateFromIso, isoFromDate, parseTypedDay, typedFromIso } from '../../src-renderer/ui/date-text';

const ymd = (date: Date | null): number[] | null => (date === null ? null : [date.getFullYear(), date.getMonth() + 1, date.getDate()]);

describe('parseTypedDay', () => {
  it('reads day first, then month', () => {
    const date = parseTypedDay('2/1/2026');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2026, 0, 2]);
  });

  it('is local midnight of that day', () => {
    const date = parseTypedDay('05/03/2026');
    expect([date?.getHours(), date?.getMinutes(), date?.getSeconds(), date?.getMilliseconds()]).toEqual([0, 0, 0, 0]);
  });

  it.each([
    ['29/02/2028', [2028, 2, 29]],
    ['31/12/2026', [2026, 12, 31]],
    ['1.1.2027', [2027, 1, 1]],
    // Four digits are the year as written, also below 100 (not 1905).
    ['5/3/0005', [5, 3, 5]],
  ])('%j is %j', (typed, expected) => {
    expect(ymd(parseTypedDay(typed))).toEqual(expected);
  });
});

describe('ISO days', () => {
  it.each([
    ['2026-03-05', [2026, 3, 5]],
    ['2028-02-29', [2028, 2, 29]],
  ])('%j is %j', (iso, expected) => {
    expect(ymd(dateFromIso(iso))).toEqual(expected);
  });

  it.each(['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '0000-01-01', '2026-3-5', '05/03/2026', ''])('%j is not a day', (iso) => {
    expect(dateFromIso(iso)).toBeNull();
    expect(typedFromIso(iso)).toBe('');
  });

  it('turn into dd/mm/aaaa and back', () => {
    expect(typedFromIso('2026-03-05')).toBe('05/03/2026');
    const date = parseTypedDay('05/03/2026');
    expect(date === null ? null : isoFromDate(date)).toBe('2026-03-05');
  });
});

/**
 * Days as text (ui/date-text.ts): dd/mm/aaaa and ISO, both ways. The expected days are written by
 * hand; a day that does not exist (31/02, month 13, year 0) is refused.
 */
import { describe, expect, it } from 'vitest';
import { dateFromIso, isoFromDate, parseTypedDay, typedFromIso } from '../../../../src-renderer/ui/date-text';

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
    // Two digits are a year of this century, whatever the digits.
    ['26/11/26', [2026, 11, 26]],
    ['5-3-00', [2000, 3, 5]],
    ['1.1.69', [2069, 1, 1]],
    ['31/12/99', [2099, 12, 31]],
    ['29/02/28', [2028, 2, 29]],
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

  it.each(['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '0000-01-01', '2026-3-5', '05/03/2026', ''])(
    '%j is not a day',
    (iso) => {
      expect(dateFromIso(iso)).toBeNull();
      expect(typedFromIso(iso)).toBe('');
    },
  );

  it('turn into dd/mm/aaaa and back', () => {
    expect(typedFromIso('2026-03-05')).toBe('05/03/2026');
    const date = parseTypedDay('05/03/2026');
    expect(date === null ? null : isoFromDate(date)).toBe('2026-03-05');
  });
});

const parts = (date: Date | null): number[] | null =>
  date === null ? null : [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()];

describe('days as text', () => {
  it('reads a typed day, day first, with any of the separators, as local midnight', () => {
    expect(parts(parseTypedDay('2/1/2026'))).toEqual([2026, 1, 2, 0, 0]);
    expect(parts(parseTypedDay(' 29-02-2028 '))).toEqual([2028, 2, 29, 0, 0]);
    expect(parts(parseTypedDay('31.12.0050'))).toEqual([50, 12, 31, 0, 0]);
  });

  it('refuses what is not a calendar day', () => {
    for (const text of [
      '29/02/2026',
      '29/02/26',
      '31/04/2026',
      '0/1/2026',
      '1/0/2026',
      '1/13/2026',
      '1/1/6',
      '1/1/026',
      '1/1/20260',
      '1 1 2026',
      '',
      'hoy',
    ]) {
      expect(parseTypedDay(text), text).toBeNull();
    }
  });

  it('reads an ISO day, only in its exact form', () => {
    expect(parts(dateFromIso('2026-11-22'))).toEqual([2026, 11, 22, 0, 0]);
    expect(parts(dateFromIso('0099-01-01'))).toEqual([99, 1, 1, 0, 0]);
    for (const iso of ['2026-02-29', '2026-13-01', '2026-1-5', '2026-11-22T00:00', ' 2026-11-22', ''])
      expect(dateFromIso(iso), iso).toBeNull();
  });

  it('writes a day both ways, four-digit years padded', () => {
    expect(isoFromDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    const early = new Date(2000, 0, 1);
    early.setFullYear(812, 6, 9);
    expect(isoFromDate(early)).toBe('0812-07-09');
    expect(isoFromDate(new Date(12026, 0, 5))).toBe('12026-01-05');
    expect(typedFromIso('2026-01-05')).toBe('05/01/2026');
    expect(typedFromIso('0812-07-09')).toBe('09/07/0812');
    expect(typedFromIso('2026-02-30')).toBe('');
    expect(typedFromIso('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { dateFromIso, isoFromDate, parseTypedDay, typedFromIso } from '../../src-renderer/ui/date-text';

const parts = (date: Date | null): number[] | null => (date === null ? null : [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()]);

describe('days as text', () => {
  it('reads a typed day, day first, with any of the separators, as local midnight', () => {
    expect(parts(parseTypedDay('2/1/2026'))).toEqual([2026, 1, 2, 0, 0]);
    expect(parts(parseTypedDay(' 29-02-2028 '))).toEqual([2028, 2, 29, 0, 0]);
    expect(parts(parseTypedDay('31.12.0050'))).toEqual([50, 12, 31, 0, 0]);
  });

  it('refuses what is not a calendar day', () => {
    for (const text of ['29/02/2026', '31/04/2026', '0/1/2026', '1/0/2026', '1/13/2026', '1/1/26', '1/1/20260', '1 1 2026', '', 'hoy']) {
      expect(parseTypedDay(text), text).toBeNull();
    }
  });

  it('reads an ISO day, only in its exact form', () => {
    expect(parts(dateFromIso('2026-11-22'))).toEqual([2026, 11, 22, 0, 0]);
    expect(parts(dateFromIso('0099-01-01'))).toEqual([99, 1, 1, 0, 0]);
    for (const iso of ['2026-02-29', '2026-13-01', '2026-1-5', '2026-11-22T00:00', ' 2026-11-22', '']) expect(dateFromIso(iso), iso).toBeNull();
  });

  it('writes a day both ways, four-digit years padded', () => {
    expect(isoFromDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    const early = new Date(2000, 0, 1);
    early.setFullYear(812, 6, 9);
    expect(isoFromDate(early)).toBe('0812-07-09');
    expect(typedFromIso('2026-01-05')).toBe('05/01/2026');
    expect(typedFromIso('0812-07-09')).toBe('09/07/0812');
    expect(typedFromIso('2026-02-30')).toBe('');
    expect(typedFromIso('')).toBe('');
  });
});

// @vitest-environment jsdom
/**
 * useToday in an open window: the day is Buenos Aires's, checked each minute, so a call closing
 * today stays Abierta until midnight there, not until 21:00 (midnight UTC). The clock is Vitest's.
 */
import 'fake-indexeddb/auto';
import { act, createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rootForEachTest } from '../../support/react-root';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  // 22:30 in Buenos Aires (UTC−3) on 26 November: already the 27th in UTC.
  vi.setSystemTime(new Date('2026-11-27T01:30:00Z'));
});

afterAll(() => {
  vi.useRealTimers();
});

const { useToday } = await import('../../../../src-renderer/data/convocatorias');

function Today() {
  return createElement('span', null, useToday());
}

const mounted = rootForEachTest();

describe('useToday', () => {
  it('keeps the Buenos Aires day past 21:00 and turns at its midnight', () => {
    mounted.render(createElement(Today));
    expect(mounted.host().textContent).toBe('2026-11-26');
    // Several of the minute checks, still before midnight in Buenos Aires (23:29).
    act(() => {
      vi.advanceTimersByTime(59 * 60_000);
    });
    expect(mounted.host().textContent).toBe('2026-11-26');
    // Past midnight there (00:01 on the 27th): the next check turns the day.
    act(() => {
      vi.advanceTimersByTime(32 * 60_000);
    });
    expect(mounted.host().textContent).toBe('2026-11-27');
  });
});

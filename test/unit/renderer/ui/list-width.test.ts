import { describe, expect, it } from 'vitest';
import { listBounds, listWidth } from '../../../../src-renderer/ui/list-width';

// The numbers by hand: the list at least 280, the reader between 360 and 780 px.
describe('the list beside the reader', () => {
  it('keeps the chosen width where the reader has between 360 and 780 px', () => {
    // 1366 px less the panel (232) and the splitter (5): 1129 to share.
    expect(listBounds(1129)).toEqual({ min: 349, max: 769 });
    expect(listWidth(420, 1129)).toBe(420);
  });

  it('widens the list in a wide window instead of leaving the reader empty margins', () => {
    // 1920 less panel and splitter: 1683; the reader takes 780, the list the rest.
    expect(listWidth(420, 1683)).toBe(903);
    // Without the panel, 1915 to share.
    expect(listWidth(420, 1915)).toBe(1135);
    // A list chosen wider than that stays as chosen.
    expect(listWidth(1000, 1683)).toBe(1000);
  });

  it('narrows the list so the reader keeps 360 px, but never below 280', () => {
    // 960 less panel and splitter: 723; the list gets at most 363.
    expect(listWidth(420, 723)).toBe(363);
    expect(listWidth(300, 723)).toBe(300);
    expect(listWidth(420, 500)).toBe(280);
    expect(listBounds(500)).toEqual({ min: 280, max: 280 });
  });
});

import { describe, expect, it } from 'vitest';
import { itemsThatFit } from '../../../../src-renderer/ui/nav-fit';

// Eight items of 100 px, 4 px apart: all of them take 8 × 100 + 7 × 4 = 828 px.
const items = [100, 100, 100, 100, 100, 100, 100, 100];

describe('itemsThatFit', () => {
  it('shows every item, and no "Más", when all fit exactly', () => {
    expect(itemsThatFit({ items, more: 60, gap: 4, available: 828 })).toBe(8);
    expect(itemsThatFit({ items, more: 60, gap: 4, available: 1200 })).toBe(8);
  });

  it('one pixel short: the items that fit beside "Más" (k items, k gaps and the button)', () => {
    // 60 + 7 × 104 = 788 ≤ 827: seven items and "Más".
    expect(itemsThatFit({ items, more: 60, gap: 4, available: 827 })).toBe(7);
  });

  it('counts the button: the last item that would only fit without it goes into the menu', () => {
    // 60 + 4 × 104 = 476; a fifth item needs 580.
    expect(itemsThatFit({ items, more: 60, gap: 4, available: 579 })).toBe(4);
    expect(itemsThatFit({ items, more: 60, gap: 4, available: 580 })).toBe(5);
  });

  it('keeps the order: a narrow item after a wide one that does not fit stays in the menu', () => {
    expect(itemsThatFit({ items: [100, 300, 20], more: 50, gap: 0, available: 300 })).toBe(1);
  });

  it('shows none when not even one item fits beside "Más"', () => {
    expect(itemsThatFit({ items, more: 60, gap: 4, available: 100 })).toBe(0);
    expect(itemsThatFit({ items: [], more: 60, gap: 4, available: 0 })).toBe(0);
  });
});

// @vitest-environment jsdom
/** The star on a detail view: a change IndexedDB could not save says so, and the button comes back. */
import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rootForEachTest } from '../../../support/react-root';
import { foldedDetail, visibleText } from '../../../support/technical-details';

// The favoritos' storage is tested elsewhere (favoritos.test.ts); here only what the button does with its answer.
const setFavorite = vi.fn((): Promise<void> => Promise.resolve());
vi.mock('../../../../../src-renderer/data/personal/favoritos', () => ({ setFavorite, useIsFavorite: () => false }));
const { FavoriteButton } = await import('../../../../../src-renderer/features/favoritos/FavoriteButton');

const mounted = rootForEachTest();
const host = (): HTMLDivElement => mounted.host();

beforeEach(() => {
  setFavorite.mockReset();
});

async function clickStar(): Promise<void> {
  mounted.render(createElement(FavoriteButton, { kind: 'tramite', row: { id: 7 } } as never));
  await act(async () => {
    host().querySelector('button')?.click();
    await Promise.resolve();
  });
}

describe('FavoriteButton', () => {
  it('shows why a change could not be saved, in Spanish, and can be pressed again', async () => {
    setFavorite.mockRejectedValue(new Error('QuotaExceededError'));
    await clickStar();
    const alert = host().querySelector('[role="alert"]');
    expect(alert === null ? null : visibleText(alert)).toBe('No se pudo guardar el cambio en favoritos. Detalles técnicos');
    expect(foldedDetail(host())).toBe('QuotaExceededError');
    expect(host().querySelector('button')?.disabled).toBe(false);
  });

  it('says nothing when the change was saved', async () => {
    setFavorite.mockResolvedValue(undefined);
    await clickStar();
    expect(setFavorite).toHaveBeenCalledTimes(1);
    expect(host().querySelector('[role="alert"]')).toBeNull();
    expect(host().querySelector('button')?.disabled).toBe(false);
  });
});

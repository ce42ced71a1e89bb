/**
 * The documents' texts as the list reads them: their module loaded only once someone reads them,
 * followed while read, and let go after the last reader; a module that does not load is a failure
 * to show, not a search.
 */
import { describe, expect, it, vi } from 'vitest';
import { loadedTextsStore } from '../../../../../src-renderer/data/documents/document-hits';
import * as texts from '../../../../../src-renderer/data/documents/document-texts';
import { createStore } from '../../../../../src-renderer/store';

const index = { documents: [], segments: [] };

/** The texts' module with its app store played by one whose readers are counted. */
function standIn() {
  const running = { now: false };
  const appTexts = createStore<texts.DocumentTextsState>(texts.noTexts, {
    start: () => {
      running.now = true;
      return () => {
        running.now = false;
      };
    },
  });
  return { module: { ...texts, appTexts }, appTexts, running };
}

describe('the documents’ texts, loaded for their first reader', () => {
  it('loads nothing until read, follows the texts while read, and lets them go after the last reader', async () => {
    const { module, appTexts, running } = standIn();
    const load = vi.fn(() => Promise.resolve(module));
    const store = loadedTextsStore(load, 0);
    expect(store.get().state.index).toBeUndefined();
    expect(load).not.toHaveBeenCalled();

    const leave = store.subscribe(() => undefined);
    const leaveToo = store.subscribe(() => undefined);
    await expect.poll(() => store.get().hitsOf).toBe(texts.convocatoriaHits);
    expect(load).toHaveBeenCalledTimes(1);
    expect(running.now).toBe(true);
    appTexts.set({ index, failure: null, withoutText: 2 });
    expect(store.get().state).toEqual({ index, failure: null, withoutText: 2 });

    leave();
    leaveToo();
    await expect.poll(() => running.now).toBe(false);
    expect(store.get()).toEqual({ state: texts.noTexts, hitsOf: null });
  });

  it('a reader gone before the module loaded: nothing is followed', async () => {
    const { module, running } = standIn();
    let loaded = (): void => undefined;
    const store = loadedTextsStore(() => new Promise((resolve) => (loaded = () => resolve(module))), 0);
    store.subscribe(() => undefined)();
    await new Promise((resolve) => setTimeout(resolve, 5));
    loaded();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(running.now).toBe(false);
    expect(store.get().hitsOf).toBeNull();
  });

  it('a module that does not load: its failure, and no search', async () => {
    const store = loadedTextsStore(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), 0);
    const leave = store.subscribe(() => undefined);
    await expect.poll(() => store.get().state.failure).toMatch(/Failed to fetch dynamically imported module/);
    expect(store.get().hitsOf).toBeNull();
    expect(store.get().state.index).toBeUndefined();
    leave();
  });
});

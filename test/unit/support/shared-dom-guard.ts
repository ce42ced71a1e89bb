/**
 * The files of the unit tests' 'dom' project share one jsdom and one module graph per worker
 * (vitest.config.ts). Each must leave the page as it found it, or the next file would see what
 * it left: this fails the file that does, by name, instead of a later file by chance.
 */
import { afterAll, expect } from 'vitest';

afterAll(() => {
  expect(Object.hasOwn(window, 'directorio'), 'window.directorio left set').toBe(false);
  expect(localStorage.length, 'localStorage left with entries').toBe(0);
  expect(sessionStorage.length, 'sessionStorage left with entries').toBe(0);
  expect(document.body.childElementCount, 'elements left in the body').toBe(0);
  expect(
    document.documentElement
      .getAttributeNames()
      .filter((name) => name !== 'lang')
      .sort(),
    'attributes left on <html>',
  ).toEqual([]);
});

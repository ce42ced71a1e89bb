// @vitest-environment jsdom
/** The theme choice: what a stored value means, and the one attribute the stylesheet reads. */
import { beforeEach, describe, expect, it } from 'vitest';
import { applyStoredTheme, applyTheme, parseTheme, setTheme, themeStorageKey } from '../../../../src-renderer/ui/theme';

const html = (): HTMLElement => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  delete html().dataset.theme;
});

describe('parseTheme', () => {
  it('keeps the three known values', () => {
    expect(parseTheme('system')).toBe('system');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
  });

  it('reads anything else as Sistema', () => {
    for (const stored of [
      null,
      undefined,
      '',
      'Dark',
      ' dark',
      'oscuro',
      'claro',
      '__proto__',
      'toString',
      'dark\u0000',
      '{"theme":"dark"}',
    ]) {
      expect(parseTheme(stored), String(stored)).toBe('system');
    }
  });
});

describe('applying a theme', () => {
  it('sets data-theme for Claro and Oscuro and removes it for Sistema', () => {
    applyTheme('dark');
    expect(html().getAttribute('data-theme')).toBe('dark');
    applyTheme('light');
    expect(html().getAttribute('data-theme')).toBe('light');
    applyTheme('system');
    expect(html().hasAttribute('data-theme')).toBe(false);
  });

  it('at start, applies what was stored, and a bad stored value as Sistema', () => {
    localStorage.setItem(themeStorageKey, 'dark');
    expect(applyStoredTheme()).toBe('dark');
    expect(html().getAttribute('data-theme')).toBe('dark');
    localStorage.setItem(themeStorageKey, 'violeta');
    expect(applyStoredTheme()).toBe('system');
    expect(html().hasAttribute('data-theme')).toBe(false);
    localStorage.removeItem(themeStorageKey);
    expect(applyStoredTheme()).toBe('system');
  });

  it('setTheme applies at once and is what the next start reads', () => {
    setTheme('light');
    expect(html().getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem(themeStorageKey)).toBe('light');
    delete html().dataset.theme; // as after a reload
    expect(applyStoredTheme()).toBe('light');
    expect(html().getAttribute('data-theme')).toBe('light');
    setTheme('system');
    expect(html().hasAttribute('data-theme')).toBe(false);
    expect(applyStoredTheme()).toBe('system');
  });

  it('still applies when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    setTheme('dark', refusing);
    expect(html().getAttribute('data-theme')).toBe('dark');
    expect(applyStoredTheme(refusing)).toBe('system');
    expect(html().hasAttribute('data-theme')).toBe(false);
  });
});

/** withBreaks: where a long address may wrap, written out by hand ("|" for each <wbr>). */
import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { withBreaks } from '../../../../src-renderer/ui/break-points';

function shown(parts: ReactNode[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : isValidElement(part) && part.type === 'wbr' ? '|' : '?')).join('');
}

describe('withBreaks', () => {
  it.each([
    ['museo.posadas@cultura.gob.ar', 'museo|.posadas|@cultura|.gob|.ar'],
    [
      'https://www.cultura.gob.ar/institucional/organismos/museos/museo-regional-de-posadas/',
      'https://|www|.cultura|.gob|.ar|/institucional|/organismos|/museos|/museo|-regional|-de|-posadas/',
    ],
    ['http://x.ar/a?b=1&c_d=2#e~f', 'http://|x|.ar|/a|?b|=1|&c|_d|=2|#e|~f'],
    ['sin correo', 'sin correo'],
    ['', ''],
    ['.ar.', '.ar.'],
    ['a.b', 'a|.b'],
    ['ab.cd', 'ab|.cd'],
    ['a//b///cd', 'a//|b///|cd'],
    ['a//b///c', 'a//|b///c'],
  ])('%s → %s', (text, expected) => {
    const parts = withBreaks(text);
    expect(shown(parts)).toBe(expected);
    expect(parts.filter((part) => typeof part === 'string').join('')).toBe(text);
  });
});

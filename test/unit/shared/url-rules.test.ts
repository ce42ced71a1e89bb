/**
 * The URL guard's edges, beyond the hostile table of url.test.ts: the length limits at their exact
 * boundary, whitespace at the end, the parts of an address each rule looks at, and the trunk `(0…)`.
 */
import { describe, expect, it } from 'vitest';
import { phoneUrl, safeContactUrl, safeExternalUrl } from '../../../src-shared/url';

const href = (url: URL | null): string | null => url?.href ?? null;

describe('safeExternalUrl edges', () => {
  it('takes exactly 4096 characters, not one more', () => {
    const base = 'https://www.cultura.gob.ar/';
    const at = (length: number): string => base + 'a'.repeat(length - base.length);
    expect(href(safeExternalUrl(at(4096)))).toBe(at(4096));
    expect(safeExternalUrl(at(4097))).toBeNull();
  });

  it('refuses a trailing space the parser would quietly drop', () => {
    expect(safeExternalUrl('https://www.cultura.gob.ar/ ')).toBeNull();
    expect(safeExternalUrl('https://www.cultura.gob.ar/\u00A0')).toBeNull();
  });

  it('wants `//` right after the scheme, not anywhere later', () => {
    expect(safeExternalUrl('https:evil.example/https://www.cultura.gob.ar/')).toBeNull();
  });
});

describe('safeContactUrl edges', () => {
  const mail = (address: string): string | null => href(safeContactUrl(`mailto:${address}`));

  it('an address of 254 characters passes, 255 do not', () => {
    const domain = '@cultura.gob.ar';
    const of = (length: number): string => 'a'.repeat(length - domain.length) + domain;
    expect(mail(of(254))).toBe(`mailto:${of(254)}`);
    expect(mail(of(255))).toBeNull();
  });

  it('one @, a local part, labels that start and end with a letter or digit, a top-level domain of letters last', () => {
    expect(mail('cultura.gob.ar')).toBeNull();
    expect(mail('a@localhost')).toBeNull();
    expect(mail('a@b-.ar')).toBeNull();
    expect(mail('a@b_c.ar')).toBeNull();
    expect(mail('a@b.1ar')).toBeNull();
    expect(mail('a@b.ar1')).toBeNull();
    expect(mail('a@b.c.ar')).toBe('mailto:a@b.c.ar');
    expect(mail('a@b-c.ar')).toBe('mailto:a@b-c.ar');
  });

  it('tel: up to 15 digits; nothing after the number, not even a space', () => {
    expect(href(safeContactUrl('tel:+123456789012345'))).toBe('tel:+123456789012345');
    expect(safeContactUrl('tel:+54 11 4342 9930 ')).toBeNull();
  });

  it('the 4096-character limit holds for tel: too', () => {
    const padded = (length: number): string => `tel:123${'-'.repeat(length - 7)}`;
    expect(href(safeContactUrl(padded(4096)))).toBe('tel:123');
    expect(safeContactUrl(padded(4097))).toBeNull();
  });

  it('a bare number without tel: is not a contact link', () => {
    expect(safeContactUrl('01143429930')).toBeNull();
    expect(safeContactUrl('+541143429930')).toBeNull();
  });
});

describe('phoneUrl edges', () => {
  it('free text up to 4096 characters', () => {
    const text = (length: number): string => `4342-9930${' '.repeat(length - 9)}`;
    expect(href(phoneUrl(text(4096)))).toBe('tel:43429930');
    expect(phoneUrl(text(4097))).toBeNull();
  });

  it('drops the trunk 0 however the parenthesis is spaced', () => {
    expect(href(phoneUrl('+54(011) 4342-9930'))).toBe('tel:+541143429930');
    expect(href(phoneUrl('+54 ( 011 ) 4342-9930'))).toBe('tel:+541143429930');
    expect(href(phoneUrl('+54  (  011) 4342-9930'))).toBe('tel:+541143429930');
  });
});

import { describe, expect, it } from 'vitest';
import { emailUrl, isSafeExternalUrl, phoneUrl, safeContactUrl, safeExternalUrl, safeOutsideUrl } from '../../../src-shared/url';

/** [input, what leaves the app (the normalized href) or null when it must stay inert, why] */
const cases: readonly (readonly [string, string | null, string])[] = [
  // What the API really sends, and ordinary links.
  ['https://www.cultura.gob.ar/media/uploads/bases.pdf', 'https://www.cultura.gob.ar/media/uploads/bases.pdf', 'a document'],
  ['http://convocatorias.cultura.gob.ar/inscripcion', 'http://convocatorias.cultura.gob.ar/inscripcion', 'plain http is allowed'],
  [
    'https://www.cultura.gob.ar/media/uploads/tu_veneno_en_m%C3%AD._copy.jpg',
    'https://www.cultura.gob.ar/media/uploads/tu_veneno_en_m%C3%AD._copy.jpg',
    'percent-encoding in the path',
  ],
  ['HTTPS://WWW.CULTURA.GOB.AR/Bases.PDF', 'https://www.cultura.gob.ar/Bases.PDF', 'scheme and host are case-insensitive'],
  [
    'https://www.cultura.gob.ar/buscar?q=teatro&page=2#resultados',
    'https://www.cultura.gob.ar/buscar?q=teatro&page=2#resultados',
    'query and fragment',
  ],
  ['https://www.cultura.gob.ar:8443/x', 'https://www.cultura.gob.ar:8443/x', 'an explicit port'],
  [
    'https://www.cultura.gob.ar/bases y condiciones.pdf',
    'https://www.cultura.gob.ar/bases%20y%20condiciones.pdf',
    'a space inside the path is encoded',
  ],
  ['https://ñandú.com.ar/', 'https://xn--and-6ma2c.com.ar/', 'an IDN host leaves as punycode'],
  ['http://[2001:db8::1]/doc', 'http://[2001:db8::1]/doc', 'an IPv6 literal'],
  ['https://evil.example/#@www.cultura.gob.ar', 'https://evil.example/#@www.cultura.gob.ar', 'an @ after the host is only a fragment'],
  // Schemes that must never leave the app.
  ['javascript:alert(1)', null, 'javascript:'],
  ['JaVaScRiPt:alert(document.domain)', null, 'javascript: in mixed case'],
  ['java\tscript:alert(1)', null, 'a tab the parser would drop'],
  ['java\nscript:alert(1)', null, 'a newline the parser would drop'],
  ['vbscript:msgbox(1)', null, 'vbscript:'],
  ['data:text/html,<script>alert(1)</script>', null, 'data:'],
  ['file:///etc/passwd', null, 'file:'],
  ['file://server/share/x.exe', null, 'file: with a host'],
  ['smb://10.0.0.1/share', null, 'smb: leaks NTLM hashes on Windows'],
  ['\\\\10.0.0.1\\share\\x.exe', null, 'a UNC path'],
  ['C:\\Windows\\System32\\calc.exe', null, 'a Windows path parses as the scheme c:'],
  ['ftp://ftp.example.com/x', null, 'ftp:'],
  ['mailto:alguien@cultura.gob.ar', null, 'mailto: (not http)'],
  ['blob:https://www.cultura.gob.ar/0b1f-4c', null, 'blob:'],
  ['view-source:https://www.cultura.gob.ar/', null, 'view-source:'],
  ['app://directorio/index.html', null, "the app's own scheme"],
  ['ms-settings:privacy', null, 'an OS handler'],
  ['zoommtg://zoom.us/join?confno=1', null, 'a custom app scheme'],
  ['chrome://settings', null, 'a browser-internal scheme'],
  // Malformed, relative or tricky http(s).
  ['', null, 'empty'],
  ['/media/uploads/bases.pdf', null, 'a relative path'],
  ['//evil.example/x', null, 'scheme-relative'],
  ['https://', null, 'no host'],
  ['https:evil.example', null, 'no slashes (the parser would guess a host)'],
  ['https:/evil.example', null, 'one slash'],
  ['https:///evil.example', null, 'three slashes'],
  ['https:\\\\evil.example', null, 'backslashes the parser turns into slashes'],
  ['https://www.cultura.gob.ar\\@evil.example', null, 'a backslash hiding the real host'],
  ['https://user:pass@www.cultura.gob.ar/', null, 'credentials'],
  ['https://www.cultura.gob.ar@evil.example/', null, 'a host that is really a user name'],
  ['https://:@www.cultura.gob.ar/', null, 'empty credentials'],
  ['https://evil%2Eexample/', null, 'a percent-encoded host'],
  [' https://www.cultura.gob.ar/', null, 'leading space'],
  ['https://www.cultura.gob.ar/\n', null, 'trailing newline'],
  ['\u0001https://www.cultura.gob.ar/', null, 'a leading control character the parser would strip'],
  ['https://www.cultura.gob.ar/\u0000.pdf', null, 'a NUL'],
  ['https://www.cultu\u200Bra.gob.ar/', null, 'a zero-width space IDNA would delete'],
  ['https://www.cultura.gob.ar/\u202Efdp.exe', null, 'a right-to-left override'],
  ['\uFEFFhttps://www.cultura.gob.ar/', null, 'a byte-order mark'],
  ['https://www.cul\u00ADtura.gob.ar/', null, 'a soft hyphen IDNA would delete'],
  ['https://www.cultura.gob.ar:99999/', null, 'a port out of range'],
  ['https://exa mple.com/', null, 'a space in the host'],
  [`https://www.cultura.gob.ar/${'a'.repeat(4100)}`, null, 'longer than 4096 characters'],
];

describe('safeExternalUrl: the one guard for everything that leaves the app', () => {
  it('has a table of at least 30 hostile and valid cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(cases.filter(([, expected]) => expected === null).length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases.map(([input, expected, why]) => ({ input, expected, why })))('$why', ({ input, expected }) => {
    expect(safeExternalUrl(input)?.href ?? null).toBe(expected);
    expect(isSafeExternalUrl(input)).toBe(expected !== null);
  });

  it('only ever answers http: or https: URLs with a host and no credentials', () => {
    for (const [input] of cases) {
      const url = safeExternalUrl(input);
      if (url === null) continue;
      expect(['http:', 'https:']).toContain(url.protocol);
      expect(url.hostname).not.toBe('');
      expect(url.username + url.password).toBe('');
    }
  });
});

/** [input, the normalised href that may leave the app or null, why] */
const contactCases: readonly (readonly [string, string | null, string])[] = [
  // What the API sends.
  ['mailto:cnml@manzanadelasluces.gov.ar', 'mailto:cnml@manzanadelasluces.gov.ar', 'a real organismo address'],
  ['mailto:mjn-jm@coop5.com.ar', 'mailto:mjn-jm@coop5.com.ar', 'hyphens and digits'],
  [
    'mailto:convocatorias.artes_visuales+2026@cultura.gob.ar',
    'mailto:convocatorias.artes_visuales+2026@cultura.gob.ar',
    'dots, underscore and plus in the local part',
  ],
  ['MAILTO:Prensa@Cultura.gob.ar', 'mailto:Prensa@Cultura.gob.ar', 'the scheme is case-insensitive (and comes back lower-case)'],
  ['tel:+541143429930', 'tel:+541143429930', 'an international number'],
  ['tel:+54-11-4342-9930', 'tel:+541143429930', 'visual separators are dropped'],
  ['tel:(011) 4342.9930', 'tel:01143429930', 'parentheses, a space and a dot'],
  ['TEL:911', 'tel:911', 'a short number, scheme in capitals'],
  // mailto: tricks.
  ['mailto:a@b.ar?body=hola', null, 'a body'],
  ['mailto:a@b.ar?cc=espia@evil.example', null, 'an extra recipient through cc'],
  ['mailto:?to=a@b.ar', null, 'the address only in the query'],
  ['mailto:a@b.ar,c@d.ar', null, 'two addresses'],
  ['mailto:a@b.ar;c@d.ar', null, 'two addresses with a semicolon'],
  ['mailto:a@b.ar%2Cc@d.ar', null, 'a percent-encoded comma'],
  ['mailto:a%40b.ar', null, 'a percent-encoded @'],
  ['mailto:a@b.ar%0D%0ABcc:espia@evil.example', null, 'an encoded header injection'],
  ['mailto:a@b.ar\r\nBcc:espia@evil.example', null, 'a raw header injection'],
  ['mailto:a@b.ar#x', null, 'a fragment'],
  ['mailto:javascript:alert(1)', null, 'javascript: behind mailto:'],
  ['mailto:javascript:alert(1)@b.ar', null, 'javascript: in the local part'],
  ['mailto://a@b.ar', null, 'slashes'],
  ['mailto:', null, 'no address'],
  ['mailto:a@b', null, 'a host without a dot'],
  ['mailto:a@@b.ar', null, 'two @'],
  ['mailto:@b.ar', null, 'no local part'],
  ['mailto:a..b@b.ar', null, 'two dots in a row'],
  ['mailto:"a b"@b.ar', null, 'a quoted local part'],
  ['mailto:a@-b.ar', null, 'a label starting with a hyphen'],
  ['mailto:a@b.ar.', null, 'a trailing dot'],
  ['mailto:a@[127.0.0.1]', null, 'an IP literal'],
  ['mailto:a@b\u200B.ar', null, 'a zero-width space'],
  ['mailto:a@b.ar\u202E', null, 'a right-to-left override'],
  ['mailto:a@b.ar\n', null, 'a trailing newline'],
  [' mailto:a@b.ar', null, 'a leading space'],
  ['mailto:a@cultura.gob.\u0430r', null, 'a Cyrillic look-alike letter'],
  ['mailto:a@b.ar\\x', null, 'a backslash'],
  // tel: tricks.
  ['tel:javascript:alert(1)', null, 'javascript: behind tel:'],
  ['tel:+54;phone-context=evil.example', null, 'a parameter'],
  ['tel:+54114342%0A9930', null, 'percent-encoding'],
  ['tel:+54 11\n4342', null, 'a newline'],
  ['tel:+54\u202E1143429930', null, 'a bidi override'],
  ['tel:54+11', null, 'a plus not in front'],
  ['tel:++5411', null, 'two plus signs'],
  ['tel:12', null, 'too few digits'],
  ['tel:+1234567890123456', null, 'more digits than E.164 allows'],
  ['tel:', null, 'no number'],
  ['tel:---', null, 'only separators'],
  ['tel://+5411', null, 'slashes'],
  ['tel:*123#', null, 'service codes'],
  // Neither.
  ['https://www.cultura.gob.ar/', null, 'http(s) belongs to safeExternalUrl'],
  ['sms:+5411', null, 'sms:'],
  ['callto:+5411', null, 'callto:'],
  ['javascript:alert(1)', null, 'javascript:'],
  ['', null, 'empty'],
];

describe('safeContactUrl: mailto and tel through the same guard', () => {
  it.each(contactCases.map(([input, expected, why]) => ({ input, expected, why })))('$why', ({ input, expected }) => {
    expect(safeContactUrl(input)?.href ?? null).toBe(expected);
  });

  it('answers only mailto: with one bare address or tel: with digits', () => {
    for (const [input] of contactCases) {
      const href = safeContactUrl(input)?.href;
      if (href === undefined) continue;
      expect(href).toMatch(/^(mailto:[^?#%,;:\s]+@[^?#%,;:\s@]+|tel:\+?\d+)$/);
    }
  });

  it('safeOutsideUrl lets out exactly what one of the two guards lets out', () => {
    expect(safeOutsideUrl('https://www.cultura.gob.ar/x')?.href).toBe('https://www.cultura.gob.ar/x');
    expect(safeOutsideUrl('mailto:a@b.ar')?.href).toBe('mailto:a@b.ar');
    expect(safeOutsideUrl('tel:+5411')?.href).toBe('tel:+5411');
    for (const hostile of ['javascript:alert(1)', 'file:///etc/passwd', 'mailto:a@b.ar?body=x', 'tel:javascript:alert(1)', 'sms:+5411']) {
      expect(safeOutsideUrl(hostile)).toBeNull();
    }
  });
});

describe('emailUrl and phoneUrl: contact data as the API gives it', () => {
  it.each([
    ['cnml@manzanadelasluces.gov.ar', 'mailto:cnml@manzanadelasluces.gov.ar'],
    [' prensa@cultura.gob.ar ', 'mailto:prensa@cultura.gob.ar'],
    ['', null],
    ['a@b.ar, c@d.ar', null],
    ['a@b.ar?subject=hola', null],
    ['sin correo', null],
  ] as const)('email %j', (input, expected) => {
    expect(emailUrl(input)?.href ?? null).toBe(expected);
  });

  it.each([
    ['+54 (011) 4342-9930 / 6973', 'tel:+541143429930', 'the first number; the trunk 0 is not dialled after +54'],
    ['+54 (03525) 420126', 'tel:+543525420126', 'a provincial area code'],
    ['(0221) 455-1234', 'tel:02214551234', 'a domestic number keeps its 0'],
    ['+54 11 4123-4567 / 6123', 'tel:+541141234567', 'another alternate ending'],
    ['Tel.: 4342-9930 int. 123', 'tel:43429930', 'words around it'],
    ['4342-9930, 4342-9931', 'tel:43429930', 'a list'],
    ['', null, 'empty'],
    ['s/n', null, 'no number'],
    ['12', null, 'too short'],
    ['+54 11 4123\u202E4567', null, 'a bidi override'],
  ] as const)('phone %j → %j (%s)', (input, expected, _why) => {
    expect(phoneUrl(input)?.href ?? null).toBe(expected);
  });
});

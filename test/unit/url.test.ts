import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl, safeExternalUrl } from '../../src-shared/url';

/** [input, what leaves the app (the normalized href) or null when it must stay inert, why] */
const cases: readonly (readonly [string, string | null, string])[] = [
  // What the API really sends, and ordinary links.
  ['https://www.cultura.gob.ar/media/uploads/bases.pdf', 'https://www.cultura.gob.ar/media/uploads/bases.pdf', 'a document'],
  ['http://convocatorias.cultura.gob.ar/inscripcion', 'http://convocatorias.cultura.gob.ar/inscripcion', 'plain http is allowed'],
  ['https://www.cultura.gob.ar/media/uploads/tu_veneno_en_m%C3%AD._copy.jpg', 'https://www.cultura.gob.ar/media/uploads/tu_veneno_en_m%C3%AD._copy.jpg', 'percent-encoding in the path'],
  ['HTTPS://WWW.CULTURA.GOB.AR/Bases.PDF', 'https://www.cultura.gob.ar/Bases.PDF', 'scheme and host are case-insensitive'],
  ['https://www.cultura.gob.ar/buscar?q=teatro&page=2#resultados', 'https://www.cultura.gob.ar/buscar?q=teatro&page=2#resultados', 'query and fragment'],
  ['https://www.cultura.gob.ar:8443/x', 'https://www.cultura.gob.ar:8443/x', 'an explicit port'],
  ['https://www.cultura.gob.ar/bases y condiciones.pdf', 'https://www.cultura.gob.ar/bases%20y%20condiciones.pdf', 'a space inside the path is encoded'],
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

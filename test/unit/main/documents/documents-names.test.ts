import { describe, expect, it } from 'vitest';
import { contentTypeOfDocument, documentFileName, isStoredName, uniqueName } from '../../../../src-main/documents/names';

const pdf = 'application/pdf';
const name = (url: string, type = pdf): string | null => documentFileName(new URL(url), type);

describe('saved document names', () => {
  it('keep the readable last segment of the URL, decoded', () => {
    expect(name('https://www.cultura.gob.ar/media/uploads/bases_2024.pdf')).toBe('bases_2024.pdf');
    expect(name('https://x.test/Bases%20y%20condiciones%20-%20a%C3%B1o.pdf')).toBe('Bases y condiciones - año.pdf');
    expect(name('https://x.test/a/b/anexo.DOCX?v=2#p', 'application/octet-stream')).toBe('anexo.docx');
  });

  it('never carry a path: no separators, no `..`, no leading dot', () => {
    for (const url of [
      'https://x.test/../../etc/passwd',
      'https://x.test/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      'https://x.test/..%2F..%2Fetc%2Fpasswd',
      'https://x.test/..%5C..%5Cwindows%5Cwin.ini',
      'https://x.test/%2e%2e',
      'https://x.test/.indice.json',
      'https://x.test/...pdf',
    ]) {
      const got = name(url);
      expect(got, url).not.toBeNull();
      expect(got, url).not.toMatch(/[/\\]|^\.|\.\.[/\\]/);
      expect(isStoredName(got ?? ''), `${url} → ${got}`).toBe(true);
    }
    expect(name('https://x.test/%2e%2e%2f%2e%2e%2fetc%2fpasswd')).toBe('_.._etc_passwd.pdf');
  });

  it('drop control and invisible characters and rename what Windows reserves', () => {
    expect(name('https://x.test/bases%00%0A%0D%09.pdf')).toBe('bases.pdf');
    expect(name('https://x.test/%E2%80%AEfdp.exe')).toBe('fdp.exe.pdf');
    expect(name('https://x.test/a%3Cb%3Ec%3A%22d%22%7Ce%3F.pdf')).toBe('a_b_c__d__e_.pdf');
    expect(name('https://x.test/con.pdf')).toBe('_con.pdf');
    expect(name('https://x.test/LPT1.txt')).toBe('_LPT1.txt');
    expect(name('https://x.test/nul')).toBe('_nul.pdf');
    expect(name('https://x.test/bases.pdf.%20.%20')).toBe('bases.pdf');
  });

  it('cap the length and keep the extension', () => {
    const got = name(`https://x.test/${'a'.repeat(500)}.pdf`) ?? '';
    expect(got.length).toBeLessThanOrEqual(120);
    expect(got).toMatch(/^a+\.pdf$/);
    const emoji = name(`https://x.test/${'🙂'.repeat(200)}.pdf`) ?? '';
    expect(emoji.length).toBeLessThanOrEqual(120);
    expect(encodeURIComponent(emoji)).toBeTruthy(); // throws on a lone surrogate
  });

  it('take the extension from the Content-Type when the URL has none, and refuse what is no document', () => {
    expect(name('https://x.test/descargar?id=5')).toBe('descargar.pdf');
    expect(name('https://x.test/', 'application/pdf; charset=binary')).toBe('documento.pdf');
    expect(name('https://x.test/bases.php', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'bases.php.docx',
    );
    expect(name('https://x.test/instalar.exe', 'application/octet-stream')).toBeNull();
    expect(name('https://x.test/script.sh', 'text/x-sh')).toBeNull();
    expect(name('https://x.test/descargar', '')).toBeNull();
  });

  it('de-duplicate within a folder, ignoring case', () => {
    expect(uniqueName('bases.pdf', new Set())).toBe('bases.pdf');
    expect(uniqueName('bases.pdf', new Set(['Bases.PDF']))).toBe('bases (2).pdf');
    expect(uniqueName('bases.pdf', new Set(['bases.pdf', 'bases (2).pdf']))).toBe('bases (3).pdf');
    const long = `${'b'.repeat(116)}.pdf`;
    const next = uniqueName(long, new Set([long]));
    expect(next.length).toBeLessThanOrEqual(120);
    expect(next.endsWith(' (2).pdf')).toBe(true);
  });

  it('recognize only names they could have produced', () => {
    for (const bad of [
      '',
      '../a.pdf',
      'a/b.pdf',
      'a\\b.pdf',
      '.indice.json',
      '.descarga-1.tmp',
      'con.pdf',
      'a.exe',
      'a.pdf.',
      'a\u0000.pdf',
      `${'a'.repeat(200)}.pdf`,
      'a.html',
    ]) {
      expect(isStoredName(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['bases.pdf', 'Bases y condiciones - año.pdf', '_con.pdf', 'bases (2).pdf']) expect(isStoredName(good)).toBe(true);
  });

  it('are served with a type from a short list, never HTML or SVG', () => {
    expect(contentTypeOfDocument('a.pdf')).toBe('application/pdf');
    expect(contentTypeOfDocument('a.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeOfDocument('a.svg')).toBe('application/octet-stream');
    expect(contentTypeOfDocument('a.html')).toBe('application/octet-stream');
  });
});

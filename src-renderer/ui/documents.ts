import { safeExternalUrl } from '../../src-shared/url';
import { decoded, documentName, extensionOf, noWords, type RecordWords } from './document-name';

export interface DocumentLink {
  /** The vetted link (normalised); the raw text when `valid` is false. */
  url: string;
  /** What a person reads: "Bases y condiciones 2026". */
  name: string;
  /** The chip: "PDF", "DOCX"…; "Archivo" without an extension. */
  type: string;
  valid: boolean;
}

/** The chip for a file name: its extension in capitals. */
export function documentType(fileName: string): string {
  return extensionOf(decoded(fileName))?.toUpperCase() ?? 'Archivo';
}

/**
 * A name and type for an attached document URL, named as its record names it (see
 * document-name.ts); links that are not http(s) stay as raw text.
 */
export function describeDocument(raw: string, record: RecordWords = noWords): DocumentLink {
  const url = safeExternalUrl(raw);
  if (url === null) return { url: raw, name: raw, type: 'Enlace inválido', valid: false };
  const last = url.pathname
    .split('/')
    .filter((part) => part !== '')
    .pop();
  if (last === undefined) return { url: url.href, name: url.hostname, type: 'Enlace', valid: true };
  return { url: url.href, name: documentName(url, last, record), type: documentType(last), valid: true };
}

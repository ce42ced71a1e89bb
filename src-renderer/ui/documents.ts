import { safeExternalUrl } from '../../src-shared/url';

export interface DocumentLink {
  /** The vetted link (normalised); the raw text when `valid` is false. */
  url: string;
  /** What a person reads: "Bases y condiciones 2026". */
  name: string;
  /** The chip: "PDF", "DOCX"…; "Archivo" without an extension. */
  type: string;
  valid: boolean;
}

/** An extension: 1–5 letters or digits with at least one letter (so `v2.0` keeps its `.0`). */
const extension = /\.([a-z0-9]{1,5})$/i;

function extensionOf(fileName: string): string | null {
  const found = extension.exec(fileName)?.[1];
  return found !== undefined && /[a-z]/i.test(found) ? found : null;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Django appends `_` and 7 random letters and digits to a name already taken (`bases_utgkaBo.pdf`).
 * A plain lowercase word (`_musical`) is part of the name, so the suffix needs an uppercase
 * letter or a digit.
 */
function withoutUploadSuffix(stem: string): string {
  const suffix = /_([A-Za-z0-9]{7})$/.exec(stem)?.[1];
  return suffix !== undefined && /[A-Z0-9]/.test(suffix) ? stem.slice(0, -8) : stem;
}

/**
 * A readable name from a document's file name (or last path segment, percent-encoded or not):
 * `bases_y_condiciones_2026_utgkaBo.pdf` → "Bases y condiciones 2026".
 */
export function readableName(fileName: string): string {
  const name = decoded(fileName.replace(/\+/g, ' '));
  const ext = extensionOf(name);
  const stem = ext === null ? name : name.slice(0, -(ext.length + 1));
  const words = withoutUploadSuffix(stem)
    .replace(/[_\-+]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words === '' ? 'Documento' : words.charAt(0).toUpperCase() + words.slice(1);
}

/** The chip for a file name: its extension in capitals. */
export function documentType(fileName: string): string {
  return extensionOf(decoded(fileName))?.toUpperCase() ?? 'Archivo';
}

/** A readable name and type for an attached document URL; links that are not http(s) stay as raw text. */
export function describeDocument(raw: string): DocumentLink {
  const url = safeExternalUrl(raw);
  if (url === null) return { url: raw, name: raw, type: 'Enlace inválido', valid: false };
  const last = url.pathname
    .split('/')
    .filter((part) => part !== '')
    .pop();
  if (last === undefined) return { url: url.href, name: url.hostname, type: 'Enlace', valid: true };
  return { url: url.href, name: readableName(last), type: documentType(last), valid: true };
}

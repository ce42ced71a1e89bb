/**
 * File names for saved documents. A name comes from a URL the API gave us (untrusted), so it is
 * rebuilt from scratch: one path segment, no separators, no `..`, no leading dot (dot files are
 * the folder's own: its index and temporary downloads), no control or invisible characters, no
 * names Windows reserves, a known document extension, a bounded length.
 */
import { maxSavedNameLength } from '../../src-shared/documents';

/** The document types the app saves and opens, with the type served in browser mode. */
const documentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  rtf: 'application/rtf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const extensionOfType = new Map<string, string>(
  Object.entries(documentTypes)
    .filter(([extension]) => extension !== 'jpeg')
    .map(([extension, type]) => [essence(type), extension]),
);

/** `application/pdf; charset=x` → `application/pdf`. */
function essence(contentType: string): string {
  return (contentType.split(';', 1)[0] ?? '').trim().toLowerCase();
}

function extensionOf(name: string): string | null {
  const match = /\.([a-z0-9]{1,5})$/i.exec(name);
  return match?.[1]?.toLowerCase() ?? null;
}

function isDocumentExtension(extension: string | null): boolean {
  return extension !== null && Object.hasOwn(documentTypes, extension);
}

/** What browser mode sends as Content-Type for a saved file. */
export function contentTypeOfDocument(name: string): string {
  const extension = extensionOf(name);
  return extension !== null && Object.hasOwn(documentTypes, extension)
    ? (documentTypes[extension] ?? 'application/octet-stream')
    : 'application/octet-stream';
}

export function isHtmlType(contentType: string): boolean {
  const type = essence(contentType);
  return type === 'text/html' || type === 'application/xhtml+xml' || type === 'image/svg+xml';
}

const separatorsAndReserved = /[/\\:*?"<>|]/g;
const controlOrInvisible = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const windowsDevices = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

/** The readable part of a URL: its last non-empty path segment, percent-decoded when possible. */
function lastSegment(url: URL): string {
  const last =
    url.pathname
      .split('/')
      .filter((part) => part !== '')
      .pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** At most `max` UTF-16 units, cut between code points so a surrogate pair is never split. */
function truncate(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

function withExtension(stem: string, extension: string, suffix = ''): string {
  const room = maxSavedNameLength - extension.length - 1 - suffix.length;
  const kept = truncate(stem, room).replace(/[\s.]+$/, '') || 'documento';
  return `${kept}${suffix}.${extension}`;
}

/**
 * The name a download from `url` is saved under, or null when neither the URL's extension nor
 * the server's Content-Type names a document type the app knows.
 */
export function documentFileName(url: URL, contentType: string): string | null {
  let name = lastSegment(url)
    .normalize('NFC')
    .replace(controlOrInvisible, '')
    .replace(separatorsAndReserved, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  if (windowsDevices.test(name)) name = `_${name}`;
  const own = extensionOf(name);
  if (own !== null && isDocumentExtension(own)) return withExtension(name.slice(0, -(own.length + 1)), own);
  // An unknown or missing extension: the server's type may still say what the file is.
  const typed = extensionOfType.get(essence(contentType));
  return typed === undefined ? null : withExtension(name, typed);
}

/** True for a name this module could have produced: the check before any path is built from one. */
export function isStoredName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= maxSavedNameLength &&
    name === name.normalize('NFC') &&
    !name.startsWith('.') &&
    !name.endsWith('.') &&
    !name.endsWith(' ') &&
    !/[/\\:*?"<>|]/.test(name) &&
    !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(name) &&
    !windowsDevices.test(name) &&
    isDocumentExtension(extensionOf(name))
  );
}

/** `name`, or `name (2).ext`, `name (3).ext`... the first one not in `taken`. */
export function uniqueName(name: string, taken: ReadonlySet<string>): string {
  const folded = new Set([...taken].map((n) => n.toLowerCase()));
  if (!folded.has(name.toLowerCase())) return name;
  const extension = extensionOf(name) ?? '';
  const stem = name.slice(0, name.length - extension.length - 1);
  for (let n = 2; ; n++) {
    const candidate = withExtension(stem, extension, ` (${n})`);
    if (!folded.has(candidate.toLowerCase())) return candidate;
  }
}

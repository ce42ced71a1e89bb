/**
 * Documents saved for offline reading: whose they are, what the bridge says about them, and the
 * failures a download can meet, each in plain Spanish. Kept apart from errors.ts because these
 * are per-file outcomes inside a successful call, not the failure of the call itself. Free of zod,
 * so the renderer can use it without bundling the schemas (those are in bridge.ts).
 */
import { assertNever } from './assert-never';

/** The records whose documents can be saved; with the id they name the folder `<kind>-<id>`. */
export const documentOwnerKinds = ['convocatoria', 'tramite'] as const;
type DocumentOwnerKind = (typeof documentOwnerKinds)[number];

export interface DocumentOwner {
  kind: DocumentOwnerKind;
  id: number;
}

/** Longest saved file name, in UTF-16 code units (the folder adds at most ~30 more). */
export const maxSavedNameLength = 120;
/** Documents per record the bridge accepts in one call; real records carry a handful. */
export const maxDocumentsPerRecord = 100;

export interface SavedDocument {
  /** The file name inside the record's folder. */
  name: string;
  /** Where it was downloaded from; null when the folder's index lost track of it. */
  url: string | null;
  size: number;
  /** ISO 8601. */
  savedAt: string;
}

export interface SavedDocuments {
  files: SavedDocument[];
  count: number;
  totalBytes: number;
}

/** A saved document as the whole list names it: whose it is, where it came from, its file. */
export interface SavedDocumentEntry {
  kind: DocumentOwnerKind;
  ownerId: number;
  /** Where it was downloaded from; null when its folder's index lost track of it. */
  url: string | null;
  /** The file name inside the record's folder. */
  name: string;
  size: number;
}

export type DocumentError =
  | { kind: 'refused-url' }
  /** The link (or a redirect) leads to this machine or its local network, not the API's origin. */
  | { kind: 'refused-address' }
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; ms: number }
  /** The whole download took longer than `ms`, however steadily the data trickled in. */
  | { kind: 'deadline'; ms: number }
  | { kind: 'http'; status: number }
  | { kind: 'too-large'; maxBytes: number }
  | { kind: 'not-document'; contentType: string }
  /** Sent with a Content-Encoding other than gzip, deflate or br (or several stacked). */
  | { kind: 'unknown-encoding'; encoding: string }
  | { kind: 'disk'; message: string };

export interface DocumentFailure {
  url: string;
  error: DocumentError;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = value < 10 ? 1 : 0;
  return `${value.toLocaleString('es-AR', { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${units[unit] ?? 'GB'}`;
}

/**
 * Why a document was not saved: `message` in plain words (it follows "No se pudo guardar: "), and
 * what only a technician reads (an HTTP status, a header, the system's message) apart in `detail`,
 * for Detalles técnicos; null when the words say it all.
 */
export function describeDocumentError(error: DocumentError): { message: string; detail: string | null } {
  const plain = (message: string, detail: string | null = null) => ({ message, detail });
  switch (error.kind) {
    case 'refused-url':
      return plain('el enlace no es http:// ni https://, así que no se descarga');
    case 'refused-address':
      return plain('el documento apunta a una dirección interna de la red, que no se descarga');
    case 'network':
      return plain('no se pudo conectar con el servidor del documento', error.message);
    case 'timeout':
      return plain(`el servidor dejó de responder (${Math.round(error.ms / 1000)} s)`);
    case 'deadline':
      return plain(`la descarga superó el máximo de ${Math.round(error.ms / 1000)} s`);
    case 'http':
      return plain(
        error.status === 404 ? 'el documento ya no está en el servidor' : 'el servidor del documento respondió con un error',
        `HTTP ${error.status}`,
      );
    case 'too-large':
      return plain(`supera el máximo de ${formatBytes(error.maxBytes)} por documento`);
    case 'not-document':
      return plain('el servidor no devolvió un documento', `Content-Type: ${error.contentType === '' ? '(ninguno)' : error.contentType}`);
    case 'unknown-encoding':
      return plain('el servidor lo envió en un formato que no se puede leer', `Content-Encoding: ${error.encoding}`);
    case 'disk':
      return plain('no se pudo escribir en el disco de este equipo', error.message);
    default:
      return assertNever(error);
  }
}

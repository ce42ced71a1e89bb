// Request -> response for the API paths, without any HTTP plumbing: routing,
// DRF-style pagination envelope, serialization, OPTIONS metadata, errors.

import type { Entry } from './corpus';
import { documentFile, uploadsPrefix } from './documents';
import { imageExtensions, pngImage } from './images';
import { effectiveLimit, effectiveOffset, lastValue, pageLinks, parseOrdering, parseQuery, pythonInt, quotePlus } from './pagination';
import type { Query } from './pagination';
import { recordType, type CollectionPath, type EditableCollection, type Store } from './store';

export const apiPrefix = '/api/v2.0/';
export const allowed = 'GET, HEAD, OPTIONS';

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON text, or a document's bytes. */
  body: string | Buffer;
  /** Set on a 200 answer to a list GET (counts for stats and drift). */
  listPath?: CollectionPath;
}

export interface RequestInfo {
  method: string;
  /** Request target as received: path plus optional query. */
  target: string;
  /** Host header (or the server address when missing). */
  host: string;
}

const listPaths: readonly CollectionPath[] = [
  'organismos',
  'programas',
  'museos',
  'institutos',
  'convocatorias',
  'convocatorias/ordenadas',
  'tramites',
];
const detailPaths: readonly EditableCollection[] = ['organismos', 'convocatorias', 'tramites'];
const formats = new Set(['api', 'json']);

const viewNames: Record<CollectionPath, string> = {
  organismos: 'Organismo List',
  programas: 'Programa List',
  museos: 'Museo List',
  institutos: 'Instituto List',
  convocatorias: 'Convocatoria List',
  'convocatorias/ordenadas': 'Ordenadas',
  tramites: 'Tramite List',
};
const instanceNames: Record<EditableCollection, string> = {
  organismos: 'Organismo Instance',
  convocatorias: 'Convocatoria Instance',
  tramites: 'Tramite Instance',
};

type Route =
  { kind: 'root' } | { kind: 'list'; path: CollectionPath } | { kind: 'detail'; collection: EditableCollection; segment: string };

function route(path: string): Route | undefined {
  if (!path.startsWith(apiPrefix) || !path.endsWith('/')) return undefined;
  const rest = path.slice(apiPrefix.length, -1);
  if (rest === '') return { kind: 'root' };
  const list = listPaths.find((p) => p === rest);
  if (list) return { kind: 'list', path: list };
  const match = /^([a-z]+)\/([^/.]+)$/.exec(rest);
  const collection = detailPaths.find((c) => c === match?.[1]);
  return collection && match?.[2] ? { kind: 'detail', collection, segment: match[2] } : undefined;
}

/** DRF's JSON renderer: compact UTF-8, with U+2028/2029 escaped. */
export function renderJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function jsonResponse(status: number, data: unknown, extra: Record<string, string> = {}): ApiResponse {
  return { status, headers: { 'Content-Type': 'application/json', Vary: 'Accept', Allow: allowed, ...extra }, body: renderJson(data) };
}

const notFound = (): ApiResponse => jsonResponse(404, { detail: 'No encontrado.' });

/** Generated documents and images are stored as paths on the simulator's uploads; real records' URLs stay as they are. */
function absoluteDocuments(fields: Record<string, unknown>, origin: string): Record<string, unknown> {
  const absolute = (d: unknown): unknown => (typeof d === 'string' && d.startsWith(uploadsPrefix) ? `${origin}${d}` : d);
  const documentos = fields['documentos'];
  const imagen = fields['imagen'];
  if (!Array.isArray(documentos) && typeof imagen !== 'string') return fields;
  const out: Record<string, unknown> = Array.isArray(documentos) ? { ...fields, documentos: documentos.map(absolute) } : { ...fields };
  if (typeof imagen === 'string') out['imagen'] = absolute(imagen);
  return out;
}

/** The record as the API serializes it: id, url, then the other fields (tramites: url first, no id). */
export function serialize(type: EditableCollection, entry: Entry, origin: string, format: string | undefined): Record<string, unknown> {
  const url = `${origin}${apiPrefix}${type}/${entry.id}/${format ? `?format=${quotePlus(format)}` : ''}`;
  const fields = absoluteDocuments(entry.fields, origin);
  return type === 'tramites' ? { url, ...fields } : { id: entry.id, url, ...fields };
}

/** GET/HEAD of a document a record lists under the uploads; anything else there is a 404 (as Django's static files). */
function documentResponse(store: Store, method: string, path: string): ApiResponse {
  if (method !== 'GET' && method !== 'HEAD')
    return { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }, body: '' };
  if (imageExtensions.test(path) && store.imageNamed(path)) {
    return { status: 200, headers: { 'Content-Type': 'image/png' }, body: pngImage(path.slice(path.lastIndexOf('/') + 1)) };
  }
  const owner = store.documentOwner(path);
  const file = owner === undefined ? undefined : documentFile(path, owner);
  if (file === undefined)
    return {
      status: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body: '<h1>Not Found</h1><p>The requested resource was not found on this server.</p>',
    };
  return { status: 200, headers: { 'Content-Type': file.contentType }, body: file.body };
}

function listBody(store: Store, path: CollectionPath, query: Query, base: string, origin: string, maxLimit: number): unknown {
  const format = lastValue(query, 'format') || undefined;
  const ordering = path === 'convocatorias' ? parseOrdering(query) : null;
  const records = store.list(path, ordering);
  const limit = effectiveLimit(query, maxLimit);
  const offset = effectiveOffset(query);
  const count = records.length;
  const page = offset > count ? [] : records.slice(offset, offset + limit);
  const { next, previous } = pageLinks(base, query, offset, limit, count);
  const type = recordType(path);
  return { count, next, previous, results: page.map((e) => serialize(type, e, origin, format)) };
}

export function respond(store: Store, request: RequestInfo, maxLimit: number): ApiResponse {
  const q = request.target.indexOf('?');
  const path = q < 0 ? request.target : request.target.slice(0, q);
  const rawQuery = q < 0 ? '' : request.target.slice(q + 1);
  if (path.startsWith(uploadsPrefix)) return documentResponse(store, request.method, path);
  const found = route(path);
  if (!found) {
    // Django's APPEND_SLASH: a known path without its trailing slash is redirected.
    if (!path.endsWith('/') && route(`${path}/`)) {
      const redirect = jsonResponse(301, null, { Location: `${path}/${q < 0 ? '' : `?${rawQuery}`}` });
      return { ...redirect, body: '' };
    }
    return notFound();
  }
  const query = parseQuery(rawQuery);
  const format = lastValue(query, 'format') || undefined;
  // Content negotiation runs before method dispatch: an unknown format is a 404.
  if (format !== undefined && !formats.has(format)) return notFound();
  const method = request.method;
  if (method === 'OPTIONS') {
    const name = found.kind === 'root' ? 'Api Root' : found.kind === 'list' ? viewNames[found.path] : instanceNames[found.collection];
    const description = found.kind === 'root' ? 'The default basic root view for DefaultRouter' : '';
    return jsonResponse(200, {
      name,
      description,
      renders: ['application/json', 'text/html'],
      parses: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
    });
  }
  if (method !== 'GET' && method !== 'HEAD') return jsonResponse(405, { detail: `Método "${method}" no permitido.` });
  const origin = `http://${request.host}`;
  if (found.kind === 'root') {
    const suffix = format ? `?format=${quotePlus(format)}` : '';
    const names = ['organismos', 'programas', 'museos', 'institutos', 'tramites', 'convocatorias'];
    return jsonResponse(200, Object.fromEntries(names.map((n) => [n, `${origin}${apiPrefix}${n}/${suffix}`])));
  }
  if (found.kind === 'list') {
    const body = listBody(store, found.path, query, `${origin}${path}`, origin, maxLimit);
    return method === 'GET' ? { ...jsonResponse(200, body), listPath: found.path } : jsonResponse(200, body);
  }
  const id = pythonInt(found.segment);
  const entry = id === undefined ? undefined : store.get(found.collection, id);
  return entry ? jsonResponse(200, serialize(found.collection, entry, origin, format)) : notFound();
}

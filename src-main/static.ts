/** The built renderer's files, as both servers (app:// in Electron, HTTP in browser mode) resolve them. */
import { extname, join, normalize, resolve, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  // PDF.js's worker, emitted as it ships (src-renderer/data/documents/pdfjs.ts): a module worker needs a script type.
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

export function contentTypeOf(file: string): string {
  return contentTypes[extname(file)] ?? 'application/octet-stream';
}

// Browsers ask for /favicon.ico whatever the page links; the icon is a PNG, which they all take.
const aliases: Record<string, string> = { '/favicon.ico': '/favicon.png' };

/** The file a URL path names inside `rendererDir`, or null for anything outside it or undecodable. */
export function resolveStaticFile(rendererDir: string, urlPath: string): string | null {
  const root = resolve(rendererDir);
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  path = aliases[path] ?? path;
  const file = path === '/' || path === '' ? join(root, 'index.html') : normalize(join(root, path));
  return file.startsWith(root + sep) ? file : null;
}

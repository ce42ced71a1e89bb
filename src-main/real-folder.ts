/**
 * The data directory's own folders (`documentos/`, `imagenes/` and what is under them) are never
 * followed through a link: each is checked with lstat (never stat) before it is read, written,
 * listed or cleared, and a link there refuses the call rather than reach outside the data dir.
 * The data directory itself is the user's, and may well be a link.
 */
import { lstat, mkdir } from 'node:fs/promises';

/** A link (or a file) where one of our folders should be; its message is in Spanish. */
export class LinkRefused extends Error {}

/**
 * Whether `path` is a folder (false when absent and not `create`d), by lstat: a link, even to a
 * folder, throws LinkRefused. `withParents` creates the folders above it too: only for a folder
 * right under the data directory, whose parents are the user's.
 */
export async function isRealFolder(path: string, label: string, create: boolean, withParents: boolean): Promise<boolean> {
  let info = await lstat(path).catch(absentAsNull);
  if (info === null) {
    if (!create) return false;
    // EEXIST: something appeared meanwhile; the lstat below judges it.
    await mkdir(path, { recursive: withParents, mode: 0o700 }).catch((cause: unknown) => {
      if (!(isErrnoException(cause) && cause.code === 'EEXIST')) throw cause;
    });
    info = await lstat(path);
  }
  if (info.isSymbolicLink()) throw new LinkRefused(`${label} es un enlace, que no se sigue; no es una carpeta`);
  if (!info.isDirectory()) throw new LinkRefused(`${label} no es una carpeta`);
  return true;
}

function absentAsNull(cause: unknown): null {
  if (isErrnoException(cause) && cause.code === 'ENOENT') return null;
  throw cause;
}

function isErrnoException(value: unknown): value is NodeJS.ErrnoException {
  return value instanceof Error && 'code' in value;
}

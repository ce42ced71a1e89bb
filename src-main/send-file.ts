/**
 * Streams one file as an HTTP answer without ever taking the server down. The file is opened
 * first and measured through its descriptor, so a file deleted or swapped after it was found
 * is either not there (404) or the one that was opened; a read that still fails answers 404
 * while nothing has gone out yet, and otherwise cuts the response short (the client sees it
 * incomplete, as Content-Length says how much was promised).
 */
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { sendJson } from './bridge/http';

export interface SendFileOptions {
  /** Refuse a symbolic link at the last step of the path (O_NOFOLLOW): saved documents never are one. */
  noFollow?: boolean;
}

function notFound(res: ServerResponse): void {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  sendJson(res, 404, { error: 'No encontrado' });
}

/** Sends `file` with 200 and the headers `headersFor(size)` gives; 404 if it is not a readable regular file. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  headersFor: (size: number) => OutgoingHttpHeaders,
  options: SendFileOptions = {},
): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(file, constants.O_RDONLY | (options.noFollow === true ? constants.O_NOFOLLOW : 0));
  } catch {
    notFound(res);
    return;
  }
  let size: number;
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new Error('no es un archivo');
    size = info.size;
  } catch {
    await handle.close().catch(() => undefined);
    notFound(res);
    return;
  }
  // setHeader, not writeHead: the headers leave with the first bytes, so an error before them can still be a 404.
  res.statusCode = 200;
  for (const [name, value] of Object.entries(headersFor(size))) if (value !== undefined) res.setHeader(name, value);
  if (req.method === 'HEAD') {
    await handle.close().catch(() => undefined);
    res.end();
    return;
  }
  const stream = handle.createReadStream();
  stream.on('error', () => {
    if (res.headersSent) res.destroy();
    else notFound(res);
  });
  // A client that leaves early must not leave the file open.
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}

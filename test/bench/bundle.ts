/**
 * The renderer's bundle as shipped: gzip -9 sizes of out/renderer/assets. The initial chunk is
 * what index.html loads (its script and stylesheet and their modulepreloads); the rest is lazy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleSizes {
  initial: { js: number; css: number; files: BundleFile[] };
  lazy: { js: number; css: number; files: BundleFile[] };
  /** Everything, gzip bytes. */
  totalGzip: number;
}

export function bundleSizes(rendererDir: string): BundleSizes {
  const html = readFileSync(join(rendererDir, 'index.html'), 'utf8');
  const referenced = new Set([...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+)"/g)].map((match) => match[1]));
  const files = readdirSync(join(rendererDir, 'assets'))
    .filter((file) => /\.(js|css)$/.test(file))
    .sort()
    .map((file): BundleFile & { initial: boolean } => {
      const content = readFileSync(join(rendererDir, 'assets', file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length, initial: referenced.has(`assets/${file}`) };
    });
  const sum = (initial: boolean, extension: string): number =>
    files.filter((file) => file.initial === initial && file.file.endsWith(extension)).reduce((total, file) => total + file.gzipBytes, 0);
  const list = (initial: boolean): BundleFile[] => files.filter((file) => file.initial === initial).map(({ file, bytes, gzipBytes }) => ({ file, bytes, gzipBytes }));
  return {
    initial: { js: sum(true, '.js'), css: sum(true, '.css'), files: list(true) },
    lazy: { js: sum(false, '.js'), css: sum(false, '.css'), files: list(false) },
    totalGzip: files.reduce((total, file) => total + file.gzipBytes, 0),
  };
}

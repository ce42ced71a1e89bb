/**
 * The renderer's bundle as shipped: gzip -9 sizes of out/renderer/assets. The initial part is
 * what the window loads before its first screen: index.html's script and stylesheet, and the
 * stages of the start (src-renderer/start/boot.ts) that script imports, each with the chunks
 * and stylesheets it imports, as Vite's manifest lists them. The rest (views, the calendar) is
 * lazy. The data service's worker scripts are not counted as initial (they load beside the page).
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

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Files under assets/ that the entry and its start stages load, following static imports. */
export function initialFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry === true);
  if (entries.length !== 1) throw new Error(`the manifest has ${entries.length} entries, not 1`);
  const [entryKey, entry] = entries[0] as [string, ManifestChunk];
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`the manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  // The entry's own dynamic imports are the start's stages (src-renderer/main.tsx imports nothing else).
  for (const stage of entry.dynamicImports ?? []) visit(stage);
  return files;
}

export function bundleSizes(rendererDir: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(rendererDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const initial = initialFiles(manifest);
  const files = readdirSync(join(rendererDir, 'assets'))
    .filter((file) => /\.(js|css)$/.test(file))
    .sort()
    .map((file): BundleFile & { initial: boolean } => {
      const content = readFileSync(join(rendererDir, 'assets', file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length, initial: initial.has(`assets/${file}`) };
    });
  const sum = (isInitial: boolean, extension: string): number =>
    files.filter((file) => file.initial === isInitial && file.file.endsWith(extension)).reduce((total, file) => total + file.gzipBytes, 0);
  const list = (isInitial: boolean): BundleFile[] =>
    files.filter((file) => file.initial === isInitial).map(({ file, bytes, gzipBytes }) => ({ file, bytes, gzipBytes }));
  return {
    initial: { js: sum(true, '.js'), css: sum(true, '.css'), files: list(true) },
    lazy: { js: sum(false, '.js'), css: sum(false, '.css'), files: list(false) },
    totalGzip: files.reduce((total, file) => total + file.gzipBytes, 0),
  };
}

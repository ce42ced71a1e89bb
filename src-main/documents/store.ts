/**
 * The saved documents on disk: `<dir>/<kind>-<id>/<name>`, one folder per record, so records
 * never overwrite each other's files. Each folder has an index (`.indice.json`: which URL each
 * file came from, and when); files are written to a temporary name and renamed into place.
 * Calls on one folder run one at a time; a path is only ever built from a vetted name and then
 * checked to be inside its folder. No link is ever followed under `documentos/`: the folder
 * itself and each record's folder are checked with lstat (never stat) before every read, write,
 * listing or removal, and a link there refuses the call rather than reach outside the data dir
 * (src-main/real-folder.ts, shared with the image cache).
 */
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import { z } from '../../src-shared/zod';
import type {
  DocumentError,
  DocumentFailure,
  DocumentOwner,
  SavedDocument,
  SavedDocumentEntry,
  SavedDocuments,
} from '../../src-shared/documents';
import { isRealFolder, LinkRefused } from '../real-folder';
import { createAddressGuard, type AddressGuardOptions } from './address-guard';
import { downloadDocument, fetchDocument, type DownloadOptions } from './download';
import { isStoredName, uniqueName } from './names';

const indexName = '.indice.json';
const parallelDownloads = 3;

const indexSchema = z.object({
  files: z.array(z.object({ name: z.string(), url: z.string(), savedAt: z.string() })),
});
type FolderIndex = z.infer<typeof indexSchema>;

export interface DocumentStore {
  /** The folder holding every record's documents. */
  readonly dir: string;
  save(owner: DocumentOwner, urls: readonly string[]): Promise<{ saved: SavedDocuments; failures: DocumentFailure[] }>;
  list(owner: DocumentOwner): Promise<SavedDocuments>;
  /**
   * The absolute path of a saved file, or null when the name is not one we store, it is absent,
   * or a link stands where a folder should be.
   */
  pathOf(owner: DocumentOwner, name: string): Promise<string | null>;
  remove(owner: DocumentOwner): Promise<SavedDocuments>;
  /**
   * Every record's saved documents, folder by folder (each listed as `list` does). Only folders
   * named as we name them count; a record's folder that is a link is left out, never followed.
   */
  listAll(): Promise<SavedDocumentEntry[]>;
  /**
   * The document at `url` for the viewer: the owner's copy saved from that very link when there is
   * one (read with the guards of every other read), else downloaded into memory with the guards of
   * saving and kept nowhere.
   */
  read(owner: DocumentOwner, url: string): Promise<ReadDocument>;
  /**
   * Deletes everything inside the folder (every record's documents, and anything else found
   * there), never following a link; the folder itself stays. Resolves to how many saved
   * documents were deleted.
   */
  clearAll(): Promise<number>;
}

export type ReadDocument = { ok: true; bytes: Uint8Array; name: string; saved: boolean } | { ok: false; error: DocumentError };

export interface DocumentStoreOptions extends Omit<DownloadOptions, 'guard'>, AddressGuardOptions {
  dir: string;
  now?: () => Date;
}

export function folderName(owner: DocumentOwner): string {
  return `${owner.kind}-${owner.id}`;
}

/** The record a folder's name stands for, or null when the name is not one `folderName` makes. */
export function ownerOfFolder(name: string): DocumentOwner | null {
  const match = /^(convocatoria|tramite)-([1-9][0-9]{0,15})$/.exec(name);
  if (match === null) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { kind: match[1] === 'tramite' ? 'tramite' : 'convocatoria', id } : null;
}

export function createDocumentStore(options: DocumentStoreOptions): DocumentStore {
  const root = resolve(options.dir);
  const now = options.now ?? (() => new Date());
  const queues = new Map<string, Promise<unknown>>();

  /** Runs `task` after every earlier task on the same folder has settled. */
  function serialized<T>(owner: DocumentOwner, task: () => Promise<T>): Promise<T> {
    const key = folderName(owner);
    const run = (queues.get(key) ?? Promise.resolve()).then(task, task);
    const tail = run.catch(() => undefined);
    queues.set(key, tail);
    // `tail` never rejects (it is `run` with its failure caught), so neither does this.
    tail.then(
      () => {
        if (queues.get(key) === tail) queues.delete(key);
      },
      () => undefined,
    );
    return run;
  }

  const downloads: DownloadOptions = { ...options, guard: createAddressGuard(options) };

  const folderOf = (owner: DocumentOwner): string => {
    const folder = resolve(root, folderName(owner));
    if (!folder.startsWith(root + sep)) throw new Error(`carpeta fuera de ${root}`);
    return folder;
  };

  /**
   * `documentos/` and then the record's folder, each a real folder and not a link (created when
   * `create`); the record's folder, or null when one of them does not exist.
   */
  async function checkedFolder(owner: DocumentOwner, create: boolean): Promise<string | null> {
    const folder = folderOf(owner);
    for (const path of [root, folder]) {
      const label = path === root ? basename(root) : `${basename(root)}/${basename(path)}`;
      if (!(await isRealFolder(path, label, create, path === root))) return null;
    }
    return folder;
  }

  function inside(folder: string, name: string): string | null {
    if (!isStoredName(name)) return null;
    const path = resolve(folder, name);
    return path.startsWith(folder + sep) && !path.slice(folder.length + 1).includes(sep) ? path : null;
  }

  async function readIndex(folder: string): Promise<FolderIndex> {
    try {
      // O_NOFOLLOW: an index replaced by a link to some other file is not read.
      const handle = await open(join(folder, indexName), constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
      const text = await handle.readFile('utf8').finally(() => handle.close());
      const parsed = indexSchema.safeParse(JSON.parse(text) as unknown);
      return parsed.success ? parsed.data : { files: [] };
    } catch {
      return { files: [] };
    }
  }

  async function writeIndex(folder: string, index: FolderIndex): Promise<void> {
    const temporary = join(folder, `.indice-${randomUUID()}.tmp`);
    await writeFile(temporary, `${JSON.stringify(index, null, 2)}\n`, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    await rename(temporary, join(folder, indexName));
  }

  /** What is really in the folder (regular files with stored names), with the index's details. */
  async function listFolder(folder: string): Promise<SavedDocuments> {
    let names: string[];
    try {
      names = await readdir(folder);
    } catch {
      return { files: [], count: 0, totalBytes: 0 };
    }
    const index = await readIndex(folder);
    const files: SavedDocument[] = [];
    for (const name of names.sort((a, b) => a.localeCompare(b, 'es'))) {
      const path = inside(folder, name);
      if (path === null) continue;
      const info = await lstat(path).catch(() => null);
      if (info === null || !info.isFile()) continue;
      const entry = index.files.find((file) => file.name === name);
      files.push({ name, url: entry?.url ?? null, size: info.size, savedAt: entry?.savedAt ?? info.mtime.toISOString() });
    }
    return { files, count: files.length, totalBytes: files.reduce((sum, file) => sum + file.size, 0) };
  }

  return {
    dir: root,

    save: (owner, urls) =>
      serialized(owner, async () => {
        const unique = [...new Set(urls)];
        const folder = await checkedFolder(owner, true).catch((cause: unknown) => {
          if (cause instanceof LinkRefused) return cause;
          throw cause;
        });
        if (folder instanceof LinkRefused) {
          return {
            saved: emptyList(),
            failures: unique.map((url) => ({ url, error: { kind: 'disk', message: folder.message } as const })),
          };
        }
        if (folder === null) throw new Error(`no se pudo crear ${folderOf(owner)}`);
        const results = await mapLimited(unique, parallelDownloads, (url) =>
          downloadDocument(url, join(folder, `.descarga-${randomUUID()}.tmp`), downloads),
        );
        const failures: DocumentFailure[] = [];
        try {
          // Checked again: a download takes a while, and the folder must still be ours to rename into.
          await checkedFolder(owner, false);
          const index = await readIndex(folder);
          const present = new Set((await listFolder(folder)).files.map((file) => file.name));
          for (const [position, result] of results.entries()) {
            const url = unique[position] ?? '';
            if (!result.ok) {
              failures.push({ url, error: result.error });
              continue;
            }
            // The same URL saved again replaces its own file; any other name collision gets a new name.
            const previous = index.files.find((file) => file.url === url && present.has(file.name));
            const name = previous?.name ?? uniqueName(result.name, present);
            const target = inside(folder, name);
            if (target === null) throw new Error(`nombre no válido: ${name}`);
            await rename(result.file, target);
            present.add(name);
            index.files = index.files.filter((file) => file.name !== name);
            index.files.push({ name, url, savedAt: now().toISOString() });
          }
          index.files = index.files.filter((file) => present.has(file.name));
          await writeIndex(folder, index);
        } finally {
          // Downloads not renamed into place (the disk refused midway) leave nothing behind.
          for (const result of results) if (result.ok) await rm(result.file, { force: true }).catch(() => undefined);
        }
        return { saved: await listFolder(folder), failures };
      }),

    list: (owner) =>
      serialized(owner, async () => {
        const folder = await checkedFolder(owner, false);
        return folder === null ? emptyList() : await listFolder(folder);
      }),

    pathOf: async (owner, name) => {
      const folder = await checkedFolder(owner, false).catch((cause: unknown) => {
        if (cause instanceof LinkRefused) return null;
        throw cause;
      });
      if (folder === null) return null;
      const path = inside(folder, name);
      if (path === null) return null;
      const info = await lstat(path).catch(() => null);
      return info?.isFile() === true ? path : null;
    },

    read: async (owner, url) => {
      const copy = await serialized(owner, async () => {
        const folder = await checkedFolder(owner, false).catch((cause: unknown) => {
          if (cause instanceof LinkRefused) return null;
          throw cause;
        });
        if (folder === null) return null;
        const entry = (await readIndex(folder)).files.find((file) => file.url === url);
        const path = entry === undefined ? null : inside(folder, entry.name);
        if (entry === undefined || path === null) return null;
        // O_NOFOLLOW: a file replaced by a link is not read, and the document is fetched instead.
        const handle = await open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0)).catch(() => null);
        if (handle === null) return null;
        try {
          if (!(await handle.stat()).isFile()) return null;
          const data = await handle.readFile();
          // A copy of its own: IPC clones a view's whole buffer, and a Buffer may share one.
          return { name: entry.name, bytes: new Uint8Array(data) };
        } finally {
          await handle.close();
        }
      });
      if (copy !== null) return { ok: true, ...copy, saved: true };
      const fetched = await fetchDocument(url, downloads);
      return fetched.ok ? { ok: true, bytes: fetched.bytes, name: fetched.name, saved: false } : fetched;
    },

    async listAll() {
      if (!(await isRealFolder(root, basename(root), false, true))) return [];
      const entries: SavedDocumentEntry[] = [];
      for (const entry of await readdir(root, { withFileTypes: true })) {
        const owner = entry.isDirectory() ? ownerOfFolder(entry.name) : null;
        if (owner === null) continue;
        const saved = await serialized(owner, async () => {
          const folder = await checkedFolder(owner, false).catch((cause: unknown) => {
            if (cause instanceof LinkRefused) return null;
            throw cause;
          });
          return folder === null ? emptyList() : await listFolder(folder);
        });
        for (const file of saved.files)
          entries.push({ kind: owner.kind, ownerId: owner.id, url: file.url, name: file.name, size: file.size });
      }
      return entries;
    },

    remove: (owner) =>
      serialized(owner, async () => {
        const folder = await checkedFolder(owner, false);
        if (folder !== null) await rm(folder, { recursive: true, force: true });
        return emptyList();
      }),

    async clearAll() {
      // Let the saves and removals under way finish first, so none writes into a deleted folder.
      await Promise.all(queues.values());
      // A link in place of the folder would lead the deletion somewhere else: refuse.
      if (!(await isRealFolder(root, basename(root), false, true))) return 0;
      let removed = 0;
      for (const entry of await readdir(root, { withFileTypes: true })) {
        const path = join(root, entry.name);
        // readdir's types come from lstat: a link to a folder is a link here, never a directory.
        if (entry.isDirectory()) removed += (await listFolder(path)).count;
        // rm never follows links: a link is unlinked, and its target left alone.
        await rm(path, { recursive: true, force: true });
      }
      return removed;
    },
  };
}

const emptyList = (): SavedDocuments => ({ files: [], count: 0, totalBytes: 0 });

/** Maps with at most `limit` calls in flight, keeping the order of `items`. */
async function mapLimited<T, R>(items: readonly T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const position = next++;
      results[position] = await map(items[position] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

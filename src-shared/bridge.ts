/**
 * The contract between renderer and main: each method's argument schema (validated at runtime
 * by every transport) and result type. Channel names derive from the method names.
 */
import { z } from './zod';
import { collections, detailCollections } from './api/collections';
import type { Collection } from './api/collections';
import type { ApiRecord, Reject } from './api/schemas';
import { busquedaIdPattern, type BridgeMethod, type MenuCommand } from './channels';
import { errorMessage, type BridgeError } from './errors';
import {
  documentOwnerKinds,
  maxDocumentsPerRecord,
  maxSavedNameLength,
  type DocumentError,
  type DocumentFailure,
  type SavedDocumentEntry,
  type SavedDocuments,
} from './documents';
import { settingsLimits, settingsSchema, type SettingsView } from './settings';

export {
  bridgeMethods,
  busquedaChannel,
  channelOf,
  isBusquedaId,
  isBridgeMethod,
  isMenuCommand,
  menuChannel,
  menuCommands,
  type BridgeMethod,
  type MenuCommand,
} from './channels';
export { describeBridgeError, type BridgeError } from './errors';

export const orderings = ['evento__fecha_fin', '-evento__fecha_fin', 'titulo', '-titulo'] as const;
export type Ordering = (typeof orderings)[number];

export const maxPageLimit = settingsLimits.pageSize.max;

/** A page body's hash as main computes it (see Page.hash): sha-256, 64 lowercase hex digits. */
export const pageHashPattern = /^[0-9a-f]{64}$/;

/** Whose documents: a convocatoria or a trámite, by id (their folder is `<kind>-<id>`). */
const documentOwner = z.strictObject({
  kind: z.enum(documentOwnerKinds),
  id: z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
});

export const bridgeArgs = {
  fetchPage: z.strictObject({
    collection: z.enum(collections),
    offset: z.int().check(z.minimum(0), z.maximum(10_000_000)),
    limit: z.int().check(z.minimum(1), z.maximum(maxPageLimit)),
    ordering: z.optional(z.enum(orderings)),
    /** The hash of the body the caller applied at this offset and limit: the same body again is answered `unchanged`. */
    known: z.optional(z.string().check(z.regex(pageHashPattern))),
  }),
  fetchRecord: z.strictObject({
    collection: z.enum(detailCollections),
    id: z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  }),
  getConfig: z.strictObject({}),
  openExternal: z.strictObject({ url: z.string().check(z.maxLength(4096)) }),
  getSettings: z.strictObject({}),
  saveSettings: settingsSchema,
  saveDocuments: z.extend(documentOwner, {
    urls: z.array(z.string().check(z.maxLength(4096))).check(z.minLength(1), z.maxLength(maxDocumentsPerRecord)),
  }),
  listSavedDocuments: documentOwner,
  openSavedDocument: z.extend(documentOwner, { name: z.string().check(z.minLength(1), z.maxLength(maxSavedNameLength)) }),
  removeSavedDocuments: documentOwner,
  listAllSavedDocuments: z.strictObject({}),
  readDocument: z.extend(documentOwner, { url: z.string().check(z.maxLength(4096)) }),
  clearSavedDocuments: z.strictObject({}),
  // `busqueda`: the saved search a click on the notice opens (an id, never an address).
  notify: z.strictObject({
    title: z.string().check(z.minLength(1), z.maxLength(200)),
    body: z.string().check(z.maxLength(1000)),
    busqueda: z.optional(z.string().check(z.regex(busquedaIdPattern))),
  }),
} as const satisfies Record<BridgeMethod, z.ZodMiniType>;

export type BridgeArgs<M extends BridgeMethod> = z.input<(typeof bridgeArgs)[M]>;
export type ParsedBridgeArgs<M extends BridgeMethod> = z.output<(typeof bridgeArgs)[M]>;

export interface Failure {
  ok: false;
  error: BridgeError;
}

/**
 * A call that rejected, as the failure value it should have been: the bridge answers failures as
 * values, so a rejection is a defect, shown like any other failure.
 */
export function thrownFailure(cause: unknown): Failure {
  return { ok: false, error: { kind: 'internal', message: errorMessage(cause) } };
}

/** One page of a collection: records that passed validation, and a reject for each that did not. */
export interface Page {
  collection: Collection;
  offset: number;
  limit: number;
  count: number;
  next: string | null;
  previous: string | null;
  /** How many items the page's `results` held, valid or not. */
  received: number;
  /** The id at each position of `results` (null where the item had none), for overlap and rank checks. */
  ids: (number | null)[];
  records: ApiRecord[];
  rejects: Reject[];
  /** Records kept but flagged, e.g. an estado the app does not know. */
  warnings: Reject[];
  /** Something the user should hear of, though the page is fine (the API redirected to https). */
  notice?: string;
  /**
   * The hash of the page's raw body (main's fetcher always sets it; see pageHashPattern): sent
   * back as `known` by a caller that applied this page, so that the same body costs it nothing.
   */
  hash?: string;
}

/**
 * The answer to a page asked for with `known` when its body is byte for byte the one hashed:
 * only the envelope's count (and a notice, as Page has). The caller holds the rest.
 */
export interface UnchangedPage {
  count: number;
  notice?: string;
}

export interface AppConfig {
  baseUrl: string;
  /** 'electron' opens links through the shell; 'browser' through a new tab. */
  mode: 'electron' | 'browser';
}

export interface BridgeResults {
  fetchPage: { ok: true; page: Page } | { ok: true; unchanged: UnchangedPage } | Failure;
  fetchRecord: { ok: true; record: ApiRecord } | Failure;
  getConfig: { ok: true; config: AppConfig } | Failure;
  openExternal: { ok: true; url: string } | Failure;
  getSettings: { ok: true; view: SettingsView } | Failure;
  saveSettings: { ok: true; view: SettingsView } | Failure;
  /** Saved what it could; each URL it could not save is in `failures` with the reason. */
  saveDocuments: { ok: true; saved: SavedDocuments; failures: DocumentFailure[] } | Failure;
  listSavedDocuments: { ok: true; saved: SavedDocuments } | Failure;
  /** `href`: the absolute address, on the documents' own origin, the page opens in a new tab (browser mode); null when main opened the file. */
  openSavedDocument: { ok: true; href: string | null } | Failure;
  removeSavedDocuments: { ok: true; saved: SavedDocuments } | Failure;
  /** Every saved document of every record, by record folder (a folder that is a link is left out). */
  listAllSavedDocuments: { ok: true; documents: SavedDocumentEntry[] } | Failure;
  /**
   * The document at `url` (as its record links it): the owner's saved copy when there is one
   * (`saved`), else downloaded into memory through the guards of saving and kept nowhere. A
   * download that failed says why as a DocumentError (describeDocumentError words it).
   */
  readDocument: { ok: true; bytes: Uint8Array; name: string; saved: boolean } | { ok: false; document: DocumentError } | Failure;
  /** `removed`: how many saved documents were deleted, over every record. */
  clearSavedDocuments: { ok: true; removed: number } | Failure;
  /** 'unsupported': no desktop notifications here (browser mode, or a system without them). */
  notify: { ok: true; delivery: 'shown' | 'unsupported' } | Failure;
}

/** What the renderer calls: window.directorio in Electron, the HTTP client in browser mode. */
export type DirectorioApi = {
  [M in BridgeMethod]: (args: BridgeArgs<M>) => Promise<BridgeResults[M]>;
};

/** Main → renderer notifications, exposed by the preload next to the methods (Electron only). */
export interface DirectorioEvents {
  /** Calls `listener` for each application-menu command; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /** Calls `listener` with the saved search a click on a notice asks to open; returns the unsubscribe function. */
  onOpenBusqueda(listener: (id: string) => void): () => void;
}

/** Exactly what the preload exposes as window.directorio. */
export type DirectorioPreload = DirectorioApi & DirectorioEvents;

/** What main implements: arguments arrive parsed. */
export type BridgeHandlers = {
  [M in BridgeMethod]: (args: ParsedBridgeArgs<M>) => Promise<BridgeResults[M]>;
};

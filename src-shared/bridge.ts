/**
 * The contract between renderer and main: each method's argument schema (validated at runtime
 * by every transport) and result type. Channel names derive from the method names.
 */
import { z } from 'zod';
import { collections, detailCollections } from './api/collections';
import type { Collection } from './api/collections';
import type { ApiRecord, Reject } from './api/schemas';
import type { BridgeMethod } from './channels';
import type { BridgeError } from './errors';

export { bridgeMethods, channelOf, isBridgeMethod, type BridgeMethod } from './channels';
export { describeBridgeError, type BridgeError } from './errors';

export const orderings = ['evento__fecha_fin', '-evento__fecha_fin', 'titulo', '-titulo'] as const;
export type Ordering = (typeof orderings)[number];

export const maxPageLimit = 1000;

export const bridgeArgs = {
  fetchPage: z
    .object({
      collection: z.enum(collections),
      offset: z.number().int().min(0).max(10_000_000),
      limit: z.number().int().min(1).max(maxPageLimit),
      ordering: z.enum(orderings).optional(),
    })
    .strict(),
  fetchRecord: z
    .object({
      collection: z.enum(detailCollections),
      id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    })
    .strict(),
  getConfig: z.object({}).strict(),
  openExternal: z.object({ url: z.string().max(4096) }).strict(),
} as const satisfies Record<BridgeMethod, z.ZodType>;

export type BridgeArgs<M extends BridgeMethod> = z.input<(typeof bridgeArgs)[M]>;
export type ParsedBridgeArgs<M extends BridgeMethod> = z.output<(typeof bridgeArgs)[M]>;


export interface Failure {
  ok: false;
  error: BridgeError;
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
  records: ApiRecord[];
  rejects: Reject[];
}

export interface AppConfig {
  baseUrl: string;
  /** 'electron' opens links through the shell; 'browser' through a new tab. */
  mode: 'electron' | 'browser';
}

export interface BridgeResults {
  fetchPage: { ok: true; page: Page } | Failure;
  fetchRecord: { ok: true; record: ApiRecord } | Failure;
  getConfig: { ok: true; config: AppConfig } | Failure;
  openExternal: { ok: true; url: string } | Failure;
}

/** What the renderer calls: window.directorio in Electron, the HTTP client in browser mode. */
export type DirectorioApi = {
  [M in BridgeMethod]: (args: BridgeArgs<M>) => Promise<BridgeResults[M]>;
};

/** What main implements: arguments arrive parsed. */
export type BridgeHandlers = {
  [M in BridgeMethod]: (args: ParsedBridgeArgs<M>) => Promise<BridgeResults[M]>;
};

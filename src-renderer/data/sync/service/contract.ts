/**
 * The contract between the page and the data service's worker, for the RPC layer (src-shared/rpc.ts):
 * the worker serves a sync (aborting the call is Cancelar, its answer the outcomes); the page serves
 * pages through its bridge (Electron: only the page holds the preload's) and hears the run's reports.
 * Every message is checked against these schemas on arrival: the worker is ours, but a message is
 * still data from another context. What the sync engine reports travels as it is.
 */
import { z } from 'zod';
import { collections } from '../../../../src-shared/api/collections';
import { rejectSchema, type ApiRecord } from '../../../../src-shared/api/schemas';
import {
  bridgeArgs,
  pageHashPattern,
  type BridgeArgs,
  type BridgeResults,
  type Page,
  type UnchangedPage,
} from '../../../../src-shared/bridge';
import { bridgeErrorSchema } from '../../../../src-shared/errors';
import type { Side } from '../../../../src-shared/rpc';
import type { SyncOutcome, SyncProgress } from '../../../../src-shared/sync';

const collection = z.enum(collections);

/** Main validated each record against its collection's schema; here only its id is checked. */
const recordId = z.looseObject({ id: z.number().int() });
const record = z.custom<ApiRecord>((value) => recordId.safeParse(value).success);

/** A page as main hands it over. */
const page: z.ZodType<Page, Page> = z.object({
  collection,
  offset: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  received: z.number().int().nonnegative(),
  ids: z.array(z.number().int().nullable()),
  records: z.array(record),
  rejects: z.array(rejectSchema),
  warnings: z.array(rejectSchema),
  notice: z.string().exactOptional(),
  hash: z.string().regex(pageHashPattern).exactOptional(),
});

/** A page main found byte for byte as the worker applied it: its count alone. */
const unchanged: z.ZodType<UnchangedPage, UnchangedPage> = z
  .object({
    count: z.number().int().nonnegative(),
    notice: z.string().exactOptional(),
  })
  .strict();

const fetchPageResult: z.ZodType<BridgeResults['fetchPage'], BridgeResults['fetchPage']> = z.union([
  z.object({ ok: z.literal(true), page }).strict(),
  z.object({ ok: z.literal(true), unchanged }).strict(),
  z.object({ ok: z.literal(false), error: bridgeErrorSchema }),
]);

export const syncRequestSchema = z.object({
  pageSize: z.number().int().positive(),
  concurrency: z.number().int().positive(),
  /** Requests one collection may send (Configuración's bound). */
  maxRequests: z.number().int().positive(),
  /** The lists on screen, served first. */
  first: z.array(collection),
  /**
   * How the worker reaches main: the same-origin HTTP bridge with the tab's session secret
   * (browser mode), or through the page (Electron's preload; a browser tab without a session).
   */
  transport: z.discriminatedUnion('via', [
    z.object({ via: z.literal('http'), secret: z.string().min(1) }),
    z.object({ via: z.literal('page') }),
  ]),
  /**
   * A request the page has made already (a first launch's first rows, first-rows.ts): over either
   * transport the worker asks the page for it, which answers with what it got, instead of main again.
   */
  inHand: bridgeArgs.fetchPage.exactOptional(),
});
export type SyncRequest = z.infer<typeof syncRequestSchema>;

/** The same page asked for: the page's first rows and the sync's request of it are one (see inHand). */
export const samePageRequest = (a: BridgeArgs<'fetchPage'>, b: BridgeArgs<'fetchPage'>): boolean =>
  a.collection === b.collection && a.offset === b.offset && a.limit === b.limit && a.ordering === b.ordering;

const phase = z.enum(['waiting', 'counting', 'fetching', 'verifying', 'reconciling', 'done', 'failed', 'cancelled']);
export const progressSchema: z.ZodType<SyncProgress, SyncProgress> = z.object({
  collection,
  phase,
  fetched: z.number(),
  total: z.number().nullable(),
  retries: z.number(),
});
export const outcomeSchema: z.ZodType<SyncOutcome, SyncOutcome> = z.object({
  collection,
  complete: z.boolean(),
  count: z.number().nullable(),
  stored: z.number(),
  requests: z.number(),
  retries: z.number(),
  rejects: z.array(rejectSchema),
  warnings: z.array(rejectSchema),
  passes: z.number(),
  notice: z.string().exactOptional(),
  problem: z.string().nullable(),
  error: bridgeErrorSchema.nullable(),
});

/** Whether an API request the worker made was answered, for the page's connection state. */
const apiResult = z.object({
  at: z.number(),
  result: z.union([z.object({ ok: z.literal(true) }), z.object({ ok: z.literal(false), error: bridgeErrorSchema })]),
});

export const serviceContract = {
  worker: {
    calls: { sync: { args: syncRequestSchema, result: z.array(outcomeSchema) } },
    events: {},
  },
  page: {
    calls: { fetchPage: { args: bridgeArgs.fetchPage, result: fetchPageResult } },
    events: { progress: progressSchema, outcome: outcomeSchema, api: apiResult },
  },
} satisfies { worker: Side; page: Side };

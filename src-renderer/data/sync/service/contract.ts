/**
 * The contract between the page and the data service's worker, for the RPC layer (src-shared/rpc.ts):
 * the worker serves a sync (aborting the call is Cancelar, its answer the outcomes); the page serves
 * pages through its bridge (Electron: only the page holds the preload's) and hears the run's reports.
 * Every message is checked against these schemas on arrival: the worker is ours, but a message is
 * still data from another context. What the sync engine reports travels as it is.
 */
import { z } from '../../../../src-shared/zod';
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
const recordId = z.looseObject({ id: z.int() });
const record = z.custom<ApiRecord>((value) => recordId.safeParse(value).success);

/** A page as main hands it over. */
const page: z.ZodMiniType<Page, Page> = z.object({
  collection,
  offset: z.int().check(z.nonnegative()),
  limit: z.int().check(z.nonnegative()),
  count: z.int().check(z.nonnegative()),
  next: z.nullable(z.string()),
  previous: z.nullable(z.string()),
  received: z.int().check(z.nonnegative()),
  ids: z.array(z.nullable(z.int())),
  records: z.array(record),
  rejects: z.array(rejectSchema),
  warnings: z.array(rejectSchema),
  notice: z.exactOptional(z.string()),
  hash: z.exactOptional(z.string().check(z.regex(pageHashPattern))),
});

/** A page main found byte for byte as the worker applied it: its count alone. */
const unchanged: z.ZodMiniType<UnchangedPage, UnchangedPage> = z.strictObject({
  count: z.int().check(z.nonnegative()),
  notice: z.exactOptional(z.string()),
});

const fetchPageResult: z.ZodMiniType<BridgeResults['fetchPage'], BridgeResults['fetchPage']> = z.union([
  z.strictObject({ ok: z.literal(true), page }),
  z.strictObject({ ok: z.literal(true), unchanged }),
  z.object({ ok: z.literal(false), error: bridgeErrorSchema }),
]);

export const syncRequestSchema = z.object({
  pageSize: z.int().check(z.positive()),
  concurrency: z.int().check(z.positive()),
  /** Requests one collection may send (Configuración's bound). */
  maxRequests: z.int().check(z.positive()),
  /** The lists on screen, served first. */
  first: z.array(collection),
  /**
   * How the worker reaches main: the same-origin HTTP bridge with the tab's session secret
   * (browser mode), or through the page (Electron's preload; a browser tab without a session).
   */
  transport: z.discriminatedUnion('via', [
    z.object({ via: z.literal('http'), secret: z.string().check(z.minLength(1)) }),
    z.object({ via: z.literal('page') }),
  ]),
  /**
   * A request the page has made already (a first launch's first rows, first-rows.ts): over either
   * transport the worker asks the page for it, which answers with what it got, instead of main again.
   */
  inHand: z.exactOptional(bridgeArgs.fetchPage),
});
export type SyncRequest = z.infer<typeof syncRequestSchema>;

/** The same page asked for: the page's first rows and the sync's request of it are one (see inHand). */
export const samePageRequest = (a: BridgeArgs<'fetchPage'>, b: BridgeArgs<'fetchPage'>): boolean =>
  a.collection === b.collection && a.offset === b.offset && a.limit === b.limit && a.ordering === b.ordering;

const phase = z.enum(['waiting', 'counting', 'fetching', 'verifying', 'reconciling', 'done', 'failed', 'cancelled']);
export const progressSchema: z.ZodMiniType<SyncProgress, SyncProgress> = z.object({
  collection,
  phase,
  fetched: z.number(),
  total: z.nullable(z.number()),
  retries: z.number(),
});
export const outcomeSchema: z.ZodMiniType<SyncOutcome, SyncOutcome> = z.object({
  collection,
  complete: z.boolean(),
  count: z.nullable(z.number()),
  stored: z.number(),
  requests: z.number(),
  retries: z.number(),
  rejects: z.array(rejectSchema),
  warnings: z.array(rejectSchema),
  passes: z.number(),
  notice: z.exactOptional(z.string()),
  problem: z.nullable(z.string()),
  error: z.nullable(bridgeErrorSchema),
});

/** Whether an API request the worker made was answered, for the page's connection state (`asked`: it was sent). */
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
    events: { progress: progressSchema, outcome: outcomeSchema, asked: z.object({}), api: apiResult },
  },
} satisfies { worker: Side; page: Side };

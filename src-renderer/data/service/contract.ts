/**
 * The contract between the page and the data service's worker, shaped like the bridge: messages
 * one way and the other, each checked against its schema on arrival (the worker is ours, but a
 * message is still data from another context). What the sync engine reports travels as it is.
 */
import { z } from 'zod';
import { collections } from '../../../src-shared/api/collections';
import { rejectSchema } from '../../../src-shared/api/schemas';
import { bridgeArgs, type BridgeArgs, type BridgeResults } from '../../../src-shared/bridge';
import { bridgeErrorSchema, type BridgeError } from '../../../src-shared/errors';
import type { SyncOutcome, SyncProgress } from '../../../src-shared/sync';

const collection = z.enum(collections);

const bridgeError: z.ZodType<BridgeError> = bridgeErrorSchema;

/** A page as main hands it over: its records were validated there, one schema per collection. */
const page = z.object({
  collection,
  offset: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  received: z.number().int().nonnegative(),
  ids: z.array(z.number().int().nullable()),
  records: z.array(z.looseObject({ id: z.number().int() })),
  rejects: z.array(rejectSchema),
  warnings: z.array(rejectSchema),
  notice: z.string().optional(),
});

const fetchPageResult = z.union([z.object({ ok: z.literal(true), page }), z.object({ ok: z.literal(false), error: bridgeError })]);

export const syncRequestSchema = z.object({
  pageSize: z.number().int().positive(),
  concurrency: z.number().int().positive(),
  /** The lists on screen, served first. */
  first: z.array(collection),
  /** How the worker reaches main: the same-origin HTTP bridge (browser mode), or through the page (Electron's preload). */
  transport: z.enum(['http', 'page']),
});
export type SyncRequest = z.infer<typeof syncRequestSchema>;

export const toWorkerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sync'), request: syncRequestSchema }),
  z.object({ type: z.literal('cancel') }),
  z.object({ type: z.literal('fetched'), id: z.number().int(), result: fetchPageResult }),
]);
export type ToWorker =
  { type: 'sync'; request: SyncRequest } | { type: 'cancel' } | { type: 'fetched'; id: number; result: BridgeResults['fetchPage'] };

const phase = z.enum(['waiting', 'counting', 'fetching', 'verifying', 'reconciling', 'done', 'failed', 'cancelled']);
const progress = z.object({ collection, phase, fetched: z.number(), total: z.number().nullable(), retries: z.number() });
const outcome = z.object({
  collection,
  complete: z.boolean(),
  count: z.number().nullable(),
  stored: z.number(),
  requests: z.number(),
  retries: z.number(),
  rejects: z.array(rejectSchema),
  warnings: z.array(rejectSchema),
  passes: z.number(),
  notice: z.string().optional(),
  problem: z.string().nullable(),
  error: bridgeError.nullable(),
});

export const fromWorkerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fetch'), id: z.number().int(), args: bridgeArgs.fetchPage }),
  z.object({
    type: z.literal('api'),
    at: z.number(),
    result: z.union([z.object({ ok: z.literal(true) }), z.object({ ok: z.literal(false), error: bridgeError })]),
  }),
  z.object({ type: z.literal('progress'), progress }),
  z.object({ type: z.literal('outcome'), outcome }),
  z.object({ type: z.literal('done'), outcomes: z.array(outcome) }),
]);
export type FromWorker =
  | { type: 'fetch'; id: number; args: BridgeArgs<'fetchPage'> }
  | { type: 'api'; at: number; result: { ok: true } | { ok: false; error: BridgeError } }
  | { type: 'progress'; progress: SyncProgress }
  | { type: 'outcome'; outcome: SyncOutcome }
  | { type: 'done'; outcomes: SyncOutcome[] };

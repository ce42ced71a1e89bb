import type { Collection, Reject } from '../api';
import type { BridgeArgs, BridgeError, BridgeResults, Page } from '../bridge';
import { defaultSettings } from '../settings-defaults';
import type { AppliedPage } from './page-memory';

/** Where pages come from: the bridge in the app, the fetcher directly in headless runs. */
export interface PageSource {
  fetchPage(args: BridgeArgs<'fetchPage'>): Promise<BridgeResults['fetchPage']>;
}

/** Where pages go: Dexie in the app. Records carry the run's generation. */
export interface RecordStore {
  /** Starts a run of a collection; returns the generation its records will carry. */
  beginRun(collection: Collection): Promise<number>;
  /** Stores pages in the order given (a record in two of them ends as the later one has it). */
  putPages(collection: Collection, pages: readonly Page[], generation: number): Promise<void>;
  /**
   * Called only after a complete crawl: the list is exactly `seen` (the ids its last pass
   * stored); the records it held that are not in it leave it.
   */
  completeRun(collection: Collection, generation: number, outcome: SyncOutcome, seen: ReadonlySet<number>): Promise<void>;
  /** Called when a run ends incomplete: keeps every record, remembers why. */
  failRun(collection: Collection, generation: number, outcome: SyncOutcome): Promise<void>;
  /**
   * A store that remembers the pages it applied (see page-memory.ts) tells the hash of the one at
   * this offset and limit, which the crawl sends as `known`. Optional, as is confirmPage: without
   * them every page comes whole.
   */
  knownPage?(collection: Collection, offset: number, limit: number): string | null;
  /**
   * A page answered unchanged: the page as applied, once its records are confirmed still stored
   * (the pass `generation` took it); null when they are not, and the page must come whole.
   */
  confirmPage?(collection: Collection, offset: number, limit: number, generation: number): Promise<AppliedPage | null>;
}

export type SyncPhase = 'waiting' | 'counting' | 'fetching' | 'verifying' | 'reconciling' | 'done' | 'failed' | 'cancelled';

export interface SyncProgress {
  collection: Collection;
  phase: SyncPhase;
  fetched: number;
  total: number | null;
  retries: number;
}

export interface SyncOutcome {
  collection: Collection;
  complete: boolean;
  count: number | null;
  stored: number;
  /** Requests that got an answer or failed ("Pedidos"); one cut off by Cancelar, unanswered, is not counted. */
  requests: number;
  retries: number;
  rejects: Reject[];
  /** Records kept but flagged (an unknown estado, for instance). */
  warnings: Reject[];
  /** Passes over the collection: more than one means drift was detected and re-crawled. */
  passes: number;
  /** Plain Spanish, worth telling even when complete (the API redirects to https); absent when none. */
  notice?: string;
  /** Plain Spanish, for the status bar and the report; null when complete. */
  problem: string | null;
  error: BridgeError | null;
}

/** A run stopped for every collection (see RequestBudget): why, and a signal that fires then. */
export interface Halt {
  readonly haltedBy: BridgeError | null;
  readonly signal: AbortSignal;
}

export interface SyncOptions {
  pageSize: number;
  concurrency: number;
  maxAttempts: number;
  /** Upper bound of one backoff wait, in ms. */
  maxBackoffMs: number;
  baseBackoffMs: number;
  /** How many times a collection is crawled before the run gives up reconciling drift. */
  maxPasses: number;
  /**
   * The most requests one collection may send in a run, retries and passes included: a plan
   * that needs more stops the collection before sending them, with the reason.
   */
  maxRequests: number;
  signal?: AbortSignal;
  /** Set by syncCollections: another collection met an error that ends the whole run. */
  halt?: Halt;
  onProgress?: (progress: SyncProgress) => void;
  /** Injected for tests; defaults to setTimeout and Math.random. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

export const defaultSyncOptions: SyncOptions = {
  pageSize: 100,
  concurrency: 4,
  maxAttempts: 6,
  maxBackoffMs: 30_000,
  baseBackoffMs: 500,
  maxPasses: 4,
  maxRequests: defaultSettings.maxRequests,
};

/**
 * The page's workers (the data service, the word index): each started when first needed and
 * reached through the RPC layer (src-shared/rpc.ts), with one policy for when one fails. A worker
 * that fails, during a call or between calls, is terminated and dropped at once, so that nothing
 * is posted to it and waits for good; the calls waiting on it settle as lost, with why. One that
 * never said hello (its script did not load) leaves the work to the page from then on; one that
 * had loaded is replaced by the next call.
 */
import { connect, type Endpoint, type Handlers, type Port, type Side } from '../src-shared/rpc';

export interface WorkerOptions<Mine extends Side, Theirs extends Side> {
  /**
   * Makes the worker. Written at the call site as `new Worker(new URL('./data/x.ts', import.meta.url),
   * { type: 'module', name })`: that is the form the bundler finds and builds as a worker.
   */
  create(): Worker;
  /** The page's side of the contract, the worker's, and how the page serves its own. */
  page: Mine;
  worker: Theirs;
  serve: Handlers<Mine>;
  /** Said in the console when the worker cannot load, with why: what it is, and what the page does instead. */
  unavailable(why: string): string;
}

export interface PageWorker<Theirs extends Side> {
  /** The worker's endpoint, started now if none runs; null once one could not load (the page does the work). */
  get(): Endpoint<Theirs> | null;
}

/** What went wrong with a worker, in words (one that fails to load fires a plain Event, without a message). */
function whyOf(event: Event): string {
  const message: unknown = 'message' in event ? event.message : undefined;
  return typeof message === 'string' && message !== '' ? message : 'no se pudo cargar';
}

export function pageWorker<Mine extends Side, Theirs extends Side>(options: WorkerOptions<Mine, Theirs>): PageWorker<Theirs> {
  /** The running worker; null once one could not load; undefined before the first and after one died. */
  let current: Endpoint<Theirs> | null | undefined;

  function startWorker(): Endpoint<Theirs> | null {
    if (typeof Worker === 'undefined') return null;
    let worker: Worker;
    try {
      worker = options.create();
    } catch {
      return null;
    }
    const endpoint = connect(worker, options.page, options.worker, options.serve);
    worker.addEventListener('error', (event) => {
      worker.terminate();
      const why = whyOf(event);
      if (current === endpoint) current = endpoint.heard ? undefined : null;
      if (!endpoint.heard) console.warn(`Directorio: ${options.unavailable(why)}`);
      endpoint.close(why);
    });
    return endpoint;
  }

  return {
    get() {
      if (current === undefined) current = startWorker();
      return current;
    },
  };
}

/** A worker's own end of the channel: its global scope, as the RPC layer wants a port. */
export function workerScope(): Port {
  return {
    postMessage: (message, transfer) => self.postMessage(message, { transfer }),
    addEventListener: (type, listener) => self.addEventListener(type, listener),
    removeEventListener: (type, listener) => self.removeEventListener(type, listener),
  };
}

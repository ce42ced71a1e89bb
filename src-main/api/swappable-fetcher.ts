/**
 * A fetcher that forwards to whichever fetcher is current, so that saving a new base URL in the
 * settings applies to the next fetch without restarting and without the handlers knowing.
 * Calls already under way finish against the fetcher they started with.
 */
import type { Fetcher } from './fetcher';

export interface SwappableFetcher extends Fetcher {
  swap(next: Fetcher): void;
}

export function createSwappableFetcher(initial: Fetcher): SwappableFetcher {
  let current = initial;
  return {
    get baseUrl() {
      return current.baseUrl;
    },
    fetchPage: (args) => current.fetchPage(args),
    fetchRecord: (args) => current.fetchRecord(args),
    swap(next) {
      current = next;
    },
  };
}

/**
 * The tests StrykerJS runs against every mutant (`npm run test:mutation`, see stryker.config.mjs):
 * the fast unit tests of the mutated files, written against hand-made inputs, so that a mutant
 * costs well under a second. Tests that need a web server, Dexie or a fuzz loop are left out here
 * (the few sync tests that start the simulator take a second or two, and are the only ones that
 * reach memory-store.ts through a whole sync); `vitest.config.ts` still runs every test in `npm test`.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      // src-shared/url.ts
      'test/unit/shared/url.test.ts',
      'test/unit/shared/url-rules.test.ts',
      // src-shared/sync/**
      'test/unit/shared/sync/retry.test.ts',
      'test/unit/shared/sync/page-writer.test.ts',
      'test/unit/shared/sync/sync-crawl-rules.test.ts',
      'test/unit/shared/sync/sync-engine-rules.test.ts',
      'test/unit/shared/sync/sync-membership.test.ts',
      'test/unit/shared/sync/sync-retry-rules.test.ts',
      'test/unit/shared/sync/sync-run-order.test.ts',
      'test/unit/shared/sync/request-budget.test.ts',
      'test/unit/shared/sync/sync-side-by-side-rules.test.ts',
      'test/unit/shared/sync/request-bound.test.ts',
      'test/unit/shared/sync/page-memory.test.ts',
      'test/unit/shared/sync/memory-store-pages.test.ts',
      'test/unit/shared/sync/unchanged-pages.test.ts',
      'test/unit/shared/sync/count-cap.test.ts',
      'test/unit/shared/sync/sync-engine.test.ts',
      // src-main/bridge/**
      'test/unit/main/bridge/bridge-handlers-rules.test.ts',
      'test/unit/main/bridge/bridge-http-rules.test.ts',
      'test/unit/main/bridge/bridge-http-transport.test.ts',
      'test/unit/main/bridge/ipc.test.ts',
      'test/unit/main/bridge/bridge-ipc-rules.test.ts',
      // src-renderer/data/search/convocatoria-filter.ts
      'test/unit/renderer/data/search/convocatoria-filter.test.ts',
      'test/unit/renderer/data/search/convocatoria-filter-rules.test.ts',
      'test/unit/renderer/data/search/filter-index.test.ts',
      'test/unit/renderer/data/search/facet-counts.test.ts',
      'test/unit/renderer/data/search/convocatoria-filter-facets.test.ts',
      // src-main/documents/address-guard.ts
      'test/unit/main/documents/address-guard-rules.test.ts',
      'test/unit/main/images/images-guard.test.ts',
      // src-renderer/data/personal/busquedas-rules.ts, respaldo-merge.ts
      'test/unit/renderer/data/personal/busquedas-rules.test.ts',
      'test/unit/renderer/data/personal/respaldo-merge.test.ts',
    ],
    environment: 'node',
    // A mutant that leaves a promise pending (a writer that never wakes) fails its test here, in
    // seconds, instead of waiting for Stryker's own timeout, which also restarts the worker.
    testTimeout: 5_000,
  },
});

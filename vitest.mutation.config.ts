/**
 * The tests StrykerJS runs against every mutant (`npm run test:mutation`, see stryker.config.mjs):
 * the fast unit tests of the mutated files, written against hand-made inputs, so that a mutant
 * costs well under a second. Tests that need the simulator, a web server, Dexie or a fuzz loop
 * are left out here; `vitest.config.ts` still runs every test in `npm test`.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      // src-shared/url.ts
      'test/unit/url.test.ts',
      'test/unit/url-rules.test.ts',
      // src-shared/sync/**
      'test/unit/retry.test.ts',
      'test/unit/page-writer.test.ts',
      'test/unit/sync-crawl-rules.test.ts',
      'test/unit/sync-engine-rules.test.ts',
      'test/unit/sync-membership.test.ts',
      'test/unit/sync-retry-rules.test.ts',
      'test/unit/sync-run-order.test.ts',
      'test/unit/request-budget.test.ts',
      'test/unit/sync-side-by-side-rules.test.ts',
      // src-main/bridge/**
      'test/unit/bridge-handlers-rules.test.ts',
      'test/unit/bridge-http-rules.test.ts',
      'test/unit/bridge-http-transport.test.ts',
      'test/unit/ipc.test.ts',
      'test/unit/bridge-ipc-rules.test.ts',
      // src-renderer/data/convocatoria-filter.ts
      'test/unit/convocatoria-filter.test.ts',
      'test/unit/convocatoria-filter-rules.test.ts',
      'test/unit/filter-index.test.ts',
      'test/unit/facet-counts.test.ts',
      // src-main/documents/address-guard.ts
      'test/unit/address-guard-rules.test.ts',
      'test/unit/images-guard.test.ts',
    ],
    environment: 'node',
    // A mutant that leaves a promise pending (a writer that never wakes) fails its test here, in
    // seconds, instead of waiting for Stryker's own timeout, which also restarts the worker.
    testTimeout: 5_000,
  },
});

// Mutation testing (`npm run test:mutation`, not part of `npm test`): StrykerJS mutates the files
// below and runs the unit tests of vitest.mutation.config.ts against every mutant. The report goes
// to reports/mutation/ (git-ignored); incremental mode reuses the results of unchanged code and
// tests, `npm run test:mutation -- --force` redoes every mutant.
// Only the fast unit tests of those files run (see vitest.mutation.config.ts), so a full run stays
// within 15 minutes on the 2-core machine. A mutant that no test can kill (equivalent, or
// unreachable code) is marked where it is, with its reason, as
// `// Stryker disable next-line <Mutator>: <reason>`: `grep -rn "Stryker disable" src-*` lists them.
// The run fails (exit 1) when the score falls below 80 %.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'src-shared/sync/**/*.ts',
    'src-shared/url.ts',
    'src-main/bridge/**/*.ts',
    'src-renderer/data/convocatoria-filter.ts',
    'src-main/documents/address-guard.ts',
  ],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['json', 'html', 'clear-text', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: 80 },
  // Two cores, shared: one vitest worker per core.
  concurrency: 2,
  // A mutant that loops (a loop step of 0) is cut after its normal time plus this margin; one that
  // leaves a promise pending fails first, on vitest.mutation.config.ts's shorter test timeout.
  timeoutMS: 8_000,
  timeoutFactor: 1.5,
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['out', 'dist', 'test-results', 'playwright-report', 'docs', 'reports'],
};

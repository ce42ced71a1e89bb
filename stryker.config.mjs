// Mutation testing (`npm run test:mutation`, not part of `npm test`): StrykerJS mutates the files
// below and runs the unit tests of vitest.mutation.config.ts against every mutant: only the fast
// tests of those files, so that a full run stays within 15 minutes on the 2-core machine. The
// report goes to reports/mutation/ (git-ignored); incremental mode reuses the results of unchanged
// code and tests; `npm run test:mutation -- --force` redoes every mutant. The run fails (exit 1)
// when the score falls below 80 %, and scripts/mutation-survivors.mjs then fails it when a mutant
// survives that `equivalentMutants` below does not explain.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'src-shared/sync/**/*.ts',
    'src-shared/url.ts',
    'src-main/bridge/**/*.ts',
    'src-renderer/data/search/convocatoria-filter.ts',
    'src-main/documents/address-guard.ts',
    'src-renderer/data/personal/busquedas-rules.ts',
    'src-renderer/data/personal/respaldo-merge.ts',
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
  timeoutMS: 3_000,
  timeoutFactor: 1.5,
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['out', 'dist', 'test-results', 'playwright-report', 'docs', 'reports'],
};

/**
 * The surviving mutants no test can kill, each with why: equivalent to the code (the same
 * behaviour for every input the code can get), unreachable, or a second line of defence that the
 * first one never lets decide. They stay in the report as survived (the score counts them against
 * us); scripts/mutation-survivors.mjs matches them by file, the exact source line, the column, the
 * mutator and the replacement, so an edited line brings its mutants back for a new look.
 */
export const equivalentMutants = [
  {
    file: 'src-shared/sync/run.ts',
    code: 'const { signal, onOutcome, first = [] } = options;',
    mutants: [[38, 'ArrayDeclaration', '["Stryker was here"]']],
    reason:
      'A default `first` holding a name that is no collection: `first.filter(listed.includes)` drops it, so the preference order is the same as with [].',
  },
  {
    file: 'src-shared/sync/run.ts',
    code: "signal?.addEventListener('abort', onAbort, { once: true });",
    mutants: [
      [46, 'ObjectLiteral', '{}'],
      [54, 'BooleanLiteral', 'false'],
    ],
    reason: "An AbortSignal fires 'abort' once at most, so `once` changes nothing; the listener is removed in `finally` either way.",
  },
  {
    file: 'src-shared/sync/run.ts',
    code: 'if (endsTheRun(outcome.error) && outcome.error !== budget.haltedBy) budget.halt(outcome.error);',
    mutants: [[42, 'ConditionalExpression', 'true']],
    reason: 'Halting again is a no-op: halt() keeps the first error (`??=`), its queue is already empty and its signal already aborted.',
  },
  {
    file: 'src-shared/sync/run.ts',
    code: 'return listed.map((collection) => outcomes[preferred.indexOf(collection)]).filter((outcome) => outcome !== undefined);',
    mutants: [
      [12, 'MethodExpression', 'listed.map(collection => outcomes[preferred.indexOf(collection)])'],
      [100, 'ConditionalExpression', 'true'],
    ],
    reason:
      '`preferred` holds every listed collection and Promise.all gives one outcome each, so no entry is ever undefined: the filter only satisfies the type.',
  },
  {
    file: 'src-shared/sync/budget.ts',
    code: 'if (queued !== null) return queued;',
    mutants: [[15, 'ConditionalExpression', 'false']],
    reason:
      'A queued request ends with a result only when the run is halted or cancelled; going on, it meets the same refusal at once (the late check) and returns it unsent. The slot count it then gives back no longer matters: after a halt or a cancel every request is refused before it is sent.',
  },
  {
    file: 'src-shared/sync/budget.ts',
    code: 'const settled = (): void => {',
    mutants: [[37, 'BlockStatement', '{}']],
    reason:
      'Forgetting a settled request only frees memory: settled() waits on Promise.allSettled of the set, and a request already settled in it delays nothing.',
  },
  {
    file: 'src-shared/sync/budget.ts',
    code: 'if (best !== undefined) this.waiting.splice(this.waiting.indexOf(best), 1);',
    mutants: [[9, 'ConditionalExpression', 'true']],
    reason: '`best` is undefined only when nothing waits; splice(-1, 1) on an empty array removes nothing.',
  },
  {
    file: 'src-shared/sync/budget.ts',
    code: 'if (a[0] !== b[0]) return a[0] < b[0];',
    mutants: [[29, 'EqualityOperator', 'a[0] <= b[0]']],
    reason: 'Reached only when a[0] !== b[0], where < and <= agree.',
  },
  {
    file: 'src-shared/sync/budget.ts',
    code: 'if (a[1] !== b[1]) return a[1] < b[1];',
    mutants: [
      [7, 'ConditionalExpression', 'true'],
      [29, 'EqualityOperator', 'a[1] <= b[1]'],
    ],
    reason:
      'Always comparing preferences returns false for equal ones, which is what the arrival test gives too: the queue is in arrival order, so a later request (a) never arrived before the best so far (b). And < and <= agree where they differ.',
  },
  {
    file: 'src-shared/sync/budget.ts',
    code: 'return a[2] < b[2];',
    mutants: [
      [10, 'ConditionalExpression', 'false'],
      [10, 'EqualityOperator', 'a[2] <= b[2]'],
    ],
    reason:
      'The queue is scanned in arrival order, so a request compared with the best so far always arrived later: a[2] < b[2] is false there anyway, and arrivals are distinct, so < and <= agree.',
  },
  {
    file: 'src-shared/sync/retry.ts',
    code: 'if (halt?.haltedBy != null) return { ok: false, error: halt.haltedBy };',
    mutants: [[9, 'ConditionalExpression', 'false']],
    reason:
      'A second line of defence: without it the request goes to the budget, which refuses it unsent with the same error, and a refused request is not counted (the next lines).',
  },
  {
    file: 'src-main/bridge/http.ts',
    code: "req.off('data', onData);",
    mutants: [[17, 'StringLiteral', '""']],
    reason:
      'Left listening, every later chunk takes the same branch again: resolve() of a settled promise and an emptied array, so the answer (the 413) is the same; it only costs the work of dropping the rest.',
  },
  {
    file: 'src-main/documents/address-guard.ts',
    code: "else if (first === undefined) callback(Object.assign(new Error('sin direcciones'), { code: 'ENOTFOUND' }), '', 0);",
    mutants: [
      [14, 'ConditionalExpression', 'false'],
      [68, 'StringLiteral', '""'],
      [88, 'ObjectLiteral', '{}'],
      [96, 'StringLiteral', '""'],
      [112, 'StringLiteral', '"Stryker was here!"'],
    ],
    reason: 'Unreachable: vet() never hands out a lookup for an empty list of addresses (it throws ENOTFOUND first).',
  },
  {
    file: 'src-renderer/data/search/convocatoria-filter.ts',
    code: "const wanted = filter.estado === 'todas' ? -1 : stateCodes.indexOf(filter.estado);",
    mutants: [
      [18, 'ConditionalExpression', 'false'],
      [36, 'StringLiteral', '""'],
    ],
    reason: "stateCodes holds no 'todas' (nor ''): indexOf gives -1 for it, the same as the explicit -1.",
  },
  {
    file: 'src-renderer/data/search/convocatoria-filter.ts',
    code: 'return filter.docs && inDocuments !== null && inDocuments.size > 0 ? (row) => inDocuments.has(row.id) : null;',
    mutants: [
      [49, 'ConditionalExpression', 'true'],
      [49, 'EqualityOperator', 'inDocuments.size >= 0'],
    ],
    reason:
      'An empty set of ids found in documents adds no row, exactly as no test at all: the size check only skips a test that always fails.',
  },
  {
    file: 'src-renderer/data/search/convocatoria-filter.ts',
    code: 'for (let k = 0; k < windowNames.length; k++) if ((inWindows & (1 << k)) !== 0) byWindow[k] = (byWindow[k] ?? 0) + 1;',
    mutants: [[23, 'EqualityOperator', 'k <= windowNames.length']],
    reason:
      'No row has the bit past the last window set, so the extra turn counts nothing (and a typed array ignores a write past its end).',
  },
  {
    file: 'src-renderer/data/personal/busquedas-rules.ts',
    code: 'if (only !== undefined && news.length === 1) return `${convocatorias(only.nuevas.length)} en «${only.nombre}»`;',
    mutants: [[7, 'ConditionalExpression', 'true']],
    reason: 'A list of one always has a first item: `only !== undefined` is there for TypeScript, `news.length === 1` decides alone.',
  },
  {
    file: 'src-renderer/data/personal/respaldo-merge.ts',
    code: 'return b !== null && b > a ? b : a;',
    mutants: [
      [10, 'ConditionalExpression', 'true'],
      [24, 'EqualityOperator', 'b >= a'],
    ],
    reason:
      '`null > a` is false for any day (null reads as 0, a day as NaN), so the null check is there for TypeScript; on equal days b and a are the same string.',
  },
];

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
    code: 'if (result !== null) this.flush(result);',
    mutants: [[9, 'ConditionalExpression', 'true']],
    reason: "cancel() is called only from the signal's 'abort', when `cancelled()` is never null.",
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
    file: 'src-main/bridge/http.ts',
    code: "const path = (req.url ?? '').split('?')[0] ?? '';",
    mutants: [
      [32, 'StringLiteral', '"Stryker was here!"'],
      [53, 'StringLiteral', '"Stryker was here!"'],
    ],
    reason:
      "Both `?? ''` fallbacks: a request a server hands over always has a url, split() always returns a first element, and a placeholder fails the /bridge/ test as '' does.",
  },
  {
    file: 'src-main/bridge/http.ts',
    code: "if (!/^application\\/json\\b/i.test(req.headers['content-type'] ?? '')) {",
    mutants: [[72, 'StringLiteral', '"Stryker was here!"']],
    reason: 'A missing Content-Type fails the JSON test whatever text stands in for it: 415 either way.',
  },
  {
    file: 'src-main/bridge/http.ts',
    code: 'if (size <= maxBodyBytes) chunks.push(chunk);',
    mutants: [[11, 'ConditionalExpression', 'true']],
    reason: 'Past the limit the answer is the same 413 either way; the check only keeps the dropped rest of the body out of memory.',
  },
  {
    file: 'src-main/documents/address-guard.ts',
    code: "const nat64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');",
    mutants: [[37, 'StringLiteral', '""']],
    reason:
      "Not equivalent, but not countable: parseCIDR('') throws while the module loads, and Stryker's vitest runner (9.4) counts a test file that fails to load as no test run, so the mutant shows as survived.",
  },
  {
    file: 'src-main/documents/address-guard.ts',
    code: "const ipv4Compatible = ipaddr.IPv6.parseCIDR('::/96');",
    mutants: [[46, 'StringLiteral', '""']],
    reason: "As for nat64: parseCIDR('') throws while the module loads, which the vitest runner reports as survived.",
  },
  {
    file: 'src-main/documents/address-guard.ts',
    code: "return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;",
    mutants: [
      [10, 'LogicalOperator', "hostname.startsWith('[') || hostname.endsWith(']')"],
      [30, 'StringLiteral', '""'],
      [56, 'StringLiteral', '""'],
    ],
    reason:
      'URL.hostname holds `[` and `]` only around an IPv6 literal, both or neither, so `||` and an empty bracket test give the same answer.',
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
    file: 'src-main/documents/address-guard.ts',
    code: 'const unchecked = new Set(options.uncheckedHosts ?? []);',
    mutants: [[55, 'ArrayDeclaration', '["Stryker was here"]']],
    reason: 'No host name equals the placeholder text (it has spaces), so the set still exempts nothing.',
  },
  {
    file: 'src-main/documents/address-guard.ts',
    code: 'if (raw === null) return null;',
    mutants: [[9, 'ConditionalExpression', 'false']],
    reason: 'new URL(null) throws, and the catch below answers null as well.',
  },
  {
    file: 'src-main/documents/address-guard.ts',
    code: 'const found = isIP(host) === 0 ? await resolve(host).catch(() => []) : [{ address: host, family: isIP(host) }];',
    mutants: [[70, 'ArrayDeclaration', '["Stryker was here"]']],
    reason: 'A placeholder entry has no address; normalized() turns it into null and the filter drops it.',
  },
  {
    file: 'src-main/documents/address-guard.ts',
    code: 'return new Set(found.map(({ address }) => normalized(address)).filter((text) => text !== null));',
    mutants: [
      [20, 'MethodExpression', 'found.map(({\n  address\n}) => normalized(address))'],
      [85, 'ConditionalExpression', 'true'],
    ],
    reason: 'A null in the set never matches: the set is only asked about a literal that is not null.',
  },
  {
    file: 'src-main/documents/address-guard.ts',
    code: 'const exempt = (api !== null && url.hostname === api) || unchecked.has(url.hostname);',
    mutants: [[23, 'ConditionalExpression', 'true']],
    reason: '`api !== null` → true: a hostname (a string) never equals null.',
  },
  {
    file: 'src-main/documents/address-guard.ts',
    code: 'const ofApi = api !== null && literal !== null && (await apiAddresses(api)).has(literal);',
    mutants: [[39, 'ConditionalExpression', 'true']],
    reason: '`literal !== null` → true: an IP literal always normalizes, and the set never holds null.',
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
    code: 'for (let k = 0; k < windowNames.length; k++) if ((inWindows & (1 << k)) !== 0) byWindow[k] = (byWindow[k] ?? 0) + 1;',
    mutants: [[23, 'EqualityOperator', 'k <= windowNames.length']],
    reason:
      'No row has the bit past the last window set, so the extra turn counts nothing (and a typed array ignores a write past its end).',
  },
  {
    file: 'src-renderer/data/search/convocatoria-filter.ts',
    code: "const value = params.get(name) ?? '';",
    mutants: [[39, 'StringLiteral', '"Stryker was here!"']],
    reason: "A missing parameter fails the date pattern whatever text stands in for it: '' either way.",
  },
  {
    file: 'src-renderer/data/search/convocatoria-filter.ts',
    code: "const desde = ranges.map((range) => range.desde).reduce((a, b) => (a > b ? a : b), '');",
    mutants: [[70, 'EqualityOperator', 'a >= b']],
    reason: '`>=` picks the same day when two are equal.',
  },
  {
    file: 'src-renderer/data/search/convocatoria-filter.ts',
    code: "return { desde, hasta: hastas.length === 0 ? '' : hastas.reduce((a, b) => (a < b ? a : b)) };",
    mutants: [[78, 'EqualityOperator', 'a <= b']],
    reason: '`<=` picks the same day when two are equal.',
  },
  {
    file: 'src-renderer/data/search/convocatoria-filter.ts',
    code: "const mirrors: Partial<Record<Orden, Orden>> = { 'cierre-desc': 'cierre-asc', 'titulo-desc': 'titulo-asc' };",
    mutants: [[48, 'ObjectLiteral', '{}']],
    reason: 'The mirrors only spare a sort: without them the index sorts the descending orders itself, to the same rows in the same order.',
  },
  {
    file: 'src-renderer/data/search/convocatoria-filter.ts',
    code: 'if (index === undefined) indexes.set(rows, (index = new FilterIndex(rows, comparators, mirrors)));',
    mutants: [[7, 'ConditionalExpression', 'true']],
    reason: 'A new index on every call gives the same rows; the memo only saves work.',
  },
  {
    file: 'src-shared/url.ts',
    code: 'if (raw.length === 0 || raw.length > maxLength || raw !== raw.trim()) return null;',
    mutants: [[7, 'ConditionalExpression', 'false']],
    reason: '`raw.length === 0` → false: an empty string fails the scheme test right after (mailto/tel: it has no scheme).',
  },
  {
    file: 'src-shared/url.ts',
    code: "const authority = raw.replace(schemePrefix, '').split(/[/?#]/, 1)[0] ?? '';",
    mutants: [[75, 'StringLiteral', '"Stryker was here!"']],
    reason: "The `?? ''` fallback is unreachable: split() always returns a first element.",
  },
  {
    file: 'src-shared/url.ts',
    code: "if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;",
    mutants: [[7, 'ConditionalExpression', 'false']],
    reason: 'Defence in depth: the raw-text checks above already allow only http(s)://, so this check never decides alone.',
  },
  {
    file: 'src-shared/url.ts',
    code: "if (url.hostname === '' || url.username !== '' || url.password !== '') return null;",
    mutants: [
      [7, 'ConditionalExpression', 'false'],
      [7, 'LogicalOperator', "(url.hostname === '' || url.username !== '') && url.password !== ''"],
      [7, 'LogicalOperator', "url.hostname === '' && url.username !== ''"],
      [24, 'StringLiteral', '"Stryker was here!"'],
      [30, 'ConditionalExpression', 'false'],
      [53, 'ConditionalExpression', 'false'],
    ],
    reason:
      "Defence in depth: an authority that is not empty and has no '@' always parses to a host without credentials, so these checks never decide alone.",
  },
  {
    file: 'src-shared/url.ts',
    code: "if (at <= 0 || at !== address.lastIndexOf('@')) return false;",
    mutants: [
      [7, 'EqualityOperator', 'at < 0'],
      [18, 'ConditionalExpression', 'false'],
    ],
    reason:
      '`at < 0` and dropping the second-@ test: an empty local part fails emailLocal, and a second @ lands in a domain label, which domainLabel refuses.',
  },
  {
    file: 'src-shared/url.ts',
    code: "const last = labels.at(-1) ?? '';",
    mutants: [[33, 'StringLiteral', '"Stryker was here!"']],
    reason: 'Unreachable: split() gives at least one label.',
  },
  {
    file: 'src-shared/url.ts',
    code: 'const scheme = /^(mailto|tel):/i.exec(raw)?.[1]?.toLowerCase();',
    mutants: [
      [18, 'OptionalChaining', '/^(mailto|tel):/i.exec(raw)?.[1].toLowerCase'],
      [18, 'Regex', '/(mailto|tel):/i'],
    ],
    reason:
      'Group 1 takes part in every match; and without `^`, `rest` is still sliced from the start of raw, so it begins with text that is neither an address nor a number.',
  },
  {
    file: 'src-shared/url.ts',
    code: "const dialable = first.replace(/^(\\+\\d{1,3}\\s*\\(\\s*)0/, '$1');",
    mutants: [[34, 'Regex', '/(\\+\\d{1,3}\\s*\\(\\s*)0/']],
    reason: 'Without `^` the same: `first` can hold a `+` only at its start.',
  },
  {
    file: 'src-shared/sync/crawl.ts',
    code: 'this.queue = [];',
    mutants: [[20, 'ArrayDeclaration', '["Stryker was here"]']],
    reason: 'After a failed write add() returns at once and nothing reads the queue again; emptying it only frees the pages.',
  },
  {
    file: 'src-shared/sync/crawl.ts',
    code: 'const limit = first.page.received < settings.pageSize && first.page.received < count ? first.page.received : settings.pageSize;',
    mutants: [[17, 'EqualityOperator', 'first.page.received <= settings.pageSize']],
    reason: '`received <= pageSize`: when the two are equal, limit is the same number either way.',
  },
  {
    file: 'src-shared/sync/engine.ts',
    code: "super('storage');",
    mutants: [[11, 'StringLiteral', '""']],
    reason: 'A StorageFailure never leaves engine.ts (thrownError unwraps it), so its message is never read.',
  },
  {
    file: 'src-shared/sync/engine.ts',
    code: "const name = failure instanceof Error ? failure.name : '';",
    mutants: [[60, 'StringLiteral', '"Stryker was here!"']],
    reason: "`name` is only compared with 'QuotaExceededError', which no placeholder equals.",
  },
  {
    file: 'src-shared/sync/engine.ts',
    code: "return `La API cambió durante la descarga (${drift ?? 'deriva'}) y no se pudo conciliar tras ${passes} intentos; no se borró nada.`;",
    mutants: [[57, 'StringLiteral', '""']],
    reason: "'deriva' is unreachable: a run that ends incomplete without an error always has a drift.",
  },
  {
    file: 'src-shared/sync/membership.ts',
    code: "if (seenAt !== undefined && seenAt >= generation) return { action: 'keep' };",
    mutants: [[7, 'ConditionalExpression', 'true']],
    reason: '`seenAt !== undefined` → true: undefined >= generation is false anyway.',
  },
  {
    file: 'src-shared/sync/retry.ts',
    code: "if (error.kind === 'http' && error.retryAfterMs !== null) return Math.max(jittered, Math.min(error.retryAfterMs, 120_000));",
    mutants: [[32, 'ConditionalExpression', 'true']],
    reason: '`retryAfterMs !== null` → true: Math.min(null, n) is 0, and the jittered wait is never below 0.',
  },
  {
    file: 'src-shared/sync/retry.ts',
    code: "signal?.addEventListener('abort', done, { once: true });",
    mutants: [
      [45, 'ObjectLiteral', '{}'],
      [53, 'BooleanLiteral', 'false'],
    ],
    reason: '`once` is belt and braces: `done` removes the listener itself.',
  },
];

// Part of `npm run lint`: Electronegativity over src-main. Prints every finding and fails on any
// HIGH or MEDIUM one (the CLI itself always exits 0) or on a file it could not parse.
//
// It calls the package's runner rather than the CLI with `-o`: in 1.10.3 the CSV writer races its
// header against its rows (two unordered fs.writeFile calls, so lines come out mangled) and the
// SARIF output carries no severity. The runner returns the same findings as data.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
// Another folder may be named to check the gate itself (test/unit/scripts/electronegativity.test.ts).
const input = resolve(root, process.argv[2] ?? 'src-main');
const require = createRequire(import.meta.url);

// Checks left out, each for a reason that holds for this code base:
const excluded = [
  // Needs the network (it downloads Electron's release list from GitHub with no timeout) and only
  // judges the Electron version, which lives in package.json (pinned there), not in src-main.
  'AvailableSecurityFixesGlobalCheck',
  // False positive: it only sees a CSP written as a string literal in a `responseHeaders` object
  // or a <meta> tag. Ours is built in src-main/csp.ts and sent as a header by the app:// handler
  // (window.ts). test/unit/main/csp.test.ts runs the same evaluator (csp-evaluator) on the real policy.
  'CSPGlobalCheck',
];

// Lint never talks to the network. Electronegativity asks S3 for updated translations on every
// run (and, offline, waits seconds for DNS and got's retries before falling back to its bundled
// messages); its HTTP client is replaced for this process by one that fails at once, which it
// already tolerates. Should the stub miss (another layout of node_modules), the lookup's own
// 1 s timeout applies, and the watchdog below bounds everything else.
const gotPath = createRequire(require.resolve('@doyensec/electronegativity')).resolve('got');
const offline = () => Promise.reject(new Error('sin red durante el lint'));
offline.head = offline;
require.cache[gotPath] = { id: gotPath, filename: gotPath, loaded: true, exports: offline };

const watchdog = setTimeout(() => {
  console.error('electronegativity: sin resultado después de 60 s; se interrumpe.');
  process.exit(2);
}, 60_000);
watchdog.unref();

// The bundled English messages (its locale comes from LANG, which may be C.UTF-8).
process.env.LANG = 'en-US';
const electronVersion = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).devDependencies.electron;
const run = require('@doyensec/electronegativity');
const result = await run({
  input,
  customScan: [],
  excludeFromScan: excluded.map((name) => name.toLowerCase()),
  electronVersionOverride: electronVersion,
  isRelative: true,
  isVerbose: true,
  parserPlugins: [],
});
clearTimeout(watchdog);

const blocking = new Set(['HIGH', 'MEDIUM']);
const failures = [];
console.log(
  `electronegativity ${require('@doyensec/electronegativity/package.json').version}: ` +
    `${result.atomicChecks} atomic + ${result.globalChecks} global checks over ${relative(root, input)}/ (Electron ${electronVersion}); ` +
    `excluded: ${excluded.join(', ')}`,
);
for (const issue of result.issues) {
  const severity = issue.severity.name;
  const where =
    issue.file === 'N/A' ? '(global)' : `${relative(root, resolve(input, issue.file))}:${issue.location.line}:${issue.location.column}`;
  const line = `  ${severity.padEnd(13)} ${issue.confidence.name.padEnd(9)} ${issue.id.padEnd(40)} ${where}  ${issue.description}`;
  console.log(line);
  if (blocking.has(severity)) failures.push(line);
}
for (const error of result.errors) {
  console.log(`  ${error.tolerable ? 'aviso' : 'ERROR'}: ${error.file}: ${error.message}`);
  if (!error.tolerable) failures.push(error.file);
}
if (failures.length > 0) {
  console.error(`electronegativity: ${failures.length} hallazgo(s) HIGH/MEDIUM o archivos sin analizar; ver arriba.`);
  process.exit(1);
}
console.log(`electronegativity: ${result.issues.length} hallazgo(s), ninguno HIGH ni MEDIUM.`);

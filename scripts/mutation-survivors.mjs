// After `stryker run` (npm run test:mutation): the score per file and in total from the JSON
// report, and every surviving mutant that stryker.config.mjs's `equivalentMutants` does not
// explain. Exit 1 when there is one: it needs a test that kills it, or its reason in the list.
import { readFileSync } from 'node:fs';
import { equivalentMutants } from '../stryker.config.mjs';

const reportPath = 'reports/mutation/mutation.json';
/** @type {{ files: Record<string, { source: string; mutants: { status: string; mutatorName: string; replacement?: string; location: { start: { line: number; column: number } } }[] }> }} */
const report = JSON.parse(readFileSync(reportPath, 'utf8'));

const key = (file, code, column, mutator, replacement) => JSON.stringify([file, code, column, mutator, replacement]);
const explained = new Map();
for (const entry of equivalentMutants) {
  for (const [column, mutator, replacement] of entry.mutants)
    explained.set(key(entry.file, entry.code, column, mutator, replacement), entry);
}

const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);
const used = new Set();
const unexplained = [];
let totalDetected = 0;
let totalValid = 0;
console.log('file: score (detected / detected + survived), equivalent among the survivors');
for (const [file, { source, mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const lines = source.split('\n');
  let fileDetected = 0;
  let fileValid = 0;
  let fileEquivalent = 0;
  for (const mutant of mutants) {
    if (detected.has(mutant.status)) fileDetected++;
    if (!detected.has(mutant.status) && !undetected.has(mutant.status)) continue;
    fileValid++;
    if (!undetected.has(mutant.status)) continue;
    const { line, column } = mutant.location.start;
    const code = (lines[line - 1] ?? '').trim();
    const k = key(file, code, column, mutant.mutatorName, mutant.replacement);
    if (explained.has(k)) {
      used.add(k);
      fileEquivalent++;
    } else {
      unexplained.push(`${file}:${line}:${column} ${mutant.mutatorName} → ${mutant.replacement ?? ''}\n    ${code}`);
    }
  }
  totalDetected += fileDetected;
  totalValid += fileValid;
  const score = fileValid === 0 ? 100 : (100 * fileDetected) / fileValid;
  console.log(`  ${file}: ${score.toFixed(2)} % (${fileDetected} / ${fileValid}), ${fileEquivalent} equivalent`);
}
console.log(`total: ${((100 * totalDetected) / totalValid).toFixed(2)} % (${totalDetected} / ${totalValid})`);

const stale = [...explained.keys()].filter((k) => !used.has(k));
if (stale.length > 0) {
  // Killed now, or its line changed: the entry can go (or be updated after a look at the line).
  console.log(`\n${stale.length} entries of equivalentMutants matched no survivor:`);
  for (const k of stale) console.log(`  ${k}`);
}
if (unexplained.length > 0) {
  console.log(`\n${unexplained.length} surviving mutants are not explained (kill them with a test, or add them with their reason):`);
  for (const line of unexplained) console.log(`  ${line}`);
  process.exitCode = 1;
}

// npm test: `typecheck` then `lint`, beside them `test:unit`, beside both the build; then, when all
// of them passed, the e2e tests alone.
//
// Each checker here is one thread of work (tsc, Prettier, ESLint) or one test worker beside
// Vitest's main thread (its default on two cores), so one after the other they leave a core idle
// on a two-core machine; side by side they fill both. Playwright runs alone afterwards: its two
// workers fill both cores, and its tests wait on a browser, so they are the ones a busy machine
// would slow. The output of each step is printed whole when it ends, never interleaved; the run
// fails when any step fails, and the e2e tests are not started after a failure.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** Steps in one group run in order and stop at the first failure; the groups run side by side. */
const groups = [['typecheck', 'lint'], ['test:unit'], ['build']];
const last = 'e2e';

const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;

/** Runs `npm run <script>`; its output is kept for later when `quiet`, else it goes to the terminal. */
function run(script, quiet) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      env,
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.once('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code, signal) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      resolve({ script, ok: code === 0, status: signal ?? code, seconds, output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

function report({ script, ok, status, seconds, output }) {
  if (output !== '') process.stdout.write(`\n── ${script} ──\n${output}${output.endsWith('\n') ? '' : '\n'}`);
  console.log(ok ? `── ${script}: bien (${seconds} s)` : `── ${script}: FALLÓ (salida ${status}, ${seconds} s)`);
}

const results = [];
await Promise.all(
  groups.map(async (steps) => {
    for (const script of steps) {
      const result = await run(script, true);
      report(result);
      results.push(result);
      if (!result.ok) return;
    }
  }),
);

const failed = results.filter((result) => !result.ok).map((result) => result.script);
if (failed.length > 0) {
  console.log(`\nnpm test: falló ${failed.join(', ')}; las pruebas e2e no se corrieron.`);
  process.exit(1);
}
console.log(`\n── ${last} ──`);
const e2e = await run(last, false);
report(e2e);
process.exit(e2e.ok ? 0 : 1);

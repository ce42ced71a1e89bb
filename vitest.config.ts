import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const include = ['test/unit/**/*.test.ts'];

// A file that changes what other files would see (mocks a module, fakes timers, sets or spies on
// a global, resets the module registry, uses IndexedDB or web storage) runs in a module graph of
// its own. Every other file shares one graph per worker, which spares importing the same modules
// for each file; the files that only need a DOM share one jsdom too, which spares setting it up
// for each file. The rule reads the file, so a new test lands on a side by itself; a file in the
// shared jsdom that leaves anything behind fails (test/unit/support/shared-dom-guard.ts).
const touchesShared =
  /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn|resetModules)|fake-indexeddb|localStorage|sessionStorage|(window|globalThis)\b[^;\n]*[^=!<>]=[^=>]|Object\.(assign|defineProperty)\((window|globalThis)|@vitest-environment (?!jsdom)/;
const needsDom = /@vitest-environment jsdom/;

const testFiles = readdirSync('test/unit', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('test/unit', file));
const texts = new Map(testFiles.map((file) => [file, readFileSync(file, 'utf8')]));
const isolated = testFiles.filter((file) => touchesShared.test(texts.get(file) ?? ''));
const inDom = testFiles.filter((file) => !isolated.includes(file) && needsDom.test(texts.get(file) ?? ''));

export default defineConfig({
  test: {
    environment: 'node',
    // Worker threads start faster than forked processes. No test changes the working
    // directory, which a thread may not.
    pool: 'threads',
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated } },
      {
        extends: true,
        test: { name: 'dom', include: inDom, environment: 'jsdom', isolate: false, setupFiles: ['test/unit/support/shared-dom-guard.ts'] },
      },
      { extends: true, test: { name: 'shared', include, exclude: [...isolated, ...inDom], isolate: false } },
    ],
  },
});
